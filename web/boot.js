// Loads the game's wasm module (a file, not an inline script: the page's CSP allows only 'self'),
// then, once the board is drawn, the engine's JS API (its own module, api/, so a first visit
// does not wait for it) as window.fevga. Registers the service worker for offline play and shows
// a one-line bar when a new version is ready.
//
// index.html names this file "boot.js?v=<build id>" (scripts/build-id.mjs writes it): the glue and
// the wasm are loaded with the same id, so the page never pairs one build's glue with another's
// wasm (the service worker serves both from its build's cache; on the network the URLs differ).
// A game link (#game=…, issue 19) belongs to the Play-a-friend page: go there before loading
// the game's wasm.
if (location.hash.startsWith('#game=')) location.replace(`friend/${location.search}${location.hash}`);
// Learn is a page of its own (issue 31): the old address of the section, `#learn` (the rules
// pages and bookmarks), goes there, keeping `?lang=`.
if (location.hash === '#learn') location.replace(`learn/${location.search}`);

const build = new URL(import.meta.url).searchParams.get('v');
// Whether the service worker served this page from the start (not a first visit).
const servedAtStart = !!navigator.serviceWorker?.controller;
const version = build ? `?v=${build}` : '';

// The update bar's text by <html lang>. It lives here, not in the wasm, because the bar must also
// show when the wasm fails to start; the message files own it (`update-ready` in
// crates/fevga-i18n/ftl/*.ftl) and a test there checks these four lines against them.
const UPDATE_TEXT = {
  en: 'A new version is ready — reload',
  de: 'Eine neue Version ist bereit – neu laden',
  tr: 'Yeni sürüm hazır — yeniden yükle',
  bg: 'Има нова версия – презареди',
};

let bar = null;
let reloading = false;

/** Reloads; a waiting new version takes over first, so the reload shows it. */
async function reload() {
  if (reloading) return;
  reloading = true;
  const reg = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration().catch(() => null) : null;
  if (reg?.waiting && navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
    reg.waiting.postMessage({ type: 'skip-waiting' });
    setTimeout(() => location.reload(), 4000); // in case the switch never comes
  } else {
    location.reload();
  }
}

/** The fixed one-line bar: a single button, in the page's language (styled by style.css). */
function showBar() {
  if (bar) return;
  const lang = () => (document.documentElement.lang || 'en').slice(0, 2).toLowerCase();
  bar = document.createElement('div');
  bar.id = 'update-bar';
  bar.setAttribute('role', 'status');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'primary';
  const label = () => { button.textContent = UPDATE_TEXT[lang()] ?? UPDATE_TEXT.en; };
  label();
  new MutationObserver(label).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  button.addEventListener('click', reload);
  bar.append(button);
  document.body.append(bar);
  document.body.style.paddingBottom = `${bar.offsetHeight}px`; // the page's end stays reachable
  document.documentElement.dataset.update = 'ready';
}

/**
 * Registers the worker; resolves once it serves this page (at once if one already does; on a first
 * visit when it has installed and claimed the page) or has failed to install.
 */
async function registerWorker() {
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  const sw = navigator.serviceWorker;
  const controlled = new Promise((resolve) => {
    const mark = () => {
      if (!sw.controller) return;
      document.documentElement.dataset.offline = 'ready';
      resolve();
    };
    mark();
    sw.addEventListener('controllerchange', mark);
  });
  const reg = await sw.register('./sw.js', { updateViaCache: 'none' });
  // A new version that waits while an older one serves this page: say so.
  const check = () => { if (reg.waiting && sw.controller) showBar(); };
  check();
  const failed = [];
  const watch = (w) => {
    if (!w) return;
    w.addEventListener('statechange', check);
    failed.push(new Promise((resolve) => w.addEventListener('statechange', () => { if (w.state === 'redundant') resolve(); })));
  };
  watch(reg.installing);
  reg.addEventListener('updatefound', () => watch(reg.installing));
  // Long-open tabs look for a new version now and then.
  setInterval(() => reg.update().catch(() => {}), 60 * 60 * 1000);
  if (!sw.controller && !reg.active) await Promise.race([controlled, ...failed]);
}

/**
 * The engine's JS API (crates/fevga-wasm, built without the computer into api/): the rules'
 * calls answer at once; the computer's are the page's, which ask its worker (web/src/worker.rs),
 * so fevga.aiPlay returns a promise, and so does Game.aiPlay, which asks with the game's record
 * and then plays the answer here. Added to window.fevga, which holds the page's own calls
 * (uiState, firstBoard, computerBuild) from the first board on.
 */
async function loadApi(page) {
  const api = await import(`./api/fevga_wasm.js${version}`);
  await api.default({ module_or_path: `./api/fevga_wasm_bg.wasm${version}` });
  api.Game.prototype.aiPlay = async function aiPlay(level) {
    const move = await page.gameAiPlay(this.record(), level);
    this.play(move);
    return move;
  };
  const { default: _init, initSync: _sync, ...calls } = api;
  Object.assign(window.fevga, calls, { aiPlay: page.aiPlay });
}

/** Runs `task` when the browser is idle (at most a second and a half from now). */
const whenIdle = (task) => new Promise((resolve) => {
  const run = () => resolve(task());
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 50);
});

let page;
try {
  page = await import(`./fevga-web.js${version}`);
  await page.default({ module_or_path: `./fevga-web_bg.wasm${version}` });
  // The page fetches its language's words before it draws (web/src/page_words.rs): a file that
  // cannot be had fails the start like a missing wasm.
  await page.firstBoard();
  const { default: _init, initSync: _sync, start: _start, gameAiPlay: _game, ...calls } = page;
  window.fevga = { ...calls };
} catch (e) {
  // The code did not start (e.g. a deploy happened while it was loading): offer a reload instead
  // of a blank page.
  document.documentElement.dataset.ready = 'failed';
  showBar();
  registerWorker().catch(() => {});
  throw e;
}
// The game runs (a failure above rethrew). On a first visit, "ready" waits (a few seconds at most)
// until the worker serves the page: from then on it plays offline (the worker mostly reuses the
// files just loaded).
const timeout = new Promise((resolve) => setTimeout(resolve, 5000));
// The JS API after the board, when the browser is idle; a failure leaves the game as it is.
const apiLoaded = whenIdle(() => loadApi(page)).catch((e) => console.error('fevga: the JS API did not load', e));
await Promise.race([registerWorker().catch(() => {}), timeout]);
await apiLoaded;
// On a first visit the words shown were fetched before the worker served the page: ask again
// through it, so it keeps them and the page opens offline in this language too.
if (!servedAtStart && navigator.serviceWorker?.controller) {
  const lang = document.documentElement.lang || 'en';
  await fetch(`words/${lang}.ftl${version}`).catch(() => {});
}
document.documentElement.dataset.ready = 'true';
// Then, when the browser is idle again, the service worker keeps the analysis board (where every
// game is reviewed) and Learn, so they open at once and offline; not when the person asked the
// browser to save data. The first visit is ready before this starts (and is measured without it).
const connection = navigator.connection;
if (navigator.serviceWorker?.controller && !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '')) {
  whenIdle(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e) => { document.documentElement.dataset.prefetched = String(e.data?.kept ?? 0); };
    navigator.serviceWorker.controller.postMessage({ type: 'prefetch', folders: ['games/', 'learn/'] }, [channel.port2]);
  });
}
