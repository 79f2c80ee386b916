// The offline service worker. One build at a time: the cache `fevga-<build id>` holds exactly the
// files of the build this worker belongs to (BUILD below is written by scripts/build-id.mjs, the
// Trunk post-build hook: the id and each file's SHA-256), and nothing else, ever.
// - install: every file is checked (status 200, not redirected, the expected content type, and
//   the build's SHA-256). A copy in the HTTP cache is used only if it is byte for byte this build's
//   file (the files the first visit just loaded); anything else is fetched past the HTTP cache
//   (cache: 'reload'). Any failure aborts the install, and the old version stays as it was.
// - a new version waits until the page asks it to take over (its "reload" bar), or until a reload
//   of the only open tab; then it activates, deletes every other cache and claims the pages.
// - fetch: the build's files (whatever their query string) and navigations to the app come from
//   the cache; everything else goes to the network untouched and is never stored.
// - BUILD.later: files only the Play-a-friend page (friend/), the Games page (games/) or the Learn
//   page (learn/) reads, and the page's words (one language at a time). They are not fetched at
//   install (a first visit does not download them): the first time one is asked for it is
//   fetched, checked like the others and kept in this build's cache; an update carries over the
//   copies that are still byte for byte the new build's. The friend, Games and Learn pages are
//   pages of their own: a navigation to friend/, games/ or learn/ is served from the cache once
//   it is kept.
const BUILD = null; // replaced by scripts/build-id.mjs
const CACHE_PREFIX = 'fevga-';
const CACHE = BUILD && `${CACHE_PREFIX}${BUILD.id}`;
const SCOPE = new URL(self.registration.scope);
const TYPES = {
  html: /^text\/html\b/, js: /^(text|application)\/(javascript|ecmascript)\b/, css: /^text\/css\b/,
  wasm: /^application\/(wasm|octet-stream)\b/, svg: /^image\/svg\+xml\b/,
  webmanifest: /^application\/(manifest\+json|json|octet-stream)\b/,
};
const OWN_TYPES = { wasm: 'application/wasm' };

const ext = (path) => path.slice(path.lastIndexOf('.') + 1);
const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The pages a navigation may be served from the cache (the game's, the friend, Games and Learn pages'). */
const PAGES = ['index.html', 'friend/index.html', 'games/index.html', 'learn/index.html'];

/** The build's file a URL names (query strings ignored), or null. A folder is its index.html. */
function ownFile(url) {
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  let path = url.pathname.slice(SCOPE.pathname.length);
  if (path === '' || path.endsWith('/')) path += 'index.html';
  return BUILD && (Object.hasOwn(BUILD.files, path) || Object.hasOwn(BUILD.later ?? {}, path)) ? path : null;
}

/** The SHA-256 the build gives `path`, in either list. */
const expected = (path) => BUILD.files[path] ?? BUILD.later?.[path];

/** A response that is exactly the build's `path` (checked), as the cache stores it; else throws. */
async function checked(path, res) {
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || res.redirected || res.type !== 'basic') throw new Error(`${path}: HTTP ${res.status}${res.redirected ? ', redirected' : ''}`);
  if (!(TYPES[ext(path)] ?? /./).test(type)) throw new Error(`${path}: unexpected content type ${type}`);
  const body = await res.arrayBuffer();
  const hash = hex(await crypto.subtle.digest('SHA-256', body));
  if (hash !== expected(path)) throw new Error(`${path}: not this build's file (another deploy, or a portal)`);
  return new Response(body, { status: 200, headers: { 'content-type': OWN_TYPES[ext(path)] ?? type } });
}

/**
 * One file of the build. The copy the page has just loaded, if the HTTP cache holds exactly it
 * (so the first visit is downloaded once, and a network lost right after it loses nothing);
 * otherwise from the server past the HTTP cache. Either way it must pass `checked`.
 */
async function fetchChecked(path, pageUrls) {
  const urls = path === 'index.html' ? [...pageUrls, './', './index.html'] : [`./${path}?v=${BUILD.id}`, `./${path}`];
  for (const u of urls) {
    try {
      return await checked(path, await fetch(new URL(u, SCOPE), { cache: 'only-if-cached', mode: 'same-origin' }));
    } catch {
      /* not in the HTTP cache, or not this build's: next */
    }
  }
  return checked(path, await fetch(new URL(path, SCOPE), { cache: 'reload', credentials: 'same-origin' }));
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    if (!BUILD) throw new Error('sw.js was not processed by scripts/build-id.mjs');
    await caches.delete(CACHE); // a partial cache from an earlier, failed attempt
    try {
      // All or nothing: nothing is stored until every file has arrived and checked out.
      const paths = Object.keys(BUILD.files);
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const pageUrls = pages.map((c) => c.url).filter((u) => u.startsWith(SCOPE.href));
      const responses = await Promise.all(paths.map((p) => fetchChecked(p, pageUrls)));
      const cache = await caches.open(CACHE);
      await Promise.all(paths.map((p, i) => cache.put(new URL(p, SCOPE), responses[i])));
    } catch (e) {
      await caches.delete(CACHE);
      throw e;
    }
    // Learn's files an older version kept, when they are still this build's: carried over.
    const cache = await caches.open(CACHE);
    await Promise.all(Object.keys(BUILD.later ?? {}).map(async (p) => {
      try {
        const old = await caches.match(new URL(p, SCOPE));
        if (!old) return;
        const body = await old.arrayBuffer();
        if (hex(await crypto.subtle.digest('SHA-256', body)) !== BUILD.later[p]) return;
        await cache.put(new URL(p, SCOPE), new Response(body, { status: 200, headers: old.headers }));
      } catch {
        /* changed since: fetched again when first asked for */
      }
    }));
    // The worker of an older design (cache "fevga-v1") updated without asking: replace it at once,
    // as it would have done, since the pages it serves cannot show the reload bar.
    if ((await caches.keys()).includes('fevga-v1')) await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const keys = await caches.keys();
    await Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)));
    await self.clients.claim();
  })());
});

/**
 * Keeps the later files of the pages in `folders` (e.g. "games/", the analysis board) that this
 * build's cache lacks, each checked like any other, so they open at once and offline. The page
 * asks once it is ready and the browser is idle; a file that fails is fetched when first asked
 * for instead. Answers on the message's port with the number of files kept.
 */
async function prefetch(folders) {
  if (!BUILD) return 0;
  const cache = await caches.open(CACHE);
  const wanted = Object.keys(BUILD.later ?? {}).filter((p) => folders.some((f) => typeof f === 'string' && f.endsWith('/') && p.startsWith(f)));
  let kept = 0;
  for (const path of wanted) {
    if (await cache.match(new URL(path, SCOPE))) continue;
    try {
      const res = await fetch(new URL(`./${path}?v=${BUILD.id}`, SCOPE), { credentials: 'same-origin' });
      await cache.put(new URL(path, SCOPE), await checked(path, res));
      kept += 1;
    } catch {
      /* fetched when first asked for */
    }
  }
  return kept;
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
  else if (event.data?.type === 'build') event.ports[0]?.postMessage({ id: BUILD?.id ?? null, cache: CACHE });
  else if (event.data?.type === 'prefetch' && Array.isArray(event.data.folders)) {
    event.waitUntil(prefetch(event.data.folders).then((kept) => event.ports[0]?.postMessage({ kept })));
  }
});

// The page a reload of the only tab gets while the new version takes over. It reloads once the
// new version controls it (or is active already); it must not reload sooner: a reload that
// reached this worker again would hand over again, and Chromium activates the new version only
// while this one has no work, so quick reloads could chase each other. A refresh after 2 s is the
// fallback. Its one inline script is allowed by its hash and nothing else is.
const HANDOVER = "const s=navigator.serviceWorker;let n=0;const go=()=>{if(!n++)location.reload()};" +
  "s.addEventListener('controllerchange',go);s.getRegistration().then((r)=>{if(!r||!r.waiting)go()});";
let handoverCsp = null;
async function handoverPage() {
  handoverCsp ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(HANDOVER)).then((d) =>
    `default-src 'none'; script-src 'sha256-${btoa(String.fromCharCode(...new Uint8Array(d)))}'`);
  const body = `<!doctype html><meta http-equiv="refresh" content="2"><script>${HANDOVER}</script>`;
  return new Response(body, {
    headers: { 'content-type': 'text/html', 'content-security-policy': await handoverCsp, 'cache-control': 'no-store' },
  });
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  const navigate = req.mode === 'navigate';
  const path = ownFile(url);
  if (!path || (navigate && !PAGES.includes(path))) return; // not ours: the network, uncached
  // A page of another build asks for its code (this worker took over while it was loading): never
  // hand it this build's glue or wasm. It fails to start and offers a reload instead.
  const v = url.searchParams.get('v');
  if (v && v !== BUILD.id) {
    if (path !== 'boot.js' && /\.(js|wasm)$/.test(path)) event.respondWith(Response.error());
    return;
  }
  event.respondWith((async () => {
    if (navigate) {
      // A reload of the only tab while a new version waits: let it take over and answer with a
      // blank page that reloads once it has (handoverPage), so that the new version serves the
      // page. With more tabs open the old version goes on serving them all (their reload bars
      // say why).
      const waiting = self.registration.waiting;
      if (waiting) {
        const tabs = await self.clients.matchAll({ type: 'window' });
        if (tabs.length === 0 || (tabs.length === 1 && tabs[0].url === req.url)) {
          waiting.postMessage({ type: 'skip-waiting' });
          return handoverPage();
        }
      }
    }
    const cache = await caches.open(CACHE);
    const cached = await cache.match(new URL(path, SCOPE));
    if (cached || !Object.hasOwn(BUILD.later ?? {}, path)) return cached ?? fetch(req);
    // A later file (Learn's, friend's, a language's words) asked for the first time: kept if it
    // is this build's, else passed on as it came.
    const res = await fetch(req);
    try {
      const mine = await checked(path, res.clone());
      await cache.put(new URL(path, SCOPE), mine.clone());
      return mine;
    } catch {
      return res;
    }
  })());
});
