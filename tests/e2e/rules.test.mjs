// The rules pages (web/rules/<lang>.html, served as rules/<lang>.html): in every language the page
// has its title, the way back to the game, the four languages and a section per rule (s1–s11); every
// <fevga-diagram> draws (no error box), and seed 004's diagrams list exactly the point lines, borne-off
// counts and pips of page 004 (360/360, 349/360, 36/48, 25/48) in the words of the language's message
// file; the opening step-through steps; no console errors; the page fits a 360 px phone. Screenshots
// go to tests/e2e/artifacts/rules-<lang>-<desktop|phone>.png.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, LANGS, PHONE, ROOT, ensureArtifacts, fullPageShot, openPage, suite } from './util.mjs';

const env = suite();
let dir;
before(() => {
  dir = ensureArtifacts();
});

const TITLES = { en: 'Fevga rules', de: 'Fevga-Regeln', tr: 'Mültezim (Fevga) kuralları', bg: 'Правила на февгата' };
// The site's header leads home by the game's name in the page's language.
const PLAY = { en: 'Fevga', de: 'Fevga', tr: 'Mültezim', bg: 'Февга' };

/** The messages of crates/fevga-i18n/ftl/<lang>.ftl that the diagrams' lists use, filled in. */
function words(lang) {
  const text = readFileSync(join(ROOT, 'crates', 'fevga-i18n', 'ftl', `${lang}.ftl`), 'utf8');
  const msg = (key) => {
    const m = text.match(new RegExp(`^${key} = (.+)$`, 'm'));
    assert.ok(m, `${lang}.ftl has ${key}`);
    return m[1].trim();
  };
  const fill = (key, vars) => msg(key).replace(/\{ *\$(\w+) *\}/g, (_, v) => String(vars[v]));
  return {
    point: (color, point, n) => fill(`point-list-${color}`, { point, n }),
    off: (color, n) => fill(`borne-off-${color}`, { n }),
    pips: (color, n) => fill(`pips-${color}`, { n }),
  };
}

/** Seed 004's four diagrams: the position text, and the lines the widget must list, in order. */
function seedDiagrams(lang) {
  const w = words(lang);
  const home = (five, six) => [
    w.point('white', 1, 1), w.point('white', 2, 1), w.point('white', 3, 1), w.point('white', 4, 2),
    w.point('white', 5, five), w.point('white', 6, six),
    w.point('black', 13, 3), w.point('black', 14, 3), w.point('black', 15, 3),
    w.point('black', 16, 2), w.point('black', 17, 2), w.point('black', 18, 2),
  ];
  return [
    { name: 'start', text: 'W:24x15 B:12x15 W',
      lines: [w.point('black', 12, 15), w.point('white', 24, 15), w.pips('white', 360), w.pips('black', 360)] },
    { name: 'after 24/13', text: 'W:24x14,13 B:12x15 B', lastMove: '24/13',
      lines: [w.point('black', 12, 15), w.point('white', 13, 1), w.point('white', 24, 14), w.pips('white', 349), w.pips('black', 360)] },
    { name: 'bear-off before', text: 'W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W',
      lines: [...home(2, 2), w.off('white', 6), w.pips('white', 36), w.pips('black', 48)] },
    { name: 'bear-off after', text: 'W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 B', lastMove: '6/off 5/off',
      lines: [...home(1, 1), w.off('white', 8), w.pips('white', 25), w.pips('black', 48)] },
  ];
}

/** Waits until every <fevga-diagram> has drawn a board or an error into its shadow root. */
function waitDiagrams(page) {
  return page.waitForFunction(() => {
    const all = [...document.querySelectorAll('fevga-diagram')];
    return all.length > 0 && all.every((d) => d.shadowRoot?.querySelector('svg, .fevga-diagram-error'));
  }, null, { timeout: 20_000 });
}

/** Every diagram: its text, attributes, list lines, error text and step position. */
function diagrams(page) {
  return page.evaluate(() => [...document.querySelectorAll('fevga-diagram')].map((d) => ({
    text: d.textContent.trim(),
    lastMove: d.getAttribute('last-move'),
    moves: d.getAttribute('moves'),
    lang: d.getAttribute('lang'),
    lines: [...d.shadowRoot.querySelectorAll('ul.lists li')].map((li) => li.textContent),
    error: d.shadowRoot.querySelector('.fevga-diagram-error')?.textContent ?? null,
    svg: !!d.shadowRoot.querySelector('svg'),
  })));
}

for (const lang of LANGS) {
  test(`rules page ${lang}: structure, seed 004's diagrams, no errors`, async () => {
    const { page, log, context } = await openPage(env.browser, `${env.server.url}rules/${lang}.html`, { ...DESKTOP, goto: false });
    try {
      await page.goto(`${env.server.url}rules/${lang}.html`);
      await waitDiagrams(page);
      const info = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        title: document.title,
        langs: [...document.querySelectorAll('header nav a[hreflang]')].map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]),
        current: document.querySelector('header nav.langs a[aria-current=page]')?.getAttribute('hreflang'),
        ids: ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10', 's11', 'strategy', 'faq'].filter((id) => document.getElementById(id)?.matches('h2')),
        tocBroken: [...document.querySelectorAll('.toc a')].map((a) => a.getAttribute('href')).filter((h) => !document.getElementById(h.slice(1))),
        inlineScripts: [...document.scripts].filter((s) => !s.src).length,
        stylesheet: !!document.querySelector('link[rel=stylesheet][href="rules.css"]'),
        csp: document.querySelector('meta[http-equiv=Content-Security-Policy]')?.content ?? '',
      }));
      const play = await page.evaluate(() => {
        const a = [...document.querySelectorAll('header a')].find((x) => x.getAttribute('href').startsWith('../'));
        return a ? { href: new URL(a.href).pathname, text: a.textContent.trim() } : null;
      });
      assert.equal(info.lang, lang);
      assert.equal(info.title, TITLES[lang]);
      assert.deepEqual(play, { href: '/', text: PLAY[lang] }, 'the header leads back to the game');
      assert.deepEqual(info.langs, LANGS.map((l) => [l, `${l}.html`]), 'the language switcher names the four pages');
      assert.equal(info.current, lang);
      assert.equal(info.ids.length, 13, `sections s1–s11, strategy and faq as headings (found ${info.ids})`);
      assert.deepEqual(info.tocBroken, [], 'every contents link has its target');
      assert.equal(info.inlineScripts, 0, 'no inline script (CSP)');
      assert.ok(info.stylesheet);
      assert.match(info.csp, /script-src 'self' 'wasm-unsafe-eval'/);

      const all = await diagrams(page);
      assert.deepEqual(all.filter((d) => d.error || !d.svg), [], 'every diagram draws, none shows an error');
      assert.ok(all.every((d) => d.lang === lang), 'every diagram speaks the page language');
      for (const want of seedDiagrams(lang)) {
        const got = all.filter((d) => d.text === want.text && !d.moves && (d.lastMove ?? undefined) === want.lastMove);
        assert.equal(got.length, 1, `${lang}: one diagram of ${want.name}`);
        assert.deepEqual(got[0].lines, want.lines, `${lang}: the lists of ${want.name}`);
      }

      // The opening step by step: three plays, each drawn; the last frame's pips.
      const steps = page.locator('fevga-diagram[moves]');
      assert.equal(await steps.count(), 1);
      const w = words(lang);
      const last = () => steps.evaluate((d) => [...d.shadowRoot.querySelectorAll('ul.lists li')].slice(-2).map((li) => li.textContent));
      assert.deepEqual(await last(), [w.pips('white', 360), w.pips('black', 360)]);
      for (let i = 0; i < 3; i++) await steps.locator('button[data-step]').last().click();
      assert.deepEqual(await last(), [w.pips('white', 345), w.pips('black', 352)], `${lang}: after 24/13, 24/16, 13/10 24/23`);
      assert.equal(await steps.evaluate((d) => !!d.shadowRoot.querySelector('.fevga-diagram-error')), false);

      await page.evaluate(() => window.scrollTo(0, 0));
      await fullPageShot(page, join(dir, `rules-${lang}-desktop.png`));
      assert.deepEqual(log.consoleErrors, [], 'no console errors');
      assert.deepEqual(log.pageErrors, [], 'no page errors');
    } finally {
      await context.close();
    }
  });

  test(`rules page ${lang} on a phone: fits 360 px, diagrams draw`, async () => {
    const { page, log, context } = await openPage(env.browser, `${env.server.url}rules/${lang}.html`, { ...PHONE, goto: false });
    try {
      await page.goto(`${env.server.url}rules/${lang}.html`);
      await waitDiagrams(page);
      const fit = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        diagrams: [...document.querySelectorAll('fevga-diagram')].map((d) => Math.round(d.getBoundingClientRect().right)),
        errors: [...document.querySelectorAll('fevga-diagram')].filter((d) => d.shadowRoot.querySelector('.fevga-diagram-error')).length,
      }));
      assert.ok(fit.width <= 360, `no sideways scrolling (page width ${fit.width})`);
      assert.ok(fit.diagrams.every((r) => r <= 360), `diagrams inside the screen (${fit.diagrams})`);
      assert.equal(fit.errors, 0);
      await page.screenshot({ path: join(dir, `rules-${lang}-phone.png`) });
      assert.deepEqual(log.consoleErrors, [], 'no console errors');
      assert.deepEqual(log.pageErrors, [], 'no page errors');
    } finally {
      await context.close();
    }
  });
}

// New-player review #1: a "Rules §N" link opens the rules page at that section, and the section
// stays at the top of the screen while the diagrams above it draw (they grow past their
// placeholders), until the reader scrolls.
for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`deep links land on their section and stay there while the diagrams draw (${device})`, { timeout: 90_000 }, async () => {
    for (const section of ['s3', 's5', 's9', 'faq']) {
      const { page, context } = await openPage(env.browser, `${env.server.url}rules/en.html#${section}`, { ...opts, goto: false });
      await page.goto(`${env.server.url}rules/en.html#${section}`);
      await waitDiagrams(page);
      // Let the last drawings and any re-scroll settle.
      await page.waitForTimeout(300);
      const top = await page.evaluate((id) => document.getElementById(id).getBoundingClientRect().top, section);
      assert.ok(top >= -2 && top <= 40, `${device} #${section}: the heading is ${top.toFixed(0)} px from the top`);
      // Scrolling by hand is the reader's: nothing pulls the page back afterwards.
      await page.mouse.wheel(0, -400);
      await page.waitForTimeout(300);
      const after = await page.evaluate((id) => document.getElementById(id).getBoundingClientRect().top, section);
      assert.ok(after > top + 100, `${device} #${section}: the reader's scroll stays (${after.toFixed(0)} px)`);
      await context.close();
    }
  });
}
