// 34. The diagram's iframe on another site (issue 34): the editor's iframe snippet has a height
// that fits the diagram it describes (the page without scripts shows it whole, every step of a
// sequence too) and a title of its own; with the README's few lines of script, an iframe below
// the fold on a second site (another host name, so Chromium throttles it while off screen) is
// never smaller than its diagram once loaded and does not jump when the reader scrolls to it
// (several loads, desktop and phone); the iframe page alone has a main landmark and a heading.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './server.mjs';
import { FORCED_DARK, ROOT, ensureArtifacts, launchForcedDark, luminanceAt, openPage, suite } from './util.mjs';

const env = suite();
let author;
let authorUrl;
const authorDir = mkdtempSync(join(tmpdir(), 'fevga-frame-'));
before(async () => {
  ensureArtifacts();
  author = await serve(authorDir);
  // Another site, not only another origin: `localhost` against the diagram's `127.0.0.1`.
  authorUrl = author.url.replace('127.0.0.1', 'localhost');
});
after(() => author?.close());

const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
// Screenshots for a person to look at (FEVGA_SHOTS, else the tests' artifacts folder).
const SHOTS = process.env.FEVGA_SHOTS ?? join(ROOT, 'tests', 'e2e', 'artifacts');
mkdirSync(SHOTS, { recursive: true });
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** The README's lines of script that size a diagram iframe (the one block that names the message). */
function readmeScript() {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```html\n(<script>[\s\S]*?<\/script>)\n```/g)].map((m) => m[1]).find((s) => s.includes('fevga-diagram-height'));
  assert.ok(block, 'the README has the height script');
  return block;
}

/** Diagrams of several shapes, as the editor's address takes them. */
const DIAGRAMS = [
  ['one position', { position: 'W:24x15 B:12x15 W' }],
  ['last move and caption', { position: 'W:24x14,13 B:12x15 B', 'last-move': '24/13', caption: 'White opens with 6-5 and runs one checker to the other side of the board.', lang: 'en' }],
  ['a sequence with a caption', { position: 'W:24x14,13 B:12x15 B', 'last-move': '24/13', moves: '3-1: 24/20 | 4-4: 24/20 24/16 13/9', caption: 'Die Eröffnung', lang: 'de' }],
  ['a sequence, borne off, Black at the bottom', { position: 'W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 B', 'last-move': '6/off 5/off', moves: '6-6: 6/off 6/off 5/off 5/off', bottom: 'black', lang: 'bg' }],
];

/** The editor's iframe snippet for a diagram (its fields from the address, as the diagram page's link passes them). */
async function editorSnippet(params) {
  const { page, context } = await openPage(env.browser, env.server.url, { goto: false });
  const q = new URLSearchParams(params);
  await page.goto(`${env.server.url}editor/?${q}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const snippet = await page.inputValue('#out-iframe');
  assert.match(snippet, /^<iframe /, `the editor draws ${q}`);
  await context.close();
  return snippet;
}

/** The diagram frame of `page` once its diagram is drawn. */
async function diagramFrame(page) {
  let frame;
  await page.waitForSelector('iframe', { state: 'attached' });
  for (let i = 0; i < 100 && !frame; i++) {
    frame = page.frames().find((f) => f.url().includes('/diagram/'));
    if (!frame) await page.waitForTimeout(100);
  }
  await frame.waitForFunction(() => document.querySelector('fevga-diagram')?.shadowRoot?.querySelector('svg'), null, { timeout: 20_000 });
  return frame;
}

const contentHeight = (frame) => frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));

test('the editor\'s iframe snippet: a height that fits every step of its diagram, a title from the caption or the position', { timeout: 240_000 }, async () => {
  for (const [name, params] of DIAGRAMS) {
    const snippet = await editorSnippet(params);
    const height = Number(snippet.match(/height:(\d+)px/)?.[1]);
    const title = snippet.match(/title="([^"]*)"/)?.[1] ?? '';
    assert.ok(height > 300, `${name}: ${snippet}`);
    const unescaped = title.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');
    if (params.caption) assert.equal(unescaped, params.caption, name);
    // The snippet as it is, on a page with no script of its own: the diagram whole, at every step.
    for (const [opts, kind] of [[{}, 'desktop'], [PHONE_390, 'phone']]) {
      writeFileSync(join(authorDir, 'plain.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>t</title><link rel="icon" href="data:,"><style>body{margin:1rem;font:16px sans-serif}</style></head><body><main>${snippet}</main></body></html>`);
      const { page, context } = await openPage(env.browser, authorUrl, { goto: false, ...opts });
      await page.goto(`${authorUrl}plain.html`);
      const frame = await diagramFrame(page);
      // Without a caption, the title is the board's description, as the frame's own heading says it.
      const said = await frame.evaluate(() => document.querySelector('fevga-diagram').shadowRoot.querySelector('svg').getAttribute('aria-label'));
      if (!params.caption) assert.equal(unescaped, said, name);
      assert.equal(await frame.textContent('h1'), unescaped, name);
      let tallest = await contentHeight(frame);
      // Step through the sequence: every frame's height.
      for (let i = 0; i < 8; i++) {
        const next = frame.locator('fevga-diagram button[data-step]').nth(1);
        if (!(await next.count()) || await next.isDisabled()) break;
        await next.click();
        tallest = Math.max(tallest, await contentHeight(frame));
      }
      const box = await page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height);
      console.log(`# ${name} (${kind}): snippet ${height} px, diagram at its tallest ${tallest} px`);
      if (kind === 'desktop') {
        assert.ok(box >= tallest, `${name}: the snippet's ${box} px cut the diagram's ${tallest} px`);
        assert.ok(box - tallest <= 80, `${name}: the snippet's ${box} px is far taller than the diagram's ${tallest} px`);
      }
      await context.close();
    }
  }
});

test('an iframe below the fold on another site: never smaller than its diagram, no jump when scrolled to (desktop and phone, 4 loads each)', { timeout: 300_000 }, async () => {
  const script = readmeScript();
  const snippets = [];
  for (const [, params] of [DIAGRAMS[1], DIAGRAMS[2]]) snippets.push(await editorSnippet(params));
  let worst = 0;
  for (const [opts, kind] of [[{}, 'desktop'], [PHONE_390, 'phone']]) {
    for (const [n, snippet] of snippets.entries()) {
      for (let load = 0; load < 4; load++) {
        const name = `below-${kind}-${n}-${load}.html`;
        writeFileSync(join(authorDir, name), `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>t</title><link rel="icon" href="data:,">
<style>body{margin:1rem;font:16px/1.5 sans-serif;max-width:48rem}.tall{height:2400px;background:linear-gradient(#eee,#ccc)}</style></head>
<body><main><h1>An article</h1><div class="tall"></div>${snippet}<p id="below">The text under the diagram.</p><div style="height:1200px"></div></main>${script}</body></html>`);
        const { page, context } = await openPage(env.browser, authorUrl, { goto: false, ...opts });
        await page.addInitScript(() => {
          window.shifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              window.shifts.push({ value: e.value, at: e.startTime, moved: Math.max(0, ...e.sources.map((s) => Math.abs(s.currentRect.y - s.previousRect.y))) });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${authorUrl}${name}`);
        const frame = await diagramFrame(page);
        // Settled: the diagram is drawn and its reports have come (it is still off screen).
        await page.waitForTimeout(1500);
        const iframeHeight = () => page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height);
        const below = () => page.evaluate(() => document.getElementById('below').getBoundingClientRect().top - document.querySelector('iframe').getBoundingClientRect().top);
        const before = await iframeHeight();
        const belowBefore = await below();
        const shiftsBefore = await page.evaluate(() => window.shifts.length);
        await page.evaluate(() => document.querySelector('iframe').scrollIntoView({ block: 'start' }));
        await page.waitForTimeout(1200);
        // In view, the diagram is laid out whatever the browser skipped off screen: its true height.
        const drawn = await contentHeight(frame);
        const after = await iframeHeight();
        const shifts = await page.evaluate((k) => window.shifts.slice(k), shiftsBefore);
        const moved = Math.max(Math.abs(after - before), Math.abs((await below()) - belowBefore), ...shifts.map((s) => s.moved));
        worst = Math.max(worst, moved);
        console.log(`# ${kind} #${n} load ${load}: iframe ${Math.round(before)} px after load, ${Math.round(after)} px in view, diagram ${drawn} px; moved ${Math.round(moved)} px when scrolled to`);
        assert.ok(before >= drawn - 1, `${kind} #${n} load ${load}: the iframe (${before} px) was smaller than its diagram (${drawn} px) after load`);
        assert.ok(after >= drawn - 1, `${kind} #${n} load ${load}: cut off in view (${after} px, diagram ${drawn} px)`);
        assert.ok(moved <= 50, `${kind} #${n} load ${load}: a jump of ${moved} px when scrolled to`);
        if (load === 0) await page.screenshot({ path: join(ensureArtifacts(), `frame-below-fold-${kind}-${n}.png`) });
        await context.close();
      }
      // For a person to look at, one more load: the page's part from just above the frame to the
      // text under it, as loaded (the frame below the fold, not painted yet; a capture beyond the
      // screen may lay it out as if in view, so no measure is taken from it) and once scrolled
      // to: the text under it in the same place.
      const { page, context } = await openPage(env.browser, authorUrl, { goto: false, ...opts });
      await page.goto(`${authorUrl}below-${kind}-${n}-0.html`);
      await diagramFrame(page);
      await page.waitForTimeout(1500);
      const clip = await page.evaluate(() => {
        const top = document.querySelector('iframe').getBoundingClientRect().top + scrollY - 60;
        return { x: 0, y: top, width: innerWidth, height: document.getElementById('below').getBoundingClientRect().bottom + scrollY + 40 - top };
      });
      await page.screenshot({ path: join(ensureArtifacts(), `frame-below-fold-${kind}-${n}-before.png`), fullPage: true, clip });
      await page.evaluate(() => document.querySelector('iframe').scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(1200);
      await page.screenshot({ path: join(ensureArtifacts(), `frame-below-fold-${kind}-${n}-after.png`), fullPage: true, clip });
      await context.close();
    }
  }
  console.log(`TARGET the largest move of a diagram iframe scrolled to: ${Math.round(worst)} px (limit 50 px)`);
});

test('the iframe page alone: a main landmark, a heading, a title from the caption or the position', { timeout: 60_000 }, async () => {
  // bypassCSP: axe-core is put into the page as an inline script, which the page's policy forbids.
  const { page, context } = await openPage(env.browser, env.server.url, { goto: false, bypassCSP: true });
  await page.goto(`${env.server.url}diagram/?position=W:24x14,13%20B:12x15%20B&lang=de&last-move=24/13&caption=Die%20Er%C3%B6ffnung`);
  await page.waitForFunction(() => document.querySelector('fevga-diagram')?.shadowRoot?.querySelector('svg'));
  assert.equal(await page.locator('main').count(), 1);
  assert.equal(await page.locator('main fevga-diagram').count(), 1);
  assert.equal(await page.textContent('h1'), 'Die Eröffnung');
  assert.equal(await page.title(), 'Die Eröffnung');
  await page.waitForSelector('a.edit');
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => v.id));
  assert.deepEqual(violations, []);
  await page.goto(`${env.server.url}diagram/?position=W:24x14,13%20B:12x15%20B&lang=en`);
  await page.waitForFunction(() => document.querySelector('fevga-diagram')?.shadowRoot?.querySelector('svg'));
  assert.match(await page.textContent('h1'), /^Black to move\. White: 14 on point 24/);
  await context.close();
});

test('the iframe reports its height again on every change: a step, a new width', { timeout: 60_000 }, async () => {
  const snippet = await editorSnippet(DIAGRAMS[2][1]);
  writeFileSync(join(authorDir, 'steps.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>t</title><link rel="icon" href="data:,"><style>body{margin:1rem}</style></head><body><main>${snippet}</main>${readmeScript()}</body></html>`);
  const { page, context } = await openPage(env.browser, authorUrl, { goto: false });
  await page.goto(`${authorUrl}steps.html`);
  const frame = await diagramFrame(page);
  const fits = async (what) => {
    let outer;
    let inner;
    for (let i = 0; i < 30; i++) {
      outer = await page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height);
      inner = await contentHeight(frame);
      if (Math.abs(outer - inner) <= 1) break;
      await page.waitForTimeout(100);
    }
    assert.ok(Math.abs(outer - inner) <= 1, `${what}: iframe ${outer} px, diagram ${inner} px`);
    return inner;
  };
  const heights = [await fits('drawn')];
  for (let i = 0; i < 2; i++) {
    await frame.locator('fevga-diagram button[data-step]').nth(1).click();
    heights.push(await fits(`step ${i + 1}`));
  }
  await page.evaluate(() => { document.querySelector('iframe').style.maxWidth = '22rem'; });
  // The narrower frame lays its diagram out again first: wait for that, then for the report.
  const wide = heights.at(-1);
  for (let i = 0; i < 30 && Math.abs((await contentHeight(frame)) - wide) <= 1; i++) await page.waitForTimeout(100);
  heights.push(await fits('22 rem wide'));
  console.log(`# heights reported: ${heights.join(', ')} px`);
  assert.ok(new Set(heights).size >= 3, `the steps and the width change the height: ${heights}`);
  await context.close();
});

/** Where White's and Black's checkers and the count on White's stack are, on the screen, in
 * `root` (a document or a diagram's shadow root, found by `find` in the page or frame `at`),
 * moved by `offset` (an iframe's place in its page). */
async function checkerSpots(at, find, offset = { x: 0, y: 0 }) {
  return at.evaluate(([src, off]) => {
    // eslint-disable-next-line no-new-func
    const root = new Function(`return ${src}`)();
    const centre = (el) => {
      const r = el.getBoundingClientRect();
      return { x: off.x + r.x + r.width / 2, y: off.y + r.y + r.height / 2 };
    };
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { x: off.x + r.x, y: off.y + r.y, w: r.width, h: r.height };
    };
    return { w: centre(root.querySelector('.ck.w')), b: centre(root.querySelector('.ck.b')), count: box(root.querySelector('.count.w')) };
  }, [find, offset]);
}

test("a browser's forced dark mode: White's checkers light, Black's dark, White's count readable, everywhere", { timeout: 180_000 }, async () => {
  // Both of Debian's Chromium's switches (browser.mjs' FORCED_DARK), each in a browser of its own.
  const src = `${env.server.url}diagram/?position=W:24x13,13x2%20B:12x13,1x2%20W`;
  writeFileSync(join(authorDir, 'forced.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>t</title><link rel="icon" href="data:,"><style>body{margin:0;font:16px sans-serif;background:#fff;color:#111}fevga-diagram,iframe{display:block;width:100%;max-width:640px}iframe{height:620px}</style></head>
<body><main><script type="module" src="${env.server.url}diagram/fevga-diagram.js"></script>
<fevga-diagram id="auto">W:24x13,13x2 B:12x13,1x2 W</fevga-diagram><fevga-diagram id="dark" theme="dark">W:24x13,13x2 B:12x13,1x2 W</fevga-diagram>
<iframe title="a diagram" src="${src}" style="border:0"></iframe></main></body></html>`);
  for (const flag of FORCED_DARK) {
    const browser = await launchForcedDark(flag);
    try {
      for (const [opts, kind] of [[{ viewport: { width: 1280, height: 800 } }, 'desktop'], [PHONE_390, 'phone']]) {
        const ctx = await browser.newContext({ ...opts, colorScheme: 'light' });
        const page = await ctx.newPage();
        // The checks are made where the reader sees them: each scrolled into view, then the screen.
        const look = async (what, spots) => {
          const dpr = await page.evaluate(() => devicePixelRatio);
          const scale = (p) => ({ x: Math.round(p.x * dpr), y: Math.round(p.y * dpr), ...(p.w ? { w: Math.round(p.w * dpr), h: Math.round(p.h * dpr) } : {}) });
          const [w, b, [lo, hi]] = await luminanceAt(ctx, await page.screenshot(), [scale(spots.w), scale(spots.b), scale(spots.count)]);
          console.log(`# forced dark (${flag}, ${kind}) ${what}: White ${w}, Black ${b}, White's count ${lo} on ${hi}`);
          assert.ok(w > 150, `${flag} ${kind} ${what}: White's checker is light (${w})`);
          assert.ok(b < 100, `${flag} ${kind} ${what}: Black's checker is dark (${b})`);
          assert.ok(hi - lo > 120, `${flag} ${kind} ${what}: White's count stands out (${lo} on ${hi})`);
        };
        await page.goto(`${authorUrl}forced.html`);
        if (kind === 'desktop') {
          // The switch is on: the author's white page is shown dark.
          const [page0] = await luminanceAt(ctx, await page.screenshot(), [{ x: 1200, y: 40 }]);
          assert.ok(page0 < 60, `${flag}: the page's white is darkened (${page0})`);
        }
        for (const id of ['auto', 'dark']) {
          await page.locator(`#${id}`).scrollIntoViewIfNeeded();
          await page.waitForFunction((i) => document.getElementById(i).shadowRoot?.querySelector('svg'), id);
          await page.evaluate((i) => document.getElementById(i).scrollIntoView(), id);
          await page.waitForTimeout(200);
          await look(`the element${id === 'dark' ? ' with theme="dark"' : ''}`, await checkerSpots(page, `document.getElementById('${id}').shadowRoot`));
          if (kind === 'desktop' && flag.includes('WebContents')) await page.screenshot({ path: `${SHOTS}/forced-dark-element-${id}-${kind}.png` });
        }
        await page.evaluate(() => document.querySelector('iframe').scrollIntoView());
        const frame = await diagramFrame(page);
        await page.waitForTimeout(300);
        const offset = await page.evaluate(() => { const r = document.querySelector('iframe').getBoundingClientRect(); return { x: r.x, y: r.y }; });
        await look('the iframe', await checkerSpots(frame, "document.querySelector('fevga-diagram').shadowRoot", offset));
        if (flag.includes('WebContents')) await page.screenshot({ path: `${SHOTS}/forced-dark-iframe-${kind}.png` });
        await page.goto(`${env.server.url}?lang=de`);
        await page.waitForSelector('#board .ck.w');
        await page.waitForTimeout(300);
        await look('the game', await checkerSpots(page, 'document'));
        if (flag.includes('WebContents')) await page.screenshot({ path: `${SHOTS}/forced-dark-game-de-${kind}.png` });
        await ctx.close();
      }
    } finally {
      await browser.close();
    }
  }
});

/** WCAG's contrast ratio of two computed `rgb(…)` colours. */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/[\d.]+/g).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

test('a diagram\'s error reads (4.5:1 at least) in every theme, on a light or a dark page, in a light or a dark system', { timeout: 120_000 }, async () => {
  const errors = ['auto', 'light', 'dark'].map((t) => `<fevga-diagram theme="${t}">W:24x16 B:12x15 W</fevga-diagram>`).join('\n');
  let least = Infinity;
  for (const [page, bg, fg] of [['light', '#fff', '#111'], ['dark', '#121212', '#eee']]) {
    writeFileSync(join(authorDir, `error-${page}.html`), `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>t</title><link rel="icon" href="data:,"><style>body{margin:1rem;font:16px sans-serif;background:${bg};color:${fg}}</style></head>
<body><main><h1>Errors</h1><script type="module" src="${env.server.url}diagram/fevga-diagram.js"></script>${errors}</main></body></html>`);
    for (const scheme of ['light', 'dark']) {
      const o = await openPage(env.browser, authorUrl, { goto: false, colorScheme: scheme });
      await o.page.goto(`${authorUrl}error-${page}.html`);
      await o.page.waitForFunction(() => [...document.querySelectorAll('fevga-diagram')].every((d) => d.shadowRoot?.querySelector('.fevga-diagram-error')));
      const pairs = await o.page.$$eval('fevga-diagram', (els) => els.map((e) => {
        const cs = getComputedStyle(e.shadowRoot.querySelector('.fevga-diagram-error'));
        return [cs.color, cs.backgroundColor];
      }));
      for (const [i, [color, background]] of pairs.entries()) {
        const ratio = contrast(color, background);
        least = Math.min(least, ratio);
        assert.notEqual(background, 'rgba(0, 0, 0, 0)', 'the error has its own background');
        assert.ok(ratio >= 4.5, `${['auto', 'light', 'dark'][i]} on a ${page} page, ${scheme} system: ${color} on ${background} is ${ratio.toFixed(2)}:1`);
      }
      await o.page.addScriptTag({ content: AXE });
      const violations = await o.page.evaluate(async () => (await window.axe.run(document, { runOnly: ['color-contrast'] })).violations.map((v) => v.nodes.map((n) => n.target.join(' ')).join(', ')));
      assert.deepEqual(violations, [], `${page} page, ${scheme} system`);
      if (page === 'light' && scheme === 'dark') await o.page.screenshot({ path: `${SHOTS}/error-auto-light-page-dark-system.png` });
      await o.context.close();
    }
  }
  console.log(`# the errors' least contrast: ${least.toFixed(2)}:1 (before: 2.28:1, #ff8a80 on a white page)`);
});
