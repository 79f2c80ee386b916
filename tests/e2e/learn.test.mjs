// Issue 17's Learn section on the real board: lessons and puzzles opened from the header, done
// on the game's own board (click, tap, keyboard), judged by fevga-learn; the section's words and
// the puzzles load only when it opens; progress kept across a reload; every language on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, ROOT, arrowTo, ensureArtifacts, focusedSpot, openPage, settle, suite, uiState, waitIdle } from './util.mjs';

const env = suite();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** The shipped puzzles, as the page reads them: id, rules, position, roll, best, second, … */
const PUZZLES = readFileSync(join(ROOT, 'crates/fevga-learn/data/puzzles.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => {
    const f = l.split('|');
    return { id: f[0], position: f[2], mover: f[2].trim().slice(-1), dice: f[3], best: f[4], bestEq: f[5], second: f[6], secondEq: f[7], theme: f[9] };
  });
const LESSON = { setup: 0, bearOff: 7 };

/** The board's point (White's numbering) of the mover's point `p`. */
const white = (mover, p) => (mover === 'W' ? p : p <= 12 ? p + 12 : p - 12);

/** Clicks a play written in the mover's numbering ("22/10", "6/off(2)", "24/20 24/18"). */
async function clickPlay(page, mover, notation, tap = false) {
  const hit = (sel) => (tap ? page.tap(sel) : page.click(sel));
  for (const part of notation.split(' ')) {
    const m = part.match(/^(\d+)\/(\d+|off)(?:\((\d)\))?$/);
    assert.ok(m, `move ${part}`);
    for (let k = 0; k < Number(m[3] ?? 1); k++) {
      await hit(`#board .pt[data-point="${white(mover, Number(m[1]))}"] .hit`);
      await settle(page);
      await hit(m[2] === 'off' ? `#board .tray[data-tray="${mover}"] rect` : `#board .pt[data-point="${white(mover, Number(m[2]))}"] .hit`);
      await settle(page);
    }
  }
  if (await page.locator('#controls button[data-action=done]:not([aria-disabled=true])').count()) {
    await hit('#controls button[data-action=done]');
    await settle(page);
  }
}

/** The elements that stick out past the phone's 390 px (none, when the layout fits). */
const tooWide = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > 391 && !e.closest('.sr-only'))
      .map((e) => `${e.tagName}.${e.className?.baseVal ?? e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  );

/** Opens Learn from the header and waits for the list. */
async function openLearn(page) {
  await page.click('header button[data-action=learn]');
  await page.waitForSelector('#status ol.lessons button[data-action=learn-lesson]');
}

/** The page's own requests for the section's files so far (not the service worker's). */
const learnFetched = (page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/learn/')));

test('a lesson wrong then right, its rules a click away, kept across a reload; the match comes back', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await page.click('button[data-action=roll]');
  await settle(page);
  // The match as it waits for the person (the computer may open, and its move takes a moment).
  await waitIdle(page);
  const game = (await uiState(page)).position;
  assert.deepEqual(await learnFetched(page), [], 'nothing of Learn is loaded before it is opened');
  await openLearn(page);
  assert.ok((await learnFetched(page)).some((n) => n.endsWith('/learn/en.ftl')), 'the words load when Learn opens');
  assert.ok(!(await learnFetched(page)).some((n) => n.endsWith('puzzles.txt')), 'the puzzles wait for the puzzles');
  assert.equal(await page.locator('#status ol.lessons li').count(), 10);
  await page.click(`#status button[data-action=learn-lesson][data-arg="${LESSON.bearOff}"]`);
  await settle(page);
  const start = (await uiState(page)).position;
  assert.equal(start, 'W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W');
  assert.match(await page.textContent('#status'), /Bearing off/);
  assert.equal(await page.getAttribute('#status a.why-rule', 'href'), 'rules/en.html#s7');
  // Wrong: 6/1 6/off bears off only one.
  await clickPlay(page, 'W', '6/1 6/off');
  const wrong = await page.textContent('#status');
  assert.match(wrong, /Not quite\. That bears off only one checker/);
  assert.match(wrong, /Hint: You have checkers on both 6 and 5\./);
  assert.equal((await uiState(page)).position, start, 'the lesson starts again');
  assert.match(await page.textContent('#live'), /Not quite/);
  // Right: 6/off 5/off.
  await clickPlay(page, 'W', '6/off 5/off');
  assert.match(await page.textContent('#status'), /Right! The first to bear off all fifteen wins/);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'learn-next');
  assert.match(await page.evaluate(() => localStorage.getItem('fevga.learn')), /^lesson bear-off$/m);
  // Kept across a reload; the match was not touched.
  await page.reload();
  await page.waitForFunction(() => window.fevga?.uiState?.() != null);
  await settle(page);
  assert.equal((await uiState(page)).position, game, 'the match is back after a reload');
  await openLearn(page);
  const done = page.locator(`#status button[data-action=learn-lesson][data-arg="${LESSON.bearOff}"]`);
  assert.match(await done.textContent(), /✓/);
  assert.match(await page.textContent('#status'), /1 of 10 lessons done/);
  await page.click('header button[data-action=learn-close]');
  await settle(page);
  assert.equal((await uiState(page)).position, game, 'Back to the game brings the match back');
  assert.deepEqual(log.pageErrors, []);
  assert.deepEqual(log.consoleErrors, []);
  await context.close();
});

test('puzzles: right and wrong against the file, the best play as arrows, streak, filter, record', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await openLearn(page);
  await page.click('#status button[data-action=learn-puzzles]');
  await page.waitForSelector('#status .streak');
  await page.waitForFunction(() => document.querySelector('#status p.task'));
  assert.ok((await learnFetched(page)).some((n) => n.endsWith('/learn/puzzles.txt')));
  const [p1, p2] = PUZZLES;
  assert.equal((await uiState(page)).position, p1.position);
  await clickPlay(page, p1.mover, p1.best);
  let status = await page.textContent('#status');
  assert.match(status, new RegExp(`Right! ${p1.best} is the best play`));
  assert.match(status, /Streak 1 · best streak 1 · solved 1 · to try again 0/);
  await page.click('#controls button[data-action=learn-next-puzzle]');
  await settle(page);
  assert.equal((await uiState(page)).position, p2.position);
  await clickPlay(page, p2.mover, p2.second);
  status = await page.textContent('#status');
  // The equities as the file states them, written with a true minus sign.
  const eq = (e) => e.replace('-', '−').replace('.', '\\.').replace('+', '\\+');
  assert.match(status, new RegExp(`Not quite\\. Best: ${p2.best}, ${eq(p2.bestEq)} points\\.`));
  assert.match(status, new RegExp(`Yours: ${p2.second}, ${eq(p2.secondEq)} points\\.`));
  assert.match(status, /Streak 0 · best streak 1 · solved 1 · to try again 1/);
  const why = readFileSync(join(ROOT, 'crates/fevga-i18n/ftl/learn/en.ftl'), 'utf8').match(new RegExp(`^puzzle-why-${p2.theme} = (.+)$`, 'm'));
  assert.ok(why, `a reason for the theme ${p2.theme}`);
  assert.ok(status.includes(why[1].trim()), 'the theme says why');
  assert.ok(await page.locator('#board .arrow.best').count() > 0, 'the best play drawn as arrows');
  assert.match(await page.textContent('#live'), /Not quite/);
  // Try again: the same puzzle.
  await page.click('#controls button[data-action=learn-retry]');
  await settle(page);
  assert.equal((await uiState(page)).position, p2.position);
  // A filter offers its theme only.
  await page.selectOption('select[data-learn=learn-theme]', 'race');
  await settle(page);
  const race = PUZZLES.find((p) => p.theme === 'race');
  assert.equal((await uiState(page)).position, race.position);
  assert.match(await page.textContent('#status p.step'), /^Race · /);
  await page.screenshot({ path: join(ensureArtifacts(), 'learn-en-desktop-puzzle.png') });
  const kept = await page.evaluate(() => localStorage.getItem('fevga.learn'));
  assert.match(kept, new RegExp(`^solved ${p1.id}$`, 'm'));
  assert.match(kept, new RegExp(`^failed ${p2.id} 1$`, 'm'));
  assert.deepEqual(log.pageErrors, []);
  assert.deepEqual(log.consoleErrors, []);
  await context.close();
});

test('keyboard only: open Learn, do the first lesson, go on, hear the result', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  // To the header's Learn by Tab.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.dataset.action)) === 'learn') break;
  }
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'learn');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.dataset.action === 'learn-lesson');
  await page.keyboard.press('Enter');
  await settle(page);
  // The board has the focus on the checker that can move: 24 to 13 with 6-5.
  assert.equal(await focusedSpot(page), 24);
  await page.keyboard.press('Enter');
  await settle(page);
  await arrowTo(page, 13);
  await page.keyboard.press('Enter');
  await settle(page);
  if ((await page.evaluate(() => document.activeElement?.dataset.action)) !== 'learn-next') {
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.dataset.action)) === 'done') break;
    }
    await page.keyboard.press('Enter');
    await settle(page);
  }
  assert.match(await page.textContent('#live'), /Right!/);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'learn-next');
  await page.keyboard.press('Enter');
  await settle(page);
  assert.match(await page.textContent('#status'), /A double plays four times/);
  assert.match(await page.textContent('#live'), /Play all of 3-3/);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('every language on a phone: the list, a lesson with its hint, a puzzle answered (screenshots)', { timeout: 240_000 }, async () => {
  const dir = ensureArtifacts();
  for (const lang of LANGS) {
    const { page, log, context } = await openPage(env.browser, env.server.url, { ...PHONE, lang, reducedMotion: 'reduce' });
    // The game page's header with its Learn entry.
    assert.deepEqual(await tooWide(page), [], `${lang}: the game page fits the phone`);
    await page.screenshot({ path: join(dir, `learn-${lang}-phone-game.png`) });
    await page.tap('header button[data-action=learn]');
    await page.waitForSelector('#status ol.lessons');
    const keys = await page.evaluate(() => document.body.innerText.match(/\b(learn|puzzle|theme|lesson)-[a-z-]+/g));
    assert.equal(keys, null, `${lang}: no raw keys`);
    await page.screenshot({ path: join(dir, `learn-${lang}-phone-list.png`), fullPage: true });
    await page.tap(`#status button[data-action=learn-lesson][data-arg="${LESSON.bearOff}"]`);
    await settle(page);
    await clickPlay(page, 'W', '6/1 6/off', true);
    assert.ok(await page.locator('#status .hint-text').count());
    assert.deepEqual(await tooWide(page), [], `${lang}: nothing wider than the phone`);
    await page.screenshot({ path: join(dir, `learn-${lang}-phone-lesson.png`), fullPage: true });
    await page.tap('#controls button[data-action=learn-list]');
    await settle(page);
    await page.tap('#status button[data-action=learn-puzzles]');
    await page.waitForSelector('#status p.task');
    const p1 = PUZZLES[0];
    await clickPlay(page, p1.mover, p1.second, true);
    assert.ok(await page.locator('#status .verdict.wrong').count());
    const text = await page.evaluate(() => document.body.innerText);
    assert.equal(text.match(/\b(learn|puzzle|theme|lesson)-[a-z-]+/g), null, `${lang}: no raw keys`);
    assert.deepEqual(await tooWide(page), [], `${lang}: nothing wider than the phone`);
    await page.screenshot({ path: join(dir, `learn-${lang}-phone-puzzle.png`), fullPage: true });
    assert.deepEqual(log.pageErrors, []);
    await context.close();
  }
});

test('Learn is not part of the first visit; opened once, it works offline from the service worker cache', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce', lang: 'de' });
  const asked = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const kept = () => page.evaluate(async () => {
    const names = await caches.keys();
    const all = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
    return all.flat().filter((p) => p.includes('/learn/'));
  });
  // The first visit, its service worker installed: nothing of Learn's was fetched or kept.
  assert.deepEqual(asked.filter((p) => p.includes('/learn/')), [], 'no Learn file on the first visit');
  assert.deepEqual(await kept(), [], 'no Learn file cached at install');
  // Opened once online (lessons and puzzles), its files are kept.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 });
  await openLearn(page);
  await page.click('#status button[data-action=learn-puzzles]');
  await page.waitForSelector('#status p.task');
  assert.deepEqual((await kept()).map((p) => p.slice(p.lastIndexOf('/') + 1)).sort(), ['de.ftl', 'puzzles.txt']);
  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('#board .pt').length === 24);
  await openLearn(page);
  assert.match(await page.textContent('#status'), /Lektionen/);
  await page.click('#status button[data-action=learn-puzzles]');
  await page.waitForSelector('#status p.task');
  assert.equal((await uiState(page)).position, PUZZLES[0].position);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('the rules pages lead to Learn', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { goto: false });
  for (const lang of LANGS) {
    await page.goto(`${env.server.url}rules/${lang}.html`);
    await page.click('header.site a.learn-open');
    await page.waitForSelector('#status ol.lessons button[data-action=learn-lesson]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.equal(new URL(page.url()).hash, '', 'the link is taken out of the address');
  }
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
