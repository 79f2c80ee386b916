// 3. Every language (en, de, tr, bg) on desktop and phone: no message key shows as text or in an
// aria-label, <html lang> and the title follow the language, the settings dialog opens in the
// language; screenshots of the main screen and the open dialog go to tests/e2e/artifacts/.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DESKTOP, LANGS, chooseLang, PHONE, ensureArtifacts, ftlKeys, ftlSimple, gotoApp, makeSave, openPage, rollOpening, selfPlayedRecord, settle, suite, uiState, waitIdle } from './util.mjs';

const KEYS = ftlKeys('en');
const EN = ftlSimple('en');
const DEVICES = { desktop: DESKTOP, phone: PHONE };
// The game's name as players of each language know it (in Turkey the game is Mültezim).
const NAMES = { en: 'Fevga', de: 'Fevga', tr: 'Mültezim', bg: 'Февга' };
// Messages the main screen and the dialog show whatever the game's state.
const MAIN_KEYS = ['new-game', 'settings', 'single-game', 'pips', 'borne-off', 'history'];
const DIALOG_KEYS = ['opponent', 'opponent-computer', 'opponent-human', 'play-as', 'level', 'level-novice', 'level-beginner', 'level-intermediate',
  'level-strong', 'level-expert', 'rules', 'rules-fevga-desc', 'rules-multezim-desc', 'match-length', 'settings-restart', 'auto-roll', 'auto-done', 'tutor'];

const env = suite();
let dir;
before(() => {
  dir = ensureArtifacts();
});

/** The languages whose words the page fetched (words/<lang>.ftl), in order, each once. */
const wordFiles = (log) => [...new Set(log.requests.map((u) => new URL(u).pathname.match(/\/words\/(\w+)\.ftl$/)?.[1]).filter(Boolean))];

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (key) => new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRe(key)}(?![\\p{L}\\p{N}_-])`, 'u');

/** Everything a person or a screen reader gets: visible text, aria-labels, leaf texts, the title. */
function pageWords(page) {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
    const leaves = [...document.querySelectorAll('body *')]
      .filter((e) => e.children.length === 0 && e.textContent.trim() && e.checkVisibility?.() !== false)
      .map((e) => e.textContent.trim());
    return { text: document.body.innerText, labels, leaves, title: document.title, lang: document.documentElement.lang };
  });
}

/**
 * The keys that show. Hyphenated keys never occur in prose, so any whole-word occurrence counts;
 * one-word keys (roll, done, white, pips…) are English words, so in English they count only as a
 * whole element text or label, and in the other languages anywhere as a whole (case-sensitive) word.
 */
function keysShown(words, lang) {
  const shown = new Set();
  const whole = [...words.leaves, ...words.labels, words.title];
  for (const key of KEYS) {
    const re = wholeWord(key);
    if (whole.some((t) => t === key)) shown.add(key);
    if (key.includes('-') || lang !== 'en') {
      if (re.test(words.text) || words.labels.some((l) => re.test(l)) || re.test(words.title)) shown.add(key);
    }
  }
  return [...shown];
}

function checkWords(words, lang, where) {
  assert.deepEqual(keysShown(words, lang), [], `${lang} ${where}: message keys shown untranslated`);
  const all = [words.text, ...words.labels, words.title].join('\n');
  assert.ok(!/\{\s*\$|\{\s*\}/.test(all), `${lang} ${where}: an unfilled placeable`);
  if (lang !== 'en') {
    // No English text of a message that this language translates differently.
    const own = ftlSimple(lang);
    const english = [...EN].filter(([k, t]) => t.length >= 5 && own.get(k) !== t && ![...own.values()].some((o) => o.includes(t)));
    const leaked = english.filter(([, t]) => all.includes(t)).map(([k, t]) => `${k}: ${t}`);
    assert.deepEqual(leaked, [], `${lang} ${where}: English text shown`);
  }
}

for (const lang of LANGS) {
  for (const [device, opts] of Object.entries(DEVICES)) {
    test(`${lang} on ${device}: translated main screen and settings dialog, screenshots`, { timeout: 60_000 }, async () => {
      const own = ftlSimple(lang);
      const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, lang, reducedMotion: 'reduce' });
      const s0 = await uiState(page);
      assert.equal(s0.lang, lang);
      let words = await pageWords(page);
      assert.equal(words.lang, lang, '<html lang>');
      assert.equal(own.get('app-title'), NAMES[lang], 'the game\'s name in the language');
      assert.equal(words.title, `${NAMES[lang]} – ${own.get('app-tagline')}`, 'document title');
      assert.equal((await page.textContent('h1')).trim(), NAMES[lang], 'the heading');
      checkWords(words, lang, 'opening');
      assert.ok(words.text.includes(own.get('opening-prompt')), 'the opening prompt is in the language');

      // Roll, so that dice, messages and the move list show, then wait for the person's turn.
      await rollOpening(page, { tap: !!opts.hasTouch });
      words = await pageWords(page);
      checkWords(words, lang, 'after the roll');
      for (const k of MAIN_KEYS) assert.ok(words.text.includes(own.get(k)), `main screen shows ${k} = ${own.get(k)}`);
      await page.screenshot({ path: join(dir, `main-${lang}-${device}.png`), fullPage: true, animations: 'disabled' });

      // The settings dialog.
      // (A click even on the phone: a tap leaves Chromium's tap highlight painted over the dialog.)
      await page.click('button[data-action=settings]');
      await page.waitForSelector('#settings-dialog[open]');
      await settle(page);
      const dialogText = await page.innerText('#settings-dialog');
      for (const k of DIALOG_KEYS) assert.ok(dialogText.includes(own.get(k)), `dialog shows ${k} = ${own.get(k)}`);
      words = await pageWords(page);
      checkWords(words, lang, 'settings dialog');
      const box = await page.locator('#settings-dialog').boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= opts.viewport.width + 0.5, `the dialog fits the width: ${JSON.stringify(box)}`);
      await page.screenshot({ path: join(dir, `settings-${lang}-${device}.png`), animations: 'disabled' });
      await page.click('button[data-action=close-settings]');
      await page.waitForSelector('#settings-dialog:not([open])', { state: 'attached' });

      assert.deepEqual(log.consoleErrors, []);
      assert.deepEqual(log.pageErrors, []);
      await context.close();
    });
  }
}

test('the end of a game in every language (a finished game restored from a save)', { timeout: 90_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  const { record, result } = await selfPlayedRecord(page);
  assert.ok(result && [1, 2].includes(result.points), `a finished game: ${JSON.stringify(result)}`);
  await page.evaluate((t) => localStorage.setItem('fevga.game', t), makeSave(record));
  for (const lang of LANGS) {
    const own = ftlSimple(lang);
    await gotoApp(page, `${env.server.url}?lang=${lang}`);
    const s = await uiState(page);
    assert.equal(s.phase, 'over', `${lang}: the finished game was restored`);
    assert.equal(s.points, result.points, `${lang}: the restored game's points`);
    const words = await pageWords(page);
    checkWords(words, lang, 'game over');
    assert.equal(words.lang, lang);
    // The person plays White: the winner is named from their side, with the reason for the points.
    assert.ok(words.text.includes(own.get(result.points === 2 ? 'why-double' : 'why-single')), `${lang}: why ${result.points}`);
    assert.ok(words.text.includes(own.get('new-match')), `${lang}: New match offered`);
    await page.screenshot({ path: join(dir, `over-${lang}-desktop.png`), animations: 'disabled' });
  }
  console.log(`game over screens: ${result.winner} won ${result.points} in the restored game`);
  assert.deepEqual(log.consoleErrors, []);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

// index.html hard-codes the dialog's button as "OK"; it never comes from the message files (the
// `close` message exists in all four files but nothing uses it), so it reads "OK" in every language.
test('the settings dialog\'s button is translated', { timeout: 60_000 }, async () => {
  const wrong = [];
  for (const lang of LANGS) {
    const { page, context } = await openPage(env.browser, env.server.url, { lang, reducedMotion: 'reduce' });
    const text = (await page.textContent('button[data-action=close-settings]')).trim();
    if (text !== ftlSimple(lang).get('close')) wrong.push(`${lang}: "${text}" instead of "${ftlSimple(lang).get('close')}"`);
    await context.close();
  }
  assert.deepEqual(wrong, []);
});

test('choosing a language in the menu switches the page and is remembered', { timeout: 60_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.deepEqual(wordFiles(log), ['en'], 'a first visit fetches only its language\'s words');
  await chooseLang(page, 'bg');
  assert.deepEqual(wordFiles(log), ['en', 'bg'], 'a new language fetches its words once');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'bg');
  const words = await pageWords(page);
  checkWords(words, 'bg', 'after switching');
  assert.ok(words.text.includes(ftlSimple('bg').get('new-game')));
  // Remembered without ?lang= (the saved setting).
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await settle(page);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'bg');
  assert.match(await page.evaluate(() => localStorage.getItem('fevga.settings')), /lang=bg/);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
