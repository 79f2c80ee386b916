// A newcomer's first minutes (issue 17, new-player review 2): the guided first game on a first
// visit (shown, announced, never in the way, skipped for good, not on the second visit, asked for
// again from the settings), and a pass that says what blocks each die. Four languages, desktop
// and a 390x844 phone; screenshots in artifacts/newcomer-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LANGS, PHONE, ensureArtifacts, gotoApp, offers, openPage, settle, suite, uiState, waitIdle } from './util.mjs';

const env = suite();
const PHONE_390 = { ...PHONE, viewport: { width: 390, height: 844 } };

const live = (page) => page.evaluate(() => document.getElementById('live').textContent);
const tip = (page) => page.evaluate(() => document.querySelector('#guide .guide-tip')?.textContent ?? null);

test('a first visit shows the guide; Got it, Skip and a second visit do what they say', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { guide: true, reducedMotion: 'reduce' });
  const first = await tip(page);
  assert.match(first, /You play White: your checkers start on 24/);
  assert.equal(await page.getAttribute('#guide .guide-tip', 'role'), 'note', 'a note, not a dialog');
  assert.equal(await page.locator('dialog[open]').count(), 0, 'nothing modal');
  assert.equal(await page.evaluate(() => localStorage.getItem('fevga.guide')), 'seen');
  // Announced to screen readers.
  assert.match(await live(page), /You play White/);
  // The game goes on under it: Roll works with the tip in sight.
  await page.click('#controls button[data-action=roll]');
  await settle(page);
  // Keyboard: Got it is a button reached by Tab, and puts the tip away.
  await page.focus('#guide button[data-action=guide-ok]');
  await page.keyboard.press('Enter');
  await settle(page);
  assert.equal(await tip(page), null, 'Got it puts the tip away');
  // Skip: for good, and a second visit shows nothing.
  await page.evaluate(() => localStorage.removeItem('fevga.guide'));
  await gotoApp(page);
  assert.ok(await tip(page), 'a fresh first visit shows it again');
  await page.click('#guide button[data-action=guide-skip]');
  await settle(page);
  assert.equal(await tip(page), null);
  assert.equal(await page.evaluate(() => localStorage.getItem('fevga.guide')), 'off');
  await gotoApp(page);
  assert.equal(await tip(page), null, 'not on the second visit');
  // Asked for again from the settings.
  await page.click('header button[data-action=settings]');
  await page.click('#settings-body button[data-action=guide-restart]');
  await settle(page);
  assert.equal(await page.locator('dialog[open]').count(), 0, 'the dialog closes');
  assert.match(await tip(page), /You play White/);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('the guide follows the real game: the sprint tip at the first turn', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { guide: true, reducedMotion: 'reduce' });
  // Roll the opening until it is the person's turn to play (the computer may start).
  for (let i = 0; i < 60; i++) {
    const s = await uiState(page);
    if (s.phase === 'play' && /sprint/i.test((await tip(page)) ?? '')) break;
    if (await page.locator('#controls button[data-action=roll]:not([disabled])').count()) {
      await page.click('#controls button[data-action=roll]');
    }
    await page.waitForTimeout(300);
  }
  assert.match(await tip(page), /The opening sprint: only your first checker moves until it reaches 12 or lower/);
  assert.match(await page.getAttribute('#guide a.why-rule', 'href'), /rules\/en\.html#s4$/);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

const PASS = 'W:24x14,20 B:15,14,12x13 W';
const WHY = {
  en: /Why: the first checker \(on 20\) would land only on points the opponent holds \(14, 15\), and the head rule keeps the others waiting\./,
  de: /Warum: der erste Stein \(auf 20\) landete nur auf Punkten, die der Gegner hält \(14, 15\), und die Kopfregel/,
  tr: /Neden: ilk pul \(20\. hanede\) yalnız rakibin tuttuğu hanelere düşerdi \(14, 15\); baş kuralı/,
  bg: /Защо: първата пулка \(на поле 20\) би стъпила само на полета, заети от съперника \(14, 15\); правилото за главата/,
};

test('a pass names what blocks each die, in the status and the live region, in four languages', { timeout: 180_000 }, async () => {
  const dir = ensureArtifacts();
  for (const lang of LANGS) {
    for (const [name, opts] of [['desktop', {}], ['phone', PHONE_390]]) {
      const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, lang, goto: false });
      // Every text the live region is given, kept (the computer's turn follows the pass at once).
      await page.addInitScript(() => {
        window.__said = [];
        document.addEventListener('DOMContentLoaded', () => {
          const live = document.getElementById('live');
          new MutationObserver(() => window.__said.push(live.textContent)).observe(live, { childList: true, characterData: true, subtree: true });
        });
      });
      await page.goto(`${env.server.url}?lang=${lang}#position=${encodeURIComponent(PASS)}&dice=6-5`);
      await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('status').textContent), WHY[lang].source);
      await page.screenshot({ path: join(dir, `newcomer-pass-${lang}-${name}.png`) });
      // When the pass is made, the live region says it with the reason.
      await page.waitForFunction((re) => (window.__said ?? []).some((t) => new RegExp(re).test(t)), WHY[lang].source, { timeout: 15_000 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= (opts.viewport?.width ?? 1280), `${lang} ${name}: no sideways scroll (${width})`);
      assert.deepEqual(log.pageErrors, []);
      await context.close();
    }
  }
});

test('the guide in every language, desktop and phone (screenshots)', { timeout: 180_000 }, async () => {
  const dir = ensureArtifacts();
  for (const lang of LANGS) {
    for (const [name, opts] of [['desktop', {}], ['phone', PHONE_390]]) {
      const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, lang, guide: true, reducedMotion: 'reduce' });
      assert.ok(await tip(page), `${lang} ${name}: the guide shows`);
      assert.doesNotMatch(await tip(page), /guide-|\{/, 'no raw keys');
      const box = await page.locator('#guide .guide-tip').boundingBox();
      const vw = opts.viewport?.width ?? 1280;
      assert.ok(box.x >= 0 && box.x + box.width <= vw, `${lang} ${name}: the tip fits (${JSON.stringify(box)})`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= vw, `${lang} ${name}: no sideways scroll (${width})`);
      await page.screenshot({ path: join(dir, `newcomer-guide-${lang}-${name}.png`), fullPage: name === 'phone' });
      assert.deepEqual(log.pageErrors, []);
      await context.close();
    }
  }
});

// Review #19: the targets show while a checker is dragged, before it is dropped.
test('dragging a checker shows its targets midway', { timeout: 60_000 }, async () => {
  const dir = ensureArtifacts();
  for (const [name, opts] of [['desktop', {}], ['phone', PHONE_390]]) {
    const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, reducedMotion: 'reduce', goto: false });
    await page.goto(`${env.server.url}#position=${encodeURIComponent('W:24x14,13 B:12x15 W')}&dice=6-3`);
    await page.waitForFunction(() => window.fevga?.uiState?.()?.phase === 'play');
    await waitIdle(page);
    assert.deepEqual((await offers(page)).targets, [], 'nothing taken up yet');
    const tri = async (p) => {
      const b = await page.locator(`#board .pt[data-point="${p}"] .tri`).boundingBox();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const a = await tri(13);
    const b = await tri(7);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (let i = 1; i <= 4; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
    await page.waitForFunction(() => document.querySelectorAll('#board .pt.target').length > 0);
    const targets = (await offers(page)).targets.filter((t) => typeof t === 'number').sort((x, y) => x - y);
    assert.deepEqual(targets, [4, 7, 10], `${name}: 13/10, 13/7 and 13/4 show while dragging`);
    await page.screenshot({ path: join(dir, `newcomer-drag-en-${name}.png`) });
    for (let i = 5; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
    await page.mouse.up();
    await settle(page);
    assert.equal(await page.locator('#board .pt[data-point="7"] .ck').count(), 1, `${name}: dropped on 7`);
    assert.deepEqual(log.pageErrors, []);
    await context.close();
  }
});

// Review #20: the opening roll's dice are each in their owner's colour.
test('the opening dice say whose they are', { timeout: 60_000 }, async () => {
  const dir = ensureArtifacts();
  const { page, log, context } = await openPage(env.browser, env.server.url, { ...PHONE_390, reducedMotion: 'reduce' });
  while ((await uiState(page)).phase === 'opening') {
    await page.click('#controls button[data-action=roll]');
    await settle(page);
  }
  const owners = await page.evaluate(() => [...document.querySelectorAll('#board .dice .die')].map((d) => (d.classList.contains('w') ? 'w' : d.classList.contains('b') ? 'b' : '-')));
  assert.deepEqual([...owners].sort(), ['b', 'w'], `one die each: ${owners}`);
  const fills = await page.evaluate(() => [...document.querySelectorAll('#board .dice .die rect')].map((r) => getComputedStyle(r).fill));
  assert.notEqual(fills[0], fills[1], 'drawn in two colours');
  await page.screenshot({ path: join(dir, 'newcomer-opening-dice-en-phone.png') });
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

// Review #23: before the wasm draws, the page already shows a board's outline.
test('the skeleton before the first board looks like a board', { timeout: 60_000 }, async () => {
  const dir = ensureArtifacts();
  const { page, context } = await openPage(env.browser, env.server.url, { ...PHONE_390, goto: false });
  // The page's own markup, with its scripts held back: what shows before the wasm has drawn.
  await page.route(/\.js(\?|$)/, (r) => r.abort());
  await page.goto(env.server.url);
  const skeleton = await page.evaluate(() => {
    const g = document.querySelector('#board .skeleton');
    const box = document.getElementById('board').getBoundingClientRect();
    return g ? { paths: g.querySelectorAll('path').length, rects: g.querySelectorAll('rect').length, h: box.height, w: box.width } : null;
  });
  assert.ok(skeleton, 'a skeleton board is in the page');
  assert.equal(skeleton.rects, 3, 'frame and two halves');
  assert.ok(skeleton.h > 200 && skeleton.w > 300, JSON.stringify(skeleton));
  await page.screenshot({ path: join(dir, 'newcomer-skeleton-phone.png') });
  await context.close();
});

// Review #13: a position link keeps the chosen match length.
test('a position link keeps the saved match length', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  // 5 points chosen (a new match of 5 waits for its opening roll).
  await page.evaluate(() => {
    localStorage.setItem('fevga.settings', 'length=5');
    localStorage.removeItem('fevga.game');
  });
  await gotoApp(page);
  await page.goto(`${env.server.url}#position=${encodeURIComponent('W:24x14,13 B:12x15 B')}&dice=6-5`);
  await page.waitForFunction(() => window.fevga?.uiState?.()?.position === 'W:24x14,13 B:12x15 B');
  await settle(page);
  const saved = await page.evaluate(() => localStorage.getItem('fevga.settings'));
  assert.match(saved ?? 'length=5', /length=5/, `the chosen length stays: ${saved}`);
  await gotoApp(page);
  assert.match((await page.evaluate(() => localStorage.getItem('fevga.settings'))) ?? 'length=5', /length=5/);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

// Review #11: in Turkish the game is Mültezim and its rule sets Yunan usulü / Türk usulü.
test('Turkish names the game and its two rule sets apart', { timeout: 60_000 }, async () => {
  const dir = ensureArtifacts();
  const { page, log, context } = await openPage(env.browser, env.server.url, { ...PHONE_390, lang: 'tr' });
  assert.equal(await page.textContent('header h1'), 'Mültezim');
  assert.match(await page.textContent('#info'), /Yunan usulü · Tek oyun/);
  await page.click('header button[data-action=settings]');
  const radios = await page.textContent('#settings-body');
  assert.match(radios, /Yunan usulü/);
  assert.match(radios, /Türk usulü/);
  await page.screenshot({ path: join(dir, 'newcomer-tr-settings-phone.png') });
  await page.goto(`${env.server.url}rules/tr.html`);
  const rules = await page.textContent('body');
  assert.doesNotMatch(rules, /Mültezim kural takımı/, 'the rule set is not called by the game\'s name');
  assert.match(rules, /Türk usulünün farkları/);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
