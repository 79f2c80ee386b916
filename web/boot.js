// Loads the wasm module (a file, not an inline script: the page's CSP allows only 'self') and
// exposes the engine's JS API as window.fevga. Then registers the service worker for offline play
// and shows a one-line bar when a new version is ready.
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

try {
  const api = await import(`./fevga-web.js${version}`);
  await api.default({ module_or_path: `./fevga-web_bg.wasm${version}` });
  // The page fetches its language's words before it draws (web/src/page_words.rs): a file that
  // cannot be had fails the start like a missing wasm.
  await api.firstBoard();
  // The computer runs in its worker, so on the page its calls answer later: fevga.aiPlay returns
  // a promise (web/src/worker.rs), and so does Game.aiPlay, which asks with the game's record and
  // then plays the answer here.
  api.Game.prototype.aiPlay = async function aiPlay(level) {
    const move = await api.gameAiPlay(this.record(), level);
    this.play(move);
    return move;
  };
  window.fevga = api;
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
await Promise.race([registerWorker().catch(() => {}), timeout]);
// On a first visit the words shown were fetched before the worker served the page: ask again
// through it, so it keeps them and the page opens offline in this language too.
if (!servedAtStart && navigator.serviceWorker?.controller) {
  const lang = document.documentElement.lang || 'en';
  await fetch(`words/${lang}.ftl${version}`).catch(() => {});
}
document.documentElement.dataset.ready = 'true';
