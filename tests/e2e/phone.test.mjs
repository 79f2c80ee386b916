// 6. Phone, 360×640 with touch: the whole board is visible without scrolling sideways, and a
// turn is played by tapping (Roll, checker, target, Done), with animations on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, offers, openPage, playHumanTurn, rng, settle, suite, uiState, waitIdle } from './util.mjs';

const env = suite();

test('phone: the board fits and a turn is played by tapping', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, PHONE);
  const { width, height } = PHONE.viewport;
  const m = await page.evaluate(() => {
    const r = document.getElementById('board').getBoundingClientRect();
    const pt = document.querySelector('#board .pt[data-point="1"] .hit').getBoundingClientRect();
    return {
      board: { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height },
      scrollWidth: document.documentElement.scrollWidth,
      point: { width: pt.width, height: pt.height },
      roll: document.querySelector('button[data-action=roll]').getBoundingClientRect().toJSON(),
    };
  });
  console.log(`phone: board ${m.board.width.toFixed(0)}×${m.board.height.toFixed(0)} at (${m.board.x.toFixed(0)}, ${m.board.y.toFixed(0)}); a point's tap area ${m.point.width.toFixed(1)}×${m.point.height.toFixed(0)} px; Roll button ${m.roll.width.toFixed(0)}×${m.roll.height.toFixed(0)}`);
  assert.ok(m.board.x >= 0 && m.board.right <= width, `the board fits the width: ${JSON.stringify(m.board)}`);
  assert.ok(m.board.y >= 0 && m.board.bottom <= height, `the whole board is on the first screen: ${JSON.stringify(m.board)}`);
  assert.ok(m.board.width >= width * 0.9, 'the board uses the width');
  assert.ok(m.scrollWidth <= width, `no sideways scrolling (scrollWidth ${m.scrollWidth})`);
  // (A point is ~23 px wide here, a hair under WCAG 2.5.8's 24 px, but ~120 px tall: logged, not asserted.)
  assert.ok(m.roll.height >= 44, 'the Roll button is at least 44 px high');

  const random = rng(3);
  let manual = null;
  for (let i = 0; i < 15 && !manual; i++) {
    const prev = await uiState(page);
    const r = await playHumanTurn(page, { method: 'tap', random });
    if (r.over) break;
    if (r.manual) {
      const s = await uiState(page);
      assert.ok(s.turns > prev.turns, 'the tapped turn was recorded');
      manual = s.history.findLast((h) => h.startsWith('W '));
    }
  }
  assert.ok(manual, 'a turn with choices was played by tapping');
  console.log(`phone: tapped turn ${manual}`);
  assert.deepEqual(log.consoleErrors, []);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

// A finger that slides ~10 px while touching a movable checker (an everyday imprecise tap) starts a
// drag; the drag's pointermove panics the wasm (see board.test.mjs) and the page stops responding.
test('a slightly sliding tap on a checker does not break the page', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, PHONE);
  const random = rng(4);
  let o = null;
  for (let i = 0; i < 30; i++) {
    await waitIdle(page);
    o = await offers(page);
    if (o.movable.length && !o.undo) break;
    if (o.roll) await page.tap('button[data-action=roll]');
    else await playHumanTurn(page, { method: 'tap', random });
    await settle(page);
  }
  assert.ok(o?.movable.length, 'the person has a checker to move');
  const b = await page.locator(`#board .pt[data-point="${o.movable[0]}"] .tri`).boundingBox();
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + 2 * i, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await settle(page);
  try {
    assert.deepEqual(log.pageErrors.map((e) => e.split('\n')[0]), [], 'page errors');
    await uiState(page); // throws when the wasm is dead
  } finally {
    await context.close();
  }
});
