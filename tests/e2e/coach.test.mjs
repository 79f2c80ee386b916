// The coach: the Hint button ranks the roll's best plays and draws the best as gold arrows, and
// Roll out plays them on in the computer's worker (equity ± error); after a game, "Review the
// game" links to the Games page's analysis board, which reviews it (the game page has no review
// of its own, issue 31). Screenshots in all four languages, desktop and phone, go to
// tests/e2e/artifacts/ (coach-*.png).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  DESKTOP, LANGS, PHONE, ensureArtifacts, ftlLine, ftlSimple, gotoApp, offers, openPage, playHumanTurn, rng,
  settle, suite, timingTarget, uiState, waitIdle, chooseLang } from './util.mjs';

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

// Issue 31: the game page has no review of its own. A game's end offers "Review the game", a
// link styled as a button to the Games page's analysis board (`games/?lang=<lang>#current`),
// and the finished game is already written for the Games page (fevga.games-current and the
// inbox) when the link appears: a MutationObserver reads the storage in the same task.
test('a finished game links to its review on the Games page, kept before the link shows, in every language, desktop and phone', { timeout: 180_000 }, async () => {
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    const ctx = await env.browser.newContext({ ...opts, reducedMotion: 'reduce' });
    await ctx.addInitScript(() => {
      new MutationObserver(() => {
        if (window.reviewSeen === undefined && document.querySelector('#controls a.review-link')) {
          window.reviewSeen = {
            current: localStorage.getItem('fevga.games-current'),
            inbox: localStorage.getItem('fevga.games-inbox'),
          };
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const p = await ctx.newPage();
    const errors = [];
    p.on('pageerror', (e) => errors.push(String(e)));
    // White's last checker on its 1 point, 6-5 to play: the forced play ends the game.
    await gotoApp(p, `${env.server.url}?lang=en#position=${encodeURIComponent('W:1 B:12x15 W')}&dice=6-5`);
    await p.waitForSelector('#controls a.review-link', { timeout: 20_000 });
    assert.equal((await uiState(p)).phase, 'over');
    const seen = await p.evaluate(() => window.reviewSeen);
    assert.match(seen.current ?? '', /^Game: [1-9]\d* /, `the finished game, kept when the link showed: ${seen.current}`);
    const record = seen.current.slice(seen.current.indexOf('\n'));
    assert.ok(record.includes('1/off'), seen.current);
    assert.ok((seen.inbox ?? '').includes(record), `and in the Games page's inbox: ${seen.inbox}`);
    // No review of the page's own: no button, no panel, no review keys.
    assert.equal(await p.$('button[data-action^=review]'), null);
    assert.equal(await p.$('#status .review'), null);
    for (const lang of LANGS) {
      await chooseLang(p, lang);
      const own = ftlSimple(lang);
      const link = await p.$('#controls a.review-link');
      assert.equal(await link.getAttribute('href'), `games/?lang=${lang}#current`);
      assert.equal((await link.textContent()).trim(), own.get('review'));
      // Styled as the button it replaces, beside the primary one.
      const look = await link.evaluate((a) => {
        const c = getComputedStyle(a);
        return { underline: c.textDecorationLine, height: a.getBoundingClientRect().height };
      });
      const primary = await p.$eval('#controls button.primary', (b) => b.getBoundingClientRect().height);
      assert.equal(look.underline, 'none', `${lang} ${device}`);
      assert.ok(look.height >= 44 && Math.abs(look.height - primary) <= 2, `${lang} ${device}: ${look.height} beside ${primary}`);
      const wide = await p.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(wide <= 0, `${lang} ${device}: the page is ${wide} px wider than the screen`);
      await p.screenshot({ path: join(dir, `coach-review-link-${lang}-${device}.png`), fullPage: true });
    }
    // Followed: the Games page at that address.
    await Promise.all([p.waitForURL(/games\/\?lang=bg#current$/), p.click('#controls a.review-link')]);
    // The Games page opens that game on its analysis board, the address naming it, and reviews it.
    await p.waitForFunction(() => window.gamesState?.().screen === 'replay', null, { timeout: 20_000 });
    await p.waitForURL(/games\/\?lang=bg#open=\d+$/);
    const shown = await p.evaluate(() => window.gamesState());
    assert.equal(shown.turns, 1, 'the game just finished');
    assert.equal(shown.games, 1);
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
