// The analysis board (issue 31), the Games page's game screen: a game opened from a record link
// is reviewed a turn at a time by the computer's worker in the background, each turn kept as it
// is rated; a reload goes on from where it stopped and, once done, shows the same review without
// asking the computer again; the review beside the board (verdict, reason, graph, totals, every
// turn) and the steps by turn and by mistake keep the board in view; the deck takes the game's
// mistakes once however often the game is opened or imported. Four languages, desktop and a
// phone, light and dark; screenshots in tests/e2e/artifacts/analysis-*.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, LANGS, ensureArtifacts, openPage, suite } from './util.mjs';

const env = suite();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const drawn = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
const state = async (page) => { await drawn(page); return page.evaluate(() => window.gamesState()); };
const b64url = (text) => Buffer.from(text, 'utf8').toString('base64url');

async function ready(page) {
  await page.waitForFunction(() => typeof window.gamesState === 'function' && document.querySelector('#app h1'));
}

/** A game played badly on purpose (each side's first legal play), so that a review finds
 * mistakes on both sides: the shortest of twenty. */
function badRecord(page) {
  return page.evaluate(() => {
    let best = null;
    for (let tries = 0; tries < 20; tries++) {
      const g = new window.fevga.Game('fevga', 1);
      g.rollOpening();
      let turns = 0;
      for (let i = 0; i < 2000 && g.state().phase !== 'over'; i++) {
        const s = g.state();
        if (s.phase === 'roll') g.roll();
        else { g.play(s.legalPlays.length ? s.legalPlays[0].move : 'pass'); turns++; }
      }
      const rec = g.record();
      g.free();
      if (!best || turns < best.turns) best = { rec, turns };
    }
    return best.rec;
  });
}

test('a game is reviewed once, kept across a reload, stepped by turn and mistake, its mistakes dealt once', { timeout: 600_000 }, async () => {
  const { context, page } = await openPage(env.browser, env.server.url, { ...DESKTOP, lang: 'en', reducedMotion: 'reduce' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const record = await badRecord(page);
  await page.goto(`${env.server.url}games/?lang=en#record=${b64url(record)}&from=friend&you=white`);
  await ready(page);
  let s = await state(page);
  assert.equal(s.screen, 'replay');
  assert.match(page.url(), /#open=\d+$/, 'the address names the game');
  const id = page.url().match(/#open=(\d+)/)[1];
  // Some turns rated, then a reload: it goes on from the next turn (what was kept stays).
  await page.waitForFunction(() => window.gamesState().rated >= 8, null, { timeout: 120_000 });
  const before = (await state(page)).rated;
  const kept = await page.evaluate(() => localStorage.getItem('fevga.reviews'));
  assert.ok(kept.split('\n').length > 8, kept);
  await page.reload();
  await ready(page);
  s = await state(page);
  assert.equal(s.screen, 'replay', 'the reload shows the same game');
  assert.ok(s.rated >= before - 1, `resumed: ${s.rated} of ${before} kept`);
  await page.waitForFunction(() => window.gamesState().rated === window.gamesState().turns && !window.gamesState().reviewing, null, { timeout: 300_000 });
  s = await state(page);
  assert.equal(s.reviewed, 1);
  const cards = s.cards;
  assert.ok(cards > 0, 'the person\'s mistakes in the deck');
  // Stepping by mistake keeps the board where it is (nothing scrolls it away).
  await page.locator('[data-action=next-mistake]').scrollIntoViewIfNeeded();
  const top = await page.evaluate(() => document.querySelector('#app .board').getBoundingClientRect().top);
  await page.click('[data-action=next-mistake]');
  s = await state(page);
  assert.ok(s.step > 0, 'a mistake shown');
  assert.match(await page.textContent('#app .verdict-line'), /(Mistake|Blunder)/);
  assert.ok(await page.$('#app .board .arrow.best'), 'the best play as arrows');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'next-mistake', 'the focus stays');
  const after = await page.evaluate(() => document.querySelector('#app .board').getBoundingClientRect().top);
  assert.ok(Math.abs(after - top) < 8, `the board stays where it was: ${top} → ${after}`);
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.click('#app ol.review-list li:nth-child(3) button');
  assert.equal((await state(page)).step, 2);
  // Explore: another play at a mistake, entered on the board, judged; a step back; back.
  await page.click('[data-action=next-mistake]');
  const at = (await state(page)).step;
  await page.click('[data-action=explore]');
  await drawn(page);
  assert.ok(await page.$('#app .board.live'), 'the board takes a play');
  const kept0 = await page.evaluate(() => window.gamesState().games);
  // The best play of the turn, read from the review's arrows' turn: enter the first legal play
  // the board offers, tapping its movable checkers and targets until the play is complete.
  for (let i = 0; i < 12 && (await page.$$('#app ol.tried li')).length === 0; i++) {
    const from = await page.$('#app .board.live [data-point].movable');
    if (!from) break;
    await from.click();
    await drawn(page);
    const to = await page.$('#app .board.live .target');
    if (!to) break;
    await to.click();
    await drawn(page);
  }
  await page.waitForFunction(() => document.querySelector('#app ol.tried li') && !/…/.test(document.querySelector('#app ol.tried li').textContent), null, { timeout: 60_000 });
  assert.match(await page.textContent('#app ol.tried li'), /(A good play|points lost)/);
  assert.equal(await page.evaluate(() => window.gamesState().games), kept0, 'nothing new kept');
  await page.screenshot({ path: join(ensureArtifacts(), 'analysis-explore-en-desktop.png') });
  await page.click('[data-action=explore-back]');
  await drawn(page);
  assert.equal((await page.$$('#app ol.tried li')).length, 0);
  await page.click('[data-action=explore-leave]');
  assert.equal((await state(page)).step, at, 'back at the turn it left');
  // Opened again, and the same game imported again: no question to the computer, no card twice.
  await page.reload();
  await ready(page);
  s = await state(page);
  assert.equal(s.reviewing, false, 'a review made once is not made again');
  await page.goto(`${env.server.url}games/?lang=en#record=${b64url(record)}`);
  await ready(page);
  s = await state(page);
  assert.equal(s.notice, 'games-kept-already');
  assert.equal(s.games, 1);
  assert.equal(s.cards, cards, 'the deck counts the game\'s mistakes once');
  assert.match(page.url(), new RegExp(`#open=${id}$`), 'the same game, named by the address');
  // Screenshots: four languages, desktop and phone, light and dark.
  ensureArtifacts();
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const scheme of ['light', 'dark']) {
      const shots = await env.browser.newContext({ ...opts, colorScheme: scheme, reducedMotion: 'reduce' });
      const p = await shots.newPage();
      await p.goto(`${env.server.url}games/?lang=en`);
      const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
      await p.evaluate((st) => { for (const [k, v] of Object.entries(st)) localStorage.setItem(k, v); }, storage);
      for (const lang of LANGS) {
        await p.goto('about:blank');
        await p.goto(`${env.server.url}games/?lang=${lang}#open=${id}`);
        await ready(p);
        await p.click('[data-action=next-mistake]');
        await drawn(p);
        const wide = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(wide <= 0, `${lang} ${device} ${scheme}: ${wide} px too wide`);
        const raw = await p.evaluate(() => document.querySelector('#app').innerHTML.match(/(games|review)-[a-z-]+(?![^<]*>)/)?.[0] ?? null);
        assert.equal(raw, null, `${lang}: a raw key`);
        await p.screenshot({ path: join(ARTIFACTS, `analysis-${lang}-${device}-${scheme}.png`), fullPage: device === 'phone' });
      }
      await shots.close();
    }
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game from a real board: entered roll by roll, or against the computer with the dice given; kept as over the board and reviewed', { timeout: 600_000 }, async () => {
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const lang of LANGS) {
      const { context, page } = await openPage(env.browser, env.server.url, { ...opts, lang, reducedMotion: 'reduce', colorScheme: lang === 'tr' ? 'dark' : 'light' });
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${env.server.url}games/?lang=${lang}`);
      await ready(page);
      await page.click('[data-action=otb]');
      await drawn(page);
      assert.equal((await state(page)).screen, 'board');
      if (device === 'desktop' || lang === 'en') await page.screenshot({ path: join(ensureArtifacts(), `analysis-otb-setup-${lang}-${device}.png`), fullPage: true });
      await page.fill('#g-otb-white', 'Ann');
      await page.fill('#g-otb-black', 'Bo');
      await page.selectOption('#g-otb-you', 'white');
      await page.selectOption('#g-otb-computer', 'beginner');
      await page.click('[data-action=otb-start]');
      await drawn(page);
      // The opening: White 6, Black 1 (White starts); White's play entered on the board.
      await page.selectOption('#g-die-1', '6');
      await page.selectOption('#g-die-2', '1');
      await page.click('[data-action=otb-roll]');
      await drawn(page);
      for (let i = 0; i < 6 && (await state(page)).entering; i++) {
        await page.click('#app .board.live [data-point].movable');
        await drawn(page);
        await page.click('#app .board.live .target');
        await drawn(page);
      }
      assert.equal((await state(page)).turnsEntered, 1);
      // Black's roll, given: the computer's play is shown, to be made on the real board.
      await page.selectOption('#g-die-1', '5');
      await page.selectOption('#g-die-2', '3');
      await page.click('[data-action=otb-roll]');
      await page.waitForFunction(() => window.gamesState().turnsEntered === 2, null, { timeout: 30_000 });
      await drawn(page);
      assert.ok(await page.$('#app .said.computer'), 'the computer\'s play said');
      assert.ok(await page.$('#app .board .arrow.best'), 'and drawn as arrows');
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(wide <= 0, `${lang} ${device}: ${wide} px too wide`);
      if (device === 'desktop' || lang === 'en') await page.screenshot({ path: join(ensureArtifacts(), `analysis-otb-${lang}-${device}.png`), fullPage: true });
      // Kept as over the board, and opened on the analysis board, reviewed.
      await page.click('[data-action=otb-keep]');
      await drawn(page);
      const s = await state(page);
      assert.equal(s.screen, 'replay');
      assert.equal(s.turns, 2);
      await page.waitForFunction(() => window.gamesState().rated === 2, null, { timeout: 60_000 });
      await page.click('[data-action=list]');
      await drawn(page);
      assert.equal((await state(page)).games, 1);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});
