// Minifies wasm-bindgen's JS glue in place (terser, as an ES module: the exports keep their
// names, and so do the imports the wasm asks for, which are object properties). The glue is
// written for people to read — every exported function with its JSDoc — and downloaded by every
// visit: minified it is about a third of its gzipped size smaller.
// Usage: node scripts/minify.mjs FILE.js…
import { readFileSync, writeFileSync } from 'node:fs';
import { minify } from 'terser';

for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, 'utf8');
  const out = await minify(code, { module: true, compress: true, mangle: true, format: { comments: false } });
  writeFileSync(file, out.code);
}
