// Play a friend by link (issue 19): two browser contexts are the two friends. They exchange the
// links the pages offer (by opening the address, or pasting it) through a whole match and a
// rematch; both reload; an old link, the same link twice, a tampered and a cut link are refused
// with a sentence and change nothing; a resignation ends the rematch. The QR code is read back
// with a decoder (jsQR). Four languages, a phone; screenshots in tests/e2e/artifacts/friend-*.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, LANGS, ROOT, arrowTo, ensureArtifacts, fullPageShot, settle, suite } from './util.mjs';
import { DESKTOP, PHONE, act, clickSpot, friend, notice, open, playOnBoard, ready, state } from './friends.mjs';

const env = suite();
const JSQR = readFileSync(join(ROOT, 'node_modules', 'jsqr', 'dist', 'jsQR.js'), 'utf8');
const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now. */
async function axeSerious(page) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] }))
    .violations.filter((v) => ['serious', 'critical'].includes(v.impact))
    .map((v) => `${v.id} ×${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
}

async function shot(page, name) {
  ensureArtifacts();
  await fullPageShot(page, join(ARTIFACTS, `friend-${name}.png`));
}

/** The QR code drawn on the page, decoded by jsQR from a canvas. */
async function readQr(page) {
  await page.addScriptTag({ content: JSQR });
  return page.evaluate(async () => {
    const svg = document.querySelector('figure.qr svg');
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.outerHTML)}`;
    await img.decode();
    const size = 600;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const g = canvas.getContext('2d');
    g.drawImage(img, 0, 0, size, size);
    const data = g.getImageData(0, 0, size, size);
    return window.jsQR(data.data, size, size)?.data ?? null;
  });
}

test('two friends play a match by links, reload, refuse bad links, resign a rematch', { timeout: 600_000 }, async () => {
  const base = `${env.server.url}friend/`;
  const ann = await friend(env.browser, `${base}?lang=en`);
  const bo = await friend(env.browser, `${base}?lang=de`, PHONE);

  // Ann starts a match to 3 as White and gets the invitation.
  await shot(ann.page, 'list-en');
  await ann.page.fill('#f-name', 'Ann');
  await ann.page.selectOption('#f-length', '3');
  await ann.page.click('[data-action=start]');
  let s = await state(ann.page);
  assert.equal(s.status, 'invited');
  assert.match(s.link, /#game=2\./);
  assert.equal(await readQr(ann.page), s.link, 'the QR code reads back as the link');
  await shot(ann.page, 'invite-en');

  // Bo opens it on the game page's address: boot.js sends it to the friend page.
  await bo.page.goto(`${env.server.url}${s.link.slice(s.link.indexOf('#'))}`);
  await ready(bo.page);
  assert.match(bo.page.url(), /\/friend\//);
  // The invitation first: who invites, to what; Bo gives his name and joins.
  assert.equal((await state(bo.page)).status, 'invitation');
  assert.match(await bo.page.textContent('#app h1'), /Ann/);
  await shot(bo.page, 'invitation-de-phone');
  await bo.page.fill('#f-name', 'Bo');
  await bo.page.click('[data-action=join]');
  s = await state(bo.page);
  assert.equal(s.games, 1);
  assert.equal(s.side, 'black');
  await shot(bo.page, 'joined-de-phone');
  let link = s.link;
  let from = bo;
  let to = ann;
  const lengths = {};
  let sent = 0;
  let checkedBadLinks = false;
  const names = ['ann', 'bo'];
  for (; sent < 400; sent++) {
    const how = sent % 15 === 0 ? 'goto' : 'paste';
    await open(to.page, link, how);
    const got = await state(to.page);
    assert.equal(await notice(to.page).then((n) => n !== null && got.notice?.startsWith('friend-err')), false,
      `link ${sent} accepted: ${got.notice}`);
    // The first game's end (review #4): both sides are told who won it, its points and the score.
    if (got.notice === 'friend-game-end') break;
    assert.notEqual(got.status, 'over', 'a game of the match ended with no word of it');
    if (sent === 12 && !checkedBadLinks) {
      checkedBadLinks = true;
      // The same link twice, an old link, a tampered and a cut link: refused, nothing changed.
      const before = await to.page.evaluate(() => localStorage.getItem('fevga.friend-games'));
      const turns = got.turns;
      await open(to.page, link, 'paste');
      assert.equal((await state(to.page)).notice, 'friend-err-replay');
      await shot(to.page, `replay-${to === ann ? 'en' : 'de-phone'}`);
      const old = [...lengths.old ?? []][0];
      if (old) {
        await open(to.page, old, 'goto');
        const n = (await state(to.page)).notice;
        assert.ok(n === 'friend-err-old' || n === 'friend-err-own', n);
        await shot(to.page, `old-${to === ann ? 'en' : 'de-phone'}`);
      }
      const i = link.length - 8;
      const tampered = link.slice(0, i) + (link[i] === 'A' ? 'B' : 'A') + link.slice(i + 1);
      await open(to.page, tampered, 'paste');
      assert.equal((await state(to.page)).notice, 'friend-err-damaged');
      assert.ok((await notice(to.page)).length > 20, 'a sentence');
      await shot(to.page, `tampered-${to === ann ? 'en' : 'de-phone'}`);
      await open(to.page, link.slice(0, -30), 'paste');
      assert.equal((await state(to.page)).notice, 'friend-err-damaged');
      assert.equal(await to.page.evaluate(() => localStorage.getItem('fevga.friend-games')), before, 'nothing changed');
      // Both reload: the game is back, the same turn to play.
      for (const f of [ann, bo]) {
        if ((await state(f.page)).status === undefined) await f.page.click('[data-action=show][data-i="0"]');
        const was = await state(f.page);
        assert.ok(was.status);
        await f.page.reload();
        await ready(f.page);
        // The tab shows the same game again.
        const now = await state(f.page);
        assert.equal(now.turns, was.turns, 'turns after reload');
        assert.equal(now.status, was.status, 'status after reload');
      }
      assert.equal((await state(to.page)).turns, turns);
    }
    if (sent === 3) lengths.old = [link];
    const t = await state(to.page);
    if ([10, 50, 100].includes(t.turns)) lengths[t.turns] = t.fragmentLength;
    if (sent === 30 || sent === 31) {
      // The roll to play: a play chosen from the list is entered on the board, Done offered.
      if ((await state(to.page)).status === 'play' && await to.page.$('#f-play')) {
        const n = await to.page.locator('#f-play option').count();
        await to.page.selectOption('#f-play', String(n - 2));
        assert.ok((await state(to.page)).steps > 0, 'the chosen play is entered on the board');
        assert.ok(await to.page.$('[data-action=play]'), 'Done is offered');
        while ((await state(to.page)).steps > 0) await to.page.click('[data-action=undo]');
      }
      await shot(to.page, `play-${to === ann ? 'en' : 'de-phone'}`);
    }
    // Mostly by clicks on the board; every fourth play from the list (the keyboard's way).
    link = await act(to.page, { list: sent % 4 === 1 });
    [from, to] = [to, from];
  }
  // `from` played the game's last play and won it; `to` took the link.
  const [won, lost] = [await state(from.page), await state(to.page)];
  assert.equal(won.notice, 'friend-game-end', 'the winner is told too');
  assert.equal(won.score, lost.score);
  assert.match(won.score, /^(1|2)-0$|^0-(1|2)$/);
  for (const f of [from, to]) {
    const words = await f.page.textContent('#app .game-end');
    const [w, b] = won.score.split('-');
    assert.ok(words.includes(`${w}–${b}`), `the match score in "${words}"`);
    assert.match(words, /[12]/, 'the points');
    assert.equal(await f.page.textContent('#announce'), words, 'said to a screen reader');
    assert.equal(await f.page.locator('#app .notice').count(), 0, 'said once');
  }
  const enWords = await ann.page.textContent('#app .game-end');
  assert.match(enWords, from === ann ? /^You win this game: [12] points?\./ : /^Your friend wins this game: [12] points?\./, enWords);
  assert.doesNotMatch(await to.page.textContent('#app'), /hat gezogen|Your friend played/, 'the loser is not told "your friend played"');
  // The next game's opening follows on the loser's page: to open it, or to send the half of its roll.
  assert.ok(['play', 'reveal'].includes(lost.status), lost.status);
  // Opening the next game, the page counts that game's turns, not the last game's (review #15).
  if (lost.status === 'play') assert.equal(await to.page.locator('#app .replay').count(), 0, 'no "Turn 96 of 96" at the next opening');
  console.log(`# a whole game in ${sent} links; link lengths (fragment) by turns: ${JSON.stringify({ 10: lengths[10], 50: lengths[50], 100: lengths[100] })}`);
  await shot(from.page, `game-end-winner-${from === ann ? 'en' : 'de-phone'}`);
  await shot(to.page, `game-end-loser-${to === ann ? 'en' : 'de-phone'}`);

  // Resigning the match asks first (review #5): Escape sets the question aside, then yes.
  if ((await state(ann.page)).status === undefined) await ann.page.click('[data-action=show][data-i="0"]');
  await ann.page.click('[data-action=resign]');
  await settle(ann.page);
  const ask = ann.page.locator('#app [role=alertdialog]');
  assert.equal(await ask.count(), 1, 'a question on the page');
  assert.match(await ask.textContent(), /whole match/);
  assert.equal(await ann.page.evaluate(() => document.activeElement?.dataset.action), 'resign-no', 'the safe answer has the focus');
  assert.notEqual((await state(ann.page)).status, 'over', 'nothing resigned yet');
  await shot(ann.page, 'resign-ask-en');
  await ann.page.keyboard.press('Escape');
  await settle(ann.page);
  assert.equal(await ask.count(), 0, 'Escape sets it aside');
  assert.equal(await ann.page.evaluate(() => document.activeElement?.dataset.action), 'resign', 'the focus back on Resign');
  await ann.page.click('[data-action=resign]');
  await ann.page.click('[data-action=resign-yes]');
  assert.equal((await state(ann.page)).status, 'over');
  await open(bo.page, (await state(ann.page)).link, 'paste');
  assert.equal((await state(bo.page)).notice, 'friend-resigned-them');
  const end = await state(bo.page);
  assert.equal(end.status, 'over');
  assert.equal(end.score, (await state(ann.page)).score);
  await shot(ann.page, 'over-en');
  await shot(bo.page, 'over-de-phone');

  // A rematch offered by Ann; Bo joins it, then resigns it; Ann reads the resignation.
  await ann.page.click('[data-action=rematch]');
  link = (await state(ann.page)).link;
  await open(bo.page, link, 'goto');
  assert.equal((await state(bo.page)).status, 'invitation');
  await bo.page.click('[data-action=join]');
  assert.equal((await state(bo.page)).notice, 'friend-joined');
  await open(ann.page, (await state(bo.page)).link, 'paste');
  await bo.page.click('[data-action=resign]');
  await bo.page.click('[data-action=resign-yes]');
  await open(ann.page, (await state(bo.page)).link, 'paste');
  assert.equal((await state(ann.page)).notice, 'friend-resigned-them');
  assert.equal((await state(ann.page)).status, 'over');
  await shot(ann.page, 'resigned-en');
  // Both pages list two games, with whose turn and a date; both finished, folded away (review #8).
  await ann.page.click('[data-action=list]');
  await settle(ann.page);
  assert.equal(await ann.page.locator('ul.games li').count(), 2);
  assert.match(await ann.page.textContent('ul.games'), /Bo/);
  assert.equal(await ann.page.locator('details.finished ul.games li').count(), 2, 'the finished matches in the fold');
  const rows = await ann.page.$$eval('ul.games li .what', (els) => els.map((e) => e.textContent));
  assert.equal(new Set(rows).size, 2, `two matches with Bo told apart: ${rows}`);
  assert.ok(rows.every((r) => /^Fevga, match to 3, you \d–\d, started /.test(r)), rows.join(' | '));
  await ann.page.click('details.finished summary');
  await shot(ann.page, 'games-en');
  // Delete asks first and says it only forgets it here; Keep it keeps it; yes forgets it here only.
  await ann.page.click('ul.games li:nth-child(2) [data-action=forget]');
  await settle(ann.page);
  assert.match(await ann.page.textContent('#app [role=alertdialog]'), /only forgotten here/);
  assert.equal(await ann.page.evaluate(() => document.activeElement?.dataset.action), 'forget-no');
  await shot(ann.page, 'forget-ask-en');
  await ann.page.keyboard.press('Escape');
  await settle(ann.page);
  assert.equal(await ann.page.locator('#app [role=alertdialog]').count(), 0);
  assert.equal(await ann.page.locator('ul.games li').count(), 2);
  await ann.page.click('ul.games li:nth-child(2) [data-action=forget]');
  await ann.page.click('[data-action=forget-yes]');
  assert.equal((await state(ann.page)).games, 1, 'deleted here');
  assert.equal((await state(bo.page)).games, 2, 'the friend keeps it');
  await ann.page.reload();
  await ready(ann.page);
  assert.equal((await state(ann.page)).games, 1, 'still deleted after a reload');
  assert.deepEqual(ann.errors, []);
  assert.deepEqual(bo.errors, []);
  await ann.context.close();
  await bo.context.close();
  void names;
});

test('the friend page in four languages on a phone: no raw keys, fits 390 px', { timeout: 120_000 }, async () => {
  for (const lang of LANGS) {
    const f = await friend(env.browser, `${env.server.url}friend/?lang=${lang}`, PHONE);
    // By keyboard: the name, then Tab to the start button and Enter.
    await f.page.focus('#f-name');
    await f.page.keyboard.type('Zoë');
    await f.page.keyboard.press('Tab');
    assert.equal(await f.page.evaluate(() => document.activeElement?.dataset.action), 'start');
    await f.page.keyboard.press('Enter');
    assert.equal((await state(f.page)).status, 'invited');
    // The focus goes to the link to send; the board is also text.
    assert.equal(await f.page.evaluate(() => document.activeElement?.id), 'f-link');
    assert.ok((await f.page.locator('details.text li').count()) >= 2);
    const text = await f.page.evaluate(() => document.body.innerText);
    assert.doesNotMatch(text, /friend-[a-z]/, `${lang}: a raw key`);
    const wide = await f.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `${lang}: ${wide} px wide`);
    await shot(f.page, `invite-${lang}-phone`);
    // A cut link: a sentence in the language.
    await f.page.click('[data-action=list]');
    await f.page.fill('#f-paste', 'https://example.org/friend/#game=1.AAAA');
    await f.page.click('[data-action=open]');
    const n = await notice(f.page);
    assert.ok(n && n.length > 20, `${lang}: ${n}`);
    await shot(f.page, `damaged-${lang}-phone`);
    // An address cut before `game=` says what is wrong, rather than showing the list silently
    // (review #14); the fragment leaves the address.
    const { link } = await state(f.page).then(async () => {
      await f.page.click('[data-action=show][data-i="0"]');
      return state(f.page);
    });
    await f.page.goto(`${env.server.url}friend/?lang=${lang}#gam`);
    await ready(f.page);
    assert.equal((await state(f.page)).notice, 'friend-err-no-link');
    assert.match(await notice(f.page), /game=/);
    assert.doesNotMatch(f.page.url(), /#/);
    await shot(f.page, `cut-address-${lang}-phone`);
    if (await f.page.$('[data-action=list]')) await f.page.click('[data-action=list]');
    // A chat line with words after the link: the link is read out of it (here our own link).
    await f.page.fill('#f-paste', `Let's play: ${link} see you tomorrow!`);
    await f.page.click('[data-action=open]');
    assert.equal((await state(f.page)).notice, 'friend-err-own', 'read as the link it holds');
    assert.deepEqual(f.errors, []);
    await f.context.close();
  }
  // The game page's header leads to the friend page in its language.
  const ctx = await env.browser.newContext(PHONE);
  const page = await ctx.newPage();
  await page.goto(`${env.server.url}?lang=tr`);
  await page.waitForSelector('header a.friend');
  assert.equal(await page.getAttribute('header a.friend', 'href'), 'friend/?lang=tr');
  await page.screenshot({ path: join(ARTIFACTS, 'friend-header-tr-phone.png') });
  await ctx.close();
});

/** Ann invites, Bo joins, Ann takes Bo's answer: both pages in `lang`, on `opts`' screen. */
async function startGame(lang, opts) {
  const base = `${env.server.url}friend/?lang=${lang}`;
  const ann = await friend(env.browser, base, opts);
  const bo = await friend(env.browser, base, opts);
  await ann.page.fill('#f-name', 'Ann');
  await ann.page.click('[data-action=start]');
  await open(bo.page, (await state(ann.page)).link, 'goto');
  await bo.page.fill('#f-name', 'Bo');
  await bo.page.click('[data-action=join]');
  await open(ann.page, (await state(bo.page)).link, 'paste');
  // Whoever opens the game: the one whose turn it is to play (a reveal is handed over first).
  let [from, to] = (await state(ann.page)).status === 'waiting' ? [bo, ann] : [ann, bo];
  while ((await state(from.page)).status === 'reveal') {
    await from.page.click('[data-action=reveal]');
    await open(to.page, (await state(from.page)).link, 'paste');
    [from, to] = [to, from];
  }
  assert.equal((await state(from.page)).status, 'play');
  return { mover: from, other: to, close: () => Promise.all([ann.context.close(), bo.context.close()]) };
}

test('a turn on the board by clicks, a refusal said, undo, a hint, the last play replayed, in four languages on a phone', { timeout: 300_000 }, async () => {
  for (const lang of LANGS) {
    const { mover, other, close } = await startGame(lang, PHONE);
    const page = mover.page;
    const s = await state(page);
    // Held upright, the board stays on the screen while the page is read to its end (a smaller
    // phone, the board as text opened: a page long enough to scroll past the board).
    const size = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 640 });
    await settle(page);
    const natural = await page.evaluate(() => document.querySelector('.board.live svg').getBoundingClientRect().top + scrollY);
    await page.evaluate(() => { document.querySelector('details.text').open = true; });
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await settle(page);
    const view = await page.evaluate(() => {
      const r = document.querySelector('.board.live svg').getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, vh: innerHeight, scrolled: scrollY };
    });
    assert.ok(view.scrolled > natural, `${lang}: scrolled past the board's place (${natural}) ${JSON.stringify(view)}`);
    assert.ok(view.top >= -0.5 && view.bottom <= view.vh + 0.5, `${lang}: the board on the screen at the page's end ${JSON.stringify(view)}`);
    await page.evaluate(() => { scrollTo(0, 0); document.querySelector('details.text').open = false; });
    await page.setViewportSize(size);
    await settle(page);
    // The board is the first thing to do: its tab stop has the focus.
    assert.equal(await page.evaluate(() => !!document.activeElement?.closest('.board.live')), true);
    // A checker taken up: its targets marked.
    const [from, to] = s.plays[0][0];
    await clickSpot(page, from, s.side);
    await settle(page);
    assert.ok(await page.locator('.board.live .pt.selected').count() === 1, 'the checker is taken up');
    assert.ok(await page.locator('.board.live .target').count() >= 1, 'its targets are shown');
    await shot(page, `selected-${lang}-phone`);
    await clickSpot(page, to, s.side);
    assert.equal((await state(page)).steps, 1);
    assert.match(await page.textContent('#announce'), /\d+\/\d+/, 'the move is said to a screen reader');
    // The head's other checkers wait until the first reaches point 12 (§4): said in a sentence.
    await clickSpot(page, from, s.side);
    const why = await page.textContent('#app .why');
    assert.ok(why && why.length > 30, `${lang}: ${why}`);
    assert.equal(await page.textContent('#announce'), why, 'said to a screen reader');
    assert.equal((await state(page)).steps, 1, 'the refused step changed nothing');
    await shot(page, `why-${lang}-phone`);
    // Undo takes the step back.
    await page.click('[data-action=undo]');
    assert.equal((await state(page)).steps, 0);
    // A hint: the computer's worker starts only now and answers with the best play, drawn as
    // arrows; the page says hints were used.
    const workers = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/computer/')).length);
    assert.equal(await workers(), 0, 'no computer before a hint is asked');
    await page.click('[data-action=hint]');
    await page.waitForFunction(() => window.friendState().hint !== null, null, { timeout: 60_000 });
    await settle(page);
    assert.ok(await workers() > 0, 'the worker was started');
    assert.ok(await page.locator('.board .arrow').count() >= 1, 'the hint is drawn');
    assert.ok((await page.textContent('#app .hinted')).length > 20);
    assert.equal((await state(page)).hinted, true);
    await shot(page, `hint-${lang}-phone`);
    const text = await page.evaluate(() => document.body.innerText);
    assert.doesNotMatch(text, /friend-[a-z]|why-[a-z]/, `${lang}: a raw key`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `${lang}: ${wide} px wide`);
    // The play by dragging its checkers (the first step) and clicks (the rest), then Done.
    const [[f0, t0], ...rest] = s.plays[0];
    const box = async (p) => page.locator(p === 0 ? `.board.live [data-tray="${s.side === 'white' ? 'W' : 'B'}"] rect` : `.board.live [data-point="${p}"] .hit`).boundingBox();
    const a = await box(f0);
    const b = await box(t0);
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
    assert.equal(await page.locator('.board.live #board-ghost').count(), 1, 'a checker follows the drag');
    if (lang === 'en') await shot(page, 'drag-en-phone');
    await page.mouse.up();
    assert.equal(await page.locator('#board-ghost').count(), 0);
    assert.equal((await state(page)).steps, 1, 'the drag made the step');
    await playOnBoard(page, rest);
    await page.click('[data-action=play]');
    const sent = await state(page);
    assert.equal(sent.status, 'waiting');
    // The friend sees the last play marked, and steps back and forth through the turns.
    await open(other.page, sent.link, 'paste');
    const o = await state(other.page);
    assert.ok(await other.page.locator('.board .last-to, .board .last-from').count() >= 1, 'the last play is marked');
    await shot(other.page, `last-play-${lang}-phone`);
    await other.page.click('[data-action=back]');
    assert.equal((await state(other.page)).back, 1);
    assert.equal(await other.page.evaluate(() => document.activeElement?.dataset.action), 'back', 'the focus stays on Back');
    assert.match(await other.page.textContent('#announce'), /\d/, 'the turn shown is said');
    // One turn back: the position before the last play, with the turn before it drawn as arrows
    // (none before the game's first play).
    const arrows = await other.page.locator('.board .arrow').count();
    assert.ok(o.turns >= 2 ? arrows >= 1 : arrows === 0, `${arrows} arrows after ${o.turns} turns`);
    assert.equal(await other.page.locator('.board.live').count(), 0, 'an earlier turn is only looked at');
    await shot(other.page, `back-${lang}-phone`);
    // By the keyboard: the arrow keys off the board step too.
    await other.page.evaluate(() => document.activeElement?.blur());
    await other.page.keyboard.press('ArrowLeft');
    assert.equal((await state(other.page)).back, Math.min(2, o.turns));
    await other.page.keyboard.press('ArrowRight');
    await other.page.keyboard.press('ArrowRight');
    assert.equal((await state(other.page)).back, 0);
    assert.ok(await other.page.$('.board.live'), 'back at the latest turn: the board takes the play');
    assert.deepEqual(mover.errors, []);
    assert.deepEqual(other.errors, []);
    await close();
  }
});

test('a turn by the keyboard on the board; a hint under the page\'s own security policy; the review link keeps a friend\'s game once, in the page\'s language', { timeout: 120_000 }, async () => {
  // The page's Content-Security-Policy enforced (the other tests bypass it to read the QR code):
  // the computer's worker and the service worker start under it.
  const { mover, other, close } = await startGame('en', { ...DESKTOP, bypassCSP: false });
  const page = mover.page;
  const s = await state(page);
  await page.click('[data-action=hint]');
  await page.waitForFunction(() => window.friendState().hint !== null, null, { timeout: 60_000 });
  await settle(page);
  await page.focus('.board.live [tabindex="0"]');
  // The focus is on the board's tab stop; the arrow keys move it (Left and Right along our
  // checkers' path, Up and Down to the facing point: util.mjs's arrowTo), Enter taps the point or
  // tray it is on.
  const spotSel = (p) => (p === 0 ? `.board.live [data-tray="${s.side === 'white' ? 'W' : 'B'}"]` : `.board.live [data-point="${p}"]`);
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    if (!a?.closest('.board.live')) return null;
    return a.dataset.point ? Number(a.dataset.point) : a.dataset.tray ?? null;
  });
  for (const [from, to] of s.plays[0]) {
    for (const target of [from, to]) {
      await arrowTo(page, target === 0 ? (s.side === 'white' ? 'W' : 'B') : target, { root: '.board.live svg', focused });
      assert.ok(await page.evaluate((q) => document.activeElement === document.querySelector(q), spotSel(target)), `the focus reached ${target}`);
      await page.keyboard.press('Enter');
      await settle(page);
      if (target === from && !(await page.$('#app .board.live .pt.selected'))) assert.fail(`Enter took up the checker on ${from}`);
      if ((await state(page)).steps === 0 && target === from) await shot(page, 'keyboard-en');
    }
  }
  assert.equal((await state(page)).steps, s.plays[0].length);
  await page.click('[data-action=play]');
  const link = (await state(page)).link;
  await open(other.page, link, 'paste');
  // The review link: the Games page in the friend page's language, with the core's record link
  // (fevga_core::link::RecordLink): the record as base64url, from a friend, kept for this side;
  // both names in the record's headers (Ann invited as White, Bo joined as Black).
  const { side } = await state(other.page);
  let href = await other.page.getAttribute('#app .review a', 'href');
  assert.match(href, new RegExp(`^\\.\\./games/\\?lang=en#record=[A-Za-z0-9_-]+&from=friend&you=${side}$`));
  const code = href.slice(href.indexOf('#record=') + '#record='.length, href.indexOf('&'));
  const record = Buffer.from(code, 'base64url').toString('utf8');
  assert.match(record, /^Fevga record\nRules: fevga\nMatch: 1\nScore: 0-0\nWhite: Ann\nBlack: Bo\n/);
  assert.ok(record.split('\n').filter((l) => /^\d+\. [WB] \d-\d: /.test(l)).length >= 1, record);
  // The friend page in Turkish (the game shown stays shown): the review opens the Games page in
  // Turkish, though nothing chose a language there, and lists a friend's game with the names.
  await other.page.goto(`${env.server.url}friend/?lang=tr`);
  await ready(other.page);
  href = await other.page.getAttribute('#app .review a', 'href');
  assert.match(href, /^\.\.\/games\/\?lang=tr#record=/);
  const games = (p) => p.evaluate(() => window.gamesState());
  const gamesReady = (p) => p.waitForFunction(() => typeof window.gamesState === 'function' && document.querySelector('#app h1'));
  const review = async () => {
    await Promise.all([other.page.waitForNavigation(), other.page.click('#app .review a')]);
    await gamesReady(other.page);
    return games(other.page);
  };
  let g = await review();
  // The record taken out of the address, which names the game kept instead (issue 31).
  assert.match(other.page.url(), /\/games\/\?lang=tr#open=\d+$/, 'the record taken out of the address');
  assert.equal(await other.page.evaluate(() => document.documentElement.lang), 'tr');
  assert.equal(g.screen, 'replay');
  assert.equal(g.games, 1);
  assert.equal(g.notice, 'games-imported');
  const heading = await other.page.textContent('#app h1');
  assert.match(heading, /Bağlantıyla arkadaşına karşı/, 'filed as a friend\'s game, not an imported record');
  assert.match(heading, /Beyaz: Ann, Siyah: Bo/, 'with both names');
  await shot(other.page, 'review-tr');
  // "Review this game" a second time: the game kept is opened, no copy added.
  await other.page.goBack();
  await ready(other.page);
  g = await review();
  assert.equal(g.games, 1, 'a second review adds no copy');
  assert.equal(g.notice, 'games-kept-already');
  assert.equal(g.screen, 'replay');
  assert.deepEqual(mover.errors, []);
  await close();
});

test('Copy puts the link on the clipboard and says so at the foot of the window, desktop and a 360 px phone', { timeout: 120_000 }, async () => {
  const copied = readFileSync(join(ROOT, 'crates', 'fevga-i18n', 'ftl', 'friend', 'en.ftl'), 'utf8')
    .match(/^friend-copied = (.*)$/m)[1];
  const screens = [['desktop', DESKTOP], ['phone', { ...PHONE, viewport: { width: 360, height: 740 } }]];
  for (const [name, opts] of screens) {
    const f = await friend(env.browser, `${env.server.url}friend/?lang=en`, opts);
    await f.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url.replace(/\/$/, '') });
    await f.page.fill('#f-name', 'Ann');
    await f.page.click('[data-action=start]');
    const { link } = await state(f.page);
    await f.page.click('[data-action=copy]');
    // The kit's confirmation: a line at the foot of the window, in sight, said to a screen reader.
    const line = f.page.locator('#kit-confirm');
    await line.waitFor({ state: 'visible' });
    assert.equal(await line.textContent(), copied);
    assert.equal(await line.getAttribute('role'), 'status');
    const box = await line.boundingBox();
    const view = f.page.viewportSize();
    assert.ok(box.y + box.height <= view.height && box.y > view.height / 2, `at the foot of the window: ${JSON.stringify(box)}`);
    assert.ok(box.x >= 0 && box.x + box.width <= view.width, `inside the window: ${JSON.stringify(box)}`);
    assert.equal(await f.page.evaluate(() => navigator.clipboard.readText()), link, 'the link is on the clipboard');
    if (name === 'desktop') assert.equal(await f.page.evaluate(() => document.activeElement?.dataset.action), 'copy', 'the focus stays on Copy');
    ensureArtifacts();
    await f.page.screenshot({ path: join(ARTIFACTS, `friend-copied-en-${name}.png`) });
    assert.deepEqual(f.errors, []);
    await f.context.close();
  }
});

test('the friend page works offline once used: its files kept by the service worker', { timeout: 120_000 }, async () => {
  const f = await friend(env.browser, `${env.server.url}friend/?lang=bg`, PHONE);
  await f.page.click('[data-action=start]');
  const games = (await state(f.page)).games;
  // The site's worker, registered by this page, takes it over; the next load keeps its files.
  await f.page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
  await f.page.reload();
  await ready(f.page);
  const kept = () => f.page.evaluate(async () => {
    const names = await caches.keys();
    const all = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
    return all.flat().filter((p) => p.includes('/friend/')).map((p) => p.slice(p.lastIndexOf('/') + 1)).sort();
  });
  await f.page.waitForFunction(async () => {
    const names = await caches.keys();
    const all = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
    return all.flat().filter((u) => u.includes('/friend/')).length >= 5;
  }, null, { timeout: 20_000 });
  assert.deepEqual(await kept(), ['fevga_friend_web.js', 'fevga_friend_web_bg.wasm', 'friend.css', 'friend.js', 'index.html']);
  await f.context.setOffline(true);
  await f.page.reload();
  await ready(f.page);
  const s = await state(f.page);
  assert.equal(s.games, games, 'the games kept are there offline');
  assert.equal(s.status, 'invited', 'the game shown before is shown again');
  await shot(f.page, 'offline-bg-phone');
  assert.deepEqual(f.errors, []);
  await f.context.close();
});

test('the friend game view in four languages: axe-core finds nothing serious, the board named live or not', { timeout: 300_000 }, async () => {
  for (const lang of LANGS) {
    const { mover, other, close } = await startGame(lang, DESKTOP);
    // The board live (our roll), and only shown (the friend's turn).
    assert.ok(await mover.page.$('.board.live svg[role=application][aria-label]'), 'the live board is named');
    assert.ok(await other.page.$('.board:not(.live) svg[role=group][aria-label]'), 'the picture is named');
    assert.deepEqual(await axeSerious(mover.page), [], `${lang}: the live board`);
    assert.deepEqual(await axeSerious(other.page), [], `${lang}: the board shown`);
    // Stepped back to an earlier turn, and the question "resign the whole match?".
    if (await other.page.$('[data-action=back]:not([aria-disabled=true])')) {
      await other.page.click('[data-action=back]');
      assert.deepEqual(await axeSerious(other.page), [], `${lang}: a turn stepped back to`);
    }
    await mover.page.click('[data-action=resign]');
    await settle(mover.page);
    assert.deepEqual(await axeSerious(mover.page), [], `${lang}: the question`);
    // The list with its rows, Delete and the fold.
    await other.page.click('[data-action=list]');
    await settle(other.page);
    assert.deepEqual(await axeSerious(other.page), [], `${lang}: the list`);
    assert.deepEqual(mover.errors, []);
    assert.deepEqual(other.errors, []);
    await close();
  }
});
