// The coach: the Hint button ranks the roll's best plays and draws the best as gold arrows, and
// Roll out plays them on in the computer's worker (equity ± error); after
// a game, Review rates every play (totals per side, a list) and steps through the game showing
// the played play (dashed blue) and the best one (gold). Screenshots in all four languages,
// desktop and phone, go to tests/e2e/artifacts/ (coach-*.png).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  DESKTOP, LANGS, PHONE, ensureArtifacts, ftlLine, ftlSimple, gotoApp, makeSave, offers, openPage, playHumanTurn, rng,
  selfPlayedRecord, settle, suite, timingTarget, uiState, waitIdle, chooseLang } from './util.mjs';

const env = suite();
let dir;
before(() => {
  dir = ensureArtifacts();
});

const enabled = (a) => `button[data-action=${a}]:not([aria-disabled=true])`;

/** Starts recording the page's longest task (ms) from now on. */
const watchLongTasks = (page) => page.evaluate(() => {
  window.longest = 0;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.longest = Math.max(window.longest, e.duration);
  }).observe({ type: 'longtask' });
});

/** Plays on until the person has a roll with a choice (the Hint button is offered). */
async function untilHint(page, random) {
  for (let i = 0; i < 80; i++) {
    await waitIdle(page);
    if (await page.$(enabled('hint'))) return;
    const o = await offers(page);
    if (o.roll) await page.click(enabled('roll'));
    else await playHumanTurn(page, { random });
    await settle(page);
  }
  throw new Error('no roll with a choice');
}

test('a hint ranks the best plays and draws the best as arrows, in every language, desktop and phone', { timeout: 300_000 }, async () => {
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const lang of LANGS) {
      const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, lang, reducedMotion: 'reduce' });
      await untilHint(page, rng(5));
      const own = ftlSimple(lang);
      assert.equal((await page.textContent('button[data-action=hint]')).trim(), own.get('hint'));
      assert.equal(await page.$$eval('#board .arrow', (a) => a.length), 0, 'no arrows before the hint');
      await watchLongTasks(page);
      const t0 = Date.now();
      await page.click(enabled('hint'));
      await page.waitForSelector('#status .hint li', { timeout: 20_000 });
      const ms = Date.now() - t0;
      const longest = await page.evaluate(() => window.longest);
      const lines = await page.$$eval('#status .hint li', (els) => els.map((e) => e.textContent));
      assert.ok(lines.length >= 2 && lines.length <= 5, `${lang}: ${lines}`);
      // Each line: a play, its equity in points (the language's decimal comma), and three odds.
      const comma = lang === 'en' ? '.' : ',';
      for (const l of lines) {
        assert.match(l, /\d+\/(\d+|off)/, `${lang}: a play in ${l}`);
        assert.ok(l.includes(`0${comma}`) || l.includes(`1${comma}`) || l.includes(`2${comma}`), `${lang}: equity in ${l}`);
        assert.equal((l.match(/%/g) ?? []).length, 3, `${lang}: three odds in ${l}`);
      }
      const arrows = await page.$$eval('#board .arrow.best', (a) => a.length);
      assert.ok(arrows >= 1, `${lang}: the best play as arrows`);
      // The hint button is spent for this roll; the board still plays.
      assert.equal(await page.$(enabled('hint')), null);
      assert.ok((await offers(page)).movable.length > 0);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(wide <= 0, `${lang} ${device}: the page is ${wide} px wider than the screen`);
      console.log(`# hint ${lang} ${device}: ${lines.length} plays in ${ms} ms (click to list, expert depth, wasm), longest task ${longest.toFixed(0)} ms`);
      if (lang === 'en' && device === 'desktop') timingTarget('longest task while a hint is found', longest, 50);
      await page.screenshot({ path: join(dir, `coach-hint-${lang}-${device}.png`), fullPage: true });
      // Roll out: the hint's plays played on in the computer's worker, with progress; then the
      // same plays, best first, each with its equity and standard error.
      assert.equal((await page.textContent('button[data-action=roll-out]')).trim(), own.get('roll-out'));
      await watchLongTasks(page);
      const r0 = Date.now();
      await page.click(enabled('roll-out'));
      const progress = await page.waitForSelector('#status .rollout-wait progress', { timeout: 5_000 }).then(() => true, () => false);
      await page.waitForSelector('#status .rollout li', { timeout: 60_000 });
      const rollMs = Date.now() - r0;
      const rollLongest = await page.evaluate(() => window.longest);
      const rolled = await page.$$eval('#status .rollout li b', (els) => els.map((e) => e.textContent));
      const plays = (xs) => xs.map((l) => l.split(':')[0].trim()).sort();
      assert.deepEqual(plays(rolled), plays(lines), `${lang}: the hint's plays are rolled out`);
      for (const l of rolled) assert.match(l, new RegExp(`\\d${comma === '.' ? '\\.' : ','}\\d{3} ± 0${comma === '.' ? '\\.' : ','}\\d{3}`), `${lang}: equity ± error in ${l}`);
      assert.equal(await page.$('button[data-action=roll-out]'), null, 'spent for this roll');
      assert.ok((await offers(page)).movable.length > 0, 'the board plays on');
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(wider <= 0, `${lang} ${device}: with the rollout the page is ${wider} px wider than the screen`);
      console.log(`# rollout ${lang} ${device}: ${rolled.length} plays x 1296 trials in ${rollMs} ms (click to list, wasm worker), progress shown: ${progress}, longest task ${rollLongest.toFixed(0)} ms`);
      if (lang === 'en' && device === 'desktop') timingTarget('longest task while a rollout runs', rollLongest, 50);
      await page.screenshot({ path: join(dir, `coach-rollout-${lang}-${device}.png`), fullPage: true });
      assert.deepEqual(log.pageErrors, []);
      assert.deepEqual(log.consoleErrors, []);
      await context.close();
    }
  }
});

test('a finished game is reviewed: totals, rated turns, stepped through on the board, in every language', { timeout: 400_000 }, async () => {
  const { page, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  const { record } = await selfPlayedRecord(page);
  await context.close();
  // One review per device; the language is then switched in place (the review stays).
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    const ctx = await env.browser.newContext({ ...opts, reducedMotion: 'reduce' });
    const p = await ctx.newPage();
    const errors = [];
    p.on('pageerror', (e) => errors.push(String(e)));
    await p.goto(`${env.server.url}?lang=en`);
    await p.evaluate((t) => localStorage.setItem('fevga.game', t), makeSave(record));
    await gotoApp(p, `${env.server.url}?lang=en`);
    const s = await uiState(p);
    assert.equal(s.phase, 'over', 'restored');
    await watchLongTasks(p);
    const t0 = Date.now();
    await p.click(enabled('review'));
    await p.waitForSelector('#status .review-wait');
    await p.waitForSelector('#status .review', { timeout: 60_000 });
    const ms = Date.now() - t0;
    const longest = await p.evaluate(() => window.longest);
    if (device === 'desktop') timingTarget('longest task while a game is reviewed', longest, 50);
    // Totals: a column per side, a row per figure.
    const totals = () => p.$$eval('#status .review-totals tr', (r) => r.map((x) => [...x.children].map((c) => c.textContent)));
    const rows = await totals();
    assert.equal(rows.length, 8, JSON.stringify(rows));
    assert.equal(rows[0].length, 3, JSON.stringify(rows));
    const decisions = rows[1].slice(1).map(Number);
    const listed = await p.$$eval('#status .review-list li', (l) => l.length);
    assert.equal(listed, decisions[0] + decisions[1], 'every rated turn listed');
    assert.ok(listed > 10, `${listed}`);
    // Step through: the board shows each turn's position before it, with its play as arrows,
    // and a gold arrow where a doubtful play or worse missed a better one.
    let firstBetter = -1;
    let withBetter = 0;
    let steps = 0;
    while (await p.$(enabled('review-next'))) {
      await p.click(enabled('review-next'));
      await settle(p);
      steps++;
      const a = await p.$$eval('#board .arrow', (x) => x.map((e) => e.getAttribute('class')));
      const turn = await p.textContent('#status .review-turn');
      assert.ok(turn.startsWith(`Turn ${steps}:`), turn);
      if (a.includes('arrow best')) {
        assert.ok(a.includes('arrow played'), 'the played play beside the better one');
        const label = await p.$eval('#status .review-list li.current', (l) => l.className);
        assert.match(label, /doubtful|mistake|blunder/, label);
        withBetter++;
        if (firstBetter < 0) firstBetter = steps;
      }
    }
    assert.equal(steps, s.turns, 'every turn stepped');
    assert.ok(withBetter > 0, 'some play had a better one');
    // Back to the first turn with a better play, then every language on it.
    for (let i = steps; i > firstBetter; i--) await p.click(enabled('review-prev'));
    await settle(p);
    // Roll out: the best play against the one played, both played on in the worker.
    const r0 = Date.now();
    await p.click(enabled('roll-out'));
    await p.waitForSelector('#status .rollout li', { timeout: 60_000 });
    const rolled = await p.$$eval('#status .rollout li b', (l) => l.map((e) => e.textContent));
    assert.equal(rolled.length, 2, `the best and the played play: ${rolled}`);
    assert.equal(await p.$('button[data-action=roll-out]'), null, 'spent for this turn');
    console.log(`# review rollout ${device}: ${rolled.join(' / ')} in ${Date.now() - r0} ms`);
    for (const lang of LANGS) {
      await chooseLang(p, lang);
      const own = ftlSimple(lang);
      const r = await totals();
      assert.deepEqual(r.slice(1).map((x) => x[0]), ['review-decisions', 'review-lost', 'review-doubtful', 'review-mistake', 'review-blunder', 'review-error-rate', 'review-rating'].map((k) => own.get(k)), lang);
      assert.equal(r[1].slice(1).map(Number).join(), decisions.join(), `${lang}: the same review`);
      assert.equal((await p.textContent('button[data-action=review-close]')).trim(), own.get('review-close'));
      assert.equal(await p.$$eval('#status .review-list li.current', (l) => l.length), 1);
      assert.ok((await p.$$eval('#board .arrow.best', (x) => x.length)) > 0, `${lang}: the better play drawn`);
      const wide = await p.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(wide <= 0, `${lang} ${device}: the page is ${wide} px wider than the screen`);
      await p.screenshot({ path: join(dir, `coach-review-${lang}-${device}.png`), fullPage: true });
    }
    // Any rated turn at once: the list's entries are buttons; then the keys step from there.
    const picks = await p.$$('#status .review-list li > button[data-action=review-turn]');
    assert.equal(picks.length, listed, 'every rated turn a button');
    const pick = picks[Math.floor(picks.length / 2)];
    const picked = await pick.getAttribute('data-turn');
    await pick.click();
    await settle(p);
    assert.equal(await p.getAttribute('#status .review-list [aria-current=step]', 'data-turn'), picked);
    await p.keyboard.press('End');
    await settle(p);
    assert.equal(await p.$(enabled('review-next')), null, 'End: the last turn');
    assert.equal(await p.$(enabled('review-next-mistake')), null, 'no mistake after the last turn');
    await p.keyboard.press('Home');
    await settle(p);
    assert.ok(await p.$(enabled('review-prev')), 'Home: the first turn');
    await p.keyboard.press('ArrowLeft');
    await settle(p);
    assert.equal(await p.$(enabled('review-prev')), null, 'ArrowLeft from the first turn: the list');
    await p.keyboard.press('ArrowRight');
    await settle(p);
    assert.ok(await p.$(enabled('review-prev')), 'ArrowRight: the first turn again');
    await p.click(enabled('review-close'));
    await settle(p);
    assert.equal(await p.$$eval('#board .arrow', (x) => x.length), 0);
    assert.ok(await p.isVisible('#status .summary'));
    console.log(`# review ${device}: ${listed} rated turns in ${ms} ms (expert depth, wasm), ${steps} steps, ${withBetter} with a better play, longest task ${longest.toFixed(0)} ms`);
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});

// Issue 31: a hint asked with part of the roll played answers for the dice left: the rest of the
// turn (the best ways on from the steps entered, as gold arrows from where the checkers stand);
// steps that no best play continues are said to be off them, with a button that takes them back.
test('a hint in mid-turn shows the rest of the turn, or offers to undo steps off the best plays', { timeout: 180_000 }, async () => {
  const position = 'W:24x9,19,17,15,13,9,6 B:12x9,11,8,7,5,3,2 W';
  const tap = async (page, p) => {
    await page.click(`#board .pt[data-point="${p}"] .hit`);
    await settle(page);
  };
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', { ...PHONE, viewport: { width: 390, height: 844 } }]]) {
    for (const lang of ['en', 'de']) {
      const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, lang, reducedMotion: 'reduce' });
      await page.goto(`${env.server.url}?lang=${lang}#position=${encodeURIComponent(position)}&dice=5-3`);
      await page.waitForFunction((p) => window.fevga?.uiState?.()?.position === p, position);
      await waitIdle(page);
      const own = ftlSimple(lang);
      await page.click(enabled('hint'));
      await page.waitForSelector('#status .hint li', { timeout: 20_000 });
      // The best play's first step, entered: the rest of the turn, the die left in the title.
      const best = await page.textContent('#status .hint li.best b');
      const [, from, to] = best.match(/(\d+)\/(\d+)/);
      await tap(page, from);
      await tap(page, to);
      await page.waitForSelector('#status .hint-rest li');
      const title = (await page.textContent('#status .hint-rest h2')).replace(/[\u2068\u2069]/g, '');
      const left = Number(from) - Number(to) === 5 ? '3' : '5';
      assert.equal(title, ftlLine(lang, 'hint-rest-title').replace('{ $dice }', left), `${lang}: ${title}`);
      const rest = await page.$$eval('#status .hint-rest li', (els) => els.map((e) => e.textContent));
      assert.ok(rest.length >= 1 && rest.every((l) => /\d+\/(\d+|off)/.test(l)), `${lang}: ${rest}`);
      assert.equal(await page.$('#status button[data-action=hint-undo]'), null, 'on the best play: no undo offered');
      assert.equal(await page.$$eval('#board .arrow.best', (a) => a.length), 1, 'the rest of the turn as an arrow');
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(wide <= 0, `${lang} ${device}: the page is ${wide} px wider than the screen`);
      await page.screenshot({ path: join(dir, `coach-hint-rest-${lang}-${device}.png`), fullPage: true });
      // Undone; then the first step that no best play continues: said, and Undo offered.
      await page.click(enabled('undo'));
      await settle(page);
      let off = false;
      for (const p of (await offers(page)).movable) {
        await tap(page, p);
        const targets = (await offers(page)).targets ?? [];
        // The nearest target: one die's step.
        const near = targets.filter((x) => typeof x === 'number');
        if (near.length === 0) { await tap(page, p); continue; }
        const t = Math.max(...near);
        await tap(page, t);
        if (await page.$('#status button[data-action=hint-undo]')) { off = true; break; }
        await page.click(enabled('undo'));
        await settle(page);
      }
      assert.ok(off, 'a first step off the best plays');
      assert.equal((await page.textContent('#status .hint-off-best button')).trim(), own.get('hint-undo'));
      await page.screenshot({ path: join(dir, `coach-hint-off-${lang}-${device}.png`), fullPage: true });
      await page.click(enabled('hint-undo'));
      await settle(page);
      assert.equal(await page.$('#status .hint-rest'), null, 'the whole turn\'s hint again');
      assert.ok((await page.$$eval('#status .hint li', (els) => els.length)) >= 2);
      assert.deepEqual(log.pageErrors, []);
      await context.close();
    }
  }
});
