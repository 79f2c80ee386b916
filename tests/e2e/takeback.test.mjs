// Take back and the tutor per player (issue 18): against the computer at a casual level the
// person takes back a play (and the computer's reply) and plays the same roll again, the record
// says so; at expert there is no such button; in pass-and-play the tutor is chosen per player
// and the record notes who played with it. Four languages, desktop and a 390x844 phone;
// screenshots in tests/e2e/artifacts/ (takeback-*.png).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DESKTOP, LANGS, ensureArtifacts, ftlSimple, openPage, playHumanTurn, rng, settle, suite, uiState, waitIdle } from './util.mjs';

const env = suite();
let dir;
before(() => {
  dir = ensureArtifacts();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const TAKE_BACK = 'button[data-action=take-back-play]';

/**
 * Plays the person's turns until the computer has answered one that was a choice: the person is
 * to roll. The dice are the page's own, so a person walled in by the computer may pass or have
 * a forced play for ten turns or more (about one game in a hundred over its first ten, measured
 * with the CLI): the loop allows 40 of the person's turns, and a game that ends starts anew.
 */
async function untilReplied(page, random) {
  const seen = [];
  for (let i = 0; i < 80; i++) {
    await waitIdle(page);
    const s = await uiState(page);
    if (s.phase === 'roll' && s.turns >= 3 && (await page.$(TAKE_BACK))) return s;
    seen.push(`${s.phase}/${s.turns}`);
    if (s.phase === 'over') {
      await page.click('button[data-action=new-match], button[data-action=next-game]');
      await settle(page);
    } else if (s.phase === 'roll' || s.phase === 'opening') {
      await page.click('button[data-action=roll]');
      await settle(page);
    } else {
      await playHumanTurn(page, { random });
    }
  }
  const s = await uiState(page);
  throw new Error(`the computer never replied to a play of the person's that was a choice: ${seen.join(' ')}; last ${JSON.stringify(s.history)}`);
}

test('a play is taken back against the computer: the same roll again, in every language, desktop and phone', { timeout: 300_000 }, async () => {
  for (const [device, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const lang of LANGS) {
      const { page, log, context } = await openPage(env.browser, env.server.url, { ...opts, lang, reducedMotion: 'reduce' });
      const before = await untilReplied(page, rng(lang.length * 7 + device.length));
      const label = (await page.textContent(TAKE_BACK)).trim();
      assert.equal(label, ftlSimple(lang).get('take-back-play'));
      if (lang === 'en' || device === 'phone') await page.screenshot({ path: join(dir, `takeback-button-${lang}-${device}.png`) });
      // The person's last play and the reply are undone; the same roll is to be played again.
      const mine = before.history.findLastIndex((h) => h.startsWith('W '));
      const dice = before.history[mine].split(' ')[1];
      await page.click(TAKE_BACK);
      await settle(page);
      const s = await uiState(page);
      assert.equal(s.turns, mine, `${lang}: back to my turn ${mine + 1}`);
      assert.equal(s.phase, 'play');
      assert.equal(s.dice, dice, 'the same roll');
      assert.ok((await page.textContent('#status')).includes(ftlSimple(lang).get('taken-back')), 'said');
      assert.equal(await page.$(TAKE_BACK), null, 'nothing more to take back with the roll in hand');
      if (lang === 'en' || device === 'phone') await page.screenshot({ path: join(dir, `takeback-done-${lang}-${device}.png`) });
      // The record keeps it.
      assert.match(await page.evaluate(() => localStorage.getItem('fevga.game')), new RegExp(`\\nTakeback: ${mine + 1}\\n`));
      assert.deepEqual(log.pageErrors, []);
      await context.close();
    }
  }
});

test('no take back at expert; the tutor per player in pass-and-play', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.setItem('fevga.settings', 'level=expert'));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true' && window.fevga?.uiState?.());
  for (let i = 0; i < 8; i++) {
    await waitIdle(page);
    const s = await uiState(page);
    if (s.turns >= 3 && s.phase === 'roll') break;
    if (s.phase === 'roll' || s.phase === 'opening') await page.click('button[data-action=roll]');
    else await playHumanTurn(page, { random: rng(5) });
    await settle(page);
  }
  assert.equal(await page.$(TAKE_BACK), null, 'no take back at expert');
  // Pass-and-play: the tutor for White only, chosen in the settings (a radio per choice).
  await page.evaluate(() => localStorage.setItem('fevga.settings', 'opponent=human'));
  for (const lang of LANGS) {
    await page.goto(`${env.server.url}?lang=${lang}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true' && window.fevga?.uiState?.());
    await page.click('button[data-action=settings]');
    const radios = await page.$$eval('input[name=tutor]', (l) => l.map((r) => [r.type, r.value]));
    assert.deepEqual(radios, [['radio', '0'], ['radio', 'W'], ['radio', 'B'], ['radio', '1']], lang);
    assert.ok((await page.textContent('dialog')).includes(ftlSimple(lang).get('tutor-both')), lang);
    await page.screenshot({ path: join(dir, `takeback-tutor-settings-${lang}.png`) });
    await page.click('button[data-action=close-settings]');
  }
  await page.click('button[data-action=settings]');
  await page.check('input[name=tutor][value=W]');
  await page.click('button[data-action=close-settings]');
  assert.match(await page.evaluate(() => localStorage.getItem('fevga.settings')), /tutor=W/);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
