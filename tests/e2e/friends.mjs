// The friend page in a browser, for friend.test.mjs (by links) and live.test.mjs (through the
// relay): a friend's page in its own context, its state, and a turn acted on the board or the list.
import assert from 'node:assert/strict';
import { RELAY_ABSENT, settle } from './util.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1100, height: 900 } };

/** A friend's page: its own context (own storage), errors collected. */
export async function friend(browser, url, opts = {}) {
  const context = await browser.newContext({ ...DESKTOP, bypassCSP: true, ...opts });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // A site without the relay: the browser logs each attempt at its WebSocket (the page tries
  // three times, says live play needs the site's server, and plays by links).
  page.on('console', (m) => m.type() === 'error' && !RELAY_ABSENT.test(m.text()) && errors.push(m.text()));
  await page.goto(url);
  await ready(page);
  return { context, page, errors };
}

export async function ready(page) {
  await page.waitForFunction(() => typeof window.friendState === 'function' && document.querySelector('#app h1'));
}

// The page draws on the next animation frame after an action (the page kit's loop): what is
// read of it waits for that frame.
export const state = async (page) => {
  await settle(page);
  return page.evaluate(() => window.friendState());
};
export const notice = async (page) => {
  await settle(page);
  return page.evaluate(() => document.querySelector('#app .notice')?.textContent ?? null);
};

/** Opens a link: through the address (a new load) or pasted into the list's box. */
export async function open(page, link, how) {
  if (how === 'goto') {
    await page.goto(link);
    await ready(page);
  } else {
    if (await page.$('[data-action=list]')) await page.click('[data-action=list]');
    await page.fill('#f-paste', link);
    await page.click('[data-action=open]');
  }
}

/** Clicks a point (White's number) or, for 0, the side's tray on the live board. */
export async function clickSpot(page, point, side) {
  const sel = point === 0
    ? `.board.live [data-tray="${side === 'white' ? 'W' : 'B'}"] rect`
    : `.board.live [data-point="${point}"] .hit`;
  await page.click(sel);
}

/** Enters a play on the board: each step a click on its checker, then one on its target. */
export async function playOnBoard(page, steps) {
  const { side } = await state(page);
  for (const [from, to] of steps) {
    const before = (await state(page)).steps;
    await clickSpot(page, from, side);
    await clickSpot(page, to, side);
    assert.equal((await state(page)).steps, before + 1, `the step ${from}/${to || 'off'} was made`);
  }
}

/**
 * The one whose turn it is acts: the reveal, a pass, or the first play offered, entered on the
 * board by clicks (or, with `list`, chosen from the list), then Done; returns the link.
 */
export async function act(page, { list = false } = {}) {
  const s = await state(page);
  if (s.status === 'reveal') await page.click('[data-action=reveal]');
  else if (s.status === 'play' && s.plays?.length && list) {
    await page.selectOption('#f-play', '0');
    await page.click('[data-action=play]');
  } else if (s.status === 'play' && s.plays?.length) {
    await playOnBoard(page, s.plays[0]);
    await page.click('[data-action=play]');
  } else if (s.status === 'play') await page.click('[data-action=play]');
  else throw new Error(`nothing to do: ${JSON.stringify(s)}`);
  const after = await state(page);
  assert.ok(after.link, `a link to send after ${s.status}`);
  return after.link;
}

