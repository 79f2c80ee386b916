// Issue 34: diagrams that teach. Dice, the author's arrows, highlighted points and a comment per
// step drawn and said; a "your move" diagram (dice + answer) played on the embedded board by tap,
// drag and keys, judged, its answer shown and tried again, in four languages, desktop and phone;
// its module loads only when a reader starts, so a page of plain diagrams downloads none of it.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LANGS, PHONE, assertForcedDark, axeSerious as axe, ensureArtifacts, fullPageShot, launchForcedDark, suite, widgetPage as openWidgets } from './util.mjs';

const env = suite();
let dir;
before(() => {
  dir = ensureArtifacts();
});

/** Opens `body` as a page of the site's origin with the element's script (util's, this suite's). */
const widgetPage = (body, opts) => openWidgets(env, body, { title: 'Your move', ...opts });

/** The first diagram's shadow root, queried. */
const inside = (page, selector) => page.locator(`fevga-diagram >> ${selector}`);
const taskFiles = (log) => log.requests.filter((u) => new URL(u).pathname.includes('/diagram/task/'));

test('dice, arrows, highlights and a comment per step, drawn and said', { timeout: 60_000 }, async () => {
  const { page, log, context } = await widgetPage(`<fevga-diagram dice="6-5" arrows="24/18 18/13" highlight="| 13"
    comments="White runs first. | Black answers." moves="6-5: 24/13 | 4-2: 24/18">W:24x15 B:12x15 W</fevga-diagram>`);
  assert.equal(await inside(page, 'g.arrow.best').count(), 2);
  assert.equal(await inside(page, 'g.dice.w .die').count(), 2);
  assert.equal(await inside(page, 'p.comment').textContent(), 'White runs first.');
  await page.screenshot({ path: join(dir, 'your-move-marks-0.png') });
  await inside(page, 'button[data-step="1"]').click();
  assert.equal(await inside(page, 'p.comment').textContent(), 'Black answers.');
  assert.equal(await inside(page, '.pt.highlight[data-point="13"]').count(), 1);
  assert.equal(await inside(page, 'g.dice.b .die').count(), 2);
  assert.match(await inside(page, '.fevga-announce').textContent(), /Black answers\./);
  await page.screenshot({ path: join(dir, 'your-move-marks-1.png') });
  assert.deepEqual(taskFiles(log), [], 'no task module for plain diagrams');
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

for (const [device, opts] of [['desktop', {}], ['phone', PHONE]]) {
  test(`your move on a ${device}: a refusal, a wrong play with the best as arrows and why, the answer, right by drag and keys, every language`, { timeout: 180_000 }, async () => {
    for (const lang of LANGS) {
      // White 6-5 with a choice: the author's best is 13/7 8/3.
      const { page, log, context } = await widgetPage(`<p>Above.</p><fevga-diagram lang="${lang}" dice="6-5" answer="13/7 8/3"
        caption="Puzzle">W:24x10,13x2,8x3 B:12x15 W</fevga-diagram>`, opts);
      assert.deepEqual(taskFiles(log), [], `${lang}: nothing of the task before the reader starts`);
      const start = inside(page, 'button[data-task="start"]');
      assert.equal(await start.count(), 1);
      await page.screenshot({ path: join(dir, `your-move-${lang}-${device}-start.png`), fullPage: true });
      await (device === 'phone' ? start.tap() : start.click());
      await page.waitForFunction(() => !!document.querySelector('fevga-diagram').shadowRoot.querySelector('button[data-task="done"]'));
      assert.ok(taskFiles(log).some((u) => u.endsWith('.wasm')), `${lang}: the task's wasm loads when started`);
      const hit = (sel) => (device === 'phone' ? inside(page, sel).tap() : inside(page, sel).click());
      // A wrong play, 13/7 7/2, by taps: the verdict, the best play and the reader's as arrows, why.
      for (const p of [13, 7, 7, 2]) await hit(`.pt[data-point="${p}"] .hit`);
      assert.ok(await inside(page, 'button[data-task="done"]:not([aria-disabled])').count());
      await hit('button[data-task="done"]');
      assert.equal(await inside(page, '.verdict.wrong').count(), 1, `${lang}: wrong`);
      assert.equal(await inside(page, 'g.arrow.best').count() > 0, true);
      assert.equal(await inside(page, 'g.arrow.played').count() > 0, true);
      assert.ok((await inside(page, '.verdict .reason').textContent()).length > 10, `${lang}: a reason`);
      assert.ok((await inside(page, '.fevga-announce').textContent()).includes('13/7 8/3'), `${lang}: the verdict said`);
      assert.equal(await page.evaluate(() => document.querySelector('fevga-diagram').shadowRoot.activeElement?.dataset.task), 'retry');
      await page.screenshot({ path: join(dir, `your-move-${lang}-${device}-wrong.png`), fullPage: true });
      // Try again, then show the answer.
      await hit('button[data-task="retry"]');
      await hit('button[data-task="answer"]');
      assert.equal(await inside(page, '.verdict.shown').count(), 1);
      assert.equal(await inside(page, 'g.arrow.played').count(), 0);
      // Try again: right, the first move dragged, the second by the keyboard.
      await hit('button[data-task="retry"]');
      const box = async (p) => inside(page, `.pt[data-point="${p}"] .hit`).boundingBox();
      const [a, b] = [await box(13), await box(7)];
      await page.mouse.move(a.x + a.width / 2, a.y + a.height * 0.8);
      await page.mouse.down();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height * 0.8, { steps: 5 });
      await page.mouse.up();
      assert.match(await inside(page, '.fevga-announce').textContent(), /13\/7/, `${lang}: the drag said`);
      // The focus on the board: to 8 by the arrow keys, Enter, then to 3 and Enter.
      const focused = () => page.evaluate(() => Number(document.querySelector('fevga-diagram').shadowRoot.activeElement?.dataset.point));
      for (const target of [8, 3]) {
        for (let i = 0; i < 30 && (await focused()) !== target; i++) {
          await page.keyboard.press((await focused()) > target ? 'ArrowRight' : 'ArrowLeft');
        }
        if ((await focused()) !== target) {
          // The keys' order along the screen: try the other way round once.
          for (let i = 0; i < 30 && (await focused()) !== target; i++) await page.keyboard.press('ArrowLeft');
        }
        assert.equal(await focused(), target, `${lang}: the focus reaches ${target}`);
        await page.keyboard.press('Enter');
      }
      await hit('button[data-task="done"]');
      assert.equal(await inside(page, '.verdict.right').count(), 1, `${lang}: right`);
      await page.screenshot({ path: join(dir, `your-move-${lang}-${device}-right.png`), fullPage: true });
      const text = await page.evaluate(() => document.querySelector('fevga-diagram').shadowRoot.textContent);
      assert.equal(text.match(/\bdiagram-[a-z-]+/), null, `${lang}: no raw keys`);
      assert.deepEqual(log.pageErrors, []);
      assert.deepEqual(log.consoleErrors, []);
      await context.close();
    }
  });
}

test('a refused step says its rule; a bad answer is named', { timeout: 60_000 }, async () => {
  const { page, log, context } = await widgetPage(`<fevga-diagram dice="6-5" answer="24/13">W:24x15 B:12x15 W</fevga-diagram>
    <fevga-diagram dice="6-5" answer="24/18 24/19">W:24x15 B:12x15 W</fevga-diagram>
    <fevga-diagram answer="24/13">W:24x15 B:12x15 W</fevga-diagram>`);
  const errors = await page.$$eval('fevga-diagram', (els) => els.map((e) => e.shadowRoot.querySelector('.fevga-diagram-error')?.textContent ?? null));
  assert.equal(errors[0], null);
  assert.match(errors[1], /answer “24\/18 24\/19” is not a play of 6-5/);
  assert.match(errors[2], /needs the roll to play: dice/);
  await page.locator('fevga-diagram').first().locator('button[data-task="start"]').click();
  await page.waitForFunction(() => !!document.querySelector('fevga-diagram').shadowRoot.querySelector('button[data-task="done"]'));
  const first = page.locator('fevga-diagram').first();
  for (const p of [24, 18, 24]) await first.locator(`.pt[data-point="${p}"] .hit`).click();
  assert.match(await first.locator('.said.why').textContent(), /head/i);
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});

for (const scheme of ['light', 'dark']) {
  test(`axe-core on a "your move" diagram in four languages, ${scheme}: plain, being played, judged`, { timeout: 120_000 }, async () => {
    for (const lang of LANGS) {
      const { page, log, context } = await widgetPage(`<main><h1>Tasks</h1><fevga-diagram lang="${lang}" dice="6-5" answer="13/7 8/3"
        caption="Puzzle">W:24x10,13x2,8x3 B:12x15 W</fevga-diagram></main>`, { colorScheme: scheme, bypassCSP: true });
      assert.deepEqual(await axe(page), [], `${lang} ${scheme}: plain`);
      await inside(page, 'button[data-task="start"]').click();
      await page.waitForFunction(() => !!document.querySelector('fevga-diagram').shadowRoot.querySelector('button[data-task="done"]'));
      for (const p of [13, 7]) await inside(page, `.pt[data-point="${p}"] .hit`).click();
      assert.deepEqual(await axe(page), [], `${lang} ${scheme}: being played`);
      for (const p of [7, 2]) await inside(page, `.pt[data-point="${p}"] .hit`).click();
      await inside(page, 'button[data-task="done"]').click();
      assert.deepEqual(await axe(page), [], `${lang} ${scheme}: judged`);
      if (lang === 'tr' || scheme === 'dark') await page.screenshot({ path: join(dir, `your-move-${lang}-${scheme}-judged.png`), fullPage: true });
      assert.deepEqual(log.pageErrors, []);
      await context.close();
    }
  });
}

/** A comment per language for the diagram with dice and arrows (the author's words). */
const COMMENT = { en: 'White runs first.', de: 'Weiß läuft zuerst.', tr: 'Beyaz önce koşar.', bg: 'Белите бягат първи.' };

/** A page of diagrams in `lang`: a last move with a caption, dice, arrows, a highlight and a
 * comment on a sequence, a "your move" diagram (the third) and an error. */
const teachingPage = (lang) => `<main><h1>Diagrams</h1>
<fevga-diagram lang="${lang}" last-move="24/13" caption="6-5">W:24x14,13 B:12x15 B</fevga-diagram>
<fevga-diagram lang="${lang}" dice="6-5" arrows="24/18 18/13" highlight="13" comments="${COMMENT[lang]} | 4-2" moves="6-5: 24/13 | 4-2: 24/18">W:24x15 B:12x15 W</fevga-diagram>
<fevga-diagram lang="${lang}" dice="6-5" answer="13/7 8/3" caption="Puzzle">W:24x10,13x2,8x3 B:12x15 W</fevga-diagram>
<fevga-diagram lang="${lang}">W:24x16 B:12x15 W</fevga-diagram></main>`;

/** The "your move" diagram of `teachingPage`, queried. */
const task = (page, selector) => page.locator('fevga-diagram').nth(2).locator(selector);

/** Starts the task of `teachingPage` and plays the wrong 13/7 7/2; `check` runs between the moves. */
async function playWrong(page, check = async () => {}) {
  await task(page, 'button[data-task="start"]').click();
  await page.waitForFunction(() => !!document.querySelectorAll('fevga-diagram')[2].shadowRoot.querySelector('button[data-task="done"]'));
  for (const p of [13, 7]) await task(page, `.pt[data-point="${p}"] .hit`).click();
  await check();
  for (const p of [7, 2]) await task(page, `.pt[data-point="${p}"] .hit`).click();
  await task(page, 'button[data-task="done"]').click();
  await task(page, '.verdict.wrong').waitFor();
}

test('forced dark (the browser darkens every page): diagrams with dice, arrows, a comment, an error and a "your move" diagram in four languages, axe-core finds nothing serious', { timeout: 180_000 }, async () => {
  const browser = await launchForcedDark();
  try {
    for (const lang of LANGS) {
      for (const [opts, kind] of lang === 'bg' ? [[{}, 'desktop'], [PHONE, 'phone']] : [[{}, 'desktop']]) {
        const { page, log, context } = await openWidgets({ browser, server: env.server }, teachingPage(lang), { colorScheme: 'light', bypassCSP: true, ...opts });
        await assertForcedDark(context, page, `${lang} ${kind}`);
        assert.equal(await page.locator('fevga-diagram').nth(1).locator('g.arrow.best').count(), 2, 'the arrows drawn');
        assert.deepEqual(await axe(page), [], `${lang} ${kind} forced dark: plain`);
        await playWrong(page, async () => assert.deepEqual(await axe(page), [], `${lang} ${kind} forced dark: being played`));
        assert.deepEqual(await axe(page), [], `${lang} ${kind} forced dark: judged`);
        await fullPageShot(page, join(dir, `teaching-${lang}-${kind}-forced-dark.png`));
        assert.deepEqual(log.pageErrors, []);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
});

test('printed in four languages: a diagram with dice, arrows and a comment as drawn; a "your move" diagram as a plain diagram with its task, no buttons, before and after it is played', { timeout: 120_000 }, async () => {
  for (const lang of LANGS) {
    const { page, log, context } = await widgetPage(teachingPage(lang));
    await page.emulateMedia({ media: 'print' });
    // What prints of each diagram: its buttons and links (boxes drawn), the task, the comment.
    const printed = () => page.$$eval('fevga-diagram', (els) => els.map((e) => {
      const r = e.shadowRoot;
      const shown = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
      return {
        controls: [...r.querySelectorAll('button, a')].filter(shown).map((b) => b.textContent),
        task: shown(r.querySelector('.task')) ? r.querySelector('.task').textContent : null,
        comment: shown(r.querySelector('.comment')) ? r.querySelector('.comment').textContent : null,
        dice: r.querySelectorAll('g.dice .die').length,
        arrows: r.querySelectorAll('g.arrow').length,
        // Each arrow's colour: printed in black and grey, not the screen's orange and blue.
        inks: [...r.querySelectorAll('g.arrow line')].map((l) => `${l.parentNode.getAttribute('class')} ${getComputedStyle(l).stroke}`),
      };
    }));
    let [, marks, puzzle] = await printed();
    assert.deepEqual(marks.controls, [], `${lang}: no step buttons printed`);
    assert.equal(marks.comment, COMMENT[lang]);
    assert.deepEqual([marks.dice, marks.arrows], [2, 2], `${lang}: dice and arrows printed`);
    assert.deepEqual(marks.inks, ['arrow best rgb(0, 0, 0)', 'arrow best rgb(0, 0, 0)'], `${lang}: the arrows printed black`);
    assert.deepEqual(puzzle.controls, [], `${lang}: no "your move" button printed`);
    assert.ok(puzzle.task && puzzle.task.length > 5, `${lang}: the task printed`);
    await fullPageShot(page, join(dir, `teaching-${lang}-print.png`));
    // Played and judged on the screen, then printed: the verdict and its arrows, still no button.
    await page.emulateMedia({ media: 'screen' });
    await playWrong(page);
    await page.emulateMedia({ media: 'print' });
    [, , puzzle] = await printed();
    assert.deepEqual(puzzle.controls, [], `${lang}: no button printed once judged`);
    assert.ok(puzzle.arrows > 0, `${lang}: the best play printed as arrows`);
    assert.deepEqual(new Set(puzzle.inks), new Set(['arrow best rgb(0, 0, 0)', 'arrow played rgb(102, 102, 102)']), `${lang}: the best black, the reader's grey`);
    await fullPageShot(page, join(dir, `teaching-${lang}-print-judged.png`));
    assert.deepEqual(log.pageErrors, []);
    await context.close();
  }
});

test('diagrams with dice, arrows and a comment and a "your move" diagram, on a phone in the dark, in four languages: screenshots', { timeout: 120_000 }, async () => {
  for (const lang of LANGS) {
    const { page, log, context } = await widgetPage(teachingPage(lang), { ...PHONE, colorScheme: 'dark' });
    await page.addStyleTag({ content: 'body{background:#121212;color:#eee}' });
    // Nothing wider than the phone.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), `${lang}: no sideways scrolling`);
    await fullPageShot(page, join(dir, `teaching-${lang}-phone-dark.png`));
    await playWrong(page);
    await task(page, '.verdict').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(dir, `teaching-${lang}-phone-dark-judged.png`) });
    assert.deepEqual(log.pageErrors, []);
    await context.close();
  }
});
