// 34. The position editor makes every option of the element: the look (theme, width, colours,
// description, "play from here"), the roll to play drawn as dice, arrows, highlights and a
// comment on each position shown, and a "your move" task (its answer typed, found by the
// computer in its worker, or one of Learn's puzzles by id). Each control changes the snippets,
// the preview and the editor's own address (a reload opens the same diagram); what the snippets
// say draws without a fault, as an element and as the iframe page. Screenshots of the editor
// with every option in four languages, on a desktop and a phone, light and dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, ROOT, allDrawn, ensureArtifacts, ftlSimple, fullPageShot, openPage, suite, widgetPage } from './util.mjs';

const env = suite();
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const PUZZLES = readFileSync(join(ROOT, 'crates', 'fevga-learn', 'data', 'puzzles.txt'), 'utf8')
  .split('\n').filter((l) => /^p\d{4}\|/.test(l)).map((l) => l.split('|'));

async function openEditor(query = '', opts = {}) {
  const o = await openPage(env.browser, env.server.url, { goto: false, ...opts });
  await o.page.goto(`${env.server.url}editor/${query}`);
  await o.page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  return o;
}

const out = (page, id) => page.inputValue(`#out-${id}`);

/** The attributes of the element snippet, as name → value. */
async function snippetAttrs(page) {
  const element = await out(page, 'element');
  const tag = element.match(/<fevga-diagram([^>]*)>/)[1];
  return Object.fromEntries([...tag.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2].replaceAll('&quot;', '"').replaceAll('&amp;', '&')]));
}

/** Steps the preview to its next position. */
const nextStep = (page) => page.locator('#preview button[data-step]').nth(1).click();

/** Sets every option the editor has, on a sequence of two plays (three positions). */
async function setEverything(page) {
  await page.fill('#moves', '6-5: 24/13 | 3-1: 24/20');
  await page.selectOption('#theme', 'dark');
  await page.selectOption('#size', 'medium');
  await page.uncheck('#reader-play');
  await page.fill('#description', 'White has run one checker.');
  await page.fill('#caption', 'After the first roll');
  await page.locator('.colours summary').click();
  await page.locator('#color-field').fill('#d0e0c0');
  await page.locator('#color-mark').fill('#ff0000');
  // Marks on the first position and the third; the second left bare.
  await page.fill('#arrows', '24/13');
  await page.fill('#highlight', '13');
  await page.fill('#comment', 'Run or wait?');
  await nextStep(page);
  await nextStep(page);
  await page.fill('#comment', 'Black answers from the head.');
  await page.fill('#arrows', '13/9');
}

test('every option is a control: the snippets, the preview and the address follow; a reload opens the same diagram', { timeout: 90_000 }, async () => {
  const { page, log, context } = await openEditor('?lang=en');
  const EN = ftlSimple('en', 'editor');
  await setEverything(page);
  assert.equal(await page.textContent('#marks-frame'), 'Position 3 of 3');
  const a = await snippetAttrs(page);
  assert.deepEqual(a, {
    lang: 'en',
    moves: '6-5: 24/13 | 3-1: 24/20',
    caption: 'After the first roll',
    description: 'White has run one checker.',
    play: 'off',
    theme: 'dark',
    size: 'medium',
    'color-field': '#d0e0c0',
    'color-mark': '#ff0000',
    arrows: '24/13 | | 13/9',
    highlight: '13',
    comments: 'Run or wait? | | Black answers from the head.',
  });
  // The preview is the element as it will look: dark, medium, the colours set.
  const host = await page.evaluate(() => {
    const h = document.getElementById('preview');
    return {
      theme: h.getAttribute('theme'),
      size: h.getAttribute('size'),
      field: h.style.getPropertyValue('--fevga-field'),
      width: h.getBoundingClientRect().width,
      comment: h.shadowRoot.querySelector('.comment')?.textContent,
      arrows: h.shadowRoot.querySelectorAll('.arrow').length,
    };
  });
  assert.deepEqual({ ...host, width: undefined }, {
    theme: 'dark', size: 'medium', field: '#d0e0c0', width: undefined, comment: 'Black answers from the head.', arrows: 1,
  });
  assert.ok(host.width <= 30 * 16 + 1, `medium is at most 30 rem wide: ${host.width}`);
  // The iframe snippet is as wide as the diagram may be.
  assert.match(await out(page, 'iframe'), /max-width:30rem/);
  // Back on the first position, its marks are in the fields.
  await page.locator('#preview button[data-step]').first().click();
  assert.equal(await page.textContent('#marks-frame'), 'Position 2 of 3');
  assert.equal(await page.inputValue('#comment'), '', 'the second position is bare');
  await page.locator('#preview button[data-step]').first().click();
  assert.equal(await page.textContent('#marks-frame'), 'Position 1 of 3');
  assert.equal(await page.inputValue('#comment'), 'Run or wait?');
  assert.equal(await page.inputValue('#arrows'), '24/13');
  // The address holds it all: a reload opens the same diagram, every control as it was.
  const element = await out(page, 'element');
  const iframe = await out(page, 'iframe');
  const address = page.url();
  assert.match(address, /diagram-lang=en/);
  assert.doesNotMatch(address, /[?&]lang=/, 'the site\'s language is not the diagram\'s');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  assert.equal(await out(page, 'element'), element);
  assert.equal(await out(page, 'iframe'), iframe);
  assert.equal(await page.inputValue('#theme'), 'dark');
  assert.equal(await page.inputValue('#size'), 'medium');
  assert.equal(await page.isChecked('#reader-play'), false);
  assert.equal(await page.inputValue('#color-field'), '#d0e0c0');
  assert.equal(await page.inputValue('#comment'), 'Run or wait?');
  // Own colours again: the colours leave the snippet and the preview.
  await page.locator('.colours summary').click();
  await page.click('#colours-reset');
  const b = await snippetAttrs(page);
  assert.equal(b['color-field'], undefined);
  assert.equal(b['color-mark'], undefined);
  assert.equal(await page.evaluate(() => document.getElementById('preview').style.getPropertyValue('--fevga-field')), '');
  // A malformed mark is refused by name, and nothing is offered to copy until it is mended.
  await page.fill('#highlight', '13 25');
  assert.equal(await page.textContent('#fault'), 'In this diagram\'s highlight, part 1: “25” is not a point 1–24 or an arrow such as 24/18 or 6/off.');
  assert.equal(await out(page, 'element'), '');
  assert.equal(await page.isVisible('#refused'), true);
  assert.equal(await page.textContent('#refused'), EN.get('editor-refused'));
  await page.fill('#highlight', '13');
  assert.notEqual(await out(page, 'element'), '');
  assert.deepEqual(log.pageErrors, []);
  assert.deepEqual(log.consoleErrors, []);
  await context.close();
});

test('what the snippets say draws: the element on another page and the iframe page, without a fault', { timeout: 90_000 }, async () => {
  const { page, context } = await openEditor('?lang=de');
  await setEverything(page);
  const element = await out(page, 'element');
  const iframeSrc = (await out(page, 'iframe')).match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  await context.close();
  // The element, pasted into a page.
  const w = await widgetPage(env, element.replace(/<script[^>]*><\/script>\n/, ''));
  await allDrawn(w.page);
  const drawn = await w.page.evaluate(() => {
    const d = document.querySelector('fevga-diagram');
    return {
      error: d.shadowRoot.querySelector('.fevga-diagram-error')?.textContent ?? null,
      comment: d.shadowRoot.querySelector('.comment')?.textContent,
      play: d.shadowRoot.querySelector('[part~=play]') !== null,
      field: getComputedStyle(d).getPropertyValue('--fevga-field').trim(),
    };
  });
  assert.deepEqual(drawn, { error: null, comment: 'Run or wait?', play: false, field: '#d0e0c0' });
  await w.context.close();
  // The iframe page, opened on its own.
  const f = await openPage(env.browser, env.server.url, { goto: false });
  await f.page.goto(iframeSrc);
  await f.page.waitForFunction(() => document.querySelector('fevga-diagram')?.shadowRoot?.querySelector('svg, .fevga-diagram-error'));
  assert.equal(await f.page.evaluate(() => document.querySelector('fevga-diagram').shadowRoot.querySelector('.fevga-diagram-error')), null);
  assert.equal(await f.page.evaluate(() => document.querySelector('fevga-diagram').getAttribute('theme')), 'dark');
  assert.equal(await f.page.textContent('h1'), 'After the first roll');
  assert.deepEqual(f.log.pageErrors, []);
  await f.context.close();
});

test('a "your move" task: one of Learn\'s puzzles by id, the computer\'s best play, an unknown id refused', { timeout: 120_000 }, async () => {
  const { page, log, context } = await openEditor('?lang=en');
  const [id, rules, position, roll, best] = PUZZLES[11];
  const [d1, d2] = roll.split('-').map(Number);
  const dice = `${Math.max(d1, d2)}-${Math.min(d1, d2)}`;
  await page.fill('#puzzle', id.toUpperCase());
  await page.press('#puzzle', 'Enter');
  await page.waitForFunction(() => document.getElementById('task-said').textContent !== '');
  assert.match(await page.textContent('#task-said'), new RegExp(`^Puzzle ${id}: (White|Black) to play ${dice}\\.$`));
  assert.equal(await out(page, 'text'), position);
  const a = await snippetAttrs(page);
  assert.equal(a.answer, best);
  assert.equal(a.dice, dice);
  assert.equal(a.rules, rules === 'fevga' ? undefined : rules);
  assert.equal(await page.isChecked('#task'), true);
  // The preview is the task as the reader first sees it.
  assert.match(await page.evaluate(() => document.getElementById('preview').shadowRoot.querySelector('.task')?.textContent ?? ''), /find the best play/);
  // An unknown id changes nothing.
  await page.fill('#puzzle', 'p9999');
  await page.click('#puzzle-load');
  await page.waitForFunction(() => document.getElementById('task-said').textContent.includes('p9999'));
  assert.equal(await page.textContent('#task-said'), 'There is no puzzle “p9999”.');
  assert.equal(await out(page, 'text'), position);
  // The computer's best play (expert, in its own worker): a play of the roll, written as the answer.
  await page.fill('#answer', '');
  assert.equal((await snippetAttrs(page)).answer, undefined);
  await page.click('#find');
  await page.waitForFunction(() => /best play: /.test(document.getElementById('task-said').textContent), null, { timeout: 60_000 });
  const found = await page.inputValue('#answer');
  assert.match(found, /^\d{1,2}\/(\d{1,2}|off)/);
  assert.equal(await page.textContent('#task-said'), `The computer's best play: ${found}.`);
  assert.equal((await snippetAttrs(page)).answer, found);
  assert.equal(await page.textContent('#fault'), '', 'a legal answer');
  // Without a roll the computer is not asked.
  await page.selectOption('#dice', '');
  await page.click('#find');
  assert.equal(await page.textContent('#task-said'), 'Choose the roll first.');
  assert.deepEqual(log.pageErrors, []);
  assert.deepEqual(log.consoleErrors, []);
  await context.close();
});

for (const lang of LANGS) {
  test(`every option in ${lang}: words, axe-core, a desktop in the light and a phone in the dark`, { timeout: 120_000 }, async () => {
    for (const [opts, name] of [[{ colorScheme: 'light' }, 'desktop-light'], [{ ...PHONE_390, colorScheme: 'dark' }, 'phone-dark']]) {
      const { page, log, context } = await openEditor(`?lang=${lang}`, { ...opts, bypassCSP: true });
      await setEverything(page);
      await page.check('#task');
      const text = await page.textContent('main');
      assert.ok(!/editor-[a-z]/.test(text), `no raw key: ${text}`);
      const words = ftlSimple(lang, 'editor');
      assert.equal(await page.textContent('.task legend span'), words.get('editor-task'));
      assert.equal(await page.textContent('.colours summary'), words.get('editor-colours'));
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] }))
        .violations.filter((v) => ['serious', 'critical'].includes(v.impact))
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
      assert.deepEqual(violations, [], `${lang} ${name}`);
      assert.deepEqual(log.pageErrors, []);
      await fullPageShot(page, join(ensureArtifacts(), `editor-options-${lang}-${name}.png`));
      await context.close();
    }
  });
}
