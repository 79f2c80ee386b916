// 20. The position editor (editor/): a position set up by clicks on the preview and by the
// keyboard in the list of points, every position the core refuses refused with its reason, the
// outputs (element and iframe snippets, game link, position text, SVG file) and what they draw,
// its download, axe-core, and screenshots in four languages and on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, LANGS, ROOT, ensureArtifacts, fullPageShot, openPage, suite, uiState, waitReady } from './util.mjs';

const env = suite();
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

async function openEditor(query = '', opts = {}) {
  const o = await openPage(env.browser, env.server.url, { goto: false, ...opts });
  await o.page.goto(`${env.server.url}editor/${query}`);
  await o.page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  return o;
}

const out = (page, id) => page.inputValue(`#out-${id}`);
/** Clicks White's point `p` on the preview (its shadow root). */
const clickPoint = (page, p) => page.locator(`#preview .pt[data-point="${p}"]`).click();

test('set up by clicks and keys; refused with the core\'s reason; the outputs draw the same position', { timeout: 90_000 }, async () => {
  const { page, log, context } = await openEditor('?lang=en');
  assert.equal(await out(page, 'text'), 'W:24x15 B:12x15 W');
  // Mouse: a white checker from 24 to 13 (take away on 24, add on 13).
  await page.check('input[name=tool][value=remove]');
  await clickPoint(page, 24);
  await page.check('input[name=tool][value=white]');
  await clickPoint(page, 13);
  assert.equal(await out(page, 'text'), 'W:24x14,13 B:12x15 W');
  // Refused: a white checker on Black's point, with the reason; nothing changes.
  await clickPoint(page, 12);
  assert.match(await page.textContent('#fault'), /more than 15 checkers|both colours/);
  assert.equal(await out(page, 'text'), 'W:24x14,13 B:12x15 W');
  // Keyboard: the list of points; Black's count on 12 to 16 is refused with the reason.
  const black12 = page.locator('#points input[data-point="12"][data-color="black"]');
  await black12.fill('16');
  await black12.press('Enter');
  await black12.blur();
  assert.equal(await page.textContent('#fault'), 'List B: has more than 15 checkers (at least 16); a side has 15.');
  assert.equal(await black12.inputValue(), '15');
  // The arrow keys step a count: one more on 13 would be a sixteenth checker (refused), one
  // fewer on 24 and then one more on 13 is fine.
  const white13 = page.locator('#points input[data-point="13"][data-color="white"]');
  await white13.focus();
  await page.keyboard.press('ArrowUp');
  assert.match(await page.textContent('#fault'), /more than 15 checkers/);
  assert.equal(await out(page, 'text'), 'W:24x14,13 B:12x15 W');
  const white24 = page.locator('#points input[data-point="24"][data-color="white"]');
  await white24.focus();
  await page.keyboard.press('ArrowDown');
  assert.equal(await out(page, 'text'), 'W:24x13,13 B:12x15 W');
  // The focus stays on the count it changed: ArrowUp puts the checker back.
  await page.keyboard.press('ArrowUp');
  assert.equal(await out(page, 'text'), 'W:24x14,13 B:12x15 W');
  // Side to move, the last move, the caption, dice and rules.
  await page.selectOption('#turn', 'black');
  await page.fill('#last-move', '24/13');
  await page.fill('#caption', 'White opens with 6-5.');
  await page.selectOption('#dice', '4-2');
  assert.equal(await out(page, 'text'), 'W:24x14,13 B:12x15 B');
  const element = await out(page, 'element');
  assert.equal(element, `<script type="module" src="${env.server.url}diagram/fevga-diagram.js"></script>\n<fevga-diagram lang="en" last-move="24/13" caption="White opens with 6-5.">W:24x14,13 B:12x15 B</fevga-diagram>`);
  assert.equal(await out(page, 'link'), `${env.server.url}#position=W:24x14,13%20B:12x15%20B&dice=4-2`);
  // A last move that cannot have led here: refused, nothing to copy.
  await page.fill('#last-move', '24/18');
  assert.match(await page.textContent('#fault'), /24\/18/);
  assert.equal(await page.isDisabled('button[data-copy=element]'), true);
  await page.fill('#last-move', '24/13');
  // Swap colours and back; start; clear.
  await page.click('#swap');
  assert.equal(await out(page, 'text'), 'W:24x15 B:12x14,1 W');
  await page.click('#swap');
  assert.equal(await out(page, 'text'), 'W:24x14,13 B:12x15 B');
  // Copy: the clipboard holds the snippet.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  await page.click('button[data-copy=element]');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), element);
  assert.match(await page.textContent('#said'), /Copied/);
  // The SVG file: the same board, standalone, with its description.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#svg')]);
  const svg = readFileSync(await download.path(), 'utf8');
  assert.ok(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') && svg.includes('<title>Black to move.'), svg.slice(0, 300));
  // The iframe snippet draws the position; the game link opens it.
  const src = (await out(page, 'iframe')).match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  const frame = await context.newPage();
  await frame.goto(src);
  await frame.waitForFunction(() => document.querySelector('fevga-diagram')?.shadowRoot?.querySelector('svg'));
  assert.match(await frame.evaluate(() => document.querySelector('fevga-diagram').shadowRoot.querySelector('svg').getAttribute('aria-label')), /^Black to move/);
  // With White (the person in the game) to move, the game opens at the position with the dice.
  await page.fill('#last-move', '');
  await page.selectOption('#turn', 'white');
  assert.equal(await out(page, 'link'), `${env.server.url}#position=W:24x14,13%20B:12x15%20W&dice=4-2`);
  await frame.goto(await out(page, 'link'));
  await waitReady(frame);
  const game = await uiState(frame);
  assert.equal(game.position, 'W:24x14,13 B:12x15 W');
  assert.equal(game.dice, '4-2');
  await page.selectOption('#turn', 'black');
  await page.fill('#last-move', '24/13');
  // Cleared, the last move cannot have led there: nothing to copy until it goes too.
  await page.click('#clear');
  assert.equal(await out(page, 'text'), '');
  assert.equal(await page.isHidden('#refused'), false);
  await page.fill('#last-move', '');
  assert.equal(await out(page, 'text'), 'W:- B:- B');
  await page.click('#start');
  assert.equal(await out(page, 'text'), 'W:24x15 B:12x15 W');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('the editor\'s download', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openEditor('?lang=de');
  const files = [...new Set(log.requests.filter((r) => r.startsWith(env.server.url)).map((r) => new URL(r).pathname))];
  let gz = 0;
  for (const f of files) {
    const path = join(DIST, decodeURIComponent(f.endsWith('/') ? `${f}index.html` : f));
    gz += gzipSync(readFileSync(path), { level: 9 }).length;
  }
  console.log(`TARGET editor page: ${(gz / 1024).toFixed(1)} KB gzipped over ${files.length} files; limit 150 KB`);
  assert.ok(gz <= 150 * 1024, `${gz} B`);
  assert.ok(!files.some((f) => f.includes('fevga-web')), 'no game code');
  await context.close();
});

for (const lang of LANGS) {
  test(`the editor in ${lang}: axe-core clean, on a desktop and a phone`, { timeout: 60_000 }, async () => {
    for (const [opts, name] of [[{}, 'desktop'], [PHONE_390, 'phone']]) {
      const { page, log, context } = await openEditor(`?lang=${lang}&position=W:24x14,13%20B:12x15%20B`, { ...opts, bypassCSP: true });
      const text = await page.textContent('main');
      assert.ok(!/editor-[a-z]/.test(text), `no raw key: ${text}`);
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] }))
        .violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
      assert.deepEqual(violations, [], `${lang} ${name}`);
      assert.deepEqual(log.pageErrors, []);
      await fullPageShot(page, join(ensureArtifacts(), `editor-${lang}-${name}.png`));
      await context.close();
    }
  });
}
