// 11. The <fevga-diagram> element on a page of its own: broken attributes named inside each
// widget (and nothing inserted as markup), the step-through by mouse and keyboard, "play from
// here" opening the game at the position, the download of a diagram-only page, and dozens of
// diagrams drawn quickly. The test pages are served by route from the dist's origin.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, PHONE, allDrawn, ensureArtifacts, fullPageShot, openPage, suite, timingTarget, uiState, waitReady, widgetPage as openWidgets } from './util.mjs';

const env = suite();
let dir;
before(() => {
  dir = ensureArtifacts();
});

/** Opens `body` as a page of the site's origin with the element's script (util's, this suite's). */
const widgetPage = (body, opts) => openWidgets(env, body, opts);

const shadow = (page, i, selector) => page.evaluate(([i, s]) => {
  const el = document.querySelectorAll('fevga-diagram')[i];
  return [...el.shadowRoot.querySelectorAll(s)].map((e) => e.textContent);
}, [i, selector]);

test('broken attributes: one message per widget, in its language, nothing inserted as markup', { timeout: 60_000 }, async () => {
  const evil = '&lt;img src=x onerror=&quot;window.pwned=1&quot;&gt;';
  const { page, log, context } = await widgetPage(`
    <fevga-diagram>W:24x16 B:12x15 W</fevga-diagram>
    <fevga-diagram lang="xx">W:24x15 B:12x15 W</fevga-diagram>
    <fevga-diagram orientation="up">W:24x15 B:12x15 W</fevga-diagram>
    <fevga-diagram lang="de" bottom="green">W:24x15 B:12x15 W</fevga-diagram>
    <fevga-diagram lang="bg" last-move="24/18">W:24x14,13 B:12x15 B</fevga-diagram>
    <fevga-diagram lang="tr" moves="24/13 | 24/23">W:24x15 B:12x15 W</fevga-diagram>
    <fevga-diagram caption="${evil}">${evil}</fevga-diagram>
    <fevga-diagram caption="${evil}" last-move="24/13">W:24x14,13 B:12x15 B</fevga-diagram>
    <p id="after">The rest of the page.</p>`);
  const errors = await page.$$eval('fevga-diagram', (els) => els.map((e) => e.shadowRoot.querySelector('.fevga-diagram-error')?.textContent ?? null));
  const want = [
    /position “W:24x16 B:12x15 W” cannot be read/,
    /language “xx” is not one of/,
    /unknown attribute “orientation”/,
    /Das Attribut bottom dieses Diagramms kann nicht „green“ sein/,
    /„24\/18“ не може да е последният ход/,
    /2\. hamlesi “24\/23”/,
    /position “<img src=x onerror="window.pwned=1">” cannot be read/,
    null,
  ];
  want.forEach((w, i) => (w ? assert.match(errors[i] ?? '', w, `widget ${i}`) : assert.equal(errors[i], null, `widget ${i} draws`)));
  assert.equal(await page.evaluate(() => document.querySelectorAll('fevga-diagram')[7].shadowRoot.querySelectorAll('img').length), 0);
  assert.equal(await page.evaluate(() => window.pwned ?? null), null, 'no attribute ran as markup');
  assert.equal(await page.textContent('#after'), 'The rest of the page.');
  assert.deepEqual(log.consoleErrors, []);
  assert.deepEqual(log.pageErrors, []);
  await fullPageShot(page, join(dir, 'diagram-errors-desktop.png'));
  await context.close();
});

test('step-through by mouse and keyboard, and play from here', { timeout: 60_000 }, async () => {
  const { page, log, context } = await widgetPage(
    '<fevga-diagram caption="The opening" moves="6-5: 24/13 | 24/18 | 13/7 | 18/14">W:24x15 B:12x15 W</fevga-diagram>');
  assert.deepEqual(await shadow(page, 0, '.where'), ['Move 0 of 4']);
  const next = page.locator('fevga-diagram button[data-step]').nth(1);
  await next.click();
  assert.deepEqual(await shadow(page, 0, '.where'), ['Move 1 of 4']);
  assert.ok((await shadow(page, 0, '.last'))[0].includes('6-5 24/13'));
  // The focus stays on Next: Enter steps on, to the end.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  assert.deepEqual(await shadow(page, 0, '.where'), ['Move 4 of 4']);
  const lists = await shadow(page, 0, 'ul.lists li');
  assert.ok(lists.includes('Point 7: 1 × white') && lists.includes('Point 2: 1 × black'), lists.join(' | '));
  // Play from here: the game opens at that position, White (the person) to roll.
  await page.locator('fevga-diagram a.play').click();
  await page.waitForURL((u) => !u.hash && u.pathname.endsWith('/'));
  await waitReady(page);
  const s = await uiState(page);
  assert.equal(s.position, 'W:24x14,7 B:12x14,2 W');
  assert.equal(s.phase, 'roll');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('a diagram-only page: its download and the time to draw three dozen diagrams', { timeout: 60_000 }, async () => {
  const many = Array.from({ length: 36 }, (_, i) => `<fevga-diagram lang="${['en', 'de', 'tr', 'bg'][i % 4]}" last-move="24/13">W:24x14,13 B:12x15 B</fevga-diagram>`).join('\n');
  const { page, log, context, url } = await widgetPage(many);
  const files = [...new Set(log.requests.filter((r) => r.startsWith(env.server.url) && r !== url).map((r) => new URL(r).pathname))];
  let gz = 0;
  for (const f of files) {
    const bytes = readFileSync(join(DIST, decodeURIComponent(f)));
    const z = gzipSync(bytes, { level: 9 }).length;
    gz += z;
    console.log(`TARGET diagram download ${f.padEnd(34)} ${String(bytes.length).padStart(7)} B raw ${String(z).padStart(7)} B gzip`);
  }
  console.log(`TARGET diagram-only page: ${(gz / 1024).toFixed(1)} KB gzipped over ${files.length} files; limit 100 KB`);
  assert.ok(files.some((f) => f.endsWith('.wasm')) && !files.some((f) => f.includes('fevga-web')), `no game code: ${files}`);
  assert.ok(gz <= 100 * 1024, `${gz} B`);
  // Three dozen more, inserted at once at the top of the page (the wasm is ready), timed to the
  // first frame painted after them: those in view drawn, the rest drawn while the page is idle.
  const timed = await page.evaluate(async () => {
    const more = document.createElement('section');
    more.id = 'more';
    const t0 = performance.now();
    for (let i = 0; i < 36; i++) {
      const d = document.createElement('fevga-diagram');
      d.setAttribute('lang', 'bg');
      d.setAttribute('last-move', '6/off 5/off');
      d.textContent = 'W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 B';
      more.append(d);
    }
    document.body.prepend(more);
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const drawn = () => [...more.children].filter((d) => d.shadowRoot.querySelector('svg')).length;
    await frame();
    // In view when the page first paints them: drawn in the next frame (as an image would be).
    const inView = [...more.children].filter((d) => d.getBoundingClientRect().top < innerHeight).length;
    while (drawn() < inView) await frame();
    await frame();
    const shown = performance.now() - t0;
    while (drawn() < 36) await new Promise((r) => setTimeout(r, 10));
    return { shown, all: performance.now() - t0, inView };
  });
  assert.ok(timed.inView >= 1 && timed.inView < 36, `${timed.inView} in view`);
  console.log(`TARGET 36 diagrams: the ${timed.inView} in view drawn and painted after ${timed.shown.toFixed(0)} ms, all 36 drawn after ${timed.all.toFixed(0)} ms`);
  timingTarget('36 diagrams inserted, the page painted with those in view drawn', timed.shown, 200);
  // The first is drawn at its size; the last, drawn while out of view, shows once scrolled to.
  const size = (i) => page.evaluate((i) => {
    const r = document.querySelectorAll('#more fevga-diagram')[i].shadowRoot.querySelector('svg').getBoundingClientRect();
    return [Math.round(r.width), Math.round(r.height)];
  }, i);
  const [w0, h0] = await size(0);
  assert.ok(w0 > 300 && Math.abs(h0 / w0 - 800 / 1088) < 0.01, `first diagram drawn ${w0}×${h0}`);
  await page.evaluate(() => [...document.querySelectorAll('#more fevga-diagram')].at(-1).scrollIntoView());
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  assert.deepEqual(await size(35), [w0, h0], 'the last diagram, scrolled to, is drawn like the first');
  await page.screenshot({ path: join(dir, 'diagram-many-last-en-desktop.png') });
  await context.close();
});

test('the iframe page takes the diagram from its address', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { goto: false, ...PHONE });
  await page.goto(`${env.server.url}diagram/?position=W:24x14,13%20B:12x15%20B&lang=bg&last-move=24/13&caption=%3Cb%3Ex%3C/b%3E`);
  await page.waitForFunction(() => document.querySelector('fevga-diagram')?.shadowRoot?.querySelector('svg'));
  const lists = await shadow(page, 0, 'ul.lists li');
  assert.deepEqual(lists.slice(-2), ['Пипове белите: 349', 'Пипове черните: 360']);
  assert.deepEqual(await shadow(page, 0, '.caption'), ['<b>x</b>'], 'the caption is text');
  await page.screenshot({ path: join(dir, 'diagram-iframe-bg-phone.png'), fullPage: true });
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
