// A newcomer's first minutes (issue 17, new-player review 2): the guided first game on a first
// visit (shown, announced, never in the way, skipped for good, not on the second visit, asked for
// again from the settings), and a pass that says what blocks each die. Four languages, desktop
// and a 390x844 phone; screenshots in artifacts/newcomer-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LANGS, PHONE, ensureArtifacts, gotoApp, openPage, settle, suite, uiState } from './util.mjs';

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
      await page.goto(`${env.server.url}?lang=${lang}#position=${encodeURIComponent(PASS)}&dice=6-5`);
      await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('status').textContent), WHY[lang].source);
      await page.screenshot({ path: join(dir, `newcomer-pass-${lang}-${name}.png`) });
      // When the pass is made, the live region says it with the reason.
      await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('live').textContent), WHY[lang].source, { timeout: 15_000 });
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
