// Extras around entering a turn: Undo takes steps back, a checker can be dragged to a target, and
// the live region announces rolls and moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { offers, openPage, playHumanTurn, rng, settle, suite, uiState, waitIdle } from './util.mjs';

const env = suite();

const boardLabels = (page) => page.$$eval('#board .pt', (els) => els.map((e) => e.getAttribute('aria-label').split(',')[0]));

/** Plays on until the person has a turn with a choice (movable checkers, nothing entered yet). */
async function untilChoice(page, random) {
  for (let i = 0; i < 30; i++) {
    await waitIdle(page);
    const o = await offers(page);
    if (o.over) return false;
    if (o.movable.length && !o.undo) return true;
    if (o.roll) {
      await page.click('button[data-action=roll]');
      await settle(page);
    } else {
      await playHumanTurn(page, { random });
    }
  }
  return false;
}

test('Undo takes back the steps of the turn being entered', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  assert.ok(await untilChoice(page, rng(31)));
  const start = await boardLabels(page);
  const s0 = await uiState(page);
  assert.equal(await page.getAttribute('button[data-action=undo]', 'aria-disabled'), 'true', 'Undo is unavailable before a step');
  const o = await offers(page);
  await page.click(`#board .pt[data-point="${o.movable[0]}"]`);
  await settle(page);
  const t = (await offers(page)).targets[0];
  await page.click(`#board .pt[data-point="${t}"]`);
  await settle(page);
  assert.notDeepEqual(await boardLabels(page), start, 'the step shows on the board');
  assert.ok(await page.isEnabled('button[data-action=undo]'));
  // A tap may have moved the checker by several dice; Undo takes back one die step at a time.
  let undos = 0;
  while (await page.isEnabled('button[data-action=undo]')) {
    await page.click('button[data-action=undo]');
    await settle(page);
    assert.ok(++undos <= 4, 'at most four steps to take back');
  }
  assert.deepEqual(await boardLabels(page), start, 'Undo restores the board');
  assert.equal(await page.isDisabled('button[data-action=undo]'), true);
  assert.deepEqual((await offers(page)).movable, o.movable, 'the same checkers can move again');
  const s1 = await uiState(page);
  assert.equal(s1.turns, s0.turns);
  assert.equal(s1.position, s0.position);
  assert.deepEqual(log.pageErrors, []);
  assert.deepEqual(log.consoleErrors, []);
  await context.close();
});

// Dragging panics the wasm: lib.rs's pointermove handler holds UI.borrow_mut() (the if-let chain's
// temporary lives through the block) while it calls drag_ghost(), which does UI.with(|u| u.borrow()),
// so the RefCell panics ("already mutably borrowed"), panic = "abort" makes it `RuntimeError:
// unreachable`, and every later call into the wasm (clicks, timers, uiState) fails: the page is dead.
test('a checker can be dragged to a target', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  assert.ok(await untilChoice(page, rng(32)));
  const start = await boardLabels(page);
  const o = await offers(page);
  const from = o.movable[0];
  // Where the checker may go: select it, read the targets, deselect.
  await page.click(`#board .pt[data-point="${from}"]`);
  await settle(page);
  const to = (await offers(page)).targets.find((t) => typeof t === 'number');
  await page.click(`#board .pt[data-point="${from}"]`);
  await settle(page);
  assert.deepEqual((await offers(page)).selected, [], 'a second tap deselects');
  const centre = async (p) => {
    const b = await page.locator(`#board .pt[data-point="${p}"] .tri`).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const a = await centre(from);
  const b = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
  await page.mouse.up();
  assert.deepEqual(log.pageErrors.map((e) => e.split('\n')[0]), [], 'page errors during the drag');
  await settle(page);
  const labels = await boardLabels(page);
  assert.notDeepEqual(labels, start, `the drag from ${from} to ${to} moved a checker`);
  assert.match(labels[to - 1], /white/, `point ${to} holds a white checker: ${labels[to - 1]}`);
  assert.equal(await page.locator('#board-ghost').count(), 0, 'the dragged ghost is gone');
  await context.close();
});

test('the live region announces rolls and moves', { timeout: 60_000 }, async () => {
  const { page, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  const heard = [];
  await page.exposeFunction('__heard', (t) => heard.push(t));
  await page.evaluate(() => {
    const live = document.getElementById('live');
    new MutationObserver(() => window.__heard(live.textContent)).observe(live, { childList: true, characterData: true, subtree: true });
  });
  const random = rng(33);
  for (let i = 0; i < 3; i++) await playHumanTurn(page, { random });
  await waitIdle(page);
  const all = heard.join(' | ');
  assert.equal(await page.getAttribute('#live', 'aria-live'), 'polite');
  // The computer is named in sentence form ("The computer rolled"), never by the bare label.
  assert.match(all, /(You|The computer) rolled \d-\d\./, all);
  assert.match(all, /(You|The computer) played \S+/, all);
  assert.doesNotMatch(all, /Computer (rolled|played)/, all);
  await context.close();
});
