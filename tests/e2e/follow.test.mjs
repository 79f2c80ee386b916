// 9. Play a person can follow: the computer's move is shown before the person may roll, the last
// move is marked and can be shown again, every number on the page is a label of the board, the
// move list keeps its newest entry in view, questions come before a game is thrown away, the
// rules are on the main screen, focus never falls to <body>, the live region speaks each step,
// and the game-end summary puts the winner's score first on one line. Screenshots in all four
// languages, desktop and phone, go to tests/e2e/artifacts/ (follow-*.png).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  DESKTOP, LANGS, PHONE, ensureArtifacts, ftlSimple, gotoApp, makeSave, openPage, playHumanTurn, rng, rollOpening,
  selfPlayedRecord, settle, suite, uiState, waitIdle,
} from './util.mjs';

const env = suite();
const EN = ftlSimple('en');
let dir;
before(() => {
  dir = ensureArtifacts();
});

/** Opens the page with saved settings (`key=value;…`, the page's own format). */
async function openWith(settings, opts = {}) {
  const o = await openPage(env.browser, env.server.url, opts);
  // The saved match would bring its own length and rules back: start without one.
  await o.page.evaluate((s) => {
    localStorage.setItem('fevga.settings', s);
    localStorage.removeItem('fevga.game');
  }, settings);
  await gotoApp(o.page, o.url);
  return o;
}

/** Plays until the computer has moved and the person is to roll again. */
async function untilComputerMoved(page, random = rng(5)) {
  if ((await uiState(page)).phase === 'opening') await rollOpening(page);
  for (let i = 0; i < 6; i++) {
    await waitIdle(page);
    const s = await uiState(page);
    if (s.phase === 'roll' && s.history.at(-1)?.startsWith('B ')) return;
    await playHumanTurn(page, { random });
  }
  throw new Error('the computer did not move');
}

const focusFacts = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return {
    body: a === document.body || a === null,
    action: a?.dataset?.action ?? null,
    point: a?.dataset?.point ? Number(a.dataset.point) : null,
    movable: !!a?.matches?.('#board .pt.movable'),
  };
});

test("the computer's move is shown before Roll can be pressed, and Roll cannot cut it short", { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'no-preference' });
  // Every frame: checker slides running on the board, and whether Roll can act.
  await page.evaluate(() => {
    window.samples = [];
    const tick = () => {
      const slides = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.target?.id?.startsWith('ck-')).length;
      const roll = document.querySelector('button[data-action=roll]');
      window.samples.push({ slides, roll: !!roll && roll.getAttribute('aria-disabled') !== 'true', busy: window.fevga.uiState().busy });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  let pressedDuring = false;
  const random = rng(11);
  await rollOpening(page);
  for (let i = 0; i < 6; i++) {
    // While the computer's checkers slide, press Roll: it must neither roll nor stop the slide.
    const sliding = await page.waitForFunction(
      () => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.target?.id?.startsWith('ck-')),
      null, { timeout: 8000, polling: 'raf' },
    ).then(() => true, () => false);
    if (sliding && !pressedDuring) {
      const before = await uiState(page);
      await page.click('button[data-action=roll]', { force: true });
      const after = await uiState(page);
      const still = await page.evaluate(() => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.target?.id?.startsWith('ck-')));
      assert.equal(after.dice, before.dice, 'Roll did nothing while the move was shown');
      assert.ok(still, 'the slide went on after the press');
      pressedDuring = true;
    }
    await waitIdle(page);
    await playHumanTurn(page, { random });
  }
  const samples = await page.evaluate(() => window.samples);
  const sliding = samples.filter((x) => x.slides > 0);
  const early = samples.filter((x) => x.slides > 0 && x.roll);
  console.log(`${samples.length} frames sampled, ${sliding.length} with the computer's checkers sliding, ${early.length} with Roll available then`);
  assert.ok(pressedDuring, 'Roll was pressed during a slide');
  assert.ok(sliding.length > 10, 'slides were seen');
  assert.equal(early.length, 0, 'Roll is never available while checkers slide');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('the last move is marked from and to, and can be shown again', { timeout: 90_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'no-preference' });
  await untilComputerMoved(page);
  const marks = await page.evaluate(() => ({
    from: document.querySelectorAll('#board .last-from-mark').length,
    to: document.querySelectorAll('#board .pt.last-to').length,
    line: document.querySelector('#status .last span')?.textContent ?? '',
  }));
  assert.ok(marks.from >= 1 && marks.to >= 1, `from and to are marked: ${JSON.stringify(marks)}`);
  assert.ok(marks.line.startsWith("Black's last move: "), marks.line);
  await page.click('button[data-action=replay]');
  await settle(page);
  const slides = await page.evaluate(() => document.getAnimations().filter((a) => a.effect?.target?.id?.startsWith('ck-')).length);
  assert.ok(slides >= 1, 'Show again slides the checkers');
  // The person's first step clears the marks.
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
  await page.click('button[data-action=roll]');
  await waitIdle(page);
  // (A forced play or a pass has no Done: play on to a turn with a choice.)
  for (let i = 0; i < 8 && !(await page.locator('button[data-action=done]').count()); i++) {
    await playHumanTurn(page, { random: rng(i) });
    await waitIdle(page);
    if (await page.locator('button[data-action=roll]:not([aria-disabled=true])').count()) {
      await page.click('button[data-action=roll]');
      await waitIdle(page);
    }
  }
  const movable = await page.$$eval('#board .pt.movable', (els) => els.map((e) => Number(e.dataset.point)));
  // Done cannot act before the move is complete, and it looks it.
  const done = await page.$eval('button[data-action=done]', (b) => ({
    off: b.getAttribute('aria-disabled'), opacity: Number(getComputedStyle(b).opacity), bg: getComputedStyle(b).backgroundColor,
  }));
  const roll = await page.evaluate(() => getComputedStyle(document.querySelector('#controls button')).backgroundColor);
  assert.equal(done.off, 'true');
  assert.ok(done.opacity <= 0.5, `a dimmed Done: ${JSON.stringify(done)}`);
  assert.notEqual(done.bg, 'rgb(232, 176, 74)', `not the live accent colour: ${JSON.stringify(done)} (${roll})`);
  if (movable.length) {
    await page.click(`#board .pt[data-point="${movable[0]}"] .hit`);
    // The selection is drawn on the next frame.
    await settle(page);
    await page.waitForSelector('#board .pt.target, #board .tray.target', { timeout: 5000 });
    const target = await page.$eval('#board .pt.target, #board .tray.target', (e) => e.dataset.point ?? null);
    if (target) {
      await page.click(`#board .pt[data-point="${target}"] .hit`);
      await settle(page);
      assert.equal(await page.locator('#board .last-from-mark, #board .pt.last-to').count(), 0, 'marks cleared by the next move');
    }
  }
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test("playing Black, the board and every written move use Black's numbers", { timeout: 90_000 }, async () => {
  const { page, log, context } = await openWith('human=B;level=easy', { reducedMotion: 'reduce' });
  // Black's 24 is White's 12: the point White calls 12 is labelled 24.
  const label = await page.getAttribute('#board .pt[data-point="12"]', 'aria-label');
  assert.ok(label.startsWith('Point 24:'), label);
  const drawn = await page.$$eval('#board .num', (els) => els.map((e) => e.textContent));
  assert.equal(drawn.length, 24);
  // Until White (the computer) has moved: its move is written in the numbers on the board.
  await rollOpening(page);
  for (let i = 0; i < 4 && !(await uiState(page)).history.some((h) => h.startsWith('W ')); i++) await playHumanTurn(page, { random: rng(2) });
  const line = await page.textContent('#status .last span');
  const history = await page.$$eval('#info ol.history li', (els) => els.map((e) => e.textContent));
  const white = (await uiState(page)).history.filter((h) => h.startsWith('W '));
  assert.ok(white.length > 0);
  // The engine's record keeps White's own numbering; the page names the board's labels.
  const moves = line.replace(/^.*?: /, '').trim().split(' ');
  for (const mv of moves) {
    const [, to] = mv.replace(/\(\d\)$/, '').split('/');
    if (to === 'off') continue;
    const l = await page.$eval(`#board .pt[aria-label^="Point ${to}:"]`, (e) => e.getAttribute('aria-label'));
    assert.match(l, /white/, `the board's point ${to} holds White's checker after "${line}"`);
  }
  assert.ok(history.some((h) => h.includes(moves[0])), `the move list writes it the same way: ${history}`);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('the move list keeps its newest entry in view', { timeout: 150_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await rollOpening(page);
  const random = rng(9);
  for (let i = 0; i < 30 && (await uiState(page)).turns < 16; i++) {
    const r = await playHumanTurn(page, { random });
    if (r.over) break;
  }
  await waitIdle(page);
  const m = await page.evaluate(() => {
    const ol = document.querySelector('#info ol.history');
    const last = ol.lastElementChild.getBoundingClientRect();
    const box = ol.getBoundingClientRect();
    return { n: ol.children.length, overflows: ol.scrollHeight > ol.clientHeight, last: [last.top, last.bottom], box: [box.top, box.bottom] };
  });
  assert.ok(m.n >= 12 && m.overflows, `a list that scrolls: ${JSON.stringify(m)}`);
  assert.ok(m.last[0] >= m.box[0] - 1 && m.last[1] <= m.box[1] + 1, `the newest entry is visible: ${JSON.stringify(m)}`);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('New match in a match in progress asks first; Keep playing changes nothing', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openWith('length=3', { reducedMotion: 'reduce' });
  assert.equal((await page.textContent('button[data-action=new-game]')).trim(), EN.get('new-match'), 'the label says what it starts');
  assert.ok((await page.textContent('#info .game-kind')).includes('Fevga'), 'the rule set is shown');
  await rollOpening(page);
  const before = await uiState(page);
  await page.click('button[data-action=new-game]');
  await settle(page);
  assert.ok(await page.isVisible('#status .confirm'), 'the question is asked');
  assert.equal((await focusFacts(page)).action, 'keep-playing', 'the safe answer has the focus');
  await page.keyboard.press('Enter');
  await settle(page);
  assert.equal(await page.locator('#status .confirm').count(), 0);
  assert.equal((await uiState(page)).position, before.position, 'Keep playing keeps the game');
  await page.click('button[data-action=new-game]');
  await settle(page);
  await page.screenshot({ path: join(dir, 'follow-confirm-en-desktop.png') });
  await page.click('#status button[data-action=confirm]');
  await settle(page);
  assert.equal((await uiState(page)).phase, 'opening', 'Start again starts a new match');
  assert.equal((await page.textContent('#live')).trim(), EN.get('opening-prompt'), 'the live region no longer holds the old game');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('switching sides mid-game asks first; the settings of the computer are off in pass-and-play', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await rollOpening(page);
  const before = await uiState(page);
  await page.click('button[data-action=settings]');
  await page.check('input[name=human][value=B]');
  await settle(page);
  assert.ok(await page.isVisible('#settings-dialog .confirm'), 'the dialog asks');
  await page.screenshot({ path: join(dir, 'follow-side-switch-en-desktop.png') });
  await page.click('#settings-dialog button[data-action=keep-playing]');
  await settle(page);
  assert.ok(await page.isChecked('input[name=human][value=W]'), 'the form shows the side kept');
  await page.click('button[data-action=close-settings]');
  await settle(page);
  assert.equal((await uiState(page)).position, before.position, 'the game goes on unchanged');
  // Pass-and-play before any roll: no question, and strength and side are switched off.
  await page.click('button[data-action=new-game]');
  await settle(page);
  await page.click('#status button[data-action=confirm]');
  await page.click('button[data-action=settings]');
  await page.check('input[name=opponent][value=human]');
  await settle(page);
  assert.equal(await page.locator('#settings-dialog .confirm').count(), 0, 'nothing to lose, nothing asked');
  assert.equal(await page.locator('#settings-dialog fieldset[disabled]').count(), 2);
  assert.ok(await page.isDisabled('input[name=level][value=expert]'));
  assert.ok(await page.isDisabled('input[name=human][value=B]'));
  await page.screenshot({ path: join(dir, 'follow-pass-and-play-settings-en-desktop.png') });
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('focus stays on the controls or the board, and the live region speaks each step', { timeout: 90_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await page.focus('button[data-action=roll]');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Enter');
    await settle(page);
    const s = await uiState(page);
    if (s.phase !== 'opening') break;
  }
  let sawBoard = false;
  let sawStep = false;
  const random = rng(4);
  for (let turn = 0; turn < 8 && !(sawBoard && sawStep); turn++) {
    await waitIdle(page);
    const f = await focusFacts(page);
    assert.ok(!f.body, `focus never falls to <body>: ${JSON.stringify(f)}`);
    const s = await uiState(page);
    if (s.phase === 'over') break;
    if (f.movable) {
      sawBoard = true;
      // Enter picks the checker, then Enter on a target moves it.
      await page.keyboard.press('Enter');
      await settle(page);
      const target = await page.$eval('#board .pt.target, #board .tray.target', (e) => e.dataset.point ?? `tray-${e.dataset.tray}`);
      await page.evaluate((t) => {
        const el = t.startsWith('tray') ? document.querySelector(`#board .tray[data-tray="${t.slice(5)}"]`) : document.querySelector(`#board .pt[data-point="${t}"]`);
        el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      }, target);
      await settle(page);
      const live = (await page.textContent('#live')).trim();
      assert.match(live, /left to play|Move complete/, `the step is announced: ${live}`);
      sawStep = true;
    }
    const o = await page.evaluate(() => document.activeElement?.dataset?.action ?? null);
    if (o) {
      await page.keyboard.press('Enter');
      await settle(page);
    } else {
      await playHumanTurn(page, { random });
    }
  }
  assert.ok(sawBoard, 'after Roll the focus went to a checker that can move');
  assert.ok(sawStep);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

/** The text rects of the score (digits around the dash) inside the summary's last line. */
function scoreLines(page) {
  return page.evaluate(() => {
    const p = document.querySelector('#status .summary p:last-child');
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = n.data.indexOf('–');
      if (i < 0) continue;
      let a = i;
      while (a > 0 && /[\d\u2060]/.test(n.data[a - 1])) a--;
      let b = i + 1;
      while (b < n.data.length && /[\d\u2060]/.test(n.data[b])) b++;
      const r = document.createRange();
      r.setStart(n, a);
      r.setEnd(n, b);
      const tops = [...r.getClientRects()].map((x) => Math.round(x.top));
      return { score: n.data.slice(a, b).replace(/\u2060/g, ''), lines: new Set(tops).size, text: p.textContent };
    }
    return null;
  });
}

test('the game-end summary in every language: winner first, one line, the next action focused', { timeout: 150_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  const { record, result } = await selfPlayedRecord(page);
  // The finished game is the last of a 3-point match that stood 0–2 before it.
  const inMatch = record.replace(/^Match: 1$/m, 'Match: 3').replace(/^Score: 0-0$/m, 'Score: 0-2');
  assert.notEqual(inMatch, record, 'the record has match lines');
  const score = [0 + (result.winner === 'white' ? result.points : 0), 2 + (result.winner === 'black' ? result.points : 0)];
  const [hi, lo] = [Math.max(...score), Math.min(...score)];
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const lang of LANGS) {
      const ctx = await env.browser.newContext({ ...opts, reducedMotion: 'reduce' });
      const p = await ctx.newPage();
      await p.goto(`${env.server.url}?lang=${lang}`);
      await p.evaluate((t) => localStorage.setItem('fevga.game', t), makeSave(inMatch));
      await gotoApp(p, `${env.server.url}?lang=${lang}`);
      const own = ftlSimple(lang);
      const s = await uiState(p);
      assert.equal(s.phase, 'over', `${lang}: restored`);
      const lines = await p.$$eval('#status .summary > *', (els) => els.map((e) => e.textContent));
      assert.ok(lines.length === 4, `${lang}: winner, why, pips, match: ${lines}`);
      assert.ok(lines[1] === own.get(result.points === 2 ? 'why-double' : 'why-single'), `${lang}: ${lines[1]}`);
      const sc = await scoreLines(p);
      assert.equal(sc?.score, `${hi}–${lo}`, `${lang}: the winner's or leader's score first: ${sc?.text}`);
      assert.equal(sc.lines, 1, `${lang} ${device}: the score stays on one line: ${sc.text}`);
      await p.screenshot({ path: join(dir, `follow-over-${lang}-${device}.png`), fullPage: true });
      await ctx.close();
    }
  }
  // A single game has no match sentence.
  await page.evaluate((t) => localStorage.setItem('fevga.game', t), makeSave(record));
  await gotoApp(page, env.server.url);
  const single = await page.$$eval('#status .summary > *', (els) => els.map((e) => e.textContent));
  assert.equal(single.length, 3, `${single}`);
  assert.ok(!single.join(' ').includes('match'), `${single}`);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('a game played to its end hands the focus to New match', { timeout: 240_000 }, async () => {
  const { page, log, context } = await openWith('speed=fast', { reducedMotion: 'reduce' });
  const random = rng(13);
  for (let i = 0; i < 400; i++) {
    const r = await playHumanTurn(page, { random });
    if (r.over) break;
  }
  await waitIdle(page);
  assert.equal((await uiState(page)).phase, 'over');
  assert.equal((await focusFacts(page)).action, 'new-match');
  assert.ok(await page.isVisible('#status .summary'));
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('main screens mid-game in every language, desktop and phone, with the last move marked', { timeout: 150_000 }, async () => {
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const lang of LANGS) {
      const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, lang, reducedMotion: 'reduce' });
      await untilComputerMoved(page, rng(21));
      const words = await page.textContent('#status');
      assert.ok(words.includes(ftlSimple(lang).get('turn-you-roll')), `${lang}: ${words}`);
      await page.screenshot({ path: join(dir, `follow-main-${lang}-${device}.png`), fullPage: true });
      assert.deepEqual(log.pageErrors, []);
      await context.close();
    }
  }
});
