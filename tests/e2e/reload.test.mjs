// 4. Reload mid-game: the position, the dice in play, the move list (state and text) and the last
// move come back; the game goes on from there. Also a reload while the computer is thinking.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gotoApp, offers, openPage, playHumanTurn, rng, settle, suite, uiState, waitIdle } from './util.mjs';

const env = suite();

/** Everything a reload should keep. */
async function snapshot(page) {
  const s = await uiState(page);
  const dom = await page.evaluate(() => ({
    historyText: document.querySelector('#info .history')?.innerText ?? null,
    last: document.querySelector('#status .last')?.textContent ?? null,
    diceLabel: document.querySelector('#board .dice')?.getAttribute('aria-label') ?? null,
    save: localStorage.getItem('fevga.game'),
  }));
  return { position: s.position, dice: s.dice, history: s.history, phase: s.phase, turns: s.turns, ...dom, movable: (await offers(page)).movable };
}

test('reload mid-game keeps position, dice and history', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  const random = rng(11);
  // A couple of turns, then roll and stop while the person has dice to play.
  let saved = null;
  for (let i = 0; i < 30 && !saved; i++) {
    await waitIdle(page);
    const s = await uiState(page);
    const o = await offers(page);
    if (o.over) break;
    if (s.turns >= 3 && o.movable.length > 0 && !o.done) {
      saved = await snapshot(page);
    } else if (o.roll && s.turns >= 3) {
      await page.click('button[data-action=roll]');
      await settle(page);
    } else {
      await playHumanTurn(page, { random });
    }
  }
  assert.ok(saved, 'reached the person\'s turn with dice after a few turns');
  assert.equal(saved.phase, 'play');
  assert.match(saved.dice, /^\d-\d$/);
  assert.ok(saved.history.length >= 3);
  console.log(`before reload: ${saved.position} dice ${saved.dice}, ${saved.turns} turns: ${saved.history.join('; ')}`);

  await gotoApp(page);
  await waitIdle(page);
  const restored = await snapshot(page);
  assert.equal(restored.position, saved.position, 'position');
  assert.equal(restored.dice, saved.dice, 'dice');
  assert.equal(restored.phase, saved.phase, 'phase');
  assert.deepEqual(restored.history, saved.history, 'history (uiState)');
  assert.equal(restored.historyText, saved.historyText, '#info .history text');
  assert.equal(restored.last, saved.last, 'last move line');
  assert.equal(restored.diceLabel, saved.diceLabel, 'dice drawn');
  assert.deepEqual(restored.movable, saved.movable, 'the same checkers can move');
  assert.equal(restored.save, saved.save, 'the save is unchanged by the reload');

  // The game goes on with those dice.
  const r = await playHumanTurn(page, { random });
  const s = await uiState(page);
  if (r.manual) {
    const dice = saved.dice.split('-').sort().join('-');
    const mine = s.history[saved.turns];
    assert.ok(mine.startsWith('W '), mine);
    assert.equal(mine.split(' ')[1].split('-').sort().join('-'), dice, `played with the same dice: ${mine}`);
  }
  assert.ok(s.turns > saved.turns);
  assert.deepEqual(log.consoleErrors, []);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('reload while the computer is thinking: it still plays', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url);
  const random = rng(12);
  let done = false;
  for (let i = 0; i < 20 && !done; i++) {
    await waitIdle(page);
    const o = await offers(page);
    if (o.done) {
      const turns = (await uiState(page)).turns;
      await page.click('button[data-action=done]');
      // The computer waits ~0.45 s before it plays: reload at once.
      assert.equal((await uiState(page)).busy, true, 'the computer is about to play');
      await gotoApp(page);
      const s = await uiState(page);
      // (The computer may already have played too, if the reload was slow.)
      assert.ok(s.turns >= turns + 1, 'the confirmed turn survived the reload');
      assert.ok(s.history[turns].startsWith('W '), s.history[turns]);
      await waitIdle(page);
      const s2 = await uiState(page);
      assert.ok(s2.turns >= turns + 2, `the computer played after the reload (${s2.turns} turns)`);
      assert.ok(s2.history[turns + 1].startsWith('B '), s2.history[turns + 1]);
      done = true;
    } else if (o.roll) {
      await page.click('button[data-action=roll]');
      await settle(page);
    } else if (o.movable.length) {
      const from = o.movable[Math.floor(random() * o.movable.length)];
      await page.click(`#board .pt[data-point="${from}"]`);
      await settle(page);
      const t = (await offers(page)).targets[0];
      await page.click(typeof t === 'number' ? `#board .pt[data-point="${t}"]` : `#board .tray[data-tray="${t}"]`);
      await settle(page);
    }
  }
  assert.ok(done, 'a turn was confirmed');
  assert.deepEqual(log.consoleErrors, []);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
