// 2. Keyboard only: Tab to the board (roving tabindex), arrows to a movable point, Enter, arrows
// to a target, Enter, then Tab to Done and Enter; focus stays visible and on the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { arrowTo, focusedSpot, offers, openPage, rng, settle, suite, tabTo, uiState, waitIdle } from './util.mjs';

const env = suite();

/** The board's focus facts: the focused element, whether it shows focus, the roving tabindex. */
function focusFacts(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    const hit = a?.querySelector?.('.hit');
    return {
      isPoint: !!a?.matches?.('#board .pt'),
      onBoard: !!a?.closest?.('#board'),
      point: a?.dataset?.point ? Number(a.dataset.point) : null,
      focusVisible: !!a?.matches?.(':focus-visible'),
      ring: hit ? getComputedStyle(hit).stroke : null,
      ringWidth: hit ? getComputedStyle(hit).strokeWidth : null,
      zeros: [...document.querySelectorAll('#board .pt[tabindex="0"]')].map((e) => Number(e.dataset.point)),
    };
  });
}

async function assertBoardFocus(page, where) {
  const f = await focusFacts(page);
  assert.ok(f.isPoint && f.onBoard, `${where}: focus is on a board point (${JSON.stringify(f)})`);
  assert.ok(f.focusVisible, `${where}: the focused point matches :focus-visible`);
  assert.equal(f.ring, 'rgb(124, 196, 255)', `${where}: the focus ring is drawn`);
  assert.deepEqual(f.zeros, [f.point], `${where}: exactly the focused point has tabindex=0`);
}

test('a full human turn by keyboard only', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  const random = rng(7);
  const zeros = await page.$$eval('#board .pt[tabindex="0"]', (els) => els.length);
  assert.equal(zeros, 1, 'roving tabindex: one point in the tab order');

  // Tab reaches the board first, then the Roll button right after it.
  await tabTo(page, '#board .pt[tabindex="0"]');
  await assertBoardFocus(page, 'after Tab');
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => document.activeElement.matches('button[data-action=roll]')), 'Tab from the board reaches Roll');

  let keyboardTurn = null;
  for (let turn = 0; turn < 12 && !keyboardTurn; turn++) {
    await waitIdle(page);
    let o = await offers(page);
    const prev = await uiState(page);
    if (o.over) break;
    if (o.roll) {
      await tabTo(page, 'button[data-action=roll]');
      await page.keyboard.press('Enter');
      await settle(page);
      continue;
    }
    // The person's turn with a choice: enter it by keyboard.
    assert.ok(o.movable.length > 0, JSON.stringify(o));
    if ((await focusedSpot(page)) === null) await tabTo(page, '#board .pt[tabindex="0"]');
    let steps = 0;
    while (!o.done) {
      const from = o.movable[Math.floor(random() * o.movable.length)];
      await arrowTo(page, from);
      await assertBoardFocus(page, `on ${from}`);
      await page.keyboard.press('Enter');
      await settle(page);
      o = await offers(page);
      assert.deepEqual(o.selected, [from], 'Enter selects the focused checker');
      assert.ok(o.targets.length > 0, 'a selected checker has targets');
      // Escape deselects; Space selects again.
      await page.keyboard.press('Escape');
      await settle(page);
      assert.deepEqual((await offers(page)).selected, [], 'Escape deselects');
      await page.keyboard.press(' ');
      await settle(page);
      o = await offers(page);
      assert.deepEqual(o.selected, [from], 'Space selects too');
      const to = o.targets.filter((t) => typeof t === 'number')[0];
      assert.ok(to !== undefined, `early in the game a target is a point: ${o.targets}`);
      await arrowTo(page, to);
      await page.keyboard.press('Enter');
      await settle(page);
      await assertBoardFocus(page, `after moving ${from} to ${to}`);
      steps++;
      o = await offers(page);
      assert.ok(steps <= 4, 'at most four steps');
    }
    assert.equal((await uiState(page)).turns, prev.turns, 'nothing recorded before Done');
    // Tab from the board goes to Undo, then Done.
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.activeElement.matches('button[data-action=undo]')), 'Tab reaches Undo');
    await tabTo(page, 'button[data-action=done]');
    assert.ok(await page.evaluate(() => document.activeElement.matches(':focus-visible')), 'Done shows focus');
    await page.keyboard.press('Enter');
    await settle(page);
    const s = await uiState(page);
    assert.equal(s.turns, prev.turns + 1, 'Done recorded the turn');
    keyboardTurn = s.history.at(-1);
  }
  assert.ok(keyboardTurn, 'a turn with choices came within 12 rounds');
  assert.match(keyboardTurn, /^W \d-\d \S/, `the person's (White's) turn is in the history: ${keyboardTurn}`);
  console.log(`keyboard turn recorded: ${keyboardTurn}`);
  // The computer answers afterwards as usual.
  await waitIdle(page);
  const later = await uiState(page);
  assert.ok(later.history.length > 0 && later.history.includes(keyboardTurn));

  assert.deepEqual(log.consoleErrors, []);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('arrow keys: along the path round the corner, across, Home/End, and the board keeps the focus', { timeout: 60_000 }, async () => {
  const { page, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await tabTo(page, '#board .pt[tabindex="0"]');
  const start = await focusedSpot(page);
  assert.equal(start, 24, 'the first focus is White\'s head, point 24');
  const press = async (key) => {
    await page.keyboard.press(key);
    await settle(page);
    await settle(page);
    return focusedSpot(page);
  };
  // White's path (fevga_board::geometry): Right forward, 24 towards 1, Left back; Up and Down
  // to the facing point; Home and End to the path's ends.
  assert.equal(await press('ArrowLeft'), 24, 'nothing before the head');
  assert.equal(await press('ArrowRight'), 23);
  assert.equal(await press('ArrowDown'), 2, 'down from 23 is 2');
  assert.equal(await press('ArrowRight'), 1);
  assert.equal(await press('Home'), 24);
  assert.equal(await press('End'), 1);
  assert.equal(await press('ArrowUp'), 24);
  for (let i = 0; i < 11; i++) await press('ArrowRight');
  assert.equal(await focusedSpot(page), 13);
  assert.equal(await press('ArrowRight'), 12, 'round the corner: 13 then 12');
  assert.equal(await press('ArrowLeft'), 13, 'and back');
  await assertBoardFocus(page, 'after arrow keys');
  await context.close();
});

// The arrow keys also reach the mover's bear-off tray (ArrowRight from point 1 is White's tray, at
// the end of White's path). The trays have no tabindex, so the page cannot focus them: DOM focus stays on
// the point (now tabindex=-1), no board element has tabindex=0, and the focus ring shows a point
// while Enter acts on the tray. A keyboard user who then Tabs away cannot Tab back to the board.
test('keyboard focus on a bear-off tray', { timeout: 60_000 }, async () => {
  const { page, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await tabTo(page, '#board .pt[tabindex="0"]');
  await arrowTo(page, 1);
  await page.keyboard.press('ArrowRight');
  await settle(page);
  await settle(page);
  const f = await page.evaluate(() => ({
    tray: document.activeElement?.dataset?.tray ?? null,
    inTabOrder: document.querySelectorAll('#board [tabindex="0"]').length,
  }));
  try {
    assert.equal(f.tray, 'W', 'ArrowRight from point 1 focuses White\'s tray');
    assert.equal(f.inTabOrder, 1, 'one board element stays in the tab order');
    // Tab away to Roll, Shift+Tab back: the board should take the focus again.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('#board')), 'Shift+Tab returns to the board');
  } finally {
    await context.close();
  }
});
