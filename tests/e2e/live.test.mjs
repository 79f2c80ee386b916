// Live play through the site's relay (issue 32): the site and the relay as scripts/serve.sh
// serves them (one origin, the relay under /relay/). Two browser contexts are two friends: after
// the invitation (a link, as today) every move arrives by itself; each sees the other on the
// page; one reloads mid-game and catches up while the other plays on; the game is played to the
// end. An open challenge is offered to anyone and taken by a stranger. A spectator watches a game
// from the address a player shares, to its end, and its review is filed on the Games page as a
// game watched. A site without a relay says live play needs its server, and the links work as
// before.
// Screenshots in tests/e2e/artifacts/live-*.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, DIST, ensureArtifacts, fullPageShot, launch, waitForDist } from './util.mjs';
import { serve } from './server.mjs';
import { startRelay } from './relay.mjs';
import { PHONE, act, friend, ready, state } from './friends.mjs';

const env = {};
before(async () => {
  await waitForDist();
  env.relay = await startRelay();
  env.server = await serve(DIST, { relay: env.relay.url });
  env.bare = await serve(DIST);
  env.browser = await launch();
});
after(async () => {
  await env.browser?.close();
  await env.server?.close();
  await env.bare?.close();
  env.relay?.stop();
});

/** A game watched in the Games page's list, by language: its label, who won, and the words of a
 * game the person played (which it must not say). */
const WATCHED = {
  tr: { label: 'Bağlantıyla izlenen oyun', won: /puan kazandı/, you: /kazandın|Kaybettin/ },
  en: { label: 'Watched by link', won: / won \d+ points?/, you: /You won|You lost/ },
  de: { label: 'Zugeschaut per Link', won: /gewinnt/, you: /Du hast (gewonnen|verloren)/ },
  bg: { label: 'Гледана игра по връзка', won: /печелят/, you: /Ти спечели|Ти загуби/ },
};

async function shot(page, name) {
  ensureArtifacts();
  await fullPageShot(page, join(ARTIFACTS, `live-${name}.png`));
}

/** Waits until `page`'s state passes `ok` (the relay's news arrives by itself), within 10 s. */
async function until(page, ok, what) {
  const deadline = Date.now() + 10_000;
  let s;
  while (Date.now() < deadline) {
    s = await state(page);
    if (ok(s)) return s;
    await page.waitForTimeout(50);
  }
  throw new Error(`${what}: not within 10 s (${JSON.stringify(s)})`);
}

test('two friends play a whole game live: each move arrives by itself, a reload catches up', { timeout: 600_000 }, async () => {
  const base = `${env.server.url}friend/`;
  const ann = await friend(env.browser, `${base}?lang=en`);
  const bo = await friend(env.browser, `${base}?lang=bg`, PHONE);
  await ann.page.fill('#f-name', 'Ann');
  await ann.page.click('[data-action=start]');
  let s = await until(ann.page, (x) => x.live === 'away', 'Ann in the room, Bo not yet');
  assert.equal(s.status, 'invited');
  await shot(ann.page, 'invited-en');
  // The invitation travels as a link; Bo opens it and joins.
  await bo.page.goto(s.link);
  await ready(bo.page);
  await bo.page.fill('#f-name', 'Bo');
  await bo.page.click('[data-action=join]');
  // Ann's page takes Bo's answer by itself: no link pasted from here on.
  await until(ann.page, (x) => x.status !== 'invited' && x.live === 'here', "Bo's answer arrives live");
  await until(bo.page, (x) => x.live === 'here', 'Bo sees Ann on the page');
  assert.match(await ann.page.textContent('#app .live-play'), /Bo/);
  let moves = 0;
  let reloaded = false;
  const started = Date.now();
  for (let i = 0; i < 400; i++) {
    const [a, b] = [await state(ann.page), await state(bo.page)];
    if (a.status === 'over' && b.status === 'over') break;
    const [from, to, fromState] = a.status === 'play' || a.status === 'reveal' ? [ann, bo, a] : [bo, ann, b];
    assert.ok(fromState.status === 'play' || fromState.status === 'reveal', `someone is to act: ${a.status} / ${b.status}`);
    const turns = (await state(to.page)).turns;
    await act(from.page, { list: true });
    moves += 1;
    if (moves === 6) {
      await shot(ann.page, 'playing-en');
      await shot(bo.page, 'playing-bg-phone');
    }
    if (moves === 20 && !reloaded) {
      // The receiver reloads while the move is under way; the other plays on meanwhile.
      reloaded = true;
      await to.page.reload();
      await ready(to.page);
    }
    // It arrived when the receiver has more turns or is to act (or the game is over), unless
    // the sender is to act again (a reveal before the sender's own opening play).
    const again = await state(from.page);
    if (again.status === 'play' || again.status === 'reveal') continue;
    const acts = (x) => x.turns > turns || ['play', 'reveal', 'over'].includes(x.status);
    const got = await until(to.page, acts, `move ${moves} arrives`);
    assert.equal(got.notice?.startsWith('friend-err') ?? false, false, `move ${moves}: ${got.notice}`);
  }
  const [a, b] = [await state(ann.page), await state(bo.page)];
  assert.equal(a.status, 'over', 'the game ended on Ann\'s page');
  assert.equal(b.status, 'over', 'and on Bo\'s');
  assert.deepEqual([a.turns, a.score], [b.turns, b.score], 'both hold the same game');
  assert.ok(reloaded, 'a reload happened mid-game');
  console.log(`TARGET live game: ${moves} moves in ${((Date.now() - started) / 1000).toFixed(1)} s through the relay, each arriving by itself`);
  await shot(ann.page, 'over-en');
  assert.deepEqual(ann.errors, []);
  assert.deepEqual(bo.errors, []);
  await ann.context.close();
  await bo.context.close();
});

test('a friend away is shown as away; back, as here', { timeout: 120_000 }, async () => {
  const base = `${env.server.url}friend/`;
  const ann = await friend(env.browser, `${base}?lang=de`);
  const bo = await friend(env.browser, `${base}?lang=tr`, PHONE);
  await ann.page.fill('#f-name', 'Ann');
  await ann.page.click('[data-action=start]');
  const s = await until(ann.page, (x) => x.live === 'away', 'Ann alone');
  await bo.page.goto(s.link);
  await ready(bo.page);
  await bo.page.fill('#f-name', 'Bo');
  await bo.page.click('[data-action=join]');
  await until(ann.page, (x) => x.live === 'here', 'Bo here');
  await shot(ann.page, 'here-de');
  await shot(bo.page, 'here-tr-phone');
  await bo.page.goto('about:blank');
  await until(ann.page, (x) => x.live === 'away', 'Bo away');
  assert.match(await ann.page.textContent('#app .live-play'), /Bo/);
  await shot(ann.page, 'away-de');
  await bo.page.goto(`${base}?lang=tr`);
  await ready(bo.page);
  // The tab shows its game again (its session), or the list with it.
  if (await bo.page.$('[data-action=show]')) await bo.page.click('[data-action=show]');
  await until(ann.page, (x) => x.live === 'here', 'Bo back');
  await ann.context.close();
  await bo.context.close();
});

test('an open challenge: offered to anyone, taken by a stranger on a phone, the game then live', { timeout: 180_000 }, async () => {
  const base = `${env.server.url}friend/`;
  const ann = await friend(env.browser, `${base}?lang=en`);
  const cem = await friend(env.browser, `${base}?lang=tr`, PHONE);
  await cem.page.waitForSelector('#app section.lobby');
  await ann.page.waitForSelector('#app [data-action=offer]');
  await ann.page.fill('#f-name', 'Ann');
  await ann.page.selectOption('#f-length', '3');
  await ann.page.click('[data-action=offer]');
  await until(ann.page, (x) => x.offered && x.status === 'invited', 'Ann offers her game');
  await ann.page.waitForSelector('#app [data-action=withdraw]');
  await shot(ann.page, 'offered-en');
  await until(cem.page, (x) => x.lobby === 1, 'Cem sees the offer');
  assert.match(await cem.page.textContent('#app ul.lobby'), /Ann/);
  await shot(cem.page, 'lobby-tr-phone');
  await cem.page.click('#app ul.lobby [data-action=take]');
  await until(cem.page, (x) => x.status === 'invitation', 'the invitation is Cem\'s');
  await cem.page.fill('#f-name', 'Cem');
  await cem.page.click('[data-action=join]');
  const s = await until(ann.page, (x) => x.status !== 'invited' && x.live === 'here', "Cem's answer reaches Ann live");
  assert.equal(s.offered, false, 'no longer offered');
  assert.match(await ann.page.textContent('#app h1'), /Cem/);
  // A few moves, each arriving by itself.
  for (let moves = 0; moves < 6; moves++) {
    const [a, c] = [await state(ann.page), await state(cem.page)];
    const [from, to] = ['play', 'reveal'].includes(a.status) ? [ann, cem] : [cem, ann];
    assert.ok(['play', 'reveal'].includes((from === ann ? a : c).status), `someone acts: ${a.status} / ${c.status}`);
    const turns = (await state(to.page)).turns;
    await act(from.page, { list: true });
    const again = await state(from.page);
    if (['play', 'reveal'].includes(again.status)) continue;
    await until(to.page, (x) => x.turns > turns || ['play', 'reveal', 'over'].includes(x.status), `move ${moves} arrives`);
  }
  await shot(cem.page, 'challenge-playing-tr-phone');
  assert.deepEqual(ann.errors, []);
  assert.deepEqual(cem.errors, []);
  await ann.context.close();
  await cem.context.close();
});

test('a spectator watches a live game from the address a player shares, to its end and its review', { timeout: 600_000 }, async () => {
  const base = `${env.server.url}friend/`;
  const ann = await friend(env.browser, `${base}?lang=en`);
  const bo = await friend(env.browser, `${base}?lang=de`);
  await ann.page.fill('#f-name', 'Ann');
  await ann.page.click('[data-action=start]');
  const s = await until(ann.page, (x) => x.live === 'away', 'Ann alone');
  await bo.page.goto(s.link);
  await ready(bo.page);
  await bo.page.fill('#f-name', 'Bo');
  await bo.page.click('[data-action=join]');
  await until(ann.page, (x) => x.live === 'here', 'Bo here');
  // Ann's game offers the address to watch it; Cy opens it on a phone, in Turkish, dark.
  const watch = await ann.page.inputValue('#f-watch');
  assert.match(watch, /#watch&game=2\./);
  const cy = await friend(env.browser, watch.replace('/friend/#', '/friend/?lang=tr#'), { ...PHONE, colorScheme: 'dark' });
  await until(cy.page, (x) => x.watching && x.live === 'here', 'Cy watches, both players there');
  assert.equal((await state(cy.page)).games, 0, 'nothing kept: not her game');
  assert.equal(await cy.page.$('#app [data-action=play]'), null, 'read only');
  let moves = 0;
  let reloaded = false;
  for (let i = 0; i < 400; i++) {
    const [a, b] = [await state(ann.page), await state(bo.page)];
    if (a.status === 'over' && b.status === 'over') break;
    const [from, fromState] = ['play', 'reveal'].includes(a.status) ? [ann, a] : [bo, b];
    assert.ok(['play', 'reveal'].includes(fromState.status), `someone acts: ${a.status} / ${b.status}`);
    await act(from.page, { list: true });
    moves += 1;
    const after = await state(from.page);
    if (['play', 'reveal'].includes(after.status)) continue;
    // The spectator is at the same turn as the players, by itself.
    await until(cy.page, (x) => x.turns === after.turns || x.winner, `move ${moves} reaches the spectator`);
    if (moves === 8) await shot(cy.page, 'watching-tr-phone-dark');
    if (moves === 12 && !reloaded) {
      reloaded = true;
      await cy.page.reload();
      await ready(cy.page);
      await until(cy.page, (x) => x.watching && x.turns === after.turns, 'the spectator reloads and catches up');
    }
  }
  const end = await until(cy.page, (x) => x.winner, 'the spectator sees the end');
  const a = await state(ann.page);
  assert.deepEqual([end.turns, end.score], [a.turns, a.score], 'the same game as the players');
  assert.match(await cy.page.textContent('#app .watch-state'), /Ann|Bo/);
  const review = await cy.page.getAttribute('#app .review a', 'href');
  assert.match(review, /games\/\?lang=tr#/);
  await shot(cy.page, 'watched-over-tr-phone-dark');
  // Its review is filed on the Games page as a game watched, not as a friend's game Cy played:
  // its own label, both players' names, who won (no "you won"), in four languages.
  await cy.page.click('#app .review a');
  await cy.page.waitForFunction(() => typeof window.gamesState === 'function' && document.querySelector('#app h1'));
  assert.match(await cy.page.textContent('#app h1'), /Bağlantıyla izlenen oyun · (Beyaz|Siyah): (Ann|Bo), (Beyaz|Siyah): (Ann|Bo)/);
  const kept = await cy.page.evaluate(() => localStorage.getItem('fevga.games'));
  assert.match(kept, /^fevga-games 1\nGame: \d+ watched -\n/, 'kept as watched, for no side, in the format\'s version 1');
  for (const [lang, w] of Object.entries(WATCHED)) {
    await cy.page.goto(`${env.server.url}games/?lang=${lang}`);
    await cy.page.waitForFunction(() => typeof window.gamesState === 'function' && document.querySelector('#app ul.games'));
    const row = await cy.page.textContent('#app ul.games li');
    assert.ok(row.includes(w.label) && row.includes('Ann') && row.includes('Bo'), `${lang}: ${row}`);
    assert.match(row, w.won, `${lang}: who won`);
    assert.doesNotMatch(row, w.you, `${lang}: the watcher neither won nor lost`);
    await shot(cy.page, `games-watched-${lang}-phone-dark`);
  }
  console.log(`TARGET spectator: ${moves} moves watched live, a reload caught up, filed as watched`);
  for (const f of [ann, bo, cy]) assert.deepEqual(f.errors, []);
  for (const f of [ann, bo, cy]) await f.context.close();
});

test('a page in the background tells the person of their move, once they allowed it', { timeout: 180_000 }, async () => {
  const base = `${env.server.url}friend/`;
  const ann = await friend(env.browser, `${base}?lang=en`);
  // Bo's page is hidden (a tab in the background) and records the notifications it shows.
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    Object.defineProperty(document, 'hidden', { get: () => true });
    window.shown = [];
    window.Notification = class {
      static permission = 'granted';
      static requestPermission() { return Promise.resolve('granted'); }
      constructor(title, options) { window.shown.push({ title, ...options }); }
    };
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await ann.page.fill('#f-name', 'Ann');
  await ann.page.click('[data-action=start]');
  const s = await until(ann.page, (x) => x.live === 'away', 'Ann alone');
  await page.goto(s.link.replace('/friend/#', '/friend/?lang=de#'));
  await ready(page);
  await page.fill('#f-name', 'Bo');
  await page.click('[data-action=join]');
  await until(ann.page, (x) => x.live === 'here', 'Bo here');
  // Not asked yet on Ann's page: the live game offers to tell her; asked, the button goes.
  await ann.page.click('#app [data-action=notify]');
  await ann.page.waitForSelector('#app [data-action=notify]', { state: 'detached' });
  assert.equal(await page.$('#app [data-action=notify]'), null, 'allowed already: no button');
  // Ann plays until it is Bo's move: Bo's hidden page tells him, in German, naming Ann.
  for (let i = 0; i < 6; i++) {
    const [a, b] = [await state(ann.page), await state(page)];
    if (['play', 'reveal'].includes(b.status)) break;
    assert.ok(['play', 'reveal'].includes(a.status), `Ann acts: ${a.status}`);
    await act(ann.page, { list: true });
    await until(page, (x) => x.turns > b.turns || ['play', 'reveal'].includes(x.status), 'the move arrives');
  }
  await until(page, (x) => ['play', 'reveal'].includes(x.status), "Bo's move");
  const shown = await page.evaluate(() => window.shown);
  assert.ok(shown.length >= 1, 'a notification');
  assert.match(shown.at(-1).body, /Ann/);
  assert.match(shown.at(-1).body, /Du bist am Zug/);
  assert.deepEqual(errors, []);
  assert.deepEqual(ann.errors, []);
  await ann.context.close();
  await context.close();
});

test('a site without the relay says live play needs its server; links work as before', { timeout: 60_000 }, async () => {
  const ann = await friend(env.browser, `${env.bare.url}friend/?lang=en`);
  await ann.page.fill('#f-name', 'Ann');
  await ann.page.click('[data-action=start]');
  const s = await until(ann.page, (x) => x.live === 'off', 'the relay does not answer');
  assert.equal(s.status, 'invited');
  assert.ok(s.link.includes('#game=2.'), 'the link to send, as before');
  assert.ok((await ann.page.textContent('#app .live-play')).length > 30, 'said in a sentence');
  await shot(ann.page, 'off-en');
  assert.deepEqual(ann.errors.filter((e) => !/WebSocket/.test(e)), []);
  await ann.context.close();
});
