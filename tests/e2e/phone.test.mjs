// 6. Phone, 360×640 with touch: the whole board is visible without scrolling sideways, and a
// turn is played by tapping (Roll, checker, target, Done), with animations on. The board spans the
// width with readable labels, and the score and pips are on the first screen in every language
// (screenshots phone-<lang>-<start|rolled>.png go to tests/e2e/artifacts/): the header, the board,
// the status, the buttons and the info down to the pips table end within 640 px.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DESKTOP, LANGS, PHONE, ensureArtifacts, offers, openPage, playHumanTurn, rng, rollOpening, settle, suite, uiState, waitIdle } from './util.mjs';

const env = suite();
let dir;
before(() => {
  dir = ensureArtifacts();
});

const MIN_LABEL_PX = 11;

/**
 * The smallest rendered font size (CSS px) of the board's point numbers and stack counts: the
 * computed font size, in viewBox units, times the board's scale on the screen.
 */
function labelSizes(page) {
  return page.evaluate(() => {
    const svg = document.getElementById('board');
    const scale = svg.getScreenCTM().a;
    const px = (sel) => [...svg.querySelectorAll(sel)].map((e) => parseFloat(getComputedStyle(e).fontSize) * scale);
    const nums = px('.num');
    const counts = px('.count');
    return { scale, nums: nums.length, counts: counts.length, num: Math.min(...nums), count: Math.min(...counts) };
  });
}

for (const [device, opts] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`${device}: point numbers and stack counts are at least ${MIN_LABEL_PX} px`, { timeout: 60_000 }, async () => {
    const { page, log, context } = await openPage(env.browser, env.server.url, opts);
    try {
      // The opening position: 15 on a point of each side, more than a full stack, so each shows a count.
      const m = await labelSizes(page);
      console.log(`${device}: board scale ${m.scale.toFixed(3)}; numbers ${m.num.toFixed(1)} px, counts ${m.count.toFixed(1)} px`);
      assert.equal(m.nums, 24, 'every point has its number');
      assert.equal(m.counts, 2, 'both stacks of 15 show their count');
      assert.ok(m.num >= MIN_LABEL_PX, `point numbers are ${m.num.toFixed(1)} px`);
      assert.ok(m.count >= MIN_LABEL_PX, `stack counts are ${m.count.toFixed(1)} px`);
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });
}

test('phone: the board spans the width', { timeout: 60_000 }, async () => {
  const { page, context } = await openPage(env.browser, env.server.url, PHONE);
  try {
    const b = await page.evaluate(() => document.getElementById('board').getBoundingClientRect().toJSON());
    const { width } = PHONE.viewport;
    assert.ok(b.width >= 0.95 * width, `the board is ${b.width} px wide of ${width}`);
    // Minimal side padding: at most 2 px on either side.
    assert.ok(b.x >= 0 && b.x <= 2 && b.right >= width - 2 && b.right <= width, `board from ${b.x} to ${b.right}`);
  } finally {
    await context.close();
  }
});

/** Where the first screen's parts end, with the page scrolled to its top. */
function firstScreen(page) {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const bottom = (sel) => {
      const els = [...document.querySelectorAll(sel)];
      return els.length ? Math.max(...els.map((e) => e.getBoundingClientRect().bottom)) : null;
    };
    const parts = {};
    for (const sel of ['header', '#board', '#status', '#controls button', 'table.sides']) parts[sel] = bottom(sel);
    // The info's lines down to the pips table: the game's kind or score line, then the table.
    const info = [...document.querySelectorAll('#info > *')];
    const upTo = info.findIndex((e) => e.matches('table.sides'));
    parts['#info above the pips'] = upTo > 0 ? Math.max(...info.slice(0, upTo).map((e) => e.getBoundingClientRect().bottom)) : null;
    return { parts, scrollY: window.scrollY, height: window.innerHeight };
  });
}

for (const lang of LANGS) {
  test(`phone (${lang}): header, board, status, buttons and the pips table without scrolling`, { timeout: 60_000 }, async () => {
    const { page, log, context } = await openPage(env.browser, env.server.url, { ...PHONE, lang });
    try {
      for (const when of ['start', 'rolled']) {
        if (when === 'rolled') await rollOpening(page, { tap: true });
        const s = await firstScreen(page);
        await page.screenshot({ path: join(dir, `phone-${lang}-${when}.png`) });
        console.log(`phone ${lang} ${when}: bottoms ${Object.entries(s.parts).map(([k, v]) => `${k} ${v?.toFixed(0)}`).join(', ')}`);
        assert.equal(s.scrollY, 0);
        for (const [sel, bottom] of Object.entries(s.parts)) {
          assert.ok(bottom !== null, `${lang} ${when}: ${sel} is drawn`);
          assert.ok(bottom <= s.height, `${lang} ${when}: ${sel} ends at ${bottom.toFixed(0)} px, below the ${s.height} px screen`);
        }
      }
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });
}

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
  // The board spans the width, so a point is about 25 px wide (WCAG 2.5.8's 24 px) and ~130 px tall.
  assert.ok(m.point.width >= 24, `a point is ${m.point.width.toFixed(1)} px wide`);
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
