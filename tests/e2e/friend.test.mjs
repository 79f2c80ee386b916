// Play a friend by link (issue 19): two browser contexts are the two friends. They exchange the
// links the pages offer (by opening the address, or pasting it) through a whole match and a
// rematch; both reload; an old link, the same link twice, a tampered and a cut link are refused
// with a sentence and change nothing; a resignation ends the rematch. The QR code is read back
// with a decoder (jsQR). Four languages, a phone; screenshots in tests/e2e/artifacts/friend-*.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, LANGS, ROOT, ensureArtifacts, suite } from './util.mjs';

const env = suite();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1100, height: 900 } };
const JSQR = readFileSync(join(ROOT, 'node_modules', 'jsqr', 'dist', 'jsQR.js'), 'utf8');

/** A friend's page: its own context (own storage), errors collected. */
async function friend(browser, url, opts = {}) {
  const context = await browser.newContext({ ...DESKTOP, bypassCSP: true, ...opts });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url);
  await ready(page);
  return { context, page, errors };
}

async function ready(page) {
  await page.waitForFunction(() => typeof window.friendState === 'function' && document.querySelector('#app h1'));
}

const state = (page) => page.evaluate(() => window.friendState());
const notice = (page) => page.evaluate(() => document.querySelector('#app .notice')?.textContent ?? null);

/** Opens a link: through the address (a new load) or pasted into the list's box. */
async function open(page, link, how) {
  if (how === 'goto') {
    await page.goto(link);
    await ready(page);
  } else {
    if (await page.$('[data-action=list]')) await page.click('[data-action=list]');
    await page.fill('#f-paste', link);
    await page.click('[data-action=open]');
  }
}

/** The one whose turn it is acts (the first play offered, or the reveal); returns the link. */
async function act(page) {
  const s = await state(page);
  if (s.status === 'reveal') await page.click('[data-action=reveal]');
  else if (s.status === 'play') await page.click('[data-action=play]');
  else throw new Error(`nothing to do: ${JSON.stringify(s)}`);
  const after = await state(page);
  assert.ok(after.link, `a link to send after ${s.status}`);
  return after.link;
}

async function shot(page, name) {
  ensureArtifacts();
  await page.screenshot({ path: join(ARTIFACTS, `friend-${name}.png`), fullPage: true });
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

  // Ann starts a single game as White and gets the invitation.
  await shot(ann.page, 'list-en');
  await ann.page.fill('#f-name', 'Ann');
  await ann.page.click('[data-action=start]');
  let s = await state(ann.page);
  assert.equal(s.status, 'invited');
  assert.match(s.link, /#game=1\./);
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
    if (got.status === 'over') break;
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
      // The roll to play: the plays offered, the chosen one drawn as arrows; the hint's link.
      if ((await state(to.page)).status === 'play' && await to.page.$('#f-play')) {
        const n = await to.page.locator('#f-play option').count();
        await to.page.selectOption('#f-play', String(n - 1));
        assert.ok(await to.page.$('.board .arrow'), 'the chosen play is drawn');
        assert.match(await to.page.getAttribute('.hints a', 'href'), /^\.\.\/#position=/);
      }
      await shot(to.page, `play-${to === ann ? 'en' : 'de-phone'}`);
    }
    link = await act(to.page);
    [from, to] = [to, from];
  }
  const end = await state(to.page);
  assert.equal(end.status, 'over', `the match ended after ${sent} links`);
  assert.equal((await state(from.page)).status, 'over');
  assert.equal(end.score, (await state(from.page)).score);
  assert.match(end.score, /^(1|2|3)-0$|^0-(1|2|3)$/);
  console.log(`# a whole game in ${sent} links; link lengths (fragment) by turns: ${JSON.stringify({ 10: lengths[10], 50: lengths[50], 100: lengths[100] })}`);
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
  await open(ann.page, (await state(bo.page)).link, 'paste');
  assert.equal((await state(ann.page)).notice, 'friend-resigned-them');
  assert.equal((await state(ann.page)).status, 'over');
  await shot(ann.page, 'resigned-en');
  // Both pages list two games, with whose turn and a date.
  await ann.page.click('[data-action=list]');
  assert.equal(await ann.page.locator('ul.games li').count(), 2);
  assert.match(await ann.page.textContent('ul.games'), /Bo/);
  await shot(ann.page, 'games-en');
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
