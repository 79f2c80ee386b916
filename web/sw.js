// Offline after the first visit: the app shell is cached, served from the cache at once, and
// refreshed in the background (the next visit gets the new version). Same-origin GETs only.
const CACHE = 'fevga-v1';
const SHELL = ['./', './index.html', './style.css', './boot.js', './fevga-web.js', './fevga-web_bg.wasm',
  './manifest.webmanifest', './icon.svg'];

self.addEventListener('install', (event) => {
  // 'force-cache': take what the first visit already downloaded from the HTTP cache.
  const requests = SHELL.map((u) => new Request(u, { cache: 'force-cache' }));
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(requests)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  const key = url.pathname.endsWith('/') ? new Request(url.origin + url.pathname) : event.request;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(key, { ignoreSearch: true });
      const fresh = fetch(event.request)
        .then((res) => {
          if (res.ok) cache.put(key, res.clone());
          return res;
        })
        .catch(() => cached);
      return cached || fresh;
    }),
  );
});
