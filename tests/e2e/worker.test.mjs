// 10. The service worker's cache: a captive portal cannot replace the game, visits with query
// strings add nothing, and offline play works right after the very first load.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { DESKTOP, DIST, launch, rollOpening, uiState, waitForDist, waitReady } from './util.mjs';
import { PORTAL_HTML, serve } from './server.mjs';
import { buildInfo } from './builds.mjs';

const env = {};
before(async () => {
  await waitForDist();
  env.browser = await launch();
});
after(async () => {
  await env.browser?.close();
});

/** A fresh browser profile on a server of its own. */
async function fresh(mode = 'no-cache') {
  const server = await serve(DIST, { mode });
  const context = await env.browser.newContext({ ...DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { server, context, page, errors, close: async () => { await context.close(); await server.close(); } };
}

/** What the Cache Storage holds: cache name → the paths of its entries (with query strings). */
function cacheContents(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((r) => { const u = new URL(r.url); return u.pathname.slice(1) + u.search; }).sort();
    }
    return out;
  });
}

/** The files the build's worker is to hold: its list, or (a worker without one) dist/ but sw.js. */
function expectedFiles() {
  const info = buildInfo(DIST);
  return info ? Object.keys(info.files).sort() : readdirSync(DIST).filter((f) => f !== 'sw.js').sort();
}

/** Offline, the page reloads, draws the whole board, is styled and a game starts. */
async function playOffline(context, page, label) {
  await context.setOffline(true);
  const probe = await page.evaluate(() => fetch(`./not-cached.txt?${Math.random()}`).then((r) => `HTTP ${r.status}`, () => 'failed'));
  assert.equal(probe, 'failed', `${label}: offline for real`);
  await page.reload();
  await waitReady(page, 15_000);
  const s = await page.evaluate(() => ({
    points: document.querySelectorAll('#board .pt').length,
    checkers: document.querySelectorAll('#board .ck').length,
    styled: getComputedStyle(document.body).backgroundImage !== 'none',
    text: document.body.innerText.slice(0, 80),
  }));
  assert.equal(s.points, 24, `${label}: 24 points drawn offline`);
  assert.equal(s.checkers, 30, `${label}: 30 checkers drawn offline`);
  assert.ok(s.styled, `${label}: styled offline`);
  await rollOpening(page);
  assert.notEqual((await uiState(page)).phase, 'opening', `${label}: the opening roll happened offline`);
}

test('a captive portal answers everything with its page: offline play still works', { timeout: 90_000 }, async () => {
  const t = await fresh();
  try {
    await t.page.goto(t.server.url);
    await waitReady(t.page);
    await t.page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 });
    // The analysis board and Learn, kept when the browser is idle after the visit, are in too.
    await t.page.waitForFunction(() => document.documentElement.dataset.prefetched !== undefined, null, { timeout: 30_000 });
    const before = await cacheContents(t.page);

    // One load behind the portal: every response is its HTML page with status 200.
    t.server.setMode('portal');
    const hits = t.server.hits.size;
    await t.page.goto(t.server.url);
    await waitReady(t.page);
    // Give the worker time to refresh or update from the "network" (it must not take the portal).
    await t.page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()).catch(() => {}));
    await t.page.waitForTimeout(1500);
    console.log(`portal load: ${t.server.hits.size - hits} new paths asked, ${[...t.server.hits.values()].reduce((a, b) => a + b, 0)} requests in all`);
    const portalText = await t.page.evaluate(() => document.body.innerText);
    assert.ok(!portalText.includes('Accept the terms'), 'the game, not the portal, shows');
    assert.equal(await t.page.$('#update-bar'), null, 'the portal is not offered as a new version');
    await playOffline(t.context, t.page, 'after the portal');
    const afterPortal = await cacheContents(t.page);
    assert.deepEqual(afterPortal, before, 'the cache is unchanged');
    for (const [name, keys] of Object.entries(afterPortal)) {
      for (const k of keys) {
        const body = await t.page.evaluate(async ([n, u]) => (await (await caches.open(n)).match(u)).text(), [name, k]);
        assert.ok(!body.includes(PORTAL_HTML), `${k} in ${name} is not the portal page`);
      }
    }

    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test('visits with query strings leave exactly the build\'s files in the cache', { timeout: 90_000 }, async () => {
  const t = await fresh();
  const N = 12;
  try {
    await t.page.goto(t.server.url);
    await waitReady(t.page);
    await t.page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 });
    for (let i = 0; i < N; i++) {
      const q = ['?utm_source=x', '?lang=de', '?fbclid=', 'index.html?ref=', '?'][i % 5] + i;
      await t.page.goto(new URL(q, t.server.url).href);
      await waitReady(t.page);
      // The page's files asked for with odd query strings, and a file that is no part of the build.
      await t.page.evaluate(async (n) => {
        await Promise.all(['style.css', 'icon.svg', 'manifest.webmanifest', 'boot.js', 'not-a-file.txt']
          .map((f) => fetch(`./${f}?x=${n}`).catch(() => null)));
      }, i);
    }
    await t.page.waitForTimeout(500); // any refresh a worker would start in the background
    await t.page.waitForFunction(() => document.documentElement.dataset.prefetched !== undefined, null, { timeout: 30_000 });
    const contents = await cacheContents(t.page);
    const names = Object.keys(contents);
    const entries = Object.values(contents).flat();
    // The build's files, the words of the language shown (kept when the page asked for them), and
    // the analysis board's and Learn's (kept when the browser was idle after a visit).
    const later = Object.keys(buildInfo(DIST)?.later ?? {}).filter((p) => p.startsWith('games/') || p.startsWith('learn/'));
    const expected = [...expectedFiles(), 'words/en.ftl', ...later].sort();
    console.log(`TARGET cache after ${N} visits with query strings: ${names.length} cache(s) ${names.join(', ')}, ` +
      `${entries.length} entries (the build's list: ${expected.length} files)`);
    assert.equal(names.length, 1, `one cache: ${names.join(', ')}`);
    const info = buildInfo(DIST);
    if (info) assert.equal(names[0], `fevga-${info.id}`, 'the cache is named by the build id');
    assert.deepEqual(entries, expected, 'exactly the build\'s files, without query strings');
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});

test('offline right after the very first load', { timeout: 90_000 }, async () => {
  // A slow network (every answer 100 ms late); it goes away the moment the page is ready.
  const t = await fresh();
  t.server.setDelay(100);
  try {
    await t.page.goto(`${t.server.url}?lang=tr`);
    await waitReady(t.page);
    t.server.setMode('down');
    await t.context.setOffline(true);
    const first = await t.page.evaluate(() => ({
      controlled: !!navigator.serviceWorker.controller,
      offline: document.documentElement.dataset.offline ?? null,
    }));
    console.log(`first page, at once: controlled ${first.controlled}, data-offline ${first.offline}; ` +
      `the server saw ${[...t.server.hits].map(([p, n]) => `${p} ${n}`).join(', ')}`);
    // Whatever the worker still had to do, it now does without a network.
    const ready = await t.page.evaluate(() => Promise.race([
      navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]));
    assert.ok(ready, 'the worker is ready, offline');
    await playOffline(t.context, t.page, 'first load');
    // A new tab, offline too.
    const tab = await t.context.newPage();
    await tab.goto(t.server.url);
    await waitReady(tab, 15_000);
    assert.equal(await tab.evaluate(() => document.querySelectorAll('#board .pt').length), 24, 'a new tab offline');
    assert.ok(first.controlled, 'the worker controlled the first page when it was ready');
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});
