// A static server for dist/ on 127.0.0.1 (an ephemeral port), for the end-to-end tests.
// serve(root, { mode }) — modes, switchable while it runs (setMode, setRoot: a "deploy"):
// - 'no-cache' (default): Cache-Control: no-cache, and Last-Modified / If-Modified-Since (304).
// - 'last-modified': only Last-Modified (as Python's http.server and many static hosts): browsers
//   then keep files fresh for a while by heuristics and reuse them without asking.
// - 'portal': a captive portal: every request, whatever its path, gets an HTML page with 200.
// - 'down': the network is gone: every connection is dropped without an answer.
// `delay` (ms, settable with setDelay) holds every answer that long, like a slow network; a
// request is answered by the mode in force when its delay is over. Requests are counted by path
// (`hits`). Files carry the site's headers by path (scripts/headers.mjs: diagram/ may be framed
// and fetched from other origins, the rest may not be framed). `port` (default: ephemeral).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { siteHeaders } from '../../scripts/headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json',
};

export const PORTAL_HTML = '<!doctype html><title>Sign in to Wi-Fi</title><h1>Welcome! Accept the terms to get online.</h1>';

export async function serve(root, { mode = 'no-cache', delay = 0, port: listenPort = 0 } = {}) {
  const state = { root, mode, delay, hits: new Map() };
  const server = createServer(async (req, res) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    state.hits.set(pathname, (state.hits.get(pathname) ?? 0) + 1);
    if (state.delay) await new Promise((r) => setTimeout(r, state.delay));
    if (state.mode === 'down') {
      req.socket.destroy();
      return;
    }
    if (state.mode === 'portal') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(PORTAL_HTML);
      return;
    }
    const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(state.root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const [body, info] = await Promise.all([readFile(file), stat(file)]);
      const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'last-modified': modified.toUTCString(), ...siteHeaders(pathname) };
      if (state.mode === 'no-cache') headers['cache-control'] = 'no-cache';
      const since = Date.parse(req.headers['if-modified-since'] ?? '');
      if (!Number.isNaN(since) && modified.getTime() <= since) {
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    hits: state.hits,
    setRoot: (dir) => { state.root = dir; },
    setMode: (m) => { state.mode = m; },
    setDelay: (ms) => { state.delay = ms; },
    close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(r); }),
  };
}
