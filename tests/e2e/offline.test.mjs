// 8. Offline after the first visit: once the service worker is ready, the page reloads and draws
// the board with the network off, and a game can be started.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseLang, ftlLine, gotoApp, openPage, rollOpening, suite, uiState } from './util.mjs';

const env = suite();

test('offline after the first visit: the board draws', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await context.setOffline(true);
  // The network is really off: a file the service worker never cached cannot be fetched.
  const probe = await page.evaluate(() => fetch('./not-cached.txt').then((r) => `HTTP ${r.status}`, () => 'failed'));
  assert.equal(probe, 'failed', 'offline for real');

  const requestsBefore = log.requests.length;
  await gotoApp(page);
  const board = await page.evaluate(() => ({
    points: document.querySelectorAll('#board .pt').length,
    checkers: document.querySelectorAll('#board .ck').length,
    mark: performance.getEntriesByName('fevga-board').length,
    controlled: !!navigator.serviceWorker.controller,
    css: getComputedStyle(document.body).backgroundImage !== 'none',
  }));
  assert.equal(board.points, 24, 'all 24 points drawn');
  assert.equal(board.checkers, 30, 'all 30 checkers drawn');
  assert.equal(board.mark, 1, 'the board was drawn (fevga-board mark)');
  assert.ok(board.controlled, 'the service worker serves the page');
  assert.ok(board.css, 'the style sheet came from the cache');
  assert.ok(log.requests.length > requestsBefore, 'the reload made requests (answered by the service worker)');

  // Playable offline.
  await rollOpening(page);
  const s = await uiState(page);
  assert.notEqual(s.phase, 'opening', `the opening roll happened offline: ${s.phase}`);
  assert.deepEqual(log.pageErrors, []);
  // A failed probe fetch is the only error allowed in the console.
  assert.deepEqual(log.consoleErrors.filter((e) => !e.includes('not-cached.txt') && !/Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(e)), []);
  await context.close();
});

test('offline, the languages shown before still show; one never shown is said and the page stays', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // German shown once while online: its words are kept by the service worker.
  await chooseLang(page, 'de');
  await context.setOffline(true);
  await gotoApp(page);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de', 'reloaded offline in German');
  await chooseLang(page, 'en');
  // Turkish was never shown: its words cannot be had, the page says so (in English) and stays.
  await page.selectOption('#lang', 'tr');
  const said = ftlLine('en', 'words-unavailable').replace('{ $language }', 'Türkçe');
  await page.waitForFunction((t) => document.body.innerText.includes(t), said, { timeout: 10_000 });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await page.$eval('#lang', (s) => s.value), 'en', 'the menu shows the language kept');
  assert.match(await page.evaluate(() => localStorage.getItem('fevga.settings')), /lang=en/);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
