// 20. Diagrams on other sites (issue 20): an author's page on a second origin embeds a diagram by
// its script (CORS) and by its iframe (framing allowed for diagram/ only, the game refuses to be
// framed), the iframe reports its height and takes a theme; the embed contract's version 1 forms
// still draw; axe-core finds no accessibility fault in four languages, light, dark and print (a
// diagram with dice, arrows and a comment among them); and screenshots of each (four languages,
// phone, dark, print) for a person to look at.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './server.mjs';
import { LANGS, ROOT, allDrawn, ensureArtifacts, ftlSimple, fullPageShot, openPage, suite } from './util.mjs';

const env = suite();
let dir;
let author;
const authorDir = mkdtempSync(join(tmpdir(), 'fevga-author-'));
before(async () => {
  dir = ensureArtifacts();
  // A second origin (another port): the author's own site, with no Fevga file on it.
  author = await serve(authorDir);
});
after(() => author?.close());

const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** The README's lines of script that size a diagram iframe to the height it reports. */
function readmeScript() {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return [...readme.matchAll(/```html\n(<script>[\s\S]*?<\/script>)\n```/g)].map((m) => m[1]).find((s) => s.includes('fevga-diagram-height'));
}

/** Writes `body` as a page of the author's origin; returns its address. */
function authorPage(name, body, { lang = 'en', style = '' } = {}) {
  writeFileSync(join(authorDir, name), `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>An author's page</title><link rel="icon" href="data:,">
<style>body{font:16px/1.5 sans-serif;margin:1rem;max-width:48rem}${style}</style></head>
<body><main><h1>Fevga</h1>${body}</main></body></html>`);
  return `${author.url}${name}`;
}


test('the site sends its headers by path: CORS and framing for diagram/, no framing for the game', async () => {
  const head = async (path) => (await fetch(`${env.server.url}${path}`)).headers;
  for (const f of ['diagram/fevga-diagram.js', 'diagram/fevga_diagram_web.js', 'diagram/fevga_diagram_web_bg.wasm', 'diagram/']) {
    const h = await head(f);
    assert.equal(h.get('access-control-allow-origin'), '*', f);
    assert.equal(h.get('x-frame-options'), null, f);
    assert.equal(h.get('content-security-policy'), null, f);
  }
  for (const f of ['', 'index.html', 'rules/en.html']) {
    const h = await head(f);
    assert.equal(h.get('content-security-policy'), "frame-ancestors 'none'", f);
    assert.equal(h.get('x-frame-options'), 'DENY', f);
  }
});

test('a page on another origin embeds a diagram by its script', { timeout: 60_000 }, async () => {
  const url = authorPage('script.html', `<p>The opening:</p>
<script type="module" src="${env.server.url}diagram/fevga-diagram.js"></script>
<fevga-diagram lang="de" last-move="24/13" caption="Weiß eröffnet mit 6-5.">W:24x14,13 B:12x15 B</fevga-diagram>`, { lang: 'de' });
  const { page, log, context } = await openPage(env.browser, author.url, { goto: false });
  await page.goto(url);
  await allDrawn(page);
  assert.ok(await page.evaluate(() => !!document.querySelector('fevga-diagram').shadowRoot.querySelector('svg')));
  // "Play from here" goes to the game where the diagram came from, not to the author's site.
  const href = await page.evaluate(() => document.querySelector('fevga-diagram').shadowRoot.querySelector('a.play').href);
  assert.ok(href.startsWith(`${env.server.url}#position=`), href);
  assert.deepEqual(log.consoleErrors, []);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('iframes on another origin: the diagram frames, the game refuses, the height is reported', { timeout: 60_000 }, async () => {
  const src = `${env.server.url}diagram/?position=W:24x14,13%20B:12x15%20B&lang=tr&last-move=24/13&caption=Beyaz%206-5%20ile%20a%C3%A7t%C4%B1.`;
  // The README's few lines of script: size each diagram iframe to the height it reports (a drawn one).
  const url = authorPage('frames.html', `<iframe id="d" title="Fevga" src="${src}" style="width:100%;max-width:40rem;height:300px;border:0"></iframe>
<iframe id="g" title="game" src="${env.server.url}" style="width:300px;height:200px"></iframe>
${readmeScript()}`, { lang: 'tr' });
  const { page, context } = await openPage(env.browser, author.url, { goto: false });
  await page.goto(url);
  const frame = page.frames().find((f) => f.url().startsWith(`${env.server.url}diagram/`));
  await frame.waitForFunction(() => document.querySelector('fevga-diagram')?.shadowRoot?.querySelector('svg'));
  // The iframe grew to its content: nothing cut off, no scrolling inside.
  await page.waitForFunction(() => document.getElementById('d').getBoundingClientRect().height > 400);
  // Drawn 300 px tall, with a scroll bar, the diagram is a little narrower and shorter: its height
  // is reported again once the frame fits it.
  let outer;
  let inner;
  for (let i = 0; i < 50; i++) {
    [outer, inner] = await Promise.all([
      page.evaluate(() => document.getElementById('d').getBoundingClientRect().height),
      frame.evaluate(() => document.documentElement.scrollHeight),
    ]);
    if (Math.abs(outer - inner) <= 1) break;
    await page.waitForTimeout(100);
  }
  assert.ok(Math.abs(outer - inner) <= 1, `iframe ${outer} px, content ${inner} px`);
  console.log(`TARGET diagram iframe at 640 px wide: ${Math.round(outer)} px tall (README's recommended size)`);
  // The game's page is not framed (frame-ancestors 'none'): its frame holds no game.
  const game = page.frames().find((f) => f !== page.mainFrame() && !f.url().includes('/diagram/'));
  const gameDrawn = await game?.evaluate(() => !!document.querySelector('#board')).catch(() => false);
  assert.equal(gameDrawn ?? false, false, 'the game refuses to be framed');
  await fullPageShot(page, join(dir, 'embed-iframes-tr-desktop.png'));
  await context.close();
});

test('an iframe on a dark page, with theme=dark, reads light on dark', { timeout: 60_000 }, async () => {
  const src = `${env.server.url}diagram/?position=W:24x14,13%20B:12x15%20B&lang=en&last-move=24/13&theme=dark&caption=White%20opens%20with%206-5.`;
  const url = authorPage('dark.html', `<iframe title="Fevga diagram" src="${src}" style="width:100%;height:760px;border:0"></iframe>`, { style: 'body{background:#15181c;color:#e8e8e8}' });
  const { page, context } = await openPage(env.browser, author.url, { goto: false });
  await page.goto(url);
  const frame = page.frames().find((f) => f.url().startsWith(`${env.server.url}diagram/`));
  await frame.waitForFunction(() => document.querySelector('fevga-diagram')?.shadowRoot?.querySelector('svg'));
  const [bg, fg] = await frame.evaluate(() => {
    const cs = getComputedStyle(document.body);
    return [cs.backgroundColor, getComputedStyle(document.querySelector('fevga-diagram').shadowRoot.querySelector('li')).color];
  });
  const lum = (c) => c.match(/\d+/g).slice(0, 3).map(Number).reduce((a, b) => a + b, 0) / 3;
  assert.ok(lum(bg) < 60 && lum(fg) > 180, `background ${bg}, words ${fg}`);
  await page.screenshot({ path: join(dir, 'embed-iframe-dark-en-desktop.png') });
  await context.close();
});

/** A page of the author's with the element: each language's diagrams, a step-through, dice,
 * arrows and a comment, an error. */
const CAPTIONS = { en: 'White opens with 6-5.', de: 'Weiß eröffnet mit 6-5.', tr: 'Beyaz 6-5 ile açtı.', bg: 'Белите започват с 6-5.' };

function diagramsPage(name, lang) {
  const caption = CAPTIONS[lang];
  return authorPage(name, `<script type="module" src="${env.server.url}diagram/fevga-diagram.js"></script>
<fevga-diagram lang="${lang}" last-move="24/13" caption="${caption}">W:24x14,13 B:12x15 B</fevga-diagram>
<fevga-diagram lang="${lang}" size="small" moves="6-5: 24/13 | 24/18 | 13/7">W:24x15 B:12x15 W</fevga-diagram>
<fevga-diagram lang="${lang}" size="medium" bottom="black" last-move="6/off 5/off">W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 B</fevga-diagram>
<fevga-diagram lang="${lang}" dice="6-5" arrows="24/18 18/13" highlight="13" comments="${caption} | 4-2" moves="6-5: 24/13 | 4-2: 24/18">W:24x15 B:12x15 W</fevga-diagram>
<fevga-diagram lang="${lang}">W:24x16 B:12x15 W</fevga-diagram>`, { lang });
}

async function axe(page) {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

for (const lang of LANGS) {
  test(`diagrams in ${lang}: described as images, axe-core clean in light, dark and print`, { timeout: 90_000 }, async () => {
    const url = diagramsPage(`diagrams-${lang}.html`, lang);
    for (const [scheme, media, opts, shot] of [
      ['light', 'screen', {}, `embed-diagrams-${lang}-desktop.png`],
      ['dark', 'screen', {}, `embed-diagrams-${lang}-dark.png`],
      ['light', 'print', {}, `embed-diagrams-${lang}-print.png`],
      ['light', 'screen', PHONE_390, `embed-diagrams-${lang}-phone.png`],
    ]) {
      const { page, log, context } = await openPage(env.browser, author.url, { goto: false, colorScheme: scheme, ...opts });
      await page.emulateMedia({ media, colorScheme: scheme });
      if (scheme === 'dark') await page.addStyleTag({ content: 'body{background:#121212;color:#eee}' }).catch(() => {});
      await page.goto(url);
      if (scheme === 'dark') await page.addStyleTag({ content: 'body{background:#121212;color:#eee}' });
      await allDrawn(page);
      const labels = await page.$$eval('fevga-diagram', (els) => els.map((e) => e.shadowRoot.querySelector('svg[role=img]')?.getAttribute('aria-label') ?? null));
      assert.equal(labels.length, 5);
      assert.ok(labels.slice(0, 4).every((l) => l && l.length > 40), labels.join(' | '));
      assert.equal(labels[4], null, 'the fifth is an error');
      // The fourth: the roll, the author's arrows and the comment drawn.
      const marks = await page.evaluate(() => {
        const r = document.querySelectorAll('fevga-diagram')[3].shadowRoot;
        return [r.querySelectorAll('g.dice .die').length, r.querySelectorAll('g.arrow').length, r.querySelector('.comment')?.textContent];
      });
      assert.deepEqual(marks, [2, 2, CAPTIONS[lang]]);
      const error = await page.evaluate(() => document.querySelectorAll('fevga-diagram')[4].shadowRoot.querySelector('.fevga-diagram-error').textContent);
      assert.match(error, /15/, error);
      const violations = await axe(page);
      assert.deepEqual(violations, [], `${lang} ${scheme} ${media}`);
      assert.deepEqual(log.pageErrors, []);
      await fullPageShot(page, join(dir, shot));
      await context.close();
    }
  });
}

test('step-through by arrow keys, each step announced', { timeout: 60_000 }, async () => {
  const url = diagramsPage('steps.html', 'en');
  const { page, context } = await openPage(env.browser, author.url, { goto: false });
  await page.goto(url);
  await allDrawn(page);
  const d = page.locator('fevga-diagram').nth(1);
  await d.locator('button[data-step]').nth(1).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const said = () => page.evaluate(() => document.querySelectorAll('fevga-diagram')[1].shadowRoot.querySelector('.fevga-announce').textContent);
  assert.equal(await said(), "Move 2 of 3. Black's last move: 12/6");
  await page.keyboard.press('ArrowLeft');
  assert.equal(await said(), "Move 1 of 3. White's last move: 6-5 24/13");
  const label = await page.evaluate(() => document.querySelectorAll('fevga-diagram')[1].shadowRoot.querySelector('svg').getAttribute('aria-label'));
  assert.equal(label, "Black to move. White: 14 on point 24, 1 on point 13. Black: 15 on point 12. White's last move: 6-5 24/13.");
  await context.close();
});

test('the embed contract, version 1: today\'s element and iframe forms still draw', { timeout: 60_000 }, async () => {
  const forms = [
    '<fevga-diagram>W:24x15 B:12x15 W</fevga-diagram>',
    '<fevga-diagram lang="bg" rules="multezim" bottom="black" numbers="off" play="off" last-move="24/13" caption="x">W:24x14,13 B:12x15 B</fevga-diagram>',
    '<fevga-diagram lang="tr" moves="6-5: 24/13 | 24/18" description="d" theme="dark" size="small" color-field="#ddd">W:24x15 B:12x15 W</fevga-diagram>',
  ];
  const url = authorPage('contract.html', `<script type="module" src="${env.server.url}diagram/fevga-diagram.js"></script>${forms.join('\n')}`);
  const { page, context } = await openPage(env.browser, author.url, { goto: false });
  await page.goto(url);
  await allDrawn(page);
  const drawn = await page.$$eval('fevga-diagram', (els) => els.map((e) => !!e.shadowRoot.querySelector('svg')));
  assert.deepEqual(drawn, [true, true, true]);
  // A colour given as an attribute is the custom property it names.
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelectorAll('fevga-diagram')[2].shadowRoot.querySelector('.field')).fill), 'rgb(221, 221, 221)');
  await page.goto(`${env.server.url}diagram/?position=W:24x14,13%20B:12x15%20B&lang=de&rules=fevga&bottom=white&numbers=on&last-move=24/13&caption=c&play=on&theme=light&size=large&color-background=transparent`);
  await page.waitForFunction(() => document.querySelector('fevga-diagram')?.shadowRoot?.querySelector('svg'));
  await context.close();
});

test('the game: "Copy a link to this position" in sight, not in the closed "board as text"', { timeout: 90_000 }, async () => {
  for (const lang of LANGS) {
    for (const [opts, name] of [[{}, 'desktop'], [PHONE_390, 'phone']]) {
      const { page, context } = await openPage(env.browser, env.server.url, { lang, ...opts });
      const copy = page.locator('button[data-action="copy-link"]');
      await copy.scrollIntoViewIfNeeded();
      assert.ok(await copy.isVisible(), `${lang} ${name}`);
      assert.equal(await page.evaluate(() => !!document.querySelector('button[data-action="copy-link"]').closest('details')), false);
      // Copying says so in sight (the page kit's confirmation, also said to a screen reader).
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
      await copy.click();
      const confirm = page.locator('#kit-confirm');
      await confirm.waitFor({ state: 'visible' });
      assert.equal(await confirm.textContent(), ftlSimple(lang).get('link-copied'), `${lang} ${name}`);
      assert.equal(await confirm.getAttribute('role'), 'status');
      assert.match(await page.evaluate(() => navigator.clipboard.readText()), /#position=/);
      if (name === 'phone' || lang === 'en') {
        await page.screenshot({ path: join(dir, `game-copy-link-${lang}-${name}.png`) });
      }
      await context.close();
    }
  }
});
