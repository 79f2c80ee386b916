// Shared helpers for the end-to-end tests: the built site, pages with collected errors and
// requests, waiting for the game to want input, and playing human turns by click, tap or keyboard.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { FORCED_DARK, launch, launchForcedDark } from './browser.mjs';
import { serve } from './server.mjs';

export { FORCED_DARK, launch, launchForcedDark };

const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(HERE, '..', '..');
export const DIST = process.env.FEVGA_DIST ?? join(ROOT, 'dist');
export const ARTIFACTS = join(HERE, 'artifacts');
export const LANGS = ['en', 'de', 'tr', 'bg'];

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until dist/ holds a complete build (another engineer may be rebuilding it). */
export async function waitForDist(timeoutMs = 120_000) {
  const files = ['index.html', 'boot.js', 'fevga-web.js', 'fevga-web_bg.wasm', 'style.css', 'sw.js'];
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    let sig = null;
    try {
      const sizes = files.map((f) => statSync(join(DIST, f)).size);
      const wasm = readFileSync(join(DIST, 'fevga-web_bg.wasm'));
      const magic = wasm.length > 8 && wasm.readUInt32BE(0) === 0x0061736d;
      if (magic && sizes.every((s) => s > 0)) sig = sizes.join(',');
    } catch {
      sig = null;
    }
    // Complete and unchanged over half a second.
    if (sig && sig === last) return;
    last = sig ?? '';
    if (Date.now() > deadline) throw new Error(`dist/ (${DIST}) is missing or incomplete: run trunk build --release`);
    await sleep(500);
  }
}

/** A static server on dist/, once dist/ looks complete. */
export async function startServer() {
  await waitForDist();
  return serve(DIST);
}

/** One server and one browser for a test file: started before its tests, closed after them. */
export function suite() {
  const env = {};
  before(async () => {
    env.server = await startServer();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

export function ensureArtifacts() {
  mkdirSync(ARTIFACTS, { recursive: true });
  return ARTIFACTS;
}

/** The message keys of crates/fevga-i18n/ftl/<lang>.ftl, in file order. */
export function ftlKeys(lang = 'en') {
  const text = readFileSync(join(ROOT, 'crates', 'fevga-i18n', 'ftl', `${lang}.ftl`), 'utf8');
  return [...text.matchAll(/^([a-z][a-z0-9-]*) =/gm)].map((m) => m[1]);
}

/** The one-line messages without placeables of a language: key → text. `bundle` names one of
 * the bundles apart (`ftl/<bundle>/<lang>.ftl`: games, friend, learn…); none, the game page's. */
export function ftlSimple(lang, bundle = null) {
  const file = bundle ? join(bundle, `${lang}.ftl`) : `${lang}.ftl`;
  const text = readFileSync(join(ROOT, 'crates', 'fevga-i18n', 'ftl', file), 'utf8');
  const out = new Map();
  for (const m of text.matchAll(/^([a-z][a-z0-9-]*) = (.+)$/gm)) {
    if (!m[2].includes('{')) out.set(m[1], m[2].trim());
  }
  return out;
}

/** The text of the message `key` in `lang`'s page words, placeables as written (`{ $name }`). */
export function ftlLine(lang, key) {
  const text = readFileSync(join(ROOT, 'crates', 'fevga-i18n', 'ftl', `${lang}.ftl`), 'utf8');
  const m = text.match(new RegExp(`^${key} = (.+)$`, 'm'));
  if (!m) throw new Error(`${lang}.ftl has no ${key}`);
  return m[1].trim();
}

/**
 * A new context and page on the game. Options: viewport/isMobile/hasTouch/deviceScaleFactor (as
 * Playwright), reducedMotion ('reduce' | 'no-preference'), lang (adds ?lang=), offline etc.;
 * guide: true opens as a first visit (the guided first game shows).
 * Returns { context, page, log, url } where log collects console errors, page errors and every
 * request URL (the page's and its service worker's).
 */
/** The browser's line for a WebSocket to the site's relay that no server answers. */
export const RELAY_ABSENT = /^WebSocket connection to .*\/relay\/v1' failed/;

export async function openPage(browser, baseUrl, opts = {}) {
  const { lang, goto = true, guide = false, ...contextOpts } = opts;
  const context = await browser.newContext({ ...DESKTOP, ...contextOpts });
  // A returning visitor unless a test asks for the guided first game (newcomer.test.mjs).
  if (!guide) {
    await context.addInitScript(() => {
      try {
        if (localStorage.getItem('fevga.guide') === null) localStorage.setItem('fevga.guide', 'off');
      } catch {
        // A blocked storage: no guide either.
      }
    });
  }
  const page = await context.newPage();
  const log = { consoleErrors: [], pageErrors: [], requests: [] };
  context.on('request', (r) => log.requests.push(r.url()));
  page.on('console', (m) => {
    // The friend page's attempts at a relay the test server does not have (it tries three times
    // and plays by links): the browser's own lines, not the page's errors.
    if (m.type() === 'error' && !RELAY_ABSENT.test(m.text())) log.consoleErrors.push(`${m.text()} @ ${m.location()?.url ?? ''}`);
  });
  page.on('pageerror', (e) => log.pageErrors.push(String(e?.stack ?? e)));
  const url = lang ? `${baseUrl}?lang=${lang}` : baseUrl;
  if (goto) {
    try {
      await gotoApp(page, url);
    } catch (e) {
      // dist/ may have been rebuilt under us: wait for a complete build and try once more.
      console.log(`# first load failed (${String(e.message).split('\n')[0]}); waiting for dist/ and retrying`);
      await waitForDist();
      for (const list of Object.values(log)) list.length = 0;
      await gotoApp(page, url);
    }
  }
  return { context, page, log, url };
}

/** Navigates (or reloads, url omitted) and waits until the wasm has started and drawn the board. */
export async function gotoApp(page, url) {
  if (url) await page.goto(url);
  else await page.reload();
  await waitReady(page);
}

export async function waitReady(page, timeout = 20_000) {
  await page.waitForFunction(
    () => document.documentElement.dataset.ready === 'true' && typeof window.fevga?.uiState === 'function' &&
      window.fevga.uiState() !== null && document.querySelectorAll('#board .pt').length === 24,
    null,
    { timeout },
  );
  await settle(page);
}

/**
 * Picks `lang` in the language menu and waits until the page shows it (its words are fetched the
 * first time a language is chosen).
 */
export async function chooseLang(page, lang) {
  await page.selectOption('#lang', lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 10_000 });
  await settle(page);
}

/** uiState() as plain data. */
export function uiState(page) {
  return page.evaluate(() => {
    const s = window.fevga.uiState();
    return { ...s, history: Array.from(s.history) };
  });
}

/** Two animation frames: whatever the last action changed has been drawn. */
export function settle(page) {
  return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

// In the page: whether the game waits for the person (or is over), judged by state and DOM.
const IDLE = () => {
  const s = window.fevga.uiState();
  if (!s || s.busy) return false;
  if (s.phase === 'over') return !!document.querySelector('button[data-action=new-match], button[data-action=next-game]');
  return !!document.querySelector(
    'button[data-action=roll]:not([aria-disabled=true]), button[data-action=done]:not([aria-disabled=true]), #board .pt.movable',
  );
};

/** Waits until nothing is scheduled and the page offers the person something to do. */
export async function waitIdle(page, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.waitForFunction(IDLE, null, { timeout: Math.max(1, deadline - Date.now()), polling: 'raf' });
    // The DOM may be a frame behind the state: check again once a frame has been drawn.
    await settle(page);
    if (await page.evaluate(IDLE)) return;
  }
}

export const isOver = (s) => s.phase === 'over';

/** Rolls for the first move until it is decided (an opening tie is rolled again). */
export async function rollOpening(page, { tap = false } = {}) {
  for (let i = 0; i < 12; i++) {
    if (tap) await page.tap('button[data-action=roll]');
    else await page.click('button[data-action=roll]');
    await settle(page);
    await waitIdle(page);
    if ((await uiState(page)).phase !== 'opening') return;
  }
  throw new Error('the opening roll tied twelve times');
}

/** What the page offers now: enabled buttons, movable points, targets, selection. */
export function offers(page) {
  return page.evaluate(() => {
    const q = (s) => [...document.querySelectorAll(s)];
    const enabled = (a) => !!document.querySelector(`button[data-action=${a}]:not([aria-disabled=true])`);
    return {
      roll: enabled('roll'),
      done: enabled('done'),
      undo: enabled('undo'),
      over: !!document.querySelector('button[data-action=new-match], button[data-action=next-game]'),
      movable: q('#board .pt.movable').map((e) => Number(e.dataset.point)),
      selected: q('#board .pt.selected').map((e) => Number(e.dataset.point)),
      targets: [
        ...q('#board .pt.target').map((e) => Number(e.dataset.point)),
        ...q('#board .tray.target').map((e) => e.dataset.tray),
      ],
    };
  });
}

/** A small seeded random generator (mulberry32) for "any legal choice". */
export function rng(seed = Date.now()) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (list, random) => list[Math.floor(random() * list.length)];
const spotSelector = (spot) =>
  typeof spot === 'number' ? `#board .pt[data-point="${spot}"]` : `#board .tray[data-tray="${spot}"]`;

// ---- Keyboard -------------------------------------------------------------------------------

/** The board element that has DOM focus: a point number, 'W'/'B' for a tray, or null. */
export function focusedSpot(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a || !a.closest('#board')) return null;
    if (a.dataset.point) return Number(a.dataset.point);
    return a.dataset.tray ?? null;
  });
}

/** Presses Tab until `selector` matches the focused element (at most `max` presses). */
export async function tabTo(page, selector, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  throw new Error(`Tab never reached ${selector}`);
}

/** Where a board element (a point number or 'W'/'B') is drawn: its centre's x, whether it is in
 * the top half of the board as seen, and the board's middle x. `root` is the board's selector. */
export function spotPlace(page, spot, root = '#board') {
  return page.evaluate(([s, r]) => {
    const board = document.querySelector(r);
    const e = board.querySelector(typeof s === 'number' ? `[data-point="${s}"]` : `[data-tray="${s}"]`);
    const b = board.getBoundingClientRect();
    const q = e.getBoundingClientRect();
    return { x: q.x + q.width / 2, top: q.y + q.height / 2 < b.y + b.height / 2, mid: b.x + b.width / 2 };
  }, [spot, root]);
}

/**
 * Moves the board focus to `spot` (a point or the mover's tray 'W'/'B') with the board's keys;
 * the board must have focus. The keys as the board defines them (fevga_board::geometry): Up and
 * Down go to the facing point as the board is seen; Left and Right go back and forward along the
 * path of the checkers being moved, round the corners, so along a row Right goes one way on the
 * screen or the other: the first press in a row tells which. The tray is past the path's last
 * point (End, then Right). The focus is read back from the DOM after every press.
 */
export async function arrowTo(page, spot, { root = '#board', focused = () => focusedSpot(page) } = {}) {
  const rightward = {}; // per row as seen (top, bottom): whether ArrowRight goes right on the screen
  const press = async (key) => {
    await page.keyboard.press(key);
    await settle(page);
    await settle(page);
  };
  for (let i = 0; i < 60; i++) {
    const cur = await focused();
    if (cur === null) throw new Error('the board lost the keyboard focus');
    if (cur === spot) return;
    if (typeof spot === 'string') {
      await press('End');
      await press('ArrowRight');
      if ((await focused()) === spot) return;
      throw new Error(`the tray ${spot} is not at the end of the path`);
    }
    if (typeof cur === 'string') {
      await press('ArrowLeft');
      continue;
    }
    const [p, q] = [await spotPlace(page, cur, root), await spotPlace(page, spot, root)];
    if (p.top !== q.top) {
      await press(q.top ? 'ArrowUp' : 'ArrowDown');
      continue;
    }
    const row = p.top ? 'top' : 'bottom';
    if (rightward[row] === undefined) {
      // One step forward tells the row's direction: along the row, or round the corner at its
      // end (then Right runs towards that end in this row).
      await press('ArrowRight');
      const next = await focused();
      const n = await spotPlace(page, next, root);
      rightward[row] = n.top === p.top && next !== cur ? n.x > p.x : p.x > p.mid;
      continue;
    }
    await press((q.x > p.x) === rightward[row] ? 'ArrowRight' : 'ArrowLeft');
  }
  throw new Error(`arrow keys never reached ${spot}`);
}

// ---- Turns ----------------------------------------------------------------------------------

/** Activates a button or board spot by 'click', 'tap' or 'keyboard'. */
async function activate(page, what, method) {
  const selector = typeof what === 'string' && !['W', 'B'].includes(what) ? `button[data-action=${what}]` : spotSelector(what);
  if (method === 'tap') {
    await page.tap(selector);
  } else if (method === 'keyboard') {
    if (selector.startsWith('button')) {
      await tabTo(page, selector);
    } else {
      if ((await focusedSpot(page)) === null) await tabTo(page, '#board .pt[tabindex="0"]');
      await arrowTo(page, what);
    }
    await page.keyboard.press('Enter');
  } else {
    await page.click(selector);
  }
  await settle(page);
}

/**
 * Plays one human turn from wherever the game is: rolls, moves (random legal choices) and
 * presses Done. Returns { over, manual }: manual is true when the person entered and confirmed
 * the turn by hand, false when the roll was played or passed by itself, or the computer started.
 */
export async function playHumanTurn(page, { method = 'click', random = Math.random } = {}) {
  const start = (await uiState(page)).turns;
  let moved = false;
  for (let i = 0; i < 60; i++) {
    await waitIdle(page);
    const s = await uiState(page);
    if (isOver(s)) return { over: true, manual: moved };
    if (s.turns > start && !moved) return { over: false, manual: false };
    const o = await offers(page);
    if (o.roll) {
      await activate(page, 'roll', method);
    } else if (o.done) {
      await activate(page, 'done', method);
      return { over: false, manual: true };
    } else if (o.movable.length) {
      const from = pick(o.movable, random);
      await activate(page, from, method);
      const after = await offers(page);
      if (!after.selected.includes(from) || after.targets.length === 0) {
        throw new Error(`point ${from} was movable but did not select: ${JSON.stringify(after)}`);
      }
      const to = pick(after.targets, random);
      await activate(page, to, method);
      moved = true;
    } else {
      throw new Error(`idle without anything to do: ${JSON.stringify(o)} ${JSON.stringify(s)}`);
    }
  }
  throw new Error('a turn took more than 60 actions');
}

/** Plays until the game is over; returns the number of human turns entered by hand. */
export async function playGame(page, opts = {}) {
  let manual = 0;
  for (let i = 0; i < 400; i++) {
    const r = await playHumanTurn(page, opts);
    if (r.manual) manual++;
    if (r.over) return manual;
  }
  throw new Error('the game did not end in 400 human turns');
}

/** The same-origin check for every request seen. */
export function foreignRequests(log, baseUrl) {
  const origin = new URL(baseUrl).origin;
  return log.requests.filter((u) => {
    try {
      return new URL(u).origin !== origin;
    } catch {
      return true;
    }
  });
}


// ---- Saves ----------------------------------------------------------------------------------

/** FNV-1a 64 as the page's save module (web/src/save.rs) computes it, as 16 hex digits. */
export function fnv1a64(text) {
  let h = 0xcbf29ce484222325n;
  for (const b of Buffer.from(text, 'utf8')) {
    h ^= BigInt(b);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

/** A save as the page writes it, around a game record text (plus optional "Dice: …" lines). */
export function makeSave(body) {
  const text = `fevga-save 1\n${body.endsWith('\n') ? body : `${body}\n`}`;
  return `${text}Check: ${fnv1a64(text)}\n`;
}

/** A finished game's record, played by the computer against itself through window.fevga.Game. */
export function selfPlayedRecord(page, rules = 'fevga') {
  return page.evaluate(async (r) => {
    const g = new window.fevga.Game(r, 1);
    g.rollOpening();
    for (let i = 0; i < 1000 && g.state().phase !== 'over'; i++) {
      if (g.state().phase === 'roll') g.roll();
      // On the page the computer answers from its worker: a promise.
      await g.aiPlay('intermediate');
    }
    const rec = g.record();
    const result = g.state().result;
    g.free();
    return { record: rec, result };
  }, rules);
}

// ---- Timing targets ---------------------------------------------------------------------------

/**
 * A speed target: printed as a TARGET line (met or missed), asserted only when
 * FEVGA_STRICT_TARGETS=1. Times depend on the machine's load, so the suite (and CI) reports them
 * for the notes rather than failing on a busy machine; sizes and behaviour stay asserted.
 */
export function timingTarget(what, value, limit, unit = 'ms') {
  const met = value <= limit;
  console.log(`TARGET ${what}: ${Number(value).toFixed(0)} ${unit} (limit ${limit} ${unit}) ${met ? 'met' : 'MISSED'}`);
  if (process.env.FEVGA_STRICT_TARGETS === '1') assert.ok(met, `${what}: ${value} ${unit} > ${limit} ${unit}`);
}

/** A whole-page screenshot with every diagram drawn: a diagram off screen is skipped until it
 * comes near (`content-visibility`), and a full-page capture does not bring it near (the editor's
 * preview, `#preview`, is one too). */
export async function fullPageShot(page, path) {
  // Taken from the top: a board that sticks on an upright phone would be drawn where the page
  // was scrolled to, over what is there, and its own place left empty.
  const y = await page.evaluate(() => {
    document.querySelectorAll('fevga-diagram, #preview').forEach((d) => { d.style.contentVisibility = 'visible'; });
    const at = scrollY;
    scrollTo(0, 0);
    return at;
  });
  await page.screenshot({ path, fullPage: true });
  await page.evaluate((at) => {
    document.querySelectorAll('fevga-diagram, #preview').forEach((d) => { d.style.contentVisibility = ''; });
    scrollTo(0, at);
  }, y);
}

/** Waits until every `<fevga-diagram>` on the page has drawn (those out of view draw while the
 * page is idle), or shown its fault. */
export const allDrawn = (page) => page.waitForFunction(() => [...document.querySelectorAll('fevga-diagram')]
  .every((d) => d.shadowRoot?.querySelector('svg, .fevga-diagram-error')), null, { timeout: 20_000 });

/** Opens `body` as a page of the site's origin (`env`: a suite's) that includes the diagram
 * element's script, titled `title`, and waits until its diagrams have drawn. */
export async function widgetPage(env, body, { title = 'Diagrams', ...opts } = {}) {
  const o = await openPage(env.browser, env.server.url, { goto: false, reducedMotion: 'reduce', ...opts });
  const url = `${env.server.url}widgets-test.html`;
  await o.page.route(url, (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><script type="module" src="diagram/fevga-diagram.js"></script></head><body>${body}</body></html>`,
  }));
  await o.page.goto(url);
  await o.page.waitForFunction(() => !!customElements.get('fevga-diagram'));
  await allDrawn(o.page);
  return { ...o, url };
}

/** The luminance (0–255) of the screenshot `png` at each point `{ x, y }` (device pixels), or the
 * darkest and lightest in each box `{ x, y, w, h }`, read by a canvas in a page of `ctx`. */
export async function luminanceAt(ctx, png, points) {
  const page = await ctx.newPage();
  await page.setContent('<canvas></canvas>');
  const out = await page.evaluate(async ({ data, points: pts }) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const c = document.querySelector('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const lum = (x, y) => {
      const [r, gg, b] = g.getImageData(x, y, 1, 1).data;
      return Math.round(0.2126 * r + 0.7152 * gg + 0.0722 * b);
    };
    // A point: its luminance; a box: its darkest and lightest pixels.
    return pts.map((p) => {
      if (!p.w) return lum(p.x, p.y);
      let lo = 255;
      let hi = 0;
      for (let y = p.y; y < p.y + p.h; y++) {
        for (let x = p.x; x < p.x + p.w; x++) {
          const l = lum(x, y);
          lo = Math.min(lo, l);
          hi = Math.max(hi, l);
        }
      }
      return [lo, hi];
    });
  }, { data: png.toString('base64'), points });
  await page.close();
  return out;
}

// ---- Accessibility and forced dark ------------------------------------------------------------

/** axe-core's script, put into a page by `axeSerious`. */
export const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now (shadow roots included),
 * as `rule: targets`. A page whose policy forbids inline scripts needs a context with
 * `bypassCSP: true`. */
export async function axeSerious(page) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] }))
    .violations.filter((v) => ['serious', 'critical'].includes(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
}

/** Asserts that the browser of `page` (in context `ctx`) shows it in its forced dark mode: the
 * page's own light background at `at` (CSS pixels, the top left corner by default) is drawn
 * dark on the screen. Without it a test "in forced dark" would test the light page again. */
export async function assertForcedDark(ctx, page, what, at = { x: 2, y: 2 }) {
  const dpr = await page.evaluate(() => devicePixelRatio);
  const [lum] = await luminanceAt(ctx, await page.screenshot(), [{ x: Math.round(at.x * dpr), y: Math.round(at.y * dpr) }]);
  assert.ok(lum < 80, `${what}: forced dark darkens the page (luminance ${lum} at ${at.x},${at.y})`);
}
