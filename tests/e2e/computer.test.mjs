// The computer in its Web Worker (issue 16): the page's first board comes before any of the
// computer's files; the JS API's computer calls answer as promises from the worker; a worker that
// cannot load is said once and pass-and-play is offered; offline after the first visit the
// computer still plays (its files come from the service worker's cache).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DESKTOP, PHONE, ensureArtifacts, gotoApp, openPage, rollOpening, settle, suite, uiState, waitIdle } from './util.mjs';

const env = suite();

/** Plays the person's turn with the first choices by clicks (a checker, then its first target,
 * up to four times), and confirms it. */
async function playFirstChoices(page) {
  for (let k = 0; k < 4; k++) {
    const movable = await page.$$eval('#board .pt.movable', (els) => els.map((e) => e.dataset.point));
    if (!movable.length) break;
    await page.click(`#board .pt[data-point="${movable[0]}"]`);
    const t = await page.$('#board .target');
    if (t) await t.click();
  }
  if (await page.$('button[data-action=done]:not([aria-disabled=true])')) await page.click('button[data-action=done]');
  await settle(page);
}

/** Waits until the computer (Black by default) has made a move, or `what` shows up instead. */
async function waitForComputerMove(page, turns, timeout = 30_000) {
  await page.waitForFunction((n) => {
    const s = window.fevga.uiState();
    return s.history.slice(n).some((h) => h.startsWith('B '));
  }, turns, { timeout });
}

test('the first board comes before the computer, whose files load after it in a worker', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  const timing = await page.evaluate(() => ({
    board: performance.getEntriesByName('fevga-board')[0].startTime,
    computer: performance.getEntriesByType('resource')
      .filter((r) => r.name.includes('/computer/'))
      .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime })),
  }));
  // The worker's script is the page's request; its glue and wasm are the worker's own.
  const script = timing.computer.find((r) => r.name.endsWith('/computer/worker.js'));
  assert.ok(script, `the worker's script was requested: ${JSON.stringify(timing.computer)}`);
  assert.ok(script.start >= timing.board, `after the first board (${script.start} ≥ ${timing.board})`);
  // The worker loads its wasm (a request of the worker, seen by the browser context).
  const deadline = Date.now() + 10_000;
  while (!log.requests.some((u) => u.includes('/computer/fevga_computer_bg.wasm')) && Date.now() < deadline) {
    await page.waitForTimeout(100);
  }
  assert.ok(log.requests.some((u) => u.includes('/computer/fevga_computer_bg.wasm')), 'the worker loaded its wasm');
  const build = await page.evaluate(() => window.fevga.computerBuild());
  const id = await page.evaluate(() => new URL(document.querySelector('script[src*="boot.js"]').src).searchParams.get('v'));
  assert.equal(build, id, 'the worker is of the page\'s build');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('the JS API is its own module, loaded after the first board; the page\'s own calls come first', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url);
  const t = await page.evaluate(() => ({
    board: performance.getEntriesByName('fevga-board')[0].startTime,
    api: performance.getEntriesByType('resource').filter((r) => r.name.includes('/api/')).map((r) => ({ name: new URL(r.name).pathname, start: r.startTime })),
    page: Object.keys(window.fevga).sort(),
    rules: window.fevga.legalPlays('fevga', 'W:24x15 B:12x15 W', '6-5'),
    why: window.fevga.whyNot('fevga', 'W:24x15 B:12x15 W', '6-5', '24/20'),
  }));
  for (const file of ['/api/fevga_wasm.js', '/api/fevga_wasm_bg.wasm']) {
    const r = t.api.find((x) => x.name === file);
    assert.ok(r, `${file} was loaded: ${JSON.stringify(t.api)}`);
    assert.ok(r.start >= t.board, `${file} after the first board (${r.start} ≥ ${t.board})`);
  }
  for (const name of ['uiState', 'firstBoard', 'computerBuild', 'aiPlay', 'legalPlays', 'parsePosition', 'applyMove', 'whyNot', 'Game']) {
    assert.ok(t.page.includes(name), `window.fevga.${name}: ${t.page.join(', ')}`);
  }
  for (const name of ['default', 'initSync', 'start', 'gameAiPlay']) assert.ok(!t.page.includes(name), `no ${name} on window.fevga`);
  assert.deepEqual(t.rules, [{ move: '24/13', position: 'W:24x14,13 B:12x15 B' }]);
  assert.equal(typeof t.why?.reason, 'string', 'whyNot answers');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('the JS API: the computer\'s calls are promises answered by the worker', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url);
  const r = await page.evaluate(async () => {
    const f = window.fevga;
    const pending = f.aiPlay('fevga', 'W:24x15 B:12x15 W', '6-5', 'expert');
    const play = await pending;
    const errors = [];
    for (const args of [[1, 'W:24x15 B:12x15 W', '6-5', 'expert'], ['fevga', 'W:24x16 B:12x15 W', '6-5', 'expert'],
      ['fevga', 'W:24x15 B:12x15 W', '6-5', 'grandmaster'], ['fevga', 'W:24x15 B:12x15 W', '6-5', () => 1]]) {
      try {
        await f.aiPlay(...args);
        errors.push('resolved');
      } catch (e) {
        errors.push(`${e.name}: ${e.message}`);
      }
    }
    const g = new f.Game('fevga', 1);
    g.rollOpening();
    const turns = g.state().history.length;
    const move = await g.aiPlay('expert');
    const after = g.state();
    return { isPromise: pending instanceof Promise, play, errors, move, played: after.history.length - turns, last: after.history.at(-1) };
  });
  assert.equal(r.isPromise, true);
  assert.deepEqual(r.play, { move: '24/13', position: 'W:24x14,13 B:12x15 B' });
  assert.match(r.errors[0], /^TypeError: aiPlay: rules must be a string/);
  assert.match(r.errors[1], /^Error: /);
  assert.match(r.errors[2], /^Error: .*grandmaster/);
  assert.match(r.errors[3], /^TypeError: aiPlay: /);
  assert.equal(r.played, 1, 'Game.aiPlay played the answer');
  assert.equal(r.last.move, r.move);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('a game started before the worker is up waits for it, and the status says so', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { goto: false, reducedMotion: 'reduce' });
  // The worker's script arrives late (a slow network): questions wait for it.
  let release;
  const held = new Promise((r) => { release = r; });
  await context.route('**/computer/worker.js*', async (route) => {
    await held;
    await route.continue();
  });
  await gotoApp(page, env.server.url);
  let waited = false;
  for (let i = 0; i < 12 && !waited; i++) {
    if ((await uiState(page)).phase === 'opening') {
      await page.click('button[data-action=roll]');
      await settle(page);
    }
    const s = await uiState(page);
    if (s.phase !== 'opening' && s.busy) {
      // The computer's turn: it waits for its worker.
      await page.waitForFunction(() => document.querySelector('#status')?.textContent.includes('getting ready'), null, { timeout: 10_000 });
      waited = true;
    } else if (s.phase !== 'opening') {
      // The person starts: play the turn, then the computer's turn comes.
      await playFirstChoices(page);
      await page.waitForFunction(() => document.querySelector('#status')?.textContent.includes('getting ready'), null, { timeout: 10_000 });
      waited = true;
    }
  }
  assert.ok(waited, 'the computer waited for its worker');
  await page.screenshot({ path: join(ensureArtifacts(), 'computer-loading-en-desktop.png') });
  const turns = (await uiState(page)).history.length;
  release();
  await page.waitForFunction((n) => window.fevga.uiState().history.length > n, turns, { timeout: 20_000 });
  assert.ok(!(await page.textContent('#status')).includes('getting ready'), 'once it is up, the status moves on');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('a worker that cannot load: said once, and the game goes on as pass-and-play', { timeout: 90_000 }, async () => {
  const dir = ensureArtifacts();
  for (const [lang, device, opts] of ['en', 'de', 'tr', 'bg'].flatMap((l) => [[l, 'desktop', DESKTOP], [l, 'phone', PHONE]])) {
    const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, goto: false, reducedMotion: 'reduce', lang });
    await context.route('**/computer/**', (route) => route.abort());
    await gotoApp(page, `${env.server.url}?lang=${lang}`);
    // The opening roll (rolled again on a tie); whoever starts, the page cannot wait for the
    // computer: it says so and offers to play both sides.
    for (let i = 0; i < 12 && (await uiState(page)).phase === 'opening'; i++) {
      await page.click('button[data-action=roll]');
      await settle(page);
    }
    await page.waitForSelector('button[data-action=pass-and-play]', { timeout: 10_000 });
    // If the person starts, they play their turn; then the computer's turn cannot come.
    for (let i = 0; i < 8 && (await uiState(page)).history.length === 0; i++) await playFirstChoices(page);
    const status = await page.textContent('#status');
    const said = status.split(/(?<=\.)\s/).filter((line) => line.length > 0);
    assert.ok(await page.$('button[data-action=pass-and-play]'), `${lang}: pass-and-play is offered`);
    await page.screenshot({ path: join(dir, `computer-failed-${lang}-${device}.png`) });
    const failedKey = { en: 'could not start', de: 'nicht starten', tr: 'başlatılamadı', bg: 'не можа' }[lang];
    assert.equal(status.split(failedKey).length - 1, 1, `${lang}: said once: ${said.join(' | ')}`);
    const turns = (await uiState(page)).history.length;
    await page.click('button[data-action=pass-and-play]');
    await settle(page);
    // The person now acts for the side the computer had: rolls for it, or plays the dice it
    // already has (its opening roll, or the roll it made before it could not be asked).
    await waitIdle(page, 10_000);
    assert.ok(!(await page.$('button[data-action=pass-and-play]')), `${lang}: the offer is gone once taken`);
    for (let i = 0; i < 8 && (await uiState(page)).history.length === turns; i++) {
      if (await page.$('button[data-action=roll]:not([aria-disabled=true])')) {
        await page.click('button[data-action=roll]');
        await settle(page);
      } else {
        await playFirstChoices(page);
      }
      await waitIdle(page, 10_000);
    }
    const s = await uiState(page);
    assert.ok(s.history.length > turns, `${lang}: the game goes on (${s.phase}, ${s.history.join(', ')})`);
    assert.deepEqual(log.pageErrors, []);
    await context.close();
  }
});

test('offline after the first visit, the computer still plays', { timeout: 90_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 });
  await context.setOffline(true);
  await gotoApp(page);
  await rollOpening(page);
  const turns = (await uiState(page)).turns;
  // Play the person's turns (if any) until the computer has moved.
  for (let i = 0; i < 10; i++) {
    const s = await uiState(page);
    if (s.history.slice(turns - 1).some((h) => h.startsWith('B '))) break;
    await waitIdle(page).catch(() => {});
    if (await page.$('button[data-action=roll]:not([aria-disabled])')) await page.click('button[data-action=roll]');
    await playFirstChoices(page);
  }
  await waitForComputerMove(page, Math.max(0, turns - 1));
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
