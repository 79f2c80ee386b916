// Getting better (issue 18): a hint's play a doubtful margin below the best says in one line what
// the best play does that it does not (a reviewed turn's reason is the Games page's analysis
// board's now, issue 31); the tutor ("Warn me before a mistake") stops such a play at Done
// with Take back and Play it anyway; in all four languages, on a desktop and a 390×844 phone.
// Screenshots go to tests/e2e/artifacts/ (improve-*.png).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  DESKTOP, LANGS, ensureArtifacts, ftlSimple, gotoApp, offers, openPage, playHumanTurn, rng,
  settle, suite, uiState, waitIdle } from './util.mjs';

const env = suite();
let dir;
before(() => {
  dir = ensureArtifacts();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const enabled = (a) => `button[data-action=${a}]:not([aria-disabled=true])`;

/** How each language's reason lines begin (crates/fevga-i18n/ftl/*.ftl, `reason-…`). */
const OPENINGS = {
  en: /^(The best play|Only the best play|No single fact)/,
  de: /^(Der beste Zug|Nur mit dem besten Zug|Nach dem besten Zug|Keine einzelne Tatsache)/,
  tr: /^(En iyi hamle|Yarışta yalnızca en iyi hamle|Bu iki hamlenin farkı)/,
  bg: /^(Най-добрият ход|Само с най-добрия ход|След най-добрия ход|Нито един отделен факт)/,
};

const checkLine = (lang, line, where) => {
  assert.match(line, OPENINGS[lang], `${lang} ${where}: ${line}`);
  assert.ok(!/reason-|[{}]/.test(line), `${lang} ${where}: a raw key or placeable in ${line}`);
};

test("a hint's weaker plays say why the best one is better", { timeout: 300_000 }, async () => {
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const lang of LANGS) {
      const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, lang, reducedMotion: 'reduce' });
      const random = rng(7);
      let reasons = [];
      // Hints on the person's turns until one lists a play a doubtful margin below the best.
      for (let i = 0; i < 60 && reasons.length === 0; i++) {
        await waitIdle(page);
        if (await page.$(enabled('hint'))) {
          await page.click(enabled('hint'));
          await page.waitForSelector('#status .hint li', { timeout: 20_000 });
          reasons = await page.$$eval('#status .hint li', (l) => l.map((x, k) => [k, x.querySelector('.reason')?.textContent]).filter(([, r]) => r));
          if (reasons.length) break;
        }
        const o = await offers(page);
        if (o.over) break;
        if (o.roll) await page.click(enabled('roll'));
        else await playHumanTurn(page, { random });
        await settle(page);
      }
      assert.ok(reasons.length > 0, `${lang} ${device}: no hint with a weaker play`);
      for (const [k, r] of reasons) {
        assert.ok(k > 0, 'never under the best play');
        checkLine(lang, r, `hint play ${k}`);
      }
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(wide <= 0, `${lang} ${device}: the page is ${wide} px wider than the screen`);
      await page.$eval('#status .hint', (e) => e.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: join(dir, `improve-hint-reason-${lang}-${device}.png`), fullPage: device === 'desktop' });
      console.log(`# hint reason ${lang} ${device}: ${reasons.map(([, r]) => r).join(' | ')}`);
      assert.deepEqual(log.pageErrors, []);
      assert.deepEqual(log.consoleErrors, []);
      await context.close();
    }
  }
});

/** Opens the page with the tutor on (saved settings, the page's own format), no saved game. */
async function withTutor(opts, lang) {
  const o = await openPage(env.browser, env.server.url, { ...opts, lang, reducedMotion: 'reduce' });
  await o.page.evaluate((l) => {
    localStorage.setItem('fevga.settings', `lang=${l};human=W;opponent=computer;level=intermediate;rules=fevga;length=1;auto-roll=0;auto-done=0;speed=fast;animate=0;tutor=1`);
    localStorage.removeItem('fevga.game');
  }, lang);
  await gotoApp(o.page, o.url);
  return o;
}

/** Enters random plays and presses Done until the tutor warns (or the game ends). */
async function untilWarned(page, random) {
  for (let i = 0; i < 300; i++) {
    // Idle, or warned (the warning's answers are then the only thing offered).
    await page.waitForFunction(() => !!document.querySelector('#status .tutor') || (!window.fevga.uiState().busy && !!document.querySelector(
      'button[data-action=roll]:not([aria-disabled=true]), button[data-action=done]:not([aria-disabled=true]), #board .pt.movable, button[data-action=new-match]',
    )), null, { timeout: 30_000, polling: 'raf' });
    await settle(page);
    if (await page.$('#status .tutor')) return true;
    const o = await offers(page);
    if (o.over) return false;
    await playHumanTurn(page, { random });
    await settle(page);
  }
  throw new Error('no warning in 300 turns');
}

test('the tutor warns before a mistake: Take back by keyboard, Play it anyway, in every language, desktop and phone', { timeout: 600_000 }, async () => {
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const lang of LANGS) {
      const own = ftlSimple(lang);
      const { page, log, context } = await withTutor(opts, lang);
      // The setting is in the dialog, ticked.
      assert.equal(await page.$eval('input[name=tutor]', (e) => e.checked), true);
      assert.ok((await page.textContent('label:has(input[name=tutor])')).includes(own.get('tutor')));
      const random = rng(11);
      const warn = async () => {
        let warned = await untilWarned(page, random);
        for (let game = 0; !warned && game < 3; game++) {
          await page.click('button[data-action=new-match]');
          warned = await untilWarned(page, random);
        }
        assert.ok(warned, `${lang} ${device}: a warning`);
      };
      await warn();
      if (lang === 'en') {
        // Play it anyway makes the play; then on to the next warning.
        const before = (await uiState(page)).turns;
        await page.click('#status .tutor button[data-action=tutor-play]');
        await settle(page);
        assert.equal(await page.$('#status .tutor'), null);
        assert.equal((await uiState(page)).turns, before + 1, 'played');
        await warn();
      }
      const turns = (await uiState(page)).turns;
      const text = await page.textContent('#status .tutor p');
      assert.ok(!text.includes('tutor-'), text);
      checkLine(lang, await page.textContent('#status .tutor .reason'), 'tutor');
      assert.equal(await page.$eval('#status .tutor', (e) => e.getAttribute('role')), 'alert');
      assert.equal((await page.textContent('#status .tutor button[data-action=tutor-take-back]')).trim(), own.get('tutor-take-back'));
      assert.equal((await page.textContent('#status .tutor button[data-action=tutor-play]')).trim(), own.get('tutor-play'));
      // The loss is at least a mistake's 0.08, written the language's way.
      const loss = Number(text.match(/(\d+[.,]\d{3})/)[1].replace(',', '.'));
      assert.ok(loss >= 0.08, `${lang}: ${text}`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(wide <= 0, `${lang} ${device}: the page is ${wide} px wider than the screen`);
      await page.$eval('#status .tutor', (e) => e.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: join(dir, `improve-tutor-${lang}-${device}.png`), fullPage: device === 'desktop' });
      console.log(`# tutor ${lang} ${device}: ${text}`);
      // Take back with the keyboard (the focus went there with the warning): the turn is
      // entered again, nothing was played.
      if (lang !== 'en') {
        assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'tutor-take-back', 'focus on Take back');
      }
      await page.focus('#status .tutor button[data-action=tutor-take-back]');
      await page.keyboard.press('Enter');
      await settle(page);
      assert.equal(await page.$('#status .tutor'), null);
      assert.equal((await uiState(page)).turns, turns, 'nothing played');
      const o = await offers(page);
      assert.ok(o.movable.length > 0 && !o.done, `${lang}: the turn to enter again ${JSON.stringify(o)}`);
      assert.deepEqual(log.pageErrors, []);
      assert.deepEqual(log.consoleErrors, []);
      await context.close();
    }
  }
});
