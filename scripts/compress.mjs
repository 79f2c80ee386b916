// Precompresses a built site (issue 34): beside every file a browser downloads as text or wasm
// (html, js, css, wasm, svg, ftl, txt, webmanifest, json), `<file>.br` (Brotli, quality 11) and
// `<file>.gz` (gzip, level 9), each only where it is smaller than the file. Run last by the build
// (Trunk.toml's hook), so the files are final; any old `.br`/`.gz` is made again. Servers send
// them with `Content-Encoding` to browsers that accept it (tests/e2e/server.mjs for
// `scripts/serve.sh` and the tests; the README's Hosting section for nginx, Caddy and others):
// the bytes a browser decodes are the file's own, so the service worker's hashes still hold.
// Usage: node scripts/compress.mjs DIR   (prints the files and bytes it wrote)
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The extensions worth compressing (the others, e.g. images, are compressed already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.ftl', '.txt', '.webmanifest', '.json']);

/** The encodings made, in the order a server prefers them: file suffix and `Content-Encoding`. */
export const ENCODINGS = [
  { suffix: '.br', name: 'br' },
  { suffix: '.gz', name: 'gzip' },
];

/** Every file under `dir`, recursively. */
async function files(dir) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await files(path)));
    else out.push(path);
  }
  return out;
}

/** The compressed forms of `body`: Brotli at its best for text (or generic for wasm), gzip -9. */
function compress(body, ext) {
  const mode = ext === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT;
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: mode,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** Precompresses `dir`; returns [{ file, bytes, br, gzip }] (null where not smaller). */
export async function precompress(dir) {
  const all = await files(dir);
  // Stale forms first: a file removed or changed since must not leave an old `.br` behind.
  for (const f of all) if (ENCODINGS.some((e) => f.endsWith(e.suffix))) await rm(f);
  const made = [];
  for (const f of all) {
    const ext = extname(f);
    if (!COMPRESSIBLE.has(ext) || ENCODINGS.some((e) => f.endsWith(e.suffix))) continue;
    const body = await readFile(f);
    const forms = compress(body, ext);
    const row = { file: f, bytes: body.length, br: null, gzip: null };
    for (const e of ENCODINGS) {
      const c = forms[e.name];
      if (c.length < body.length) {
        await writeFile(f + e.suffix, c);
        row[e.name] = c.length;
      }
    }
    made.push(row);
  }
  return made;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir || !(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error('usage: node scripts/compress.mjs DIR');
    process.exit(2);
  }
  const rows = await precompress(dir);
  const sum = (k) => rows.reduce((n, r) => n + (r[k] ?? r.bytes), 0);
  console.log(`compress: ${rows.length} files, ${sum('bytes')} bytes → brotli ${sum('br')}, gzip ${sum('gzip')}`);
}
