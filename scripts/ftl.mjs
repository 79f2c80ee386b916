// Puts the message files the page fetches at run time beside it, each comment line emptied (the
// rule fevga-i18n's build.rs applies to the files it carries: a translator's note costs a player
// nothing, and line numbers still match the source):
//   crates/fevga-i18n/ftl/<lang>.ftl        -> <dist>/words/<lang>.ftl  (the page's words)
// (The other pages carry their own bundles in their wasm.)
// Usage: node scripts/ftl.mjs DIST
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = process.argv[2];
if (!dist) throw new Error('usage: node scripts/ftl.mjs DIST');
const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'crates', 'fevga-i18n', 'ftl');
const LANGS = ['en', 'de', 'tr', 'bg'];
const PLACES = [['', 'words']];

for (const [from, to] of PLACES) {
  mkdirSync(join(dist, to), { recursive: true });
  for (const lang of LANGS) {
    const text = readFileSync(join(src, from, `${lang}.ftl`), 'utf8');
    const kept = text.split('\n').map((l) => (l.trimStart().startsWith('#') ? '' : l)).join('\n');
    writeFileSync(join(dist, to, `${lang}.ftl`), kept);
  }
}
