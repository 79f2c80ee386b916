// The site served compressed (issue 34): the build precompresses every text and wasm file
// (scripts/compress.mjs: `.br` and `.gz` beside it), and the server of `scripts/serve.sh` and the
// tests (tests/e2e/server.mjs) sends the best form the request accepts, with `Content-Encoding`
// and `Vary: Accept-Encoding`, else the file itself. Checked byte for byte: the game page, the
// diagram element and the wasm, with and without `Accept-Encoding`; a stale form is never sent.
// The sizes as served (a first visit, a page of diagrams, the editor) are printed as figures.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DIST } from './util.mjs';
import { serve, accepted } from './server.mjs';
import { COMPRESSIBLE } from '../../scripts/compress.mjs';

let server;
before(async () => {
  server = await serve(DIST);
});
after(() => server?.close());

/** GET `path` with these request headers: status, headers and the body's bytes as sent. */
function get(base, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const u = new URL(path, base);
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The bytes a browser gets after decoding. */
function decoded(r) {
  switch (r.headers['content-encoding']) {
    case 'br': return brotliDecompressSync(r.body);
    case 'gzip': return gunzipSync(r.body);
    default: return r.body;
  }
}

/** Every file under `dir`, relative. */
function walk(dir, base = '') {
  return readdirSync(join(dir, base), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(dir, join(base, e.name)) : [join(base, e.name)],
  );
}

const PATHS = [
  ['/', 'index.html', 'text/html; charset=utf-8'],
  ['/fevga-web_bg.wasm', 'fevga-web_bg.wasm', 'application/wasm'],
  ['/diagram/fevga-diagram.js', 'diagram/fevga-diagram.js', 'text/javascript'],
  ['/diagram/fevga_diagram_web_bg.wasm', 'diagram/fevga_diagram_web_bg.wasm', 'application/wasm'],
  ['/learn/puzzles.txt', 'learn/puzzles.txt', 'application/octet-stream'],
];

test('every text and wasm file of the build has its Brotli and gzip forms, each smaller and the same bytes', () => {
  const files = walk(DIST).filter((f) => COMPRESSIBLE.has(extname(f)));
  assert.ok(files.length > 30, `${files.length} files`);
  for (const f of files) {
    const raw = readFileSync(join(DIST, f));
    if (raw.length < 1000) continue;
    for (const [suffix, un] of [['.br', brotliDecompressSync], ['.gz', gunzipSync]]) {
      assert.ok(existsSync(join(DIST, f + suffix)), `${f}${suffix} made by the build`);
      const c = readFileSync(join(DIST, f + suffix));
      assert.ok(c.length < raw.length, `${f}${suffix} smaller`);
      assert.ok(un(c).equals(raw), `${f}${suffix} is the file`);
    }
  }
});

test('the page, the diagram element and the wasm: Brotli, gzip or as they are, by Accept-Encoding, byte for byte', async () => {
  for (const [path, file, type] of PATHS) {
    const raw = readFileSync(join(DIST, file));
    for (const [accept, want] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
      [null, undefined],
    ]) {
      const r = await get(server.url, path, accept === null ? {} : { 'accept-encoding': accept });
      assert.equal(r.status, 200, `${path} ${accept}`);
      assert.equal(r.headers['content-encoding'], want, `${path} with ${accept}`);
      assert.equal(r.headers['content-type'], type, path);
      assert.match(r.headers.vary ?? '', /accept-encoding/i, `${path}: Vary`);
      assert.equal(Number(r.headers['content-length']), r.body.length, `${path}: its length`);
      assert.ok(decoded(r).equals(raw), `${path} with ${accept}: the file's bytes`);
      if (want) assert.ok(r.body.length < raw.length, `${path}: ${want} is smaller`);
    }
  }
  // The folders' own headers hold for every form: the diagram's CORS, the game's framing rule.
  const d = await get(server.url, '/diagram/fevga-diagram.js', { 'accept-encoding': 'br' });
  assert.equal(d.headers['access-control-allow-origin'], '*');
  const g = await get(server.url, '/', { 'accept-encoding': 'gzip' });
  assert.equal(g.headers['content-security-policy'], "frame-ancestors 'none'");
  // Files not worth compressing carry no Vary.
  const icon = readdirSync(DIST).find((f) => f.endsWith('.png'));
  if (icon) assert.equal((await get(server.url, `/${icon}`, { 'accept-encoding': 'br' })).headers.vary, undefined);
});

test('Accept-Encoding is read with its weights', () => {
  const t = accepted('gzip;q=0.5, br;q=0');
  assert.deepEqual([t('gzip'), t('br'), t('zstd')], [true, false, false]);
  const any = accepted('*;q=0.1, gzip;q=0');
  assert.deepEqual([any('br'), any('gzip')], [true, false]);
  assert.equal(accepted('')('br'), false);
});

test('a form older than its file is never sent: the file changed after the build is', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fevga-compress-'));
  try {
    cpSync(join(DIST, 'diagram'), join(dir, 'diagram'), { recursive: true });
    const file = join(dir, 'diagram', 'index.html');
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, old, old);
    utimesSync(`${file}.gz`, old, old);
    writeFileSync(file, `${readFileSync(file, 'utf8')}<!-- changed -->`);
    const s = await serve(dir);
    const r = await get(s.url, '/diagram/', { 'accept-encoding': 'br, gzip' });
    await s.close();
    assert.equal(r.headers['content-encoding'], undefined);
    assert.ok(r.body.toString().endsWith('<!-- changed -->'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('figures: sizes as served, Brotli and gzip against none', async () => {
  const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
  const served = async (paths, accept) => {
    let n = 0;
    for (const p of paths) n += (await get(server.url, p, accept ? { 'accept-encoding': accept } : {})).body.length;
    return n;
  };
  const all = (folder) => walk(DIST, folder).filter((f) => !/\.(br|gz)$/.test(f)).map((f) => `/${f}`);
  const groups = {
    // The first visit's files before the computer (as the target test counts them).
    'the game page, first visit': ['/', '/boot.js', '/theme.js', '/site.css', '/style.css', '/fevga-web.js', '/fevga-web_bg.wasm', '/words/en.ftl', '/sw.js', '/manifest.webmanifest', '/icon.svg'].filter((p) => existsSync(join(DIST, p === '/' ? 'index.html' : p))),
    'a page of diagrams (the element, its glue and wasm)': ['/diagram/fevga-diagram.js', '/diagram/fevga_diagram_web.js', '/diagram/fevga_diagram_web_bg.wasm'],
    'the editor (its folder)': all('editor'),
  };
  for (const [name, paths] of Object.entries(groups)) {
    const [none, gzip, br] = [await served(paths, null), await served(paths, 'gzip'), await served(paths, 'br, gzip')];
    console.log(`TARGET served ${name}: ${kb(br)} Brotli, ${kb(gzip)} gzip, ${kb(none)} uncompressed (${paths.length} files)`);
    assert.ok(br < gzip && gzip < none, name);
  }
  assert.ok(statSync(join(DIST, 'fevga-web_bg.wasm.br')).size > 0);
});
