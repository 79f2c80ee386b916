// The analysis board (issue 31), the Games page's game screen, in four languages: a game played
// to its end on the game page is reviewed a turn at a time by the computer's worker in the
// background, each turn kept as it is rated; a reload goes on from where it stopped and, once
// done, shows the same review without asking the computer again; the game is opened again from
// "Your games"; the review beside the board (verdict, reason, graph, totals, every turn) and the
// steps by turn and by mistake keep the board in view; a rollout ranks a mistake's plays; a line
// is tried (a play entered, judged, taken back, back to the review); a friend's game comes by the
// friend page's review link with its names; the deck takes each game's mistakes once however
// often the game is opened or imported; a game from a real board is entered and reviewed.
// Assertions read the words from the .ftl files (never English in another language) and the
// page's data attributes and classes.
//
// Viewports: the whole flow runs in every language on a desktop; on a phone (360 px, touch) a
// shorter one in every language (a reviewed game opened, stepped by mistake, a rollout, one play
// tried and judged, back): the whole flow is some 35 s a language on a busy two-core machine, the
// phone's some 12 s, the file about three and a half minutes there (the whole flow on both
// viewports would add two more). The game from a real board runs on both. Screenshots in
// tests/e2e/artifacts/analysis-*.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  ARTIFACTS, DESKTOP, LANGS, PHONE, ensureArtifacts, ftlSimple, fullPageShot, gotoApp, makeSave, openPage, playGame, rng, suite, uiState,
} from './util.mjs';

const env = suite();

const drawn = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
const state = async (page) => { await drawn(page); return page.evaluate(() => window.gamesState()); };
const b64url = (text) => Buffer.from(text, 'utf8').toString('base64url');

/** A language's words: the game page's bundle (the review's words) and the Games page's. */
const words = (lang) => ({ m: ftlSimple(lang), g: ftlSimple(lang, 'games') });

async function ready(page) {
  await page.waitForFunction(() => typeof window.gamesState === 'function' && document.querySelector('#app h1'));
}

/** Waits until the game shown is rated to its last turn and nothing is being reviewed. */
async function reviewed(page) {
  await page.waitForFunction(() => {
    const s = window.gamesState();
    return s.screen === 'replay' && s.rated === s.turns && !s.reviewing;
  }, null, { timeout: 300_000 });
}

/** A game played badly on purpose (each side's first legal play), so that a review finds
 * mistakes on both sides: the shortest of six (a shorter review). Needs the game page (its JS
 * API). */
function badRecord(page) {
  return page.evaluate(() => {
    let best = null;
    for (let tries = 0; tries < 6; tries++) {
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

/** A record cut `left` turns before its end (its result gone): a game in play, near its end. */
function nearEnd(record, left = 12) {
  const lines = record.trimEnd().split('\n').filter((l) => !l.startsWith('Result:'));
  return `${lines.slice(0, lines.length - left).join('\n')}\n`;
}

/** The game page's or the Games page's English words still on the screen in another language:
 * every message of the two bundles (without placeables, 8 characters or more) that the language
 * says otherwise. */
async function englishLeft(page, lang) {
  if (lang === 'en') return [];
  const own = new Set([...ftlSimple(lang).values(), ...ftlSimple(lang, 'games').values()]);
  const english = [...ftlSimple('en').values(), ...ftlSimple('en', 'games').values()].filter((t) => t.length >= 8 && !own.has(t));
  const text = await page.evaluate(() => document.body.innerText);
  return english.filter((t) => text.includes(t));
}

/** No raw message key on the screen, nothing wider than it, no English left. */
async function wellSaid(page, lang, where) {
  const raw = await page.evaluate(() => document.querySelector('#app').innerHTML.match(/(games|review|rollout)-[a-z-]+(?![^<]*>)/)?.[0] ?? null);
  assert.equal(raw, null, `${where}: a raw key`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(wide <= 0, `${where}: ${wide} px too wide`);
  assert.deepEqual(await englishLeft(page, lang), [], `${where}: English left`);
}

/** Enters a play on the live board (the first movable checker, its first target, until the play
 * is complete and judged as a line tried), by click or by tap. */
async function enterPlay(page, tap) {
  const press = (el) => (tap ? el.tap() : el.click());
  for (let i = 0; i < 12 && (await page.$$('#app ol.tried li')).length === 0; i++) {
    const from = await page.$('#app .board.live [data-point].movable');
    if (!from) break;
    await press(from);
    await drawn(page);
    const to = await page.$('#app .board.live .target');
    if (!to) break;
    await press(to);
    await drawn(page);
  }
}

/** The mistake shown: its verdict marked as a mistake or blunder, in the language's word, the
 * best play as arrows. */
async function atMistake(page, m, where) {
  await drawn(page);
  const verdict = page.locator('#app .verdict-line');
  const label = await verdict.getAttribute('class');
  assert.match(label, /\b(mistake|blunder)\b/, `${where}: ${label}`);
  const word = m.get(/blunder/.test(label) ? 'review-blunder' : 'review-mistake');
  assert.ok((await verdict.textContent()).includes(word), `${where}: "${word}" in ${await verdict.textContent()}`);
  assert.ok(await page.$('#app .board .arrow.best'), `${where}: the best play as arrows`);
}

/** The line tried: a play entered on the board, judged by the computer (a verdict in the
 * language's words, its label as a class), nothing new kept. */
async function tryAPlay(page, { m, g }, tap, where) {
  const kept = await page.evaluate(() => window.gamesState().games);
  const press = (sel) => (tap ? page.tap(sel) : page.click(sel));
  await press('[data-action=explore]');
  await drawn(page);
  assert.ok(await page.$('#app .board.live'), `${where}: the board takes a play`);
  await enterPlay(page, tap);
  await page.waitForFunction((wait) => {
    const li = document.querySelector('#app ol.tried li');
    return li && !li.textContent.includes(wait);
  }, g.get('games-explore-wait'), { timeout: 60_000 });
  const li = page.locator('#app ol.tried li').first();
  const label = await li.getAttribute('class');
  assert.match(label, /^(good|doubtful|mistake|blunder)$/, `${where}: ${label}`);
  const said = label === 'good' ? [m.get('review-good'), m.get('review-only')] : [m.get(`review-${label}`)];
  const text = await li.textContent();
  assert.ok(said.some((w) => text.includes(w)), `${where}: ${said} in ${text}`);
  assert.equal(await page.evaluate(() => window.gamesState().games), kept, `${where}: nothing new kept`);
}

/** Back from the line tried: its play taken back, then the review at the turn it left. */
async function leaveLine(page, at, tap, where) {
  const press = (sel) => (tap ? page.tap(sel) : page.click(sel));
  await press('[data-action=explore-back]');
  await drawn(page);
  assert.equal((await page.$$('#app ol.tried li')).length, 0, `${where}: the play taken back`);
  await press('[data-action=explore-leave]');
  const s = await state(page);
  assert.equal(s.step, at, `${where}: back at the turn it left`);
  assert.ok(await page.$('#app .verdict-line'), `${where}: the review again`);
}

/** The rollout of the mistake shown: the plays as it ranks them, the best first. */
async function rollOut(page, tap, where) {
  await (tap ? page.tap('[data-action=roll-out]') : page.click('[data-action=roll-out]'));
  await page.waitForSelector('#app .rollout ol li', { timeout: 120_000 });
  await drawn(page);
  const items = await page.$$eval('#app .rollout ol li', (els) => els.map((e) => e.className));
  assert.ok(items.length >= 2, `${where}: ${items}`);
  assert.equal(items[0], 'best', `${where}: the best first`);
}

for (const lang of LANGS) {
  test(`${lang}, desktop: a game played to its end, reviewed once, kept across reloads, opened from Your games, stepped by mistake, rolled out, a line tried; a friend's game; the deck once`, { timeout: 300_000 }, async () => {
    const own = words(lang);
    const { m, g } = own;
    const { context, page } = await openPage(env.browser, env.server.url, { ...DESKTOP, lang, reducedMotion: 'reduce' });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // The records are made with the game page's JS API, before leaving it.
    const bad = await badRecord(page);
    const friendRecord = (await badRecord(page)).replace(/^(Score: .*\n)/m, '$1White: Ann\nBlack: Bo\n');
    // A game played to its end on the game page against the computer: a game restored twelve
    // turns before its end, played out by clicks.
    await page.evaluate((t) => localStorage.setItem('fevga.game', t), makeSave(nearEnd(bad)));
    await gotoApp(page);
    await playGame(page, { random: rng(31) });
    assert.equal((await uiState(page)).phase, 'over');
    // "Review this game": the Games page's analysis board, in the page's language.
    const link = page.locator('a.review-link');
    assert.equal((await link.textContent()).trim(), m.get('review'));
    await Promise.all([page.waitForNavigation(), link.click()]);
    await ready(page);
    assert.match(page.url(), new RegExp(`/games/\\?lang=${lang}#open=\\d+$`), 'the address names the game');
    const id = page.url().match(/#open=(\d+)/)[1];
    let s = await state(page);
    assert.equal(s.screen, 'replay');
    assert.ok(s.turns > 12, `the whole game: ${s.turns} turns`);
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
    await reviewed(page);
    s = await state(page);
    assert.equal(s.reviewed, 1);
    const cards = s.cards;
    assert.ok(cards > 0, 'the person\'s mistakes in the deck');
    // Reloaded once reviewed: the review is there at once, the computer not asked again.
    await page.reload();
    await ready(page);
    s = await state(page);
    assert.equal(s.reviewing, false, 'a review made once is not made again');
    assert.equal(s.rated, s.turns, 'the review kept whole');
    assert.ok(await page.$('#app ol.review-list li.mistake, #app ol.review-list li.blunder'), 'the mistakes in the list');
    assert.equal(await page.textContent('#app .review h2'), m.get('review-title'));
    await wellSaid(page, lang, `${lang} reviewed`);
    // From "Your games": the game's row says it is reviewed; opened, its review as it was.
    await page.click('[data-action=list]');
    s = await state(page);
    assert.equal(s.screen, 'list');
    assert.equal(await page.textContent('#app h1'), g.get('games-title'));
    const row = page.locator(`#app ul.games button[data-action=open][data-id="${id}"]`);
    const rowText = await row.textContent();
    for (const k of ['games-not-reviewed', 'games-review-part']) assert.ok(!rowText.includes(g.get(k)), `${lang}: ${rowText}`);
    await wellSaid(page, lang, `${lang} list`);
    await row.click();
    s = await state(page);
    assert.equal(s.screen, 'replay');
    assert.match(page.url(), new RegExp(`#open=${id}$`));
    assert.equal(s.reviewing, false);
    assert.equal(s.rated, s.turns);
    assert.equal(s.cards, cards, 'opened again: no card twice');
    // Stepping by mistake keeps the board where it is (nothing scrolls it away).
    await page.locator('[data-action=next-mistake]').scrollIntoViewIfNeeded();
    const top = await page.evaluate(() => document.querySelector('#app .board').getBoundingClientRect().top);
    await page.click('[data-action=next-mistake]');
    s = await state(page);
    assert.ok(s.step > 0, 'a mistake shown');
    await atMistake(page, m, lang);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'next-mistake', 'the focus stays');
    const after = await page.evaluate(() => document.querySelector('#app .board').getBoundingClientRect().top);
    assert.ok(Math.abs(after - top) < 8, `the board stays where it was: ${top} → ${after}`);
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.click('#app ol.review-list li:nth-child(3) button');
    assert.equal((await state(page)).step, 2);
    // A mistake rolled out: its plays as the rollout ranks them.
    await page.click('[data-action=next-mistake]');
    const at = (await state(page)).step;
    await atMistake(page, m, lang);
    await rollOut(page, false, lang);
    await wellSaid(page, lang, `${lang} rollout`);
    await page.locator('#app .rollout').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ensureArtifacts(), `analysis-rollout-${lang}-desktop.png`) });
    // Explore: another play at the mistake, entered on the board, judged; a step back; back.
    await tryAPlay(page, own, false, lang);
    await wellSaid(page, lang, `${lang} explore`);
    await page.screenshot({ path: join(ensureArtifacts(), `analysis-explore-${lang}-desktop.png`) });
    await leaveLine(page, at, false, lang);
    // The record pasted into the import box: the same game, opened, its mistakes not dealt again.
    const text = await page.inputValue('#g-record');
    await page.click('[data-action=list]');
    await page.fill('#g-paste', text);
    await page.click('[data-action=import]');
    s = await state(page);
    assert.equal(s.notice, 'games-kept-already');
    assert.equal(await page.textContent('#app .notice'), g.get('games-kept-already'));
    assert.equal(s.games, 1);
    assert.equal(s.screen, 'replay');
    assert.match(page.url(), new RegExp(`#open=${id}$`), 'the same game, named by the address');
    assert.equal(s.cards, cards, 'the deck counts the game\'s mistakes once');
    // A friend's game by the friend page's review link: kept with its names, reviewed, White's
    // (the person's) mistakes dealt; the link again opens it and deals nothing.
    const friendLink = `${env.server.url}games/?lang=${lang}#record=${b64url(friendRecord)}&from=friend&you=white`;
    await page.goto(friendLink);
    await ready(page);
    s = await state(page);
    assert.equal(s.screen, 'replay');
    assert.equal(s.games, 2);
    const friendId = page.url().match(/#open=(\d+)$/)?.[1];
    assert.ok(friendId && friendId !== id, page.url());
    const h1 = await page.textContent('#app h1');
    assert.ok(h1.includes('Ann') && h1.includes('Bo'), h1);
    await reviewed(page);
    const both = (await state(page)).cards;
    assert.ok(both > cards, `the friend's game's mistakes dealt: ${cards} → ${both}`);
    assert.ok((await page.textContent('#app .review-totals')).includes('Ann'), 'the names in the totals');
    await page.click('[data-action=next-mistake]');
    await atMistake(page, m, `${lang} friend`);
    await wellSaid(page, lang, `${lang} friend`);
    await page.goto('about:blank');
    await page.goto(friendLink);
    await ready(page);
    s = await state(page);
    assert.equal(s.notice, 'games-kept-already');
    assert.equal(s.games, 2);
    assert.equal(s.cards, both, 'the friend\'s game dealt once');
    assert.equal(s.reviewing, false);
    assert.match(page.url(), new RegExp(`#open=${friendId}$`));
    // Screenshots: desktop and phone, light and dark, the first game at its first mistake.
    const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      for (const scheme of ['light', 'dark']) {
        const shots = await env.browser.newContext({ ...opts, colorScheme: scheme, reducedMotion: 'reduce' });
        const p = await shots.newPage();
        await p.goto(`${env.server.url}games/?lang=${lang}`);
        await p.evaluate((st) => { for (const [k, v] of Object.entries(st)) localStorage.setItem(k, v); }, storage);
        await p.goto('about:blank');
        await p.goto(`${env.server.url}games/?lang=${lang}#open=${id}`);
        await ready(p);
        await p.click('[data-action=next-mistake]');
        await drawn(p);
        await wellSaid(p, lang, `${lang} ${device} ${scheme}`);
        if (device === 'phone') await fullPageShot(p, join(ARTIFACTS, `analysis-${lang}-${device}-${scheme}.png`));
        else await p.screenshot({ path: join(ARTIFACTS, `analysis-${lang}-${device}-${scheme}.png`) });
        await shots.close();
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const lang of LANGS) {
  test(`${lang}, phone: a reviewed game stepped by mistake by touch, rolled out, a play tried and judged, back to the review`, { timeout: 200_000 }, async () => {
    const own = words(lang);
    const { context, page } = await openPage(env.browser, env.server.url, { ...PHONE, lang, reducedMotion: 'reduce' });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const record = await badRecord(page);
    await page.goto(`${env.server.url}games/?lang=${lang}#record=${b64url(record)}&from=friend&you=white`);
    await ready(page);
    await reviewed(page);
    await page.tap('[data-action=next-mistake]');
    const at = (await state(page)).step;
    assert.ok(at > 0, 'a mistake shown');
    await atMistake(page, own.m, `${lang} phone`);
    await rollOut(page, true, `${lang} phone`);
    await wellSaid(page, lang, `${lang} phone rollout`);
    await fullPageShot(page, join(ensureArtifacts(), `analysis-rollout-${lang}-phone.png`));
    await tryAPlay(page, own, true, `${lang} phone`);
    await wellSaid(page, lang, `${lang} phone explore`);
    await fullPageShot(page, join(ensureArtifacts(), `analysis-explore-${lang}-phone.png`));
    await leaveLine(page, at, true, `${lang} phone`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a game from a real board: entered roll by roll, or against the computer with the dice given; kept as over the board and reviewed', { timeout: 600_000 }, async () => {
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const lang of LANGS) {
      const { context, page } = await openPage(env.browser, env.server.url, { ...opts, lang, reducedMotion: 'reduce', colorScheme: 'light' });
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${env.server.url}games/?lang=${lang}`);
      await ready(page);
      await page.click('[data-action=otb]');
      await drawn(page);
      assert.equal((await state(page)).screen, 'board');
      await wellSaid(page, lang, `${lang} ${device} real board`);
      await fullPageShot(page, join(ensureArtifacts(), `analysis-otb-setup-${lang}-${device}.png`));
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
      await wellSaid(page, lang, `${lang} ${device} the computer's play`);
      // Light, then dark (the page follows the system's colours when none is chosen).
      await fullPageShot(page, join(ensureArtifacts(), `analysis-otb-${lang}-${device}.png`));
      await page.emulateMedia({ colorScheme: 'dark' });
      await drawn(page);
      await fullPageShot(page, join(ensureArtifacts(), `analysis-otb-${lang}-${device}-dark.png`));
      await page.emulateMedia({ colorScheme: 'light' });
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
