// Your games (issue 18): the game page writes the game it plays for the Games page (which takes
// it into its list) and links to the Games page; there a record is imported (pasted, from a file, and
// through #record=, the friend page's review link, which files a friend's game with the names once), listed,
// replayed with the buttons and the arrow keys, exported (the text box, Copy, Download .txt); a
// bad record is refused with its line (an illegal play with the rule it breaks, beside the import box)
// and nothing is lost; the same game pasted again is opened, not kept twice; the result is said
// from the person's side; deleting asks first; the computer's worker reviews the
// finished games in the background and the person's mistakes become a deck; one is practised
// and the deck is cleared. Four languages and a phone; screenshots in
// tests/e2e/artifacts/games-*.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, LANGS, ensureArtifacts, fullPageShot, openPage, playHumanTurn, suite } from './util.mjs';

const env = suite();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1100, height: 900 } };

// The page draws once an animation frame (the page kit's loop): a probe waits for the frame
// after the last input, so what it reads is drawn (a frame asked before this one runs first).
const drawn = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
const state = async (page) => { await drawn(page); return page.evaluate(() => window.gamesState()); };
const notice = async (page) => { await drawn(page); return page.evaluate(() => document.querySelector('#app .notice')?.textContent ?? null); };

async function ready(page) {
  await page.waitForFunction(() => typeof window.gamesState === 'function' && document.querySelector('#app h1'));
}

async function shot(page, name) {
  ensureArtifacts();
  await fullPageShot(page, join(ARTIFACTS, `games-${name}.png`));
}

/** A whole game played badly on purpose (each side's first legal play, the computer's worker
 * not needed), so that a review finds mistakes on both sides. */
function badRecord(page) {
  return page.evaluate(() => {
    const g = new window.fevga.Game('fevga', 1);
    g.rollOpening();
    for (let i = 0; i < 2000 && g.state().phase !== 'over'; i++) {
      const s = g.state();
      if (s.phase === 'roll') g.roll();
      else g.play(s.legalPlays.length ? s.legalPlays[0].move : 'pass');
    }
    const rec = g.record();
    g.free();
    return rec;
  });
}

const b64url = (text) => Buffer.from(text, 'utf8').toString('base64url');

test('the game page keeps its game and links to the Games page; import, replay, export, refuse, review, practise', { timeout: 600_000 }, async () => {
  // The game page: two turns against the computer, then the game is in the list.
  const { context, page } = await openPage(env.browser, env.server.url, { lang: 'en', reducedMotion: 'reduce' });
  await playHumanTurn(page);
  await playHumanTurn(page);
  // The game page only writes: the game in play (the Games page takes it in), no list.
  const kept = await page.evaluate(() => localStorage.getItem('fevga.games-current'));
  // A first visit (nothing saved) plays novice, the first game's level (issue 33).
  assert.match(kept, /^Game: 0 novice W\nFevga record\n(.*\n)*1\. [WB] /);
  assert.equal(await page.evaluate(() => localStorage.getItem('fevga.games')), null);
  const record = await badRecord(page);
  assert.match(record, /Result: /);
  // Another game (its own dice), and a friend's game as the friend page's review link brings it:
  // the names in the record's headers, the link's source and side after it.
  const other = await badRecord(page);
  assert.notEqual(other, record);
  const friendRecord = (await badRecord(page)).replace(/^(Score: .*\n)/m, '$1White: Ann\nBlack: Bo\n');
  assert.match(friendRecord, /\nScore: 0-0\nWhite: Ann\nBlack: Bo\n1\. /);
  // The header's link, in the page's language.
  const link = await page.$('header a.games');
  assert.ok(link, 'a "Your games" link in the header');
  assert.equal(await link.textContent(), 'Your games');
  await page.screenshot({ path: join(ensureArtifacts(), 'games-header-en.png') });
  await Promise.all([page.waitForNavigation(), link.click()]);
  await ready(page);
  assert.match(page.url(), /\/games\/\?lang=en$/);
  let s = await state(page);
  assert.equal(s.screen, 'list');
  assert.equal(s.games, 1);
  assert.match(await page.textContent('#app ul.games'), /Against the computer \(First games\).*Not finished/s);

  // Import by pasting: the replay opens at the start.
  await page.fill('#g-paste', record);
  await page.click('[data-action=import]');
  s = await state(page);
  assert.equal(s.screen, 'replay');
  assert.equal(s.games, 2);
  assert.equal(s.step, 0);
  const turns = s.turns;
  assert.ok(turns > 20, `a whole game: ${turns} turns`);
  // The buttons and the arrow keys step; Home and End jump; each step is announced.
  await page.click('[data-action=next]');
  await page.click('[data-action=next]');
  assert.equal((await state(page)).step, 2);
  // Step 2 is the third turn, shown before it is played (the analysis board, issue 31).
  assert.match(await page.textContent('#announce'), /Turn 3: .*\(3 of \d+\)/);
  await page.keyboard.press('ArrowLeft');
  assert.equal((await state(page)).step, 1);
  await page.keyboard.press('End');
  assert.equal((await state(page)).step, turns);
  assert.ok(await page.$eval('[data-action=next]', (b) => b.disabled), 'no Next at the end');
  await page.keyboard.press('Home');
  assert.equal((await state(page)).step, 0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal((await state(page)).step, 3);
  // The turn's play is drawn on the board as arrows, from the position before it (issue 31's
  // analysis board). (A turn that could not move draws nothing.)
  const passed = /could not move/.test(await page.textContent('#announce'));
  assert.equal(!!(await page.$('#app .board svg .arrow.played')), !passed, 'the play drawn');
  // Export: the box holds the record; Download gives it as a .txt file, and says so in a line
  // in sight (the page kit's confirmation, which a screen reader says too).
  assert.equal((await page.inputValue('#g-record')).trim(), record.trim());
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action=download]')]);
  assert.match(download.suggestedFilename(), /^fevga-\d{4}-\d\d-\d\d-imported\.txt$/);
  assert.equal(readFileSync(await download.path(), 'utf8').trim(), record.trim());
  await page.waitForFunction(() => /downloaded/.test(document.querySelector('#kit-confirm')?.textContent ?? ''));
  // Copy puts the same text on the clipboard, and says so the same way.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  await page.click('[data-action=copy]');
  await page.waitForFunction(() => /clipboard/.test(document.querySelector('#kit-confirm')?.textContent ?? ''));
  assert.ok(await page.isVisible('#kit-confirm'), 'the confirmation is in sight');
  assert.equal((await page.evaluate(() => navigator.clipboard.readText())).trim(), record.trim());
  await shot(page, 'replay-en');

  // A bad record: refused with its line and why; nothing is lost or added.
  await page.click('[data-action=list]');
  const before = await page.evaluate(() => localStorage.getItem('fevga.games'));
  const lines = record.split('\n');
  lines[6] = '3. W 1-1: 24/12';
  await page.fill('#g-paste', lines.join('\n'));
  await page.click('[data-action=import]');
  s = await state(page);
  assert.equal(s.screen, 'list');
  assert.match(s.notice, /^games-err-/);
  assert.match(await notice(page), /^Line 7: .*«3\. W 1-1: 24\/12»/);
  assert.equal(await page.evaluate(() => localStorage.getItem('fevga.games')), before);
  assert.equal(await page.inputValue('#g-paste'), lines.join('\n').trim(), 'the text refused stays in the box, to be mended');
  await shot(page, 'refused-en');
  // A file: the same record again, as a .txt file chosen with the file input: kept already, so
  // that game is opened and no copy is added.
  const file = (text) => page.setInputFiles('#g-file', { name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });
  await file(record);
  await page.waitForFunction(() => window.gamesState().notice === 'games-kept-already');
  s = await state(page);
  assert.equal(s.games, 2, 'a record kept already is not kept twice');
  assert.equal(s.screen, 'replay');
  // Pasted again with other spacing (spaces, blank lines, Windows line ends): the same game.
  await page.click('[data-action=list]');
  await page.fill('#g-paste', record.split('\n').map((l) => `  ${l} `).join('\r\n\r\n'));
  await page.click('[data-action=import]');
  s = await state(page);
  assert.equal(s.notice, 'games-kept-already');
  assert.equal(s.games, 2, 'the same game, spaced otherwise, is not kept twice');
  assert.equal(s.screen, 'replay');
  // Another game's file is kept, then deleted.
  await page.click('[data-action=list]');
  await file(other);
  await page.waitForFunction(() => window.gamesState().games === 3);
  assert.equal((await state(page)).screen, 'replay');
  // Deleting asks first (Delete or Keep): Keep keeps it; Delete deletes it.
  await page.click('[data-action=delete]');
  await drawn(page);
  assert.match(await page.textContent('#app .delete.confirm'), /Delete this game for good\?/);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'keep-game', 'the focus on Keep');
  await page.click('[data-action=keep-game]');
  s = await state(page);
  assert.equal(s.games, 3, 'kept');
  assert.equal(s.screen, 'replay');
  await page.click('[data-action=delete]');
  await page.click('[data-action=delete-yes]');
  s = await state(page);
  assert.equal(s.games, 2);
  assert.equal(s.notice, 'games-deleted');

  // The address #record= (fevga_core::link::RecordLink, what the friend page's "Review this
  // game" writes) imports a friend's game with the names; the same link again opens it, no copy;
  // a damaged one is refused.
  const friendLink = `${env.server.url}games/?lang=de#record=${b64url(friendRecord)}&from=friend&you=black`;
  await page.goto(friendLink);
  await ready(page);
  s = await state(page);
  assert.equal(s.screen, 'replay');
  assert.equal(s.games, 3);
  assert.equal(s.notice, 'games-imported');
  assert.doesNotMatch(page.url(), /record=/, 'taken out of the address');
  assert.match(await page.textContent('#app h1'), /Gegen Freunde per Link · Weiß: Ann, Schwarz: Bo/);
  assert.match(await page.textContent('#app .score'), /Du hast (gewonnen|verloren) \(\d Punkte?\)/, 'the result from the person\'s side');
  await page.goto(`${env.server.url}games/?lang=en`);
  await ready(page);
  await page.goto(friendLink);
  await ready(page);
  await page.waitForFunction(() => window.gamesState().notice !== null);
  s = await state(page);
  assert.equal(s.games, 3, 'the same link again adds no copy');
  assert.equal(s.notice, 'games-kept-already');
  assert.equal(s.screen, 'replay');
  await page.goto(`${env.server.url}games/?lang=de#record=@@@`);
  await ready(page);
  s = await state(page);
  assert.equal(s.notice, 'games-err-link');
  assert.equal(s.games, 3);

  // The review: the two finished games, one at a time, by the computer's worker.
  await page.goto(`${env.server.url}games/?lang=en`);
  await ready(page);
  await page.waitForFunction(() => window.gamesState().reviewed >= 2, null, { timeout: 400_000, polling: 500 });
  s = await state(page);
  assert.ok(s.cards > 0, `mistakes in the deck: ${s.cards}`);
  assert.equal(s.due, s.cards);
  assert.match(await page.textContent('#app ul.games'), /Error rate: White \d+, Black \d+/);
  await shot(page, 'list-en');

  // Practise one mistake: a wrong answer (the play made in the game), then the answer shown.
  await page.click('[data-action=practise]');
  s = await state(page);
  assert.equal(s.screen, 'practice');
  await shot(page, 'practice-en');
  const bestIndex = s.bestIndex;
  const wrong = await page.$$eval('#g-play option', (os, b) => os.findIndex((o, i) => i !== b), bestIndex);
  await page.selectOption('#g-play', String(wrong));
  await page.click('[data-action=check]');
  s = await state(page);
  assert.equal(s.answered, false);
  assert.equal(s.notice, 'games-wrong');
  assert.match(await page.textContent('#app .answer'), /Best: .*equity [+−-]\d\.\d{3}.*In the game: /s);
  assert.equal(await page.textContent('#announce'), 'Not the best play.');
  await shot(page, 'answer-en');
  // The next card, answered right on the board: a click on each checker, then on where it goes
  // (a refused tap first: Check before a whole play asks for one); then, if one is still due,
  // from the keyboard: the list, then Check.
  const cards = s.cards;
  await page.click('[data-action=practise]');
  s = await state(page);
  if (s.screen === 'practice') {
    assert.equal(s.choice, null, 'nothing chosen before a play is entered');
    assert.ok(await page.evaluate(() => document.activeElement.closest('.board.live') !== null), 'the focus is on the board');
    // The board's keys: Enter takes up the focused checker and puts it down again; an arrow
    // moves the focus along the row, and the focus stays on the board.
    const focused = () => page.evaluate(() => {
      const el = document.activeElement;
      const spot = el.getAttribute('data-point') ?? (el.getAttribute('data-tray') && `tray ${el.getAttribute('data-tray')}`);
      return el.closest('.board.live') ? spot : null;
    });
    const first = await focused();
    assert.ok(first, 'a point has the focus');
    await page.keyboard.press('Enter');
    await drawn(page);
    assert.equal(await page.locator('.board.live .pt.selected').count(), 1, 'Enter takes the checker up');
    await page.keyboard.press('Enter');
    await drawn(page);
    assert.equal(await page.locator('.board.live .pt.selected').count(), 0, 'Enter again puts it down');
    // Right: one point forward along the mover's path (a checker that can move is never on its
    // tray, the path's end).
    await page.keyboard.press('ArrowRight');
    await drawn(page);
    const next = await focused();
    assert.ok(next && next !== first, `the focus moved along the path, on the board (${first} -> ${next})`);
    // Check is aria-disabled (still focusable and pressable): pressed, it says what is missing.
    await page.click('[data-action=check]', { force: true });
    assert.equal((await state(page)).notice, 'games-play-first');
    for (const [i, [from, to]] of s.bestSteps.entries()) {
      await page.click(`.board.live [data-point="${from}"] .hit`);
      await page.click(to === 0
        ? `.board.live [data-tray="${s.mover === 'white' ? 'W' : 'B'}"] rect`
        : `.board.live [data-point="${to}"] .hit`);
      assert.equal((await state(page)).entered >= i + 1, true, `step ${from}/${to || 'off'} entered`);
    }
    const entered = await state(page);
    assert.notEqual(entered.choice, null, 'the play on the board is chosen in the list');
    assert.match(await page.textContent('#app .said'), /Check/);
    await shot(page, 'practice-board-en');
    await page.click('[data-action=check]');
    s = await state(page);
    assert.equal(s.answered, true);
    assert.equal(s.due, cards - 2);
    await page.click('[data-action=practise]');
    s = await state(page);
    if (s.screen === 'practice') {
      await page.focus('#g-play');
      await page.selectOption('#g-play', String(s.bestIndex));
      assert.equal((await state(page)).entered > 0, true, 'the play chosen is shown on the board');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      s = await state(page);
      assert.equal(s.answered, true);
      assert.equal(s.due, cards - 3);
    }
  }

  // The game page shows the number due.
  await page.goto(`${env.server.url}?lang=en`);
  await page.waitForSelector('header a.games .due');
  const due = Number(await page.textContent('header a.games .due'));
  assert.equal(due, (await page.evaluate(() => localStorage.getItem('fevga.deck')))
    .split('\n').slice(1).filter((l) => l && l.split('\t')[4] < 3 && Number(l.split('\t')[1]) <= Math.floor(Date.now() / 86400000)).length);

  // Clearing the deck asks first.
  await page.goto(`${env.server.url}games/?lang=en`);
  await ready(page);
  await page.click('[data-action=ask-clear]');
  await page.click('[data-action=clear]');
  s = await state(page);
  assert.equal(s.cards, 0);
  await context.close();
});

/** A record whose last turn moves a checker onto a point the opponent holds (found with the
 * page's whyNot), after a few turns of a game played on the page's JS API. */
function heldRecord(page) {
  return page.evaluate(() => {
    const g = new window.fevga.Game('fevga', 1);
    g.rollOpening();
    for (let i = 0; i < 2000 && g.state().phase !== 'over'; i++) {
      const s = g.state();
      if (s.phase === 'roll') { g.roll(); continue; }
      if (s.history.length > 4 && s.dice) {
        const dice = `${s.dice[0]}-${s.dice[1]}`;
        for (let from = 24; from >= 1; from--) {
          for (const die of new Set(s.dice)) {
            if (die >= from) continue;
            const why = window.fevga.whyNot('fevga', s.position.text, dice, `${from}/${from - die}`);
            if (why && /is held/.test(why.reason)) {
              const rec = g.record();
              const n = (rec.match(/^\d+\. /gm) || []).length + 1;
              g.free();
              return rec.replace(/^Roll: ([WB]) (\d-\d)\s*$/m, `${n}. $1 $2: ${from}/${from - die}`);
            }
          }
        }
      }
      g.play(s.legalPlays.length ? s.legalPlays[0].move : 'pass');
    }
    throw new Error('no held point met');
  });
}

test('the result from your side, the delete question and a refused play\'s rule, desktop and 360 px, en and tr', { timeout: 200_000 }, async () => {
  const SMALL = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
  const WORDS = {
    en: { you: /You (won|lost) \d points?/, held: /^Line \d+: \d+ is held by your opponent/, ask: /Delete this game for good\?/ },
    tr: { you: /(\d puan kazandın|Kaybettin \(\d puan\))/, held: /^\d+\. satır: \d+\. hane rakibin elinde/, ask: /silinsin mi\?/ },
  };
  for (const [device, opts] of [['desktop', DESKTOP], ['360', SMALL]]) {
    const { page, context } = await openPage(env.browser, env.server.url, { ...opts, lang: 'en', reducedMotion: 'reduce' });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const record = await badRecord(page);
    const held = await heldRecord(page);
    for (const lang of ['en', 'tr']) {
      const w = WORDS[lang];
      await page.evaluate(() => localStorage.removeItem('fevga.games'));
      await page.goto(`${env.server.url}games/?lang=${lang}#record=${b64url(record)}&from=friend&you=black`);
      await ready(page);
      assert.match(await page.textContent('#app .score'), w.you, `${lang}: the replay's heading`);
      // The delete question: Delete or Keep; Keep keeps the game.
      await page.click('[data-action=delete]');
      await drawn(page);
      assert.match(await page.textContent('#app .delete.confirm'), w.ask);
      await shot(page, `delete-ask-${lang}-${device}`);
      await page.click('[data-action=keep-game]');
      assert.equal((await state(page)).games, 1);
      await page.click('[data-action=list]');
      assert.match(await page.textContent('#app ul.games'), w.you, `${lang}: the list`);
      // A refused play: the rule it breaks, said beside the import box; nothing added.
      await page.fill('#g-paste', held);
      await page.click('[data-action=import]');
      const s = await state(page);
      assert.equal(s.notice, 'games-err-illegal');
      assert.equal(s.games, 1, 'nothing added');
      const said = await page.evaluate(() => [...document.querySelectorAll('#app .notice')].map((n) => ({
        text: n.textContent, atImport: !!n.closest('section.import'),
      })));
      assert.equal(said.length, 1, JSON.stringify(said));
      assert.ok(said[0].atImport, 'beside the import box');
      assert.match(said[0].text, w.held);
      assert.equal(await page.getAttribute('#g-paste', 'aria-describedby'), 'g-notice');
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(wide <= 0, `${lang} ${device}: ${wide} px too wide`);
      await shot(page, `you-refused-${lang}-${device}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/** A deck of one card due today, from a position of a game played on the page's JS API (the
 * first two legal plays: one as the best, the other as the play made). */
function oneCardDeck(page) {
  return page.evaluate(() => {
    const g = new window.fevga.Game('fevga', 1);
    g.rollOpening();
    for (let i = 0; i < 2000; i++) {
      const s = g.state();
      if (s.phase === 'roll') g.roll();
      else if (s.legalPlays.length >= 3 && s.history.length > 8) {
        const today = Math.floor(Date.now() / 86400000);
        const card = ['1.9', today, 250, 0, 0, 0, 'fevga', s.position.text, `${s.dice[0]}-${s.dice[1]}`,
          s.legalPlays[0].move, s.legalPlays[1].move, -120, -260, ''].join('\t');
        g.free();
        return `fevga-deck 1\n${card}\n`;
      } else g.play(s.legalPlays.length ? s.legalPlays[0].move : 'pass');
    }
    throw new Error('no position with three plays');
  });
}

test('every screen in four languages and on a phone, no raw key, nothing wider than the screen', { timeout: 300_000 }, async () => {
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    const context = await env.browser.newContext({ ...opts, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${env.server.url}?lang=en`);
    await page.waitForFunction(() => window.fevga?.Game);
    const record = await badRecord(page);
    const deck = await oneCardDeck(page);
    const check = async (name, lang) => {
      await drawn(page);
      const text = await page.textContent('body');
      assert.doesNotMatch(text, /games-[a-z]|\{ \$/, `${lang} ${name}: a raw key`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(wide <= 0, `${lang} ${name} ${device}: ${wide} px too wide`);
      await shot(page, `${name}-${lang}-${device}`);
    };
    for (const lang of LANGS) {
      await page.evaluate((d) => { localStorage.setItem('fevga.deck', d); localStorage.removeItem('fevga.games'); }, deck);
      await page.goto(`${env.server.url}games/?lang=${lang}#record=${b64url(record)}`);
      await ready(page);
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      await check('replay', lang);
      await page.click('[data-action=list]');
      await page.fill('#g-paste', 'Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\n1. W 6-9: 24/13');
      await page.click('[data-action=import]');
      assert.equal((await state(page)).notice, 'games-err-dice');
      await check('list', lang);
      await page.click('[data-action=practise]');
      assert.equal((await state(page)).screen, 'practice');
      await check('practice', lang);
      // The first step of the best play on the board: the checker taken up, then moved.
      const card = await state(page);
      const [from, to] = card.bestSteps[0];
      await page.click(`.board.live [data-point="${from}"] .hit`);
      await page.click(to === 0
        ? `.board.live [data-tray="${card.mover === 'white' ? 'W' : 'B'}"] rect`
        : `.board.live [data-point="${to}"] .hit`);
      assert.ok((await state(page)).entered >= 1, `${lang}: the step is entered`);
      assert.ok((await page.textContent('#app .said')).length > 3, `${lang}: the step is said`);
      await check('practice-step', lang);
      await page.selectOption('#g-play', '1');
      await page.click('[data-action=check]');
      assert.equal((await state(page)).answered, false);
      await check('answer', lang);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('Copy and Download say so in a line in sight, on a desktop and a 360 px phone, in four languages', { timeout: 200_000 }, async () => {
  const SMALL = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
  for (const [device, opts] of [['desktop', DESKTOP], ['360', SMALL]]) {
    const { page, context } = await openPage(env.browser, env.server.url, { ...opts, lang: 'en', reducedMotion: 'reduce', acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const record = await badRecord(page);
    for (const lang of LANGS) {
      await page.goto(`${env.server.url}games/?lang=${lang}#record=${b64url(record)}`);
      await ready(page);
      const announced = await page.textContent('#announce');
      // What the line says, where it is: in the window, above the page's foot, a status.
      const shown = () => page.evaluate(() => {
        const c = document.querySelector('#kit-confirm');
        const r = c.getBoundingClientRect();
        return {
          text: c.textContent,
          role: c.getAttribute('role'),
          inside: r.width > 0 && r.left >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight,
        };
      });
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action=download]')]);
      assert.equal((readFileSync(await download.path(), 'utf8')).trim(), record.trim());
      await page.waitForSelector('#kit-confirm:not([hidden])');
      const downloaded = await shown();
      assert.ok(downloaded.inside && downloaded.role === 'status', `${lang} ${device}: ${JSON.stringify(downloaded)}`);
      assert.match(downloaded.text, /\.txt/, `${lang}: the download is confirmed`);
      await page.click('[data-action=copy]');
      await page.waitForFunction((before) => document.querySelector('#kit-confirm').textContent !== before, downloaded.text);
      const copied = await shown();
      assert.ok(copied.inside, `${lang} ${device}: the confirmation in the window`);
      assert.doesNotMatch(copied.text + downloaded.text, /games-|\{ \$/, `${lang}: no raw key`);
      assert.equal((await page.evaluate(() => navigator.clipboard.readText())).trim(), record.trim());
      // The live region keeps what the page said last; the confirmation is the kit's.
      assert.equal(await page.textContent('#announce'), announced);
      if (lang === 'en') assert.equal(copied.text, 'The record is on the clipboard.');
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(wide <= 0, `${lang} ${device}: ${wide} px too wide`);
      await page.screenshot({ path: join(ensureArtifacts(), `games-copied-${lang}-${device}.png`) });
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the game page shows the link and the count of mistakes due in the header, on a phone too, in four languages', { timeout: 200_000 }, async () => {
  const SMALL = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
  const { page, context } = await openPage(env.browser, env.server.url, { ...SMALL, lang: 'en' });
  const deck = await oneCardDeck(page);
  await page.evaluate((d) => localStorage.setItem('fevga.deck', d), deck);
  for (const [name, opts] of [['360', SMALL], ['390', PHONE], ['desktop', DESKTOP]]) {
    await page.setViewportSize(opts.viewport);
    for (const lang of LANGS) {
      await page.goto(`${env.server.url}?lang=${lang}`);
      await page.waitForSelector('header a.games .due', { state: 'attached' });
      const header = await page.evaluate(() => {
        const a = document.querySelector('header a.games');
        const r = a.getBoundingClientRect();
        const h1 = document.querySelector('header h1').getBoundingClientRect();
        const due = a.querySelector('.due').getBoundingClientRect();
        const places = [...document.querySelectorAll('header.site nav.site > *')].map((e) => e.getBoundingClientRect());
        return {
          // The last place keeps the header's own margin from the screen's edge.
          margin: window.innerWidth - Math.max(...places.map((q) => q.right)),
          shown: r.width > 0 && due.width > 0 && due.right <= window.innerWidth,
          right: r.right,
          sameLine: r.top < h1.bottom && r.bottom > h1.top,
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      assert.ok(header.overflow <= 0, `${lang} ${name}: the page is ${header.overflow} px too wide`);
      assert.ok(header.margin >= 3.5, `${lang} ${name}: the places end ${header.margin} px from the edge`);
      // Issue 30: the link and its count on the title's line in every layout, a phone's too.
      assert.ok(header.shown && header.sameLine && header.right <= opts.viewport.width, `${lang} ${name}: in the header`);
      assert.equal(await page.$eval('header a.games .due', (e) => e.textContent), '1');
      assert.match(await page.$eval('header a.games .due', (e) => e.getAttribute('aria-label')), /1/);
      await page.screenshot({ path: join(ensureArtifacts(), `games-header-${lang}-${name}.png`), clip: { x: 0, y: 0, width: opts.viewport.width, height: 120 } });
    }
  }
  await context.close();
});

test('the Games page works offline once used: its files kept by the service worker', { timeout: 120_000 }, async () => {
  const { page, context } = await openPage(env.browser, env.server.url, { ...PHONE, lang: 'tr', reducedMotion: 'reduce' });
  const record = await badRecord(page);
  await page.goto(`${env.server.url}games/?lang=tr#record=${b64url(record)}`);
  await ready(page);
  const games = (await state(page)).games;
  assert.ok(games >= 1, 'the record was taken in');
  assert.equal((await page.textContent('header a.home')).trim(), 'Mültezim', 'the game\'s Turkish name on the way home');
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
  await page.reload();
  await ready(page);
  await page.waitForFunction(async () => {
    const names = await caches.keys();
    const all = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
    return all.flat().filter((u) => u.includes('/games/')).length >= 5;
  }, null, { timeout: 20_000 });
  await context.setOffline(true);
  await page.reload();
  await ready(page);
  assert.equal((await state(page)).games, games, 'the games kept are there offline');
  await shot(page, 'offline-tr-phone');
  await context.close();
});
