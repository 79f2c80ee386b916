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
// Compression (issue 34): a file with a precompressed form beside it (`.br`, `.gz`: made by
// scripts/compress.mjs at build time) is sent in the best form the request's `Accept-Encoding`
// takes (Brotli, then gzip, q=0 refused), with `Content-Encoding`, and every compressible file
// with `Vary: Accept-Encoding`; otherwise the file as it is (also when the form is older than
// the file: stale).
// `relay` (an address, e.g. http://127.0.0.1:8081): requests and WebSocket upgrades under
// /relay/ go to the live-play relay (crates/fevga-relay) there, so the site and its relay share
// one origin; without it, /relay/ answers 404 and the pages say live play needs the site's relay.
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { siteHeaders } from '../../scripts/headers.mjs';
import { COMPRESSIBLE, ENCODINGS } from '../../scripts/compress.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json',
};

export const PORTAL_HTML = '<!doctype html><title>Sign in to Wi-Fi</title><h1>Welcome! Accept the terms to get online.</h1>';

/** The encodings `Accept-Encoding` takes (q > 0), by name; `*` takes any not named. */
export function accepted(header = '') {
  const named = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim().match(/^q=([0-9.]+)$/)).find(Boolean);
    named.set(name, q ? Number(q[1]) : 1);
  }
  return (enc) => (named.has(enc) ? named.get(enc) > 0 : (named.get('*') ?? 0) > 0);
}

/** Whether a request's path is the relay's. */
const RELAY = /^\/relay\//;

export async function serve(root, { mode = 'no-cache', delay = 0, port: listenPort = 0, relay = null } = {}) {
  const state = { root, mode, delay, hits: new Map() };
  const to = relay && new URL(relay);
  const server = createServer(async (req, res) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    state.hits.set(pathname, (state.hits.get(pathname) ?? 0) + 1);
    if (RELAY.test(pathname) && state.mode !== 'down' && state.mode !== 'portal') {
      if (!to) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('no relay with this server');
        return;
      }
      const ask = request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      ask.on('error', () => { if (!res.headersSent) res.writeHead(502).end('the relay does not answer'); });
      req.pipe(ask);
      return;
    }
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
      const info = await stat(file);
      const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'last-modified': modified.toUTCString(), ...siteHeaders(pathname) };
      let body = null;
      if (COMPRESSIBLE.has(extname(file))) {
        headers.vary = 'Accept-Encoding';
        const takes = accepted(req.headers['accept-encoding']);
        for (const e of ENCODINGS.filter((x) => takes(x.name))) {
          // A form older than its file is stale (the file was changed after the build, as the
          // update tests do): the file itself is sent instead.
          const fresh = (await stat(file + e.suffix).catch(() => null))?.mtimeMs >= info.mtimeMs;
          body = fresh ? await readFile(file + e.suffix).catch(() => null) : null;
          if (body) {
            headers['content-encoding'] = e.name;
            break;
          }
        }
      }
      body ??= await readFile(file);
      headers['content-length'] = String(body.length);
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
  // A WebSocket to the relay: the upgrade request as it came, then the bytes both ways.
  server.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url, 'http://x').pathname;
    if (!to || !RELAY.test(pathname) || state.mode === 'down' || state.mode === 'portal') {
      socket.destroy();
      return;
    }
    const upstream = connect(Number(to.port), to.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const end = () => { upstream.destroy(); socket.destroy(); };
    upstream.on('error', end);
    socket.on('error', end);
    upstream.on('close', end);
    socket.on('close', end);
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
