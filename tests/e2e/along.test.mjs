// Issue 33, "The board by keyboard and on a phone". 1. The arrow keys follow the path: a whole
// turn entered by arrow keys and Enter/Space over White's 13/12 corner (Right forward along the
// path, Left back: fevga_board::geometry), in two languages, desktop and phone. 2. On a phone held
// upright, Hint and a lesson's text never push the board off the screen: after Hint (and after a
// lesson's verdict and hint) the whole board is on the screen and the text's start is visible
// below it, its end reachable with the board still in view; desktop as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, focusedSpot, gotoApp, openPage, settle, suite, tabTo, uiState, waitIdle } from './util.mjs';

const env = suite();
const phone = (width, height) => ({ ...PHONE, viewport: { width, height } });
const enabled = (a) => `button[data-action=${a}]:not([aria-disabled=true])`;

/** White to play 2-1 with checkers on 15, 14 and 13: 13/12 goes round White's 13/12 corner. */
const CORNER = `#position=${encodeURIComponent('W:15x5,14x5,13x5 B:18x5,17x5,16x5 W')}&dice=2-1`;

for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  for (const lang of ['en', 'de', 'tr', 'bg']) {
    test(`${device} ${lang}: a whole turn by arrow keys and Enter/Space round the 13/12 corner`, { timeout: 60_000 }, async () => {
      const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, reducedMotion: 'reduce', goto: false });
      try {
        await gotoApp(page, `${env.server.url}?lang=${lang}${CORNER}`);
        // The board's name says its keys, in the page's language.
        const name = await page.getAttribute('#board', 'aria-label');
        const says = { en: /follow your checkers' path/, de: /folgen dem Weg deiner Steine/, tr: /pullarının yolunu izler/, bg: /следват пътя на пулките ти/ };
        assert.match(name, says[lang]);
        await tabTo(page, '#board .pt[tabindex="0"]');
        const press = async (key) => {
          await page.keyboard.press(key);
          await settle(page);
          await settle(page);
          return focusedSpot(page);
        };
        // Home is the path's start (White's 24), End its last point (1); Right forward from 15.
        assert.equal(await press('Home'), 24);
        for (let i = 0; i < 9; i++) await press('ArrowRight');
        assert.equal(await focusedSpot(page), 15);
        assert.equal(await press('ArrowRight'), 14);
        assert.equal(await press('ArrowRight'), 13);
        assert.equal(await press(' '), 13, 'Space takes up the checker on 13');
        assert.deepEqual(await page.$$eval('#board .pt.selected', (e) => e.map((x) => Number(x.dataset.point))), [13]);
        // Round the corner with one key: 13 then 12, drawn in the other row.
        assert.equal(await press('ArrowRight'), 12, 'Right from 13 is 12, round the corner');
        const rows = await page.evaluate(() => {
          const y = (p) => document.querySelector(`#board [data-point="${p}"]`).getBoundingClientRect().y;
          return { 13: y(13), 12: y(12) };
        });
        assert.ok(rows[12] > rows[13], '12 is drawn in the bottom row, 13 in the top');
        assert.equal(await press('Enter'), 12, '13/12 played with the 1');
        // Then 12/10 with the 2: Enter takes it up, Right twice, Enter puts it down.
        await press('Enter');
        assert.equal(await press('ArrowRight'), 11);
        assert.equal(await press('ArrowRight'), 10);
        await press('Enter');
        assert.equal(await page.$$eval('#board .pt.movable', (e) => e.length), 0, 'the roll is used');
        await tabTo(page, enabled('done'));
        await page.keyboard.press('Enter');
        await settle(page);
        const s = await uiState(page);
        assert.match(s.history.at(-1), /^W 2-1 13\/10$/, `the turn recorded: ${s.history.at(-1)}`);
        assert.deepEqual(log.pageErrors, []);
      } finally {
        await context.close();
      }
    });
  }
}

/** The facts of what is on the screen: the board's box, the viewport, and whether `sel`'s element
 * is visible, neither under the board nor off the screen (the element at its first line's
 * middle is it or inside it). */
function onScreen(page, board, sel) {
  return page.evaluate(([b, s]) => {
    const r = document.querySelector(b).getBoundingClientRect();
    const e = document.querySelector(s);
    const q = e.getBoundingClientRect();
    const x = q.x + Math.min(q.width / 2, 40);
    const y = q.y + Math.min(q.height / 2, 10);
    const hit = document.elementFromPoint(x, y);
    return {
      board: { top: r.top, bottom: r.bottom, left: r.left, right: r.right },
      vw: innerWidth,
      vh: innerHeight,
      text: { top: q.top, bottom: q.bottom },
      seen: y >= 0 && y <= innerHeight && !!hit && (hit === e || e.contains(hit)),
    };
  }, [board, sel]);
}

function boardInView(f, what) {
  const { board: b } = f;
  assert.ok(b.top >= -0.5 && b.bottom <= f.vh + 0.5 && b.left >= -0.5 && b.right <= f.vw + 0.5,
    `${what}: the whole board is on the screen (${JSON.stringify(f)})`);
}

/** The text's start is seen, then its end once scrolled to, the board on the screen each time. */
async function readBelow(page, board, first, last, what) {
  let f = await onScreen(page, board, first);
  boardInView(f, what);
  assert.ok(f.seen, `${what}: the text's start is visible (${JSON.stringify(f)})`);
  await page.evaluate((s) => document.querySelector(s).scrollIntoView({ block: 'nearest' }), last);
  await settle(page);
  f = await onScreen(page, board, last);
  boardInView(f, `${what}, read to its end`);
  assert.ok(f.seen, `${what}: the text's end is reachable (${JSON.stringify(f)})`);
}

const SIZES = [['phone 390×844', phone(390, 844)], ['phone 360×740', phone(360, 740)], ['desktop', DESKTOP]];

for (const [device, opts] of SIZES) {
  test(`${device}: after Hint the board stays on the screen and the hint is read below or beside it`, { timeout: 90_000 }, async () => {
    const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, reducedMotion: 'reduce', goto: false });
    try {
      for (const [lang, scrolled] of [['tr', false], ['en', true]]) {
        // A middle game, 5-3 (coach.test.mjs's): five plays, with odds and reasons.
        const position = 'W:24x9,19,17,15,13,9,6 B:12x9,11,8,7,5,3,2 W';
        await gotoApp(page, `${env.server.url}?lang=${lang}#position=${encodeURIComponent(position)}&dice=5-3`);
        await page.waitForFunction((p) => window.fevga?.uiState?.()?.position === p, position);
        await waitIdle(page);
        // Scrolled down a little, as one who reads on below the board (the review's case: the
        // page then jumped by the hint's height, scroll anchoring keeping the buttons in place),
        // or not at all.
        if (scrolled) await page.evaluate(() => scrollTo(0, 150));
        await settle(page);
        const y0 = await page.evaluate(() => scrollY);
        const tap = opts.hasTouch ? page.tap.bind(page) : page.click.bind(page);
        await tap(enabled('hint'));
        await page.waitForSelector('#status .hint li', { timeout: 30_000 });
        await settle(page);
        await settle(page);
        const y1 = await page.evaluate(() => scrollY);
        console.log(`# ${device} ${lang}${scrolled ? ' scrolled' : ''}: scrollY ${y0} -> ${y1}`);
        assert.ok(await page.$$eval('#status .hint li', (l) => l.length) >= 2, 'the hint lists plays');
        assert.ok(await page.$$eval('#board .arrow.best', (a) => a.length) >= 1, 'the best play drawn');
        await readBelow(page, '#board', '#status .hint', '#status .hint li:last-child', `${device} ${lang} hint`);
        if (!opts.hasTouch) assert.equal(y1, y0, 'desktop: the page did not move');
      }
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test(`${device}: a lesson's verdict and hint are read with the board on the screen`, { timeout: 90_000 }, async () => {
    const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, reducedMotion: 'reduce', goto: false });
    const B = '#app .board svg';
    const hit = (sel) => (opts.hasTouch ? page.tap(sel) : page.click(sel));
    try {
      for (const lang of ['en', 'bg']) {
        await page.goto(`${env.server.url}learn/?lang=${lang}`);
        await page.waitForSelector('#app ol.lessons button[data-action=lesson]');
        // Bearing off (lesson 8): its intro and task, then a wrong try: the verdict and the hint.
        await hit('#app button[data-action=lesson][data-arg="7"]');
        await settle(page);
        await readBelow(page, B, '#app .task', '#app .actions', `${device} ${lang} lesson`);
        for (const [from, to] of [[6, 1], [6, 'off']]) {
          await hit(`${B} .pt[data-point="${from}"] .hit`);
          await settle(page);
          await hit(to === 'off' ? `${B} .tray[data-tray="W"] rect` : `${B} .pt[data-point="${to}"] .hit`);
          await settle(page);
        }
        await hit(enabled('done'));
        await page.waitForSelector('#app .hint-text');
        await settle(page);
        await readBelow(page, B, '#app .verdict', '#app .hint-text', `${device} ${lang} lesson, wrong`);
      }
      assert.deepEqual(log.pageErrors, []);
    } finally {
      await context.close();
    }
  });
}
