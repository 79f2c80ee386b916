// 12. "Why not?" on the board: a checker that cannot move, a point it may not go to, or a tray
// it may not bear off to gets one sentence naming the rule, with the rules page's section a click
// away. Each position is opened by a link (#position=…&dice=…), the person playing White.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LANGS, PHONE, ensureArtifacts, openPage, settle, suite, uiState, waitIdle } from './util.mjs';

const env = suite();

/** Opens the game at a position with a roll, then taps `taps` (point numbers or 'tray'). */
async function refused(page, position, dice, taps) {
  await page.goto(`${env.server.url}#position=${encodeURIComponent(position)}&dice=${dice}`);
  await settle(page);
  // A game is on (the previous case): the page asks before it takes the link's position.
  if (await page.locator('#status button[data-action=confirm]').count()) await page.click('#status button[data-action=confirm]');
  await page.waitForFunction((p) => window.fevga?.uiState?.()?.position === p, position);
  await waitIdle(page);
  for (const t of taps) {
    await page.click(t === 'tray' ? '#board .tray[data-tray="W"] rect' : `#board .pt[data-point="${t}"] .hit`);
    await settle(page);
  }
  return page.evaluate(() => {
    const p = [...document.querySelectorAll('#status .msg')].find((e) => e.querySelector('a.why-rule'));
    return p ? { text: p.textContent, href: p.querySelector('a.why-rule').getAttribute('href') } : null;
  });
}

test('each refusal is explained on the board with its rules section', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openPage(env.browser, env.server.url, { reducedMotion: 'reduce' });
  // Positions with a choice (a forced play would be made for the person before any tap).
  const cases = [
    ['W:24x14,15 B:12x14,5 W', '2-2', [24], /The head rule: only your first checker \(on 15\) may move until it reaches point 12 or lower\./, 's4'],
    ['W:24x14,15 B:12x14,5 W', '4-3', [15, 12], /12 is held by your opponent/, 's3'],
    ['W:12x3,11x5,10x2,9,8x3,7 B:24,23,22,21,20,3,2x3,1x6 W', '6-2', [8], /forbidden six-point wall/, 's5'],
    ['W:24x14,5 B:22,12x12,9,7 W', '3-2', [5, 2], /a play must use every die it can/, 's6'],
    // Issue 31: a far point tapped (5 and 3 from 13): the 5 first lands on 8, Black's.
    ['W:24x9,19,17,15,13,9,6 B:12x9,11,8,7,5,3,2 W', '5-3', [13, 5], /8 is held by your opponent/, 's3'],
    ['W:24x14,5 B:22,12x12,9,7 W', '5-1', [5, 'tray'], /only when all your checkers still on the board are home/, 's7'],
  ];
  for (const [position, dice, taps, want, section] of cases) {
    const why = await refused(page, position, dice, taps);
    assert.ok(why, `${position} ${dice} ${taps}: a reason is shown`);
    assert.match(why.text, want);
    assert.equal(why.href, `rules/en.html#${section}`);
    assert.equal((await uiState(page)).turns, 0, 'nothing was played');
  }
  // The link leads to the section of the rules page.
  const [rules] = await Promise.all([context.waitForEvent('page'), page.click('#status a.why-rule')]);
  await rules.waitForLoadState();
  assert.ok(rules.url().endsWith('/rules/en.html#s7'), rules.url());
  assert.ok(await rules.isVisible('#s7'));
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

test('the reason in every language on a phone (screenshots)', { timeout: 120_000 }, async () => {
  const dir = ensureArtifacts();
  for (const lang of LANGS) {
    const { page, log, context } = await openPage(env.browser, env.server.url, { ...PHONE, lang, reducedMotion: 'reduce' });
    await page.goto(`${env.server.url}?lang=${lang}#position=${encodeURIComponent('W:24x14,15 B:12x14,5 W')}&dice=2-2`);
    await page.waitForFunction(() => window.fevga?.uiState?.()?.phase === 'play');
    await waitIdle(page);
    await page.tap('#board .pt[data-point="24"] .hit');
    await settle(page);
    const href = await page.getAttribute('#status a.why-rule', 'href');
    assert.equal(href, `rules/${lang}.html#s4`);
    await page.screenshot({ path: join(dir, `why-${lang}-phone.png`) });
    assert.deepEqual(log.pageErrors, []);
    await context.close();
  }
});
