// Minifies the JS the game page's first visit downloads, in place (terser). The files are written
// for people to read, with comments, and every visit downloads them: minified they are about a
// third (the glue) to a half (the service worker, boot.js) of their gzipped size smaller.
// Usage: node scripts/minify.mjs [--script] FILE.js…
// - by default a file is an ES module (wasm-bindgen's glue, boot.js): its exports keep their names,
//   and so do the imports the wasm asks for, which are object properties;
// - --script: classic scripts (theme.js, sw.js), whose top-level names are left as they are. A line
//   `const BUILD = …;` (sw.js's, which scripts/build-id.mjs rewrites, also on a built copy) stays
//   the first line, unchanged; the rest is minified.
import { readFileSync, writeFileSync } from 'node:fs';
import { minify } from 'terser';

const args = process.argv.slice(2);
const script = args[0] === '--script';
const BUILD_LINE = /^const BUILD = .*$/m;

for (const file of script ? args.slice(1) : args) {
  const code = readFileSync(file, 'utf8');
  const kept = script ? code.match(BUILD_LINE)?.[0] : undefined;
  const rest = kept ? code.replace(BUILD_LINE, '') : code;
  const out = await minify(rest, { module: !script, compress: true, mangle: true, format: { comments: false } });
  writeFileSync(file, kept ? `${kept}\n${out.code}` : out.code);
}
