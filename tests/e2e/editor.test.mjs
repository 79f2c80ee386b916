// 20. The position editor (editor/): a position set up by clicks on the preview and by the
// keyboard in the list of points, every position the core refuses refused with its reason, the
// outputs (element and iframe snippets, game link, position text, SVG file) and what they draw,
// its download, axe-core, and screenshots in four languages and on a phone. Moves played on the
// board: the last move and a sequence to step through, a refused step's reason, taking back; the
// PNG download; the game's "Copy as diagram" opening the editor on the position in play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, LANGS, ROOT, assertForcedDark, axeSerious, ensureArtifacts, ftlSimple, fullPageShot, gotoApp, launchForcedDark, openPage, suite, uiState, waitReady } from './util.mjs';

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
  // Side to move, the last move, the caption, dice (the roll to play: drawn, and in the game
  // link) and rules.
  await page.selectOption('#turn', 'black');
  await page.fill('#last-move', '24/13');
  await page.fill('#caption', 'White opens with 6-5.');
  await page.selectOption('#dice', '4-2');
  assert.equal(await out(page, 'text'), 'W:24x14,13 B:12x15 B');
  const element = await out(page, 'element');
  assert.equal(element, `<script type="module" src="${env.server.url}diagram/fevga-diagram.js"></script>\n<fevga-diagram lang="en" last-move="24/13" caption="White opens with 6-5." dice="4-2">W:24x14,13 B:12x15 B</fevga-diagram>`);
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

test('the list of points by keyboard: a count typed and left by Tab is applied, the focus on the next field', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openEditor('?lang=en');
  const field = (p, c) => page.locator(`#points input[data-point="${p}"][data-color="${c}"]`);
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    return a?.closest?.('#points') ? `${a.dataset.point} ${a.dataset.color}` : a?.tagName;
  });
  // White's 24: 15 to 13 typed, then Tab: Black's count on 24 has the focus.
  await field(24, 'white').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('13');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), '24 black');
  assert.equal(await out(page, 'text'), 'W:24x13 B:12x15 W');
  // Tab on, to the next row (White's 23), and type there: two on 23; Tab to Black's 23.
  await page.keyboard.press('Tab');
  assert.equal(await focused(), '23 white');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), '23 black');
  assert.equal(await out(page, 'text'), 'W:24x13,23x2 B:12x15 W');
  // Shift+Tab back over a refused count: the old count stays, the focus moves on all the same.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('9');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), '24 black');
  assert.match(await page.textContent('#fault'), /more than 15 checkers/);
  assert.equal(await field(23, 'white').inputValue(), '2');
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

// ---- Moves played on the board, PNG, Copy as diagram ------------------------------------------

/** Plays White's points `from` then `to` on the preview (0: the mover's tray). */
async function playClick(page, from, to) {
  await clickPoint(page, from);
  if (to === 0) await page.locator('#preview [data-tray]').first().click();
  else await clickPoint(page, to);
}

/** Plays the editor's usual three moves: White 6-5 24/13, Black 3-1 24/20 (refused once), White 4-4. */
async function playThree(page) {
  await page.check('#play');
  await page.selectOption('#roll', '6-5');
  await playClick(page, 24, 13);
  await page.selectOption('#roll', '3-1');
  // Black's 24 is White's 12: 24/21, then the head rule keeps the others waiting.
  await playClick(page, 12, 9);
  await clickPoint(page, 12);
  const refused = await page.textContent('#fault');
  await playClick(page, 9, 8);
  await page.selectOption('#roll', '4-4');
  await playClick(page, 13, 9);
  await playClick(page, 24, 20);
  await playClick(page, 24, 20);
  await playClick(page, 20, 16);
  return refused;
}

test('a last move and a sequence played on the board, a refused step says why, taken back', { timeout: 90_000 }, async () => {
  const { page, log, context } = await openEditor('?lang=en');
  await page.check('#play');
  // No roll yet: a click on a checker says so.
  await clickPoint(page, 24);
  assert.equal(await page.textContent('#fault'), 'Choose the roll first.');
  await page.selectOption('#roll', '6-5');
  assert.equal(await page.textContent('#play-said'), 'White to play 6-5: click a checker.');
  // A checker that cannot move: Black's, and a point with none.
  await clickPoint(page, 5);
  assert.equal(await page.textContent('#fault'), 'You have no checker on 5.');
  await clickPoint(page, 24);
  assert.equal(await page.textContent('#play-said'), 'Checker on 24: now click where it goes.');
  assert.equal(await page.locator('#preview .pt.chosen').count(), 1, 'the chosen checker is outlined');
  await page.locator('#preview').screenshot({ path: join(ensureArtifacts(), 'editor-play-chosen-en.png') });
  // Backwards is nowhere; 24 to 20 needs a 4.
  await clickPoint(page, 20);
  assert.equal(await page.textContent('#fault'), 'No 4 is left to play.');
  assert.equal(await page.inputValue('#last-move'), '');
  // One click for both dice: the first play is the last move, the position the one after it.
  await playClick(page, 24, 13);
  assert.equal(await page.inputValue('#last-move'), '24/13');
  assert.equal(await out(page, 'text'), 'W:24x14,13 B:12x15 B');
  assert.match(await page.textContent('#play-said'), /^Recorded: 6-5 24\/13\./);
  assert.equal(await page.inputValue('#roll'), '', 'the next play has its own roll');
  // Black's play, step by step; a second checker from the head is refused with the rule.
  await page.selectOption('#roll', '3-1');
  await playClick(page, 12, 9);
  await clickPoint(page, 12);
  assert.equal(await page.textContent('#fault'), 'The head rule: only the first checker (on 9) moves until it has come as far as point 24.');
  // The turn so far is drawn: one black checker on 9.
  assert.equal(await page.locator('#preview .pt[data-point="9"] .ck.b').count(), 1);
  await playClick(page, 9, 8);
  assert.equal(await page.inputValue('#moves'), '3-1: 24/20');
  await page.selectOption('#roll', '4-4');
  await playClick(page, 13, 9);
  await playClick(page, 24, 20);
  // Start the move again: the step is gone.
  await page.click('#redo-move');
  assert.equal(await page.locator('#preview .pt[data-point="9"] .ck.w').count(), 0);
  await playClick(page, 13, 9);
  await playClick(page, 24, 20);
  await playClick(page, 24, 20);
  await playClick(page, 20, 16);
  assert.equal(await page.inputValue('#moves'), '3-1: 24/20 | 4-4: 24/20 24/16 13/9');
  const element = await out(page, 'element');
  assert.match(element, /<fevga-diagram lang="en" last-move="24\/13" moves="3-1: 24\/20 \| 4-4: 24\/20 24\/16 13\/9">W:24x14,13 B:12x15 B<\/fevga-diagram>$/);
  // The preview steps through them.
  await page.uncheck('#play');
  assert.equal(await page.textContent('#preview .where'), 'Move 2 of 2');
  await page.locator('#preview [data-step]').first().click();
  assert.equal(await page.textContent('#preview .where'), 'Move 1 of 2');
  await page.locator('#preview [data-step]').first().click();
  assert.equal(await page.textContent('#preview .where'), 'Move 0 of 2');
  assert.match(await page.textContent('#preview .last'), /White.*24\/13/);
  // The iframe draws the same sequence.
  const src = (await out(page, 'iframe')).match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  const frame = await context.newPage();
  await frame.goto(src);
  await frame.waitForFunction(() => document.querySelector('fevga-diagram')?.shadowRoot?.querySelector('.where'));
  assert.equal(await frame.evaluate(() => document.querySelector('fevga-diagram').shadowRoot.querySelector('.where').textContent), 'Move 0 of 2');
  // Taken back one by one, to the position set up.
  await page.click('#take-back');
  assert.equal(await page.inputValue('#moves'), '3-1: 24/20');
  await page.click('#take-back');
  assert.equal(await page.inputValue('#moves'), '');
  assert.equal(await page.inputValue('#last-move'), '24/13');
  await page.click('#take-back');
  assert.equal(await page.inputValue('#last-move'), '');
  assert.equal(await out(page, 'text'), 'W:24x15 B:12x15 W');
  // By keys: a step in the board's numbers; a refused one says why, a bad one how to write it.
  await page.focus('#step-text');
  await page.keyboard.type('24/18');
  await page.keyboard.press('Enter');
  assert.equal(await page.textContent('#fault'), 'Choose the roll first.');
  await page.selectOption('#roll', '6-5');
  await page.fill('#step-text', '24/20');
  await page.press('#step-text', 'Enter');
  assert.equal(await page.textContent('#fault'), 'No 4 is left to play.');
  await page.fill('#step-text', '24 18');
  await page.press('#step-text', 'Enter');
  assert.match(await page.textContent('#fault'), /^Write a step as from\/to/);
  await page.fill('#step-text', '24/13');
  await page.press('#step-text', 'Enter');
  assert.equal(await page.inputValue('#last-move'), '24/13');
  assert.equal(await page.inputValue('#step-text'), '');
  await page.click('#take-back');
  // The typed last move is read as before, and can be taken back too.
  await page.fill('#last-move', '24/18');
  assert.match(await page.textContent('#fault'), /24\/18/);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('the PNG download: the same drawing at twice its size', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openEditor('?lang=en');
  await playThree(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#png')]);
  assert.equal(download.suggestedFilename(), 'fevga-position.png');
  const png = readFileSync(await download.path());
  assert.equal(png.subarray(1, 4).toString(), 'PNG');
  // IHDR: width and height, twice the SVG's 1088 x 800.
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [2176, 1600]);
  assert.ok(png.length > 20_000, `${png.length} B: a drawn board, not an empty canvas`);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

/** Follows the game's "Copy as diagram" link (a new tab) and waits for the editor. */
async function followAsDiagram(game, context) {
  const [editor] = await Promise.all([context.waitForEvent('page'), game.click('a.as-diagram')]);
  await editor.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  return editor;
}

test('the game\'s Copy as diagram opens the editor on the position now', { timeout: 300_000 }, async () => {
  // In play: the position and roll of a link.
  const { page, log, context } = await openPage(env.browser, env.server.url, { goto: false, reducedMotion: 'reduce' });
  await gotoApp(page, `${env.server.url}?lang=en#position=W:24x14,13%20B:12x15%20W&dice=4-2`);
  const href = await page.getAttribute('a.as-diagram', 'href');
  assert.equal(href, 'editor/?lang=en#position=W:24x14,13%20B:12x15%20W&dice=4-2');
  assert.equal(await page.textContent('a.as-diagram'), 'Copy as diagram');
  const editor = await followAsDiagram(page, context);
  assert.equal(await editor.inputValue('#out-text'), 'W:24x14,13 B:12x15 W');
  assert.equal(await editor.inputValue('#roll'), '4-2');
  assert.equal(await editor.inputValue('#dice'), '4-2');
  // The roll is ready to play.
  await editor.check('#play');
  await playClick(editor, 13, 9);
  await playClick(editor, 9, 7);
  assert.equal(await editor.inputValue('#last-move'), '13/7');
  assert.equal(await editor.inputValue('#out-text'), 'W:24x14,7 B:12x15 B');
  await editor.close();
  // A link whose position cannot be read: said, and the start position.
  const bad = await context.newPage();
  await bad.goto(`${env.server.url}editor/?lang=de#position=W:24x16%20B:12x15%20W`);
  await bad.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  assert.match(await bad.textContent('#fault'), /^Die Stellung in diesem Link ist nicht lesbar/);
  assert.equal(await bad.inputValue('#out-text'), 'W:24x15 B:12x15 W');
  await bad.close();
  // Multezim's link keeps its rules.
  const multezim = await openPage(env.browser, env.server.url, { goto: false, reducedMotion: 'reduce' });
  await gotoApp(multezim.page, `${env.server.url}?lang=tr#position=W:24x14,13%20B:12x15%20W&rules=multezim`);
  const tr = await followAsDiagram(multezim.page, multezim.context);
  assert.equal(await tr.inputValue('#rules'), 'multezim');
  assert.equal(await tr.evaluate(() => document.documentElement.lang), 'tr');
  await multezim.context.close();
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('Copy as diagram in four languages, on a phone', { timeout: 120_000 }, async () => {
  for (const lang of LANGS) {
    const { page, log, context } = await openPage(env.browser, env.server.url, { goto: false, ...PHONE_390, colorScheme: 'dark', reducedMotion: 'reduce' });
    await gotoApp(page, `${env.server.url}?lang=${lang}#position=W:24x14,13%20B:12x15%20W&dice=4-2`);
    assert.equal(await page.textContent('a.as-diagram'), ftlSimple(lang).get('copy-diagram'));
    await page.locator('a.as-diagram').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ensureArtifacts(), `editor-from-game-${lang}-phone-dark.png`) });
    assert.deepEqual(log.pageErrors, []);
    await context.close();
  }
});

for (const lang of LANGS) {
  test(`playing moves in ${lang}: words, axe-core, a phone in the dark`, { timeout: 90_000 }, async () => {
    const { page, log, context } = await openEditor(`?lang=${lang}`, { ...PHONE_390, colorScheme: 'dark', bypassCSP: true });
    const refused = await playThree(page);
    assert.ok(refused.length > 20 && !/why-|editor-/.test(refused), refused);
    await page.selectOption('#roll', '6-6');
    await clickPoint(page, 12);
    await clickPoint(page, 12);
    const text = await page.textContent('main');
    assert.ok(!/editor-[a-z]|why-[a-z]/.test(text), `no raw key: ${text}`);
    await page.addScriptTag({ content: AXE });
    const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] }))
      .violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
    assert.deepEqual(violations, [], lang);
    // Nothing wider than the phone.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'no sideways scrolling');
    await fullPageShot(page, join(ensureArtifacts(), `editor-play-${lang}-phone-dark.png`));
    // What a phone shows: the board with the play controls, then the outputs.
    for (const [at, name] of [['#preview', 'board'], ['fieldset.play', 'controls'], ['#out-element', 'out']]) {
      await page.locator(at).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: join(ensureArtifacts(), `editor-play-${lang}-phone-dark-${name}.png`) });
    }
    assert.deepEqual(log.pageErrors, []);
    await context.close();
  });
}

test('the diagram page on its own links to the editor, which opens the same diagram; framed, it does not', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { goto: false });
  const query = '?position=W:24x14,13%20B:12x15%20B&lang=bg&last-move=24/13&moves=3-1:%2024/20&caption=c&bottom=black';
  await page.goto(`${env.server.url}diagram/${query}`);
  await page.waitForSelector('a.edit');
  assert.equal(await page.textContent('a.edit'), 'Редактирай диаграмата в редактора на позиции');
  await page.click('a.edit');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  assert.equal(new URL(page.url()).pathname, '/editor/');
  assert.equal(await page.inputValue('#out-text'), 'W:24x14,13 B:12x15 B');
  assert.equal(await page.inputValue('#moves'), '3-1: 24/20');
  assert.equal(await page.inputValue('#bottom'), 'black');
  assert.equal(await page.textContent('#preview .where'), 'Ход 0 от 1');
  assert.match(await out(page, 'element'), / bottom="black" last-move="24\/13" moves="3-1: 24\/20" caption="c">/);
  // Framed (an embed), the page is only the diagram.
  await page.goto(`${env.server.url}editor/`);
  await page.evaluate((src) => { const f = document.createElement('iframe'); f.src = src; document.body.append(f); }, `${env.server.url}diagram/${query}`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame.waitForFunction(() => document.querySelector('fevga-diagram')?.shadowRoot?.querySelector('svg'));
  assert.equal(await frame.$('a.edit'), null);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
  // On a phone in the dark, in four languages.
  for (const lang of LANGS) {
    const phone = await openPage(env.browser, env.server.url, { goto: false, ...PHONE_390, colorScheme: 'dark' });
    await phone.page.goto(`${env.server.url}diagram/${query.replace('lang=bg', `lang=${lang}`)}`);
    await phone.page.waitForSelector('a.edit');
    assert.ok(!/diagram-edit/.test(await phone.page.textContent('a.edit')));
    await fullPageShot(phone.page, join(ensureArtifacts(), `editor-diagram-page-${lang}-phone-dark.png`));
    await phone.context.close();
  }
});

test('the editor in four languages, in the dark and in forced dark (the browser darkens the page), set up and (forced dark) with moves played: axe-core finds nothing serious', { timeout: 150_000 }, async () => {
  const forced = await launchForcedDark();
  try {
    for (const lang of LANGS) {
      for (const [browser, scheme] of [[env.browser, 'dark'], [forced, 'forced dark']]) {
        const { page, log, context } = await openPage(browser, env.server.url, { goto: false, colorScheme: scheme === 'dark' ? 'dark' : 'light', bypassCSP: true });
        await page.goto(`${env.server.url}editor/?lang=${lang}&position=W:24x14,13%20B:12x15%20B`);
        await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
        if (browser === forced) await assertForcedDark(context, page, `${lang} editor`);
        assert.deepEqual(await axeSerious(page), [], `${lang} ${scheme}: set up`);
        if (browser === forced) {
          // A refused step said, a sequence to step through (in the dark: "playing moves" above).
          await page.goto(`${env.server.url}editor/?lang=${lang}`);
          await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
          await playThree(page);
          assert.deepEqual(await axeSerious(page), [], `${lang} ${scheme}: moves played`);
        }
        assert.deepEqual(log.pageErrors, []);
        await context.close();
      }
    }
  } finally {
    await forced.close();
  }
});
