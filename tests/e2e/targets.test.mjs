// 7. The issue's targets, measured and printed (lines starting "TARGET" are meant to be quoted;
// the times are asserted only with FEVGA_STRICT_TARGETS=1, see util.mjs timingTarget):
// first board ≤ 250 ms after navigation (median of five cold loads), the page's first visit before
// the computer's worker ≤ 150 KB gzipped (the worker's files counted apart), the computer's reply
// at the default level ≤ 100 ms in its own module, no main-thread task over 50 ms while the
// computer plays (it thinks in its worker).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DIST, openPage, playGame, rng, suite, timingTarget, uiState, waitReady } from './util.mjs';

const FIRST_BOARD_MS = 250;
const FIRST_BOARD_RUNS = 5;
// The issue's target for the page's first visit, and the budget that fails the test: today's
// size with a little room, so that a change that adds to the first visit is seen at once. It was
// raised to 225 KB when the Learn section, the guided first game, the tutor and the reasons put
// their code in the page (+23 KB); lowered to 212 KB when the page stopped carrying all four
// languages' words (it fetches its own language's, ~5 KB) and its glue was minified (208.4 KB),
// then to 205 KB when its words were kept in a sorted table instead of a hash map and read
// without Unicode's case tables (about 197 KB), and to 208 KB when rollouts came to the hint and
// the review (the rollout question and answer, its progress and its lists: +3.8 KB of the page's
// wasm gzipped, 205.7 KB in all). Issue 30 (one site) grew it to 213.4 KB (the one header, the
// light palette and theme.js, the record's players' names, the page kit's language choice,
// colours, loop, worker client and confirmation, the shared board input), then took out Rust's
// float formatting and parsing (SVG coordinates and decimals written and read by
// fevga_core::decimal with integer arithmetic): 188.9 KB; then issue 31's hint in mid-turn and
// the far point's reasons (+4.1 KB): 193.0 KB; then the game page's review left for the Games
// page's analysis board and Learn became a page of its own, loaded only when opened (issue 31:
// −6.4 and −14.4 KB of the page's wasm gzipped): 171.1 KB; then the JS API became its own
// module loaded after the first board, the first visit's scripts were minified, the pages took
// Talc for an allocator and six small sorts stopped linking the standard sort: 147.1 KB. The
// budget is the issue's target, 150 KB: a `{}` of an f64 in the page's code brings about 8 KB
// gzipped back and fails here.
const DOWNLOAD_TARGET = 150 * 1000;
const DOWNLOAD_BYTES = 150 * 1000;
const AI_MS = 100;
const LONG_TASK_MS = 50;

const env = suite();

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

test('first board drawn within 250 ms of navigation', { timeout: 90_000 }, async () => {
  const runs = [];
  for (let i = 0; i < FIRST_BOARD_RUNS; i++) {
    // A fresh context each time: nothing cached, no service worker.
    const { page, context } = await openPage(env.browser, env.server.url);
    const t = await page.evaluate(() => {
      const mark = performance.getEntriesByName('fevga-board')[0];
      const nav = performance.getEntriesByType('navigation')[0];
      return { board: mark?.startTime ?? null, dcl: nav?.domContentLoadedEventEnd ?? null };
    });
    assert.ok(t.board !== null, 'the fevga-board mark exists');
    runs.push(t);
    await context.close();
  }
  const boards = runs.map((r) => r.board);
  console.log(`TARGET first board: ${boards.map((b) => `${b.toFixed(0)} ms`).join(', ')} after navigation (fresh contexts; DOMContentLoaded ${runs.map((r) => r.dcl.toFixed(0)).join(', ')} ms); limit ${FIRST_BOARD_MS} ms`);
  // The median of five cold visits (one visit can be slowed by whatever else the machine does).
  timingTarget('first board (median)', median(boards), FIRST_BOARD_MS);
});

test(`a first visit downloads at most ${DOWNLOAD_BYTES / 1000} KB gzipped before the computer's worker (target 150 KB)`, { timeout: 60_000 }, async () => {
  const { page, context } = await openPage(env.browser, env.server.url, { goto: false });
  const seen = [];
  context.on('response', (r) => seen.push(r));
  await page.goto(env.server.url);
  await waitReady(page);
  // Let the service worker install (it caches the app shell: part of a first visit too).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.waitForLoadState('networkidle');
  const rows = [];
  // The analysis board and Learn, which the service worker keeps once the page is ready and the
  // browser idle (boot.js), are no part of the first visit: the next test measures them.
  const later = (path) => path.startsWith('/games/') || path.startsWith('/learn/');
  for (const r of seen) {
    const url = new URL(r.url());
    if (later(url.pathname)) continue;
    let body = await r.body().catch(() => null);
    if (!body?.length) {
      // Playwright gives no bodies for the service worker's fetches: the file served is dist's.
      const path = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
      body = await readFile(join(DIST, path)).catch(() => Buffer.alloc(0));
    }
    rows.push({ path: url.pathname, sw: !!r.request().serviceWorker(), status: r.status(), raw: body.length, gz: gzipSync(body).length });
  }
  const byPage = rows.filter((r) => !r.sw);
  const unique = new Map();
  for (const r of rows) if (!unique.has(r.path)) unique.set(r.path, r);
  for (const r of [...unique.values()].sort((a, b) => b.gz - a.gz)) {
    console.log(`TARGET download ${r.path.padEnd(24)} ${String(r.raw).padStart(7)} B raw  ${String(r.gz).padStart(7)} B gzip`);
  }
  // What loads after the first board: the computer's files (its worker's script, glue and wasm)
  // and the JS API's (window.fevga's own module, loaded when the browser is idle).
  const computer = (r) => r.path.includes('/computer/') || r.path.includes('/api/');
  const files = [...unique.values()];
  const total = files.filter((r) => !computer(r)).reduce((s, r) => s + r.gz, 0);
  const worker = files.filter(computer).reduce((s, r) => s + r.gz, 0);
  const pageTotal = byPage.filter((r) => !computer(r)).reduce((s, r) => s + r.gz, 0);
  const all = rows.reduce((s, r) => s + r.gz, 0);
  console.log(`TARGET first-visit download before the computer: ${kb(total)} gzipped over ${files.filter((r) => !computer(r)).length} files (the page's own requests ${kb(pageTotal)}); after the first board, the computer's worker and the JS API ${kb(worker)} over ${files.filter(computer).length} files; everything with the service worker's second fetches ${kb(all)} in ${rows.length} responses; limit ${kb(DOWNLOAD_BYTES)}`);
  assert.ok(rows.every((r) => r.status === 200), `all 200: ${rows.map((r) => `${r.path} ${r.status}`).join(', ')}`);
  assert.ok(unique.has('/fevga-web_bg.wasm'), 'the wasm was downloaded');
  // The released page carries no build directive (new-player review #25).
  assert.ok(!(await readFile(join(DIST, 'index.html'), 'utf8')).includes('data-trunk'), 'no Trunk directive in the page');
  assert.ok(unique.has('/computer/fevga_computer_bg.wasm'), "the computer's wasm was downloaded (after the board)");
  assert.ok(unique.has('/api/fevga_wasm_bg.wasm'), "the JS API's wasm was downloaded (after the board)");
  timingTarget('first-visit download before the computer', total / 1000, DOWNLOAD_TARGET / 1000, 'KB');
  assert.ok(total <= DOWNLOAD_BYTES, `${total} bytes gzipped, budget ${DOWNLOAD_BYTES}`);
  await context.close();
});

test('the analysis board and Learn: not in the first visit, kept by the service worker after it when idle; their files and sizes', { timeout: 90_000 }, async () => {
  const { page, context } = await openPage(env.browser, env.server.url, { goto: false });
  // When the page became ready (data-ready="true"), on this machine's clock, as requests are timed.
  await page.addInitScript(() => {
    new MutationObserver((_, o) => {
      if (document.documentElement.dataset.ready !== 'true') return;
      o.disconnect();
      window.readyAt = Date.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
  });
  const asked = [];
  context.on('request', (r) => asked.push({ path: new URL(r.url()).pathname, at: Date.now() }));
  let seen = [];
  context.on('response', (r) => seen.push(r));
  await page.goto(env.server.url);
  await waitReady(page);
  await page.waitForFunction(() => document.documentElement.dataset.prefetched !== undefined, null, { timeout: 30_000 });
  const readyAt = await page.evaluate(() => window.readyAt);
  const kept = asked.filter((r) => r.path.startsWith('/games/') || r.path.startsWith('/learn/'));
  assert.ok(kept.length > 0, 'the analysis board and Learn were fetched after the first visit');
  assert.ok(kept.every((r) => r.at >= readyAt), `only after the page was ready: ${JSON.stringify(kept)} (ready at ${readyAt})`);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const keys = await (await caches.open(names[0])).keys();
    return keys.map((r) => new URL(r.url).pathname).filter((p) => p.includes('/games/') || p.includes('/learn/'));
  });
  const prefetched = await page.evaluate(() => Number(document.documentElement.dataset.prefetched));
  let bytes = 0;
  for (const p of cached) bytes += gzipSync(await readFile(join(DIST, p))).length;
  console.log(`TARGET kept by the service worker when idle after the first visit: ${prefetched} files of the analysis board and Learn, ${kb(bytes)} gzipped (not when the browser saves data)`);
  for (const folder of ['/games/', '/learn/']) {
    for (const file of ['index.html', '.wasm']) {
      assert.ok(cached.some((p) => p.startsWith(folder) && p.endsWith(file)), `${folder}…${file} kept: ${cached.join(', ')}`);
    }
  }
  // Kept, they open offline.
  await context.setOffline(true);
  for (const [name, path, ready] of [
    ['analysis board', 'games/', () => typeof window.gamesState === 'function' && document.querySelector('#app h1')],
    ['Learn', 'learn/', () => document.querySelector('main h1, #app h1')],
  ]) {
    seen = [];
    await page.goto(`${env.server.url}${path}`);
    await page.waitForFunction(ready);
    await page.waitForLoadState('networkidle');
    const rows = new Map();
    for (const r of seen) {
      const url = new URL(r.url());
      if (rows.has(url.pathname) || r.status() !== 200) continue;
      let body = await r.body().catch(() => null);
      if (!body?.length) {
        const file = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
        body = await readFile(join(DIST, file)).catch(() => Buffer.alloc(0));
      }
      rows.set(url.pathname, { raw: body.length, gz: gzipSync(body).length });
    }
    for (const [p, r] of [...rows].sort((a, b) => b[1].gz - a[1].gz)) {
      console.log(`TARGET ${name} loads ${p.padEnd(40)} ${String(r.raw).padStart(7)} B raw  ${String(r.gz).padStart(7)} B gzip`);
    }
    const total = [...rows.values()].reduce((a, r) => a + r.gz, 0);
    console.log(`TARGET ${name} when opened: ${kb(total)} gzipped over ${rows.size} files (after the game page's first visit; served offline by the service worker, which kept them)`);
    assert.ok([...rows.keys()].some((p) => p.endsWith('.wasm')), `${name}: its own wasm`);
  }
  await context.setOffline(false);
  await context.close();
});

test('only the computer needs wasm SIMD: the pages start in a browser without it', () => {
  // binaryen's disassembler (npm's, as the build's wasm-opt) names every SIMD instruction v128.
  const simd = (file) => (execFileSync('node_modules/.bin/wasm-dis', [join(DIST, file)], { maxBuffer: 1 << 30 })
    .toString().match(/v128/g) ?? []).length;
  for (const file of ['fevga-web_bg.wasm', 'friend/fevga_friend_web_bg.wasm', 'games/fevga_games_web_bg.wasm', 'editor/fevga_diagram_web_bg.wasm']) {
    assert.equal(simd(file), 0, `${file} has SIMD instructions`);
  }
  const n = simd('computer/fevga_computer_bg.wasm');
  console.log(`TARGET SIMD: ${n} v128 instructions in the computer's wasm, none in the pages'`);
  assert.ok(n > 0, "the computer's network adds with SIMD");
});

test('the computer replies within 100 ms at the default level', { timeout: 120_000 }, async () => {
  const { page, context } = await openPage(env.browser, env.server.url);
  const r = await page.evaluate(async () => {
    // The computer's own module, as its worker runs it (here on the page, to time it alone).
    const f = await import('./computer/fevga_computer.js');
    await f.default({ module_or_path: './computer/fevga_computer_bg.wasm' });
    // Positions and rolls from games the computer plays against itself (default rules).
    const cases = [];
    for (let game = 0; game < 2; game++) {
      const g = new f.Game('fevga', 1);
      g.rollOpening();
      for (let turn = 0; turn < 400; turn++) {
        let st = g.state();
        if (st.phase === 'over') break;
        if (st.phase === 'roll') {
          g.roll();
          st = g.state();
        }
        cases.push([st.position.text, `${st.dice[0]}-${st.dice[1]}`]);
        g.aiPlay('intermediate');
      }
      g.free();
    }
    f.aiPlay('fevga', cases[0][0], cases[0][1], 'intermediate'); // warm up
    // performance.now() is coarse (0.1 ms) without cross-origin isolation: time REPS calls each.
    const REPS = 20;
    const times = cases.map(([pos, dice]) => {
      const t0 = performance.now();
      for (let i = 0; i < REPS; i++) f.aiPlay('fevga', pos, dice, 'intermediate');
      return (performance.now() - t0) / REPS;
    });
    // And the slowest single call, measured alone.
    const single = Math.max(...cases.map(([pos, dice]) => {
      const t0 = performance.now();
      f.aiPlay('fevga', pos, dice, 'intermediate');
      return performance.now() - t0;
    }));
    // For the report: how many plays there were to choose from, and the expert level's time.
    const plays = cases.map(([pos, dice]) => f.legalPlays('fevga', pos, dice).length);
    const expert = cases.filter((_, i) => plays[i] > 1).map(([pos, dice]) => {
      const t0 = performance.now();
      f.aiPlay('fevga', pos, dice, 'expert');
      return performance.now() - t0;
    });
    return { n: cases.length, times, single, expert, maxPlays: Math.max(...plays), meanPlays: plays.reduce((a, b) => a + b, 0) / plays.length };
  });
  const max = Math.max(...r.times, r.single);
  const med = median(r.times);
  const p95 = [...r.times].sort((a, b) => a - b)[Math.floor(r.times.length * 0.95)];
  console.log(`TARGET computer reply (aiPlay intermediate, ${r.n} positions from 2 games): median ${med.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${max.toFixed(2)} ms (mean of 20 calls per position; slowest single call ${r.single.toFixed(1)} ms; ${r.meanPlays.toFixed(1)} legal plays on average, at most ${r.maxPlays}); limit ${AI_MS} ms`);
  assert.ok(r.n >= 40, `${r.n} positions`);
  timingTarget('slowest computer reply', max, AI_MS);
  // Expert in wasm (positions with a choice): issue 21's target is a median of 50 ms at most
  // on this machine kind (issue 16's was 100 ms).
  timingTarget(`expert move, median of ${r.expert.length} positions (wasm; max ${Math.max(...r.expert).toFixed(0)} ms)`, median(r.expert), 50);
  await context.close();
});

test('no main-thread task over 50 ms while the computer plays a game', { timeout: 240_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { goto: false, reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    window.__longTasks = [];
    window.__longFrames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // Long animation frames (script plus rendering), for the report.
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longFrames.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'long-animation-frame', buffered: true });
    } catch {
      // Not supported: nothing to report.
    }
  });
  await page.goto(env.server.url);
  await waitReady(page);
  const t0 = await page.evaluate(() => performance.now());
  await playGame(page, { random: rng(21) });
  const s = await uiState(page);
  // The observer works: a task of ~150 ms made on purpose is reported.
  // (In a timer: code run by page.evaluate is not a task the long-task API sees.)
  await page.evaluate(() => setTimeout(() => {
    const end = performance.now() + 150;
    while (performance.now() < end);
  }, 0));
  await page.waitForFunction((n) => window.__longTasks.some((t) => t.start > n && t.duration >= 140), t0);
  const probe = await page.evaluate(() => window.__longTasks.at(-1));
  const tasks = (await page.evaluate(() => window.__longTasks)).filter((t) => t.start < probe.start);
  const during = tasks.filter((t) => t.start >= t0);
  const startup = tasks.filter((t) => t.start < t0);
  const longest = Math.max(0, ...during.map((t) => t.duration));
  const frames = (await page.evaluate(() => window.__longFrames)).filter((f) => f.start >= t0 && f.start < probe.start);
  const longestFrame = Math.max(0, ...frames.map((f) => f.duration));
  console.log(`TARGET long tasks during a game (${s.turns} turns): ${during.length} over 50 ms, longest ${longest.toFixed(0)} ms${during.length ? ` (${during.map((t) => t.duration.toFixed(0)).join(', ')})` : ''}; at start-up ${startup.length} (${startup.map((t) => t.duration.toFixed(0)).join(', ') || '-'} ms); long animation frames over 50 ms during the game: ${frames.length}, longest ${longestFrame.toFixed(0)} ms; limit ${LONG_TASK_MS} ms`);
  assert.equal(s.phase, 'over');
  timingTarget('longest main-thread task during a game', longest, LONG_TASK_MS);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
