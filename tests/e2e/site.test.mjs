// One site (issue 30): every page (the game, Your games, Play a friend, Learn, the editor, the rules) has
// the one header with the same places in the same order, chooses the language the same way
// (`?lang=`, the kept choice, the browser's languages in order, English), keeps the language and
// the colours between pages, is dark under a dark preference and light under a light one (or as
// chosen in the settings), and a browser's forced dark mode leaves White's checkers light.
// Screenshots: tests/e2e/artifacts/site-<page>-<lang>-<desktop|phone>-<light|dark>.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './browser.mjs';
import { DESKTOP, LANGS, PHONE, ensureArtifacts, ftlSimple, luminanceAt, suite, waitReady } from './util.mjs';

const env = suite();

/** The site's pages, as the address of each (from the root) and how to know it has drawn. */
const PAGES = {
  game: { path: '', ready: (page) => waitReady(page) },
  games: { path: 'games/', ready: (page) => page.waitForSelector('header.site nav.site a.games') },
  friend: { path: 'friend/', ready: (page) => page.waitForSelector('header.site nav.site a.friend') },
  learn: { path: 'learn/', ready: (page) => page.waitForSelector('header.site nav.site a.learn-open[aria-current=page]') },
  editor: { path: 'editor/', ready: (page) => page.waitForSelector('header.site nav.site a.howto') },
  rules: { path: (lang) => `rules/${lang}.html`, ready: (page) => page.waitForSelector('header.site nav.site') },
};
const pathOf = (name, lang) => (typeof PAGES[name].path === 'function' ? PAGES[name].path(lang) : PAGES[name].path);

async function context(browser, opts = {}) {
  const { languages, ...rest } = opts;
  const ctx = await browser.newContext({ ...DESKTOP, ...rest });
  await ctx.addInitScript(() => {
    try {
      if (localStorage.getItem('fevga.guide') === null) localStorage.setItem('fevga.guide', 'off');
    } catch { /* blocked storage */ }
  });
  if (languages) {
    await ctx.addInitScript((langs) => {
      Object.defineProperty(Navigator.prototype, 'languages', { get: () => langs });
      Object.defineProperty(Navigator.prototype, 'language', { get: () => langs[0] });
    }, languages);
  }
  return ctx;
}

/** What a page's header shows: its places in order (by class), the language and the colours. */
function headerOf(page) {
  return page.evaluate(() => {
    const h = document.querySelector('header.site');
    const places = [...h.querySelectorAll('.home, nav.site > *')].map((e) => e.className.split(' ')[0]);
    const bg = getComputedStyle(document.documentElement).backgroundColor;
    const [r, g, b] = bg.match(/\d+/g).map(Number);
    const box = h.getBoundingClientRect();
    return {
      places,
      lang: document.documentElement.lang,
      home: h.querySelector('.home').textContent.trim(),
      dark: (r + g + b) / 3 < 100,
      fits: document.documentElement.scrollWidth <= window.innerWidth + 1 &&
        [...h.querySelectorAll('.home, nav.site > *, .tools > *')].every((e) => {
          const r = e.getBoundingClientRect();
          return r.left >= -1 && r.right <= window.innerWidth + 1;
        }),
      gamesShown: (() => {
        const a = h.querySelector('a.games');
        const r2 = a?.getBoundingClientRect();
        return !!a && r2.width > 0 && r2.height > 0 && getComputedStyle(a).visibility !== 'hidden' && r2.right <= window.innerWidth + 1;
      })(),
      height: box.height,
    };
  });
}

const PLACES = ['home', 'learn-open', 'games', 'friend', 'howto'];

test('a browser whose languages are French then German gets German on every page, with one header', { timeout: 120_000 }, async () => {
  const ctx = await context(env.browser, { locale: 'fr-FR', languages: ['fr-FR', 'fr', 'de-DE', 'de', 'en'] });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  for (const name of Object.keys(PAGES)) {
    await page.goto(`${env.server.url}${pathOf(name, 'de')}`);
    await PAGES[name].ready(page);
    const h = await headerOf(page);
    assert.equal(h.lang, 'de', `${name}: German, the first of the browser's languages the site speaks`);
    assert.deepEqual(h.places, PLACES, `${name}: the same places in the same order`);
  }
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a language chosen on one page is kept on every other, and the game keeps its match', { timeout: 120_000 }, async () => {
  const ctx = await context(env.browser);
  const page = await ctx.newPage();
  await page.goto(`${env.server.url}friend/`);
  await PAGES.friend.ready(page);
  assert.equal((await headerOf(page)).lang, 'en');
  // The friend page's language menu: Bulgarian, kept for the site.
  await Promise.all([page.waitForURL(/lang=bg/), page.selectOption('header.site #lang', 'bg')]);
  await PAGES.friend.ready(page);
  assert.equal((await headerOf(page)).lang, 'bg');
  for (const name of ['game', 'games', 'editor']) {
    await page.goto(`${env.server.url}${pathOf(name, 'bg')}`);
    await PAGES[name].ready(page);
    const h = await headerOf(page);
    assert.equal(h.lang, 'bg', `${name} opens in the language chosen on the friend page`);
    assert.equal(h.home, ftlSimple('bg').get('app-title'));
  }
  // The game page's own menu: Turkish; the game's name is Mültezim on every page then.
  await page.goto(env.server.url);
  await waitReady(page);
  await page.selectOption('#lang', 'tr');
  await page.waitForFunction(() => document.documentElement.lang === 'tr');
  for (const name of ['games', 'friend', 'editor']) {
    await page.goto(`${env.server.url}${pathOf(name, 'tr')}`);
    await PAGES[name].ready(page);
    const h = await headerOf(page);
    assert.equal(h.lang, 'tr', name);
    assert.equal(h.home, 'Mültezim', `${name} names the game as Turkish does`);
  }
  await ctx.close();
});

test('every page is dark under a dark preference and light under a light one, or as the settings say', { timeout: 180_000 }, async () => {
  for (const scheme of ['dark', 'light']) {
    const ctx = await context(env.browser, { colorScheme: scheme });
    const page = await ctx.newPage();
    for (const name of Object.keys(PAGES)) {
      await page.goto(`${env.server.url}${pathOf(name, 'en')}`);
      await PAGES[name].ready(page);
      assert.equal((await headerOf(page)).dark, scheme === 'dark', `${name} under a ${scheme} preference`);
    }
    await ctx.close();
  }
  // Chosen in the game's settings: light under a dark preference, on every page, before the
  // first paint (theme.js).
  const ctx = await context(env.browser, { colorScheme: 'dark' });
  const page = await ctx.newPage();
  await page.goto(env.server.url);
  await waitReady(page);
  await page.click('header button[data-action=settings]');
  await page.check('input[name=theme][value=light]');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  assert.equal((await headerOf(page)).dark, false, 'the game page changes at once');
  for (const name of ['games', 'friend', 'learn', 'editor', 'rules']) {
    await page.goto(`${env.server.url}${pathOf(name, 'en')}`);
    await PAGES[name].ready(page);
    assert.equal((await headerOf(page)).dark, false, `${name} keeps the light colours chosen`);
  }
  await ctx.close();
});

test('the header fits a 360 px phone in four languages, Your games and its count in sight', { timeout: 240_000 }, async () => {
  const dir = ensureArtifacts();
  for (const scheme of ['light', 'dark']) {
    const ctx = await context(env.browser, { ...PHONE, colorScheme: scheme });
    const page = await ctx.newPage();
    for (const lang of LANGS) {
      for (const name of Object.keys(PAGES)) {
        await page.goto(`${env.server.url}${pathOf(name, lang)}${name === 'rules' ? '' : `?lang=${lang}`}`);
        await PAGES[name].ready(page);
        await page.screenshot({ path: join(dir, `site-${name}-${lang}-phone-${scheme}.png`) });
        const h = await headerOf(page);
        assert.ok(h.fits, `${name} ${lang}: nothing wider than the phone`);
        assert.ok(h.gamesShown, `${name} ${lang}: Your games in sight on a phone`);
        assert.deepEqual(h.places, PLACES, `${name} ${lang}`);
        assert.ok(h.height <= 140, `${name} ${lang}: the header is ${h.height} px tall`);
      }
    }
    await ctx.close();
  }
});

test('desktop screenshots of every page in four languages, light and dark', { timeout: 240_000 }, async () => {
  const dir = ensureArtifacts();
  for (const scheme of ['light', 'dark']) {
    const ctx = await context(env.browser, { colorScheme: scheme });
    const page = await ctx.newPage();
    for (const lang of LANGS) {
      for (const name of Object.keys(PAGES)) {
        await page.goto(`${env.server.url}${pathOf(name, lang)}${name === 'rules' ? '' : `?lang=${lang}`}`);
        await PAGES[name].ready(page);
        const h = await headerOf(page);
        assert.deepEqual(h.places, PLACES, `${name} ${lang}`);
        assert.ok(h.fits, `${name} ${lang}`);
        await page.screenshot({ path: join(dir, `site-${name}-${lang}-desktop-${scheme}.png`) });
      }
    }
    await ctx.close();
  }
});

test("a browser's forced dark mode leaves White's checkers light and Black's dark", { timeout: 60_000 }, async () => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--blink-settings=forceDarkModeEnabled=true'],
  });
  try {
    for (const scheme of ['light', 'dark']) {
      const ctx = await context(browser, { colorScheme: scheme });
      const page = await ctx.newPage();
      await page.goto(`${env.server.url}?lang=en`);
      await waitReady(page);
      await page.screenshot({ path: join(ensureArtifacts(), `site-forced-dark-${scheme}-preference.png`) });
      // The checkers' pixels on the screen: a white checker's centre is light, a black one's dark.
      const centres = await page.evaluate(() => {
        const at = (sel) => {
          const r = document.querySelector(sel).getBoundingClientRect();
          return { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) };
        };
        return { w: at('#board .ck.w'), b: at('#board .ck.b') };
      });
      const shot = await page.screenshot({ clip: { x: 0, y: 0, width: DESKTOP.viewport.width, height: DESKTOP.viewport.height } });
      const luminance = await luminanceAt(ctx, shot, [centres.w, centres.b]);
      assert.ok(luminance[0] > 150, `${scheme} preference: White's checker is light (${luminance[0]})`);
      assert.ok(luminance[1] < 100, `${scheme} preference: Black's checker is dark (${luminance[1]})`);
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
});

