// 1. A whole game against the computer, played to its end by clicking (random legal choices), on
// a desktop viewport with reduced motion; no console or page errors, no request off the origin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foreignRequests, openPage, playGame, rng, settle, suite, uiState, waitIdle } from './util.mjs';

const env = suite();

test('a whole game against the computer by clicking, to its end', { timeout: 240_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  const start = await uiState(page);
  assert.equal(start.phase, 'opening');
  assert.equal(start.winner, null);
  assert.equal(start.turns, 0);

  const seed = Date.now() % 1_000_000;
  const t0 = Date.now();
  const manual = await playGame(page, { method: 'click', random: rng(seed) });
  const s = await uiState(page);
  const secs = ((Date.now() - t0) / 1000).toFixed(1);

  assert.equal(s.phase, 'over');
  const { winner, points } = s;
  assert.ok(['white', 'black'].includes(winner), `winner ${winner}`);
  assert.ok([1, 2].includes(points), `points ${points}`);
  console.log(`game: ${s.turns} turns (${manual} entered by clicks) in ${secs} s, seed ${seed}; ${winner} wins ${points}`);
  assert.ok(s.turns >= 20, `a real game has many turns, got ${s.turns}`);
  assert.equal(s.history.length, s.turns);
  assert.ok(manual >= 5, `the person entered ${manual} turns by hand`);

  // The summary names the winner (the person plays White) and the points.
  const turn = (await page.textContent('#status .summary')).trim();
  const who = winner === 'white' ? 'You win' : 'The computer wins';
  const pts = points === 1 ? '1 point' : '2 points';
  assert.ok(turn.startsWith(`${who} ${pts}.`), `status: ${turn}`);
  assert.match(turn, points === 2 ? /counts double/ : /single game/);
  // Screen readers hear it too.
  assert.ok((await page.textContent('#live')).includes(`${who} ${pts}.`), 'the live region announces the result');
  // A one-point match is over: New match is offered, and it starts afresh.
  assert.ok(await page.isEnabled('button[data-action=new-match]'));
  assert.equal(await page.locator('#board .pt.movable').count(), 0, 'nothing movable after the end');
  await page.click('button[data-action=new-match]');
  await settle(page);
  await waitIdle(page);
  const fresh = await uiState(page);
  assert.equal(fresh.phase, 'opening');
  assert.equal(fresh.points, null);
  assert.equal(fresh.turns, 0);

  assert.deepEqual(log.consoleErrors, [], 'console errors');
  assert.deepEqual(log.pageErrors, [], 'page errors');
  assert.deepEqual(foreignRequests(log, env.server.url), [], 'requests off the page origin');
  assert.ok(log.requests.length > 0);
  await context.close();
});
