// Issue 17's lessons and puzzles on the Learn page (learn/, its own wasm since issue 31): opened
// from the header of every page, done on the real board (click, tap, keyboard), judged by
// fevga-learn; the page and its puzzles load only when it opens; progress kept across a reload
// under the key the game page's Learn section used; the old `#learn` address still leads there;
// every language on a desktop and a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, LANGS, ROOT, ensureArtifacts, openPage, settle, suite, waitReady } from './util.mjs';
import { buildInfo } from './builds.mjs';

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
const BOARD = '#app .board svg';

/** The board's point (White's numbering) of the mover's point `p`. */
const white = (mover, p) => (mover === 'W' ? p : p <= 12 ? p + 12 : p - 12);

/** The Learn page's state (window.learnState). */
const learnState = (page) => page.evaluate(() => window.learnState?.());

/** Opens the Learn page (its address from the site's root) and waits for the list. */
async function openLearn(page, query = '') {
  await page.goto(`${env.server.url}learn/${query}`);
  await page.waitForSelector('#app ol.lessons button[data-action=lesson]');
}

/** Clicks a play written in the mover's numbering ("22/10", "6/off(2)", "24/20 24/18"), then Done.
 * The notation lists moves highest first; where the rules want another order (the sprint: the
 * first checker before the head's), the moves are taken back and entered the other way round. */
async function clickPlay(page, mover, notation, tap = false) {
  const hit = (sel) => (tap ? page.tap(sel) : page.click(sel));
  await enterMoves(page, mover, notation.split(' '), hit);
  if (!(await page.$('#app button[data-action=done]:not([aria-disabled=true])'))) {
    while (await page.$('#app button[data-action=undo]:not([aria-disabled=true])')) {
      await hit('#app button[data-action=undo]:not([aria-disabled=true])');
      await settle(page);
    }
    await enterMoves(page, mover, notation.split(' ').reverse(), hit);
  }
  await hit('#app button[data-action=done]:not([aria-disabled=true])');
  await settle(page);
}

/** Enters the moves `parts` ("13/7", "6/off(2)") on the board by clicks or taps. */
async function enterMoves(page, mover, parts, hit) {
  for (const part of parts) {
    const m = part.match(/^(\d+)\/(\d+|off)(?:\((\d)\))?$/);
    assert.ok(m, `move ${part}`);
    for (let k = 0; k < Number(m[3] ?? 1); k++) {
      await hit(`${BOARD} .pt[data-point="${white(mover, Number(m[1]))}"] .hit`);
      await settle(page);
      await hit(m[2] === 'off' ? `${BOARD} .tray[data-tray="${mover}"] rect` : `${BOARD} .pt[data-point="${white(mover, Number(m[2]))}"] .hit`);
      await settle(page);
    }
  }
}

/** The elements that stick out past the phone's 390 px (none, when the layout fits). */
const tooWide = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > 391 && !e.closest('.sr-only'))
      .map((e) => `${e.tagName}.${e.className?.baseVal ?? e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  );

/** The board's point that has the keyboard focus, or null. */
const focusedPoint = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return a?.closest('#app .board') && a.dataset.point ? Number(a.dataset.point) : null;
  });

/** The requests for the Learn page's files so far. */
const learnAsked = (log) => log.requests.filter((u) => new URL(u).pathname.includes('/learn/'));

const RAW_KEY = /\b(learn|puzzle|theme|lesson)-[a-z-]+/g;

test('the game page carries none of Learn: its header links to the page, which loads only when opened', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await waitReady(page);
  assert.equal(await page.getAttribute('header a.learn-open', 'href'), 'learn/?lang=en');
  // The page's own requests (its resource timing): nothing of Learn. Once it is ready and the
  // browser idle, the service worker keeps Learn's files (boot.js asks it), which is no load of
  // the game page's.
  const ownLearn = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((u) => new URL(u).pathname.includes('/learn/')));
  assert.deepEqual(await ownLearn(), [], 'nothing of Learn is loaded by the game page');
  await page.waitForFunction(() => document.documentElement.dataset.prefetched !== undefined, null, { timeout: 30_000 });
  assert.deepEqual(await ownLearn(), [], 'nothing of Learn is loaded by the game page');
  await page.click('header a.learn-open');
  await page.waitForSelector('#app ol.lessons button[data-action=lesson]');
  assert.equal(new URL(page.url()).pathname, '/learn/');
  assert.ok(learnAsked(log).some((u) => u.endsWith('fevga_learn_web_bg.wasm')), 'its own wasm');
  const asked = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
  assert.ok(asked.some((p) => p.endsWith('fevga_learn_web_bg.wasm')), `the page asks for its own wasm: ${asked.join(', ')}`);
  assert.ok(!asked.some((p) => p.endsWith('puzzles.txt')), 'the puzzles wait for the puzzles');
  assert.equal(await page.getAttribute('header a.learn-open', 'aria-current'), 'page');
  assert.equal(await page.locator('#app ol.lessons li').count(), 10);
  assert.deepEqual(log.pageErrors, []);
  assert.deepEqual(log.consoleErrors, []);
  await context.close();
});

test('a lesson wrong then right, its rules a click away, kept across a reload under the old key', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce', goto: false });
  await openLearn(page);
  await page.click(`#app button[data-action=lesson][data-arg="${LESSON.bearOff}"]`);
  await settle(page);
  const start = (await learnState(page)).position;
  assert.equal(start, 'W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 W');
  assert.match(await page.textContent('#app'), /Bearing off/);
  assert.equal(await page.getAttribute('#app .task a.why-rule', 'href'), '../rules/en.html#s7');
  // Wrong: 6/1 6/off bears off only one.
  await clickPlay(page, 'W', '6/1 6/off');
  const wrong = await page.textContent('#app');
  assert.match(wrong, /Not quite\. That bears off only one checker/);
  assert.match(wrong, /Hint: You have checkers on both 6 and 5\./);
  assert.equal((await learnState(page)).position, start, 'the lesson starts again');
  assert.match(await page.textContent('#announce'), /Not quite/);
  // Right: 6/off 5/off.
  await clickPlay(page, 'W', '6/off 5/off');
  assert.match(await page.textContent('#app'), /Right! The first to bear off all fifteen wins/);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'next');
  assert.match(await page.evaluate(() => localStorage.getItem('fevga.learn')), /^lesson bear-off$/m);
  // Kept across a reload.
  await page.reload();
  await page.waitForSelector('#app ol.lessons');
  const done = page.locator(`#app button[data-action=lesson][data-arg="${LESSON.bearOff}"]`);
  assert.match(await done.textContent(), /✓/);
  assert.match(await page.textContent('#app'), /1 of 10 lessons done/);
  // A step the rules refuse says why, with its rule: the head rule (§4) in the first lesson.
  await page.click(`#app button[data-action=lesson][data-arg="${LESSON.setup}"]`);
  await settle(page);
  for (const p of [24, 18, 24]) {
    await page.click(`${BOARD} .pt[data-point="${p}"] .hit`);
    await settle(page);
  }
  assert.equal((await learnState(page)).entered, 1, 'the second checker from the head is refused');
  assert.equal(await page.getAttribute('#app .said.why a.why-rule', 'href'), '../rules/en.html#s4');
  assert.match(await page.textContent('#announce'), /The head rule/);
  assert.deepEqual(log.pageErrors, []);
  assert.deepEqual(log.consoleErrors, []);
  await context.close();
});

test('puzzles: right and wrong against the file, the best play as arrows, streak, filter, record', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce', goto: false });
  await openLearn(page);
  await page.click('#app button[data-action=puzzles]');
  await page.waitForSelector('#app p.task');
  assert.ok(learnAsked(log).some((u) => u.endsWith('/learn/puzzles.txt')));
  // A newcomer's first puzzle is the easiest nearest their rating: the file's first.
  const p1 = PUZZLES[0];
  assert.equal((await learnState(page)).position, p1.position);
  await clickPlay(page, p1.mover, p1.best);
  let text = await page.textContent('#app');
  assert.match(text, new RegExp(`Right! ${p1.best} is the best play`));
  assert.match(text, /Streak 1 · best streak 1 · solved 1 · to try again 0/);
  await page.click('#app button[data-action=next-puzzle]');
  await settle(page);
  // The next one is served near the rating, now higher.
  const next = (await learnState(page)).puzzle;
  const p2 = PUZZLES.find((p) => p.id === next);
  assert.ok(p2 && p2.id !== p1.id);
  await clickPlay(page, p2.mover, p2.second);
  text = await page.textContent('#app');
  // The equities as the file states them, written with a true minus sign.
  const eq = (e) => e.replace('-', '−').replace('.', '\\.').replace('+', '\\+');
  assert.match(text, new RegExp(`Not quite\\. Best: ${p2.best}, ${eq(p2.bestEq)} points\\.`));
  assert.match(text, new RegExp(`Yours: ${p2.second}, ${eq(p2.secondEq)} points\\.`));
  assert.match(text, /Streak 0 · best streak 1 · solved 1 · to try again 1/);
  // Why, from the two positions as the review says it (or the theme's sentence when no single
  // fact tells them apart): a sentence, never a key.
  const why = (await page.textContent('#app .answer .reason')).trim();
  assert.ok(why.length > 20 && !/\b(reason|puzzle)-[a-z]/.test(why), `the reason: ${why}`);
  assert.ok(await page.locator(`${BOARD} .arrow.best`).count() > 0, 'the best play drawn as arrows');
  assert.match(await page.textContent('#announce'), /Not quite/);
  // Try again: the same puzzle.
  await page.click('#app button[data-action=retry]');
  await settle(page);
  assert.equal((await learnState(page)).position, p2.position);
  // A filter offers its theme only.
  await page.selectOption('#app select[data-action=theme]', 'race');
  await settle(page);
  const race = PUZZLES.find((p) => p.theme === 'race');
  assert.equal((await learnState(page)).position, race.position);
  assert.match(await page.textContent('#app p.step'), /^Race · /);
  const kept = await page.evaluate(() => localStorage.getItem('fevga.learn'));
  assert.match(kept, new RegExp(`^solved ${p1.id}$`, 'm'));
  assert.match(kept, new RegExp(`^failed ${p2.id} 1$`, 'm'));
  assert.match(kept, /^rating \d+\.\d\d /m);
  assert.deepEqual(log.pageErrors, []);
  assert.deepEqual(log.consoleErrors, []);
  await context.close();
});

test('keyboard only: from the game page to Learn, the first lesson, go on, hear the result', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await waitReady(page);
  // To the header's Learn by Tab.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('learn-open'))) break;
  }
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('learn-open')));
  await page.keyboard.press('Enter');
  await page.waitForSelector('#app ol.lessons button[data-action=lesson]');
  // To the first lesson by Tab.
  for (let i = 0; i < 30; i++) {
    if ((await page.evaluate(() => document.activeElement?.dataset.action)) === 'lesson') break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await settle(page);
  // The board has the focus on the checker that can move: 24 to 13 with 6-5.
  assert.equal(await focusedPoint(page), 24);
  await page.keyboard.press('Enter');
  await settle(page);
  // Right goes forward along the mover's path: 24, 23, … 13.
  for (let i = 0; i < 20 && (await focusedPoint(page)) !== 13; i++) {
    await page.keyboard.press('ArrowRight');
    await settle(page);
  }
  assert.equal(await focusedPoint(page), 13);
  await page.keyboard.press('Enter');
  await settle(page);
  assert.match(await page.textContent('#announce'), /24\/13/);
  for (let i = 0; i < 20; i++) {
    if ((await page.evaluate(() => document.activeElement?.dataset.action)) === 'done') break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await settle(page);
  assert.match(await page.textContent('#announce'), /Right!/);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'next');
  await page.keyboard.press('Enter');
  await settle(page);
  assert.match(await page.textContent('#app'), /A double plays four times/);
  assert.match(await page.textContent('#announce'), /Play all of 3-3/);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

for (const [device, opts] of [['desktop', {}], ['phone', PHONE]]) {
  test(`every language on a ${device}: the list, a lesson with its hint, a puzzle answered`, { timeout: 240_000 }, async () => {
    const dir = ensureArtifacts();
    const tap = device === 'phone';
    for (const lang of LANGS) {
      const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, reducedMotion: 'reduce', goto: false });
      await openLearn(page, `?lang=${lang}`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assert.equal(await page.evaluate(() => document.body.innerText.match(/\b(learn|puzzle|theme|lesson)-[a-z-]+/g)), null, `${lang}: no raw keys`);
      if (tap) assert.deepEqual(await tooWide(page), [], `${lang}: the list fits the phone`);
      await page.screenshot({ path: join(dir, `learn-${lang}-${device}-list.png`), fullPage: true });
      await (tap ? page.tap : page.click).call(page, `#app button[data-action=lesson][data-arg="${LESSON.bearOff}"]`);
      await settle(page);
      await clickPlay(page, 'W', '6/1 6/off', tap);
      assert.ok(await page.locator('#app .hint-text').count());
      if (tap) assert.deepEqual(await tooWide(page), [], `${lang}: nothing wider than the phone`);
      await page.screenshot({ path: join(dir, `learn-${lang}-${device}-lesson.png`), fullPage: true });
      await (tap ? page.tap : page.click).call(page, '#app button[data-action=list]');
      await settle(page);
      await (tap ? page.tap : page.click).call(page, '#app button[data-action=puzzles]');
      await page.waitForSelector('#app p.task');
      const hit = (sel) => (tap ? page.tap(sel) : page.click(sel));
      const served = async () => {
        const id = (await learnState(page)).puzzle;
        return PUZZLES.find((p) => p.id === id);
      };
      const rating = () => page.textContent('#app .rating p');
      const r0 = await rating();
      assert.match(r0, /1300/, `${lang}: a newcomer's rating`);
      // Skip three times: three new puzzles, the rating unmoved.
      const seen = [(await served()).id];
      for (let k = 0; k < 3; k++) {
        await hit('#app button[data-action=next-puzzle]');
        await settle(page);
        seen.push((await served()).id);
      }
      assert.equal(new Set(seen).size, 4, `${lang}: skipping gives new puzzles (${seen})`);
      assert.equal(await rating(), r0, `${lang}: a skip is not rated`);
      // A wrong answer: the best play and the reason; the rating goes down.
      const x = await served();
      await clickPlay(page, x.mover, x.second, tap);
      assert.ok(await page.locator('#app .answer.wrong').count());
      const why = (await page.textContent('#app .answer .reason')).trim();
      assert.ok(why.length > 20, `${lang}: the reason ${why}`);
      const r1 = await rating();
      assert.ok(Number(r1.match(/\d{3,4}/)[0]) < 1300, `${lang}: down after a wrong answer (${r1})`);
      const text = await page.evaluate(() => document.body.innerText);
      assert.equal(text.match(RAW_KEY), null, `${lang}: no raw keys`);
      if (tap) assert.deepEqual(await tooWide(page), [], `${lang}: nothing wider than the phone`);
      await page.screenshot({ path: join(dir, `learn-${lang}-${device}-puzzle.png`), fullPage: true });
      // A right answer with its reason; the rating goes up, and its history is drawn.
      await hit('#app button[data-action=next-puzzle]');
      await settle(page);
      const y = await served();
      await clickPlay(page, y.mover, y.best, tap);
      assert.ok(await page.locator('#app .answer.right').count(), `${lang}: right`);
      assert.ok((await page.textContent('#app .answer .reason')).trim().length > 20);
      const r2 = await rating();
      assert.ok(Number(r2.match(/\d{3,4}/)[0]) > Number(r1.match(/\d{3,4}/)[0]), `${lang}: up (${r1} → ${r2})`);
      assert.equal(await page.locator('#app svg.history').count(), 1, `${lang}: the history drawn`);
      // The failed one comes back from the list.
      await hit('#app details.again summary');
      await settle(page);
      await page.screenshot({ path: join(dir, `learn-${lang}-${device}-rating.png`), fullPage: true });
      await hit(`#app details.again button[data-arg="${x.id}"]`);
      await settle(page);
      assert.equal((await served()).id, x.id, `${lang}: the failed puzzle again`);
      // Show the answer: the best play drawn, said, and Next has the focus.
      await hit('#app button[data-action=answer]');
      await settle(page);
      assert.ok(await page.locator('#app .answer.shown').count(), `${lang}: the answer shown`);
      assert.ok(await page.locator(`${BOARD} .arrow.best`).count() > 0);
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'next-puzzle');
      // A lesson's refusal names its rule as "Rules §4", a link styled as the site's.
      await hit('#app button[data-action=list]');
      await settle(page);
      await hit(`#app button[data-action=lesson][data-arg="${LESSON.setup}"]`);
      await settle(page);
      for (const p of [24, 18, 24]) {
        await hit(`${BOARD} .pt[data-point="${p}"] .hit`);
        await settle(page);
      }
      const rule = page.locator('#app .said.why a.why-rule');
      assert.equal(await rule.getAttribute('href'), `../rules/${lang}.html#s4`, `${lang}: the rule's link`);
      assert.match(await rule.textContent(), /§4/, `${lang}: Rules §4`);
      assert.equal(await page.evaluate(() => document.body.innerText.match(/\b(learn|puzzle|theme|lesson)-[a-z-]+/g)), null, `${lang}: no raw keys in a refusal`);
      assert.deepEqual(log.pageErrors, []);
      assert.deepEqual(log.consoleErrors, []);
      await context.close();
    }
  });
}

test('Learn is not part of the first visit; opened once, it works offline from the service worker cache', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce', lang: 'de' });
  await waitReady(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const kept = () => page.evaluate(async () => {
    const names = await caches.keys();
    const all = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
    return all.flat().filter((p) => p.includes('/learn/'));
  });
  // The first visit, its service worker installed: the page fetched nothing of Learn's (its own
  // resource timing), and Learn's files are no part of the worker's install list. Once the page
  // is ready and the browser idle, the worker keeps them (boot.js asks it).
  const own = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((u) => u.includes('/learn/')));
  assert.deepEqual(own, [], 'no Learn file fetched by the first visit');
  const listed = Object.keys(buildInfo(DIST)?.files ?? {}).filter((p) => p.startsWith('learn/'));
  assert.deepEqual(listed, [], 'no Learn file in the install list');
  await page.waitForFunction(() => document.documentElement.dataset.prefetched !== undefined, null, { timeout: 30_000 });
  // Opened once online (lessons and puzzles), its files are kept.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 });
  await openLearn(page, '?lang=de');
  await page.click('#app button[data-action=puzzles]');
  await page.waitForSelector('#app p.task');
  const names = (await kept()).map((p) => p.slice(p.lastIndexOf('/') + 1)).sort();
  for (const f of ['index.html', 'fevga_learn_web.js', 'fevga_learn_web_bg.wasm', 'learn.css', 'learn.js', 'puzzles.txt']) {
    assert.ok(names.includes(f), `learn/${f} kept (${names})`);
  }
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('#app ol.lessons');
  assert.match(await page.textContent('#app'), /Lektionen/);
  await page.click('#app button[data-action=puzzles]');
  await page.waitForSelector('#app p.task');
  assert.equal((await learnState(page)).position, PUZZLES[0].position);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('the rules pages lead to Learn, and the old #learn address still does', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { goto: false });
  for (const lang of LANGS) {
    await page.goto(`${env.server.url}rules/${lang}.html`);
    await page.click('header.site a.learn-open');
    await page.waitForSelector('#app ol.lessons button[data-action=lesson]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    // The game page's old address of the section (bookmarks, old rules pages).
    await page.goto(`${env.server.url}?lang=${lang}#learn`);
    await page.waitForSelector('#app ol.lessons button[data-action=lesson]');
    const url = new URL(page.url());
    assert.equal(url.pathname, '/learn/');
    assert.equal(url.search, `?lang=${lang}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
  }
  await page.goto(`${env.server.url}#learn`);
  await page.waitForSelector('#app ol.lessons button[data-action=lesson]');
  assert.equal(new URL(page.url()).pathname, '/learn/');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
