// Copies a script without its whole-line comments (`// …` lines and `/** … */` blocks that start
// a line): the diagram's scripts are read by people in the repository and downloaded by every
// page that embeds a diagram, so they ship without their commentary.
// Usage: node scripts/strip-comments.mjs IN OUT
import { readFileSync, writeFileSync } from 'node:fs';

const [src, out] = process.argv.slice(2);
const text = readFileSync(src, 'utf8')
  .replace(/^[ \t]*\/\*\*[\s\S]*?\*\/[ \t]*\n/gm, '')
  .replace(/^[ \t]*\/\/.*\n/gm, '');
writeFileSync(out, text);
