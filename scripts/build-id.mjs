#!/usr/bin/env node
// Trunk post-build hook (Trunk.toml [[hooks]]): gives the build in the staging directory an id and
// writes the service worker's file list. Also usable by hand on a finished dist/:
//   node scripts/build-id.mjs [dir]     (default: $TRUNK_STAGING_DIR, else dist)
// Idempotent: running it again on its own output changes nothing.
//
// 1. index.html: the integrity hashes of local files (style.css) are recomputed from the files,
//    and Trunk's leftover build directives are taken out.
// 2. The build id is a hash of every file but sw.js, with the id's own marks ("?v=…") removed.
// 3. index.html names boot.js, the JS glue and style.css with "?v=<id>"; boot.js reads the id from
//    its own URL and loads the glue and the wasm with it, so all of a page's code URLs carry the
//    build id (no HTTP cache can pair one build's glue with another's wasm).
// 4. sw.js gets `const BUILD = {"id": …, "files": {path: sha256}}`: the exact list it caches.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? 'dist';
const SW = 'sw.js';
// The files index.html names with the build id (the wasm in its preload).
const VERSIONED = ['boot.js', 'theme.js', 'fevga-web.js', 'fevga-web_bg.wasm', 'site.css', 'style.css'];
const VERSION_MARK = /\?v=[0-9a-f]*/g;
// Files the worker caches when first asked for, not when it installs (see 4.): the page's words
// (one language at a time) and the pages web/pages.tsv marks `later` (Play a friend, Your games,
// Learn with its puzzles), built before this hook runs.
const laterPages = readFileSync(new URL('../web/pages.tsv', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .filter((cols) => cols.length >= 4 && !cols[0].startsWith('#') && cols[3] === 'later')
  .map((cols) => cols[0]);
const LATER = new RegExp(`^(${['words', ...laterPages].join('|')})/`);

const sha = (alg, data, enc = 'hex') => createHash(alg).update(data).digest(enc);
const read = (name) => readFileSync(join(dir, name));

function walk(d) {
  return readdirSync(d).flatMap((name) => {
    const p = join(d, name);
    if (name.startsWith('.')) return []; // Trunk's .stage and the like
    return statSync(p).isDirectory() ? walk(p) : [relative(dir, p).split(sep).join('/')];
  });
}

let html = read('index.html').toString('utf8');

// 1. Integrity attributes follow the files (a changed style.css gets its new hash).
html = html.replace(/<link\b[^>]*>/g, (tag) => {
  const href = tag.match(/\bhref=("([^"]*)"|'([^']*)'|([^\s>]+))/);
  const integ = tag.match(/\bintegrity=("|')?(sha(256|384|512))-[A-Za-z0-9+/=]+\1?/);
  if (!href || !integ) return tag;
  const url = (href[2] ?? href[3] ?? href[4]).replace(/^\.\//, '').replace(/\?.*$/, '');
  const alg = integ[2];
  const value = `${alg}-${sha(alg, read(url), 'base64')}`;
  return tag.replace(integ[0], `integrity=${integ[1] ?? ''}${value}${integ[1] ?? ''}`);
});

// Trunk leaves its own directives (`<link data-trunk rel=rust …>`) in the page it writes: they
// mean nothing to a browser, so the released page goes without them.
html = html.replace(/<link\b[^>]*\bdata-trunk\b[^>]*>/g, '');

// 2. The id: every file but sw.js, without the id's marks.
html = html.replace(VERSION_MARK, '');
const files = walk(dir).filter((f) => f !== SW).sort();
const idHash = createHash('sha256');
for (const f of files) {
  const body = f === 'index.html' ? Buffer.from(html) : read(f);
  idHash.update(`${f}\0${sha('sha256', body)}\n`);
}
const id = idHash.digest('hex').slice(0, 16);

// 3. index.html names the versioned files with the id.
const names = VERSIONED.map((n) => n.replace(/[.]/g, '\\.')).join('|');
html = html.replace(new RegExp(`((?:href|src)=["']?(?:\\./)?(?:${names}))(?=["'\\s>])`, 'g'), `$1?v=${id}`);
for (const n of VERSIONED) {
  if (!html.includes(`${n}?v=${id}`)) throw new Error(`build-id: index.html does not name ${n}`);
}

// 4. The worker's list: each file's SHA-256 (checked when the worker installs). The page's words
//    (words/<lang>.ftl, one language read at a time) and the pages marked `later` (friend/,
//    games/, learn/) are listed apart: the worker keeps each when it is first asked for, so a
//    first visit downloads neither what only they read nor the languages it does not show.
const list = {};
const later = {};
for (const f of files) {
  const hash = f === 'index.html' ? sha('sha256', html) : sha('sha256', read(f));
  if (LATER.test(f)) later[f] = hash;
  else list[f] = hash;
}
const sw = read(SW).toString('utf8');
const line = /^const BUILD = .*$/m;
if (!line.test(sw)) throw new Error('build-id: sw.js has no `const BUILD = …` line');
writeFileSync(join(dir, 'index.html'), html);
writeFileSync(join(dir, SW), sw.replace(line, `const BUILD = ${JSON.stringify({ id, files: list, later })}; // scripts/build-id.mjs`));
console.log(`build-id: ${id}, ${Object.keys(list).length} files cached by the service worker, ${Object.keys(later).length} when first asked for (${dir})`);
