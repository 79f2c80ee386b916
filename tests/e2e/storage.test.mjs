// 10. Storage that is honest: two tabs never lose a game silently (the tab that moved last owns
// it, the other says so and can take it back), a full or blocked storage is said once and the
// game plays on without rolling back on reload, and a newer version's save is kept untouched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ensureArtifacts, ftlSimple, gotoApp, makeSave, openPage, playHumanTurn, rng, rollOpening, settle, suite, uiState, waitIdle, waitReady } from './util.mjs';

const env = suite();
const EN = ftlSimple('en');

/** Plays until `n` more turns are in the history (the person's random choices). */
async function playTurns(page, n, random) {
  const goal = (await uiState(page)).turns + n;
  for (let i = 0; i < 40 && (await uiState(page)).turns < goal; i++) {
    const r = await playHumanTurn(page, { random });
    if (r.over) break;
  }
  await waitIdle(page);
}

test('two tabs: the tab that moved last owns the game; the other says so and takes it back', { timeout: 120_000 }, async () => {
  const { page: a, log, context, url } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await rollOpening(a);
  await playTurns(a, 2, rng(1));
  const b = await context.newPage();
  await gotoApp(b, url);
  assert.equal((await uiState(b)).position, (await uiState(a)).position, 'the second tab opens the same game');
  // A plays on: B hears of it at once and stops.
  await playTurns(a, 2, rng(2));
  await b.waitForSelector('button[data-action=take-back]', { timeout: 5000 });
  await b.screenshot({ path: join(ensureArtifacts(), 'storage-elsewhere-en-desktop.png') });
  assert.ok((await b.textContent('#status')).includes(EN.get('elsewhere')));
  assert.equal(await b.locator('#board .pt.movable').count(), 0, 'the waiting tab does not play');
  // B takes it back: it shows A's game, plays on, and now A is the one told.
  await b.click('button[data-action=take-back]');
  await waitIdle(b);
  assert.equal((await uiState(b)).position, (await uiState(a)).position, 'the game taken back is the one A played');
  const before = (await uiState(b)).turns;
  await playTurns(b, 2, rng(3));
  assert.ok((await uiState(b)).turns > before);
  await a.waitForSelector('button[data-action=take-back]', { timeout: 5000 });
  // A reload of either tab brings back the game as B (which moved last) left it.
  const last = await uiState(b);
  await gotoApp(a);
  assert.equal((await uiState(a)).position, last.position);
  assert.equal((await uiState(a)).turns, last.turns, 'no move lost');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('full storage: said once, the game plays on, and a reload never brings back an older position', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await rollOpening(page);
  await playTurns(page, 2, rng(4));
  // Every text the status shows from now on.
  await page.evaluate(() => {
    window.statusTexts = [];
    new MutationObserver(() => window.statusTexts.push(document.getElementById('status').innerText))
      .observe(document.getElementById('status'), { childList: true, subtree: true, characterData: true });
  });
  // Fill the storage to the brim (the game's own save stays, as a full disk would leave it).
  const filled = await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    let i = 0;
    for (;;) {
      try {
        localStorage.setItem(`fill-${i++}`, chunk);
      } catch {
        if (chunk.length <= 16) return i;
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
  assert.ok(filled > 3, `filled ${filled} items`);
  await playTurns(page, 4, rng(5));
  const notice = EN.get('save-failed');
  const texts = await page.evaluate(() => window.statusTexts);
  const shown = texts.map((t) => t.includes(notice));
  const times = shown.filter((on, i) => on && !shown[i - 1]).length;
  assert.equal(times, 1, 'the notice came, once');
  assert.ok(await page.isVisible('#info .not-saved'), 'and the page keeps saying the game is not saved');
  const played = await uiState(page);
  assert.ok(played.turns >= 6);
  await gotoApp(page);
  const after = await uiState(page);
  // Either the game as played (if it could be kept) or a fresh one: never an older position.
  assert.ok(after.turns === 0 || after.turns === played.turns, `reload: ${after.turns} turns, played ${played.turns}`);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('blocked storage: said at once, and the game plays', { timeout: 60_000 }, async () => {
  const { page, log, context, url } = await openPage(env.browser, env.server.url, { goto: false, reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto(url);
  await waitReady(page);
  assert.ok((await page.textContent('#status')).includes(EN.get('save-failed')));
  await rollOpening(page);
  await playTurns(page, 2, rng(6));
  assert.ok((await uiState(page)).turns >= 2, 'the game plays');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test("a newer version's save is kept, explained, and not overwritten", { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  const record = 'Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n1. W 6-5: 24/13\n';
  const newer = makeSave(record).replace('fevga-save 1', 'fevga-save 9');
  await page.evaluate((t) => localStorage.setItem('fevga.game', t), newer);
  await gotoApp(page);
  assert.ok((await page.textContent('#status')).includes(EN.get('save-newer')));
  assert.equal((await uiState(page)).phase, 'opening', 'a new game in memory');
  await rollOpening(page);
  await playTurns(page, 2, rng(7));
  assert.equal(await page.evaluate(() => localStorage.getItem('fevga.game')), newer, 'the newer save is untouched');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
