// The enumeration benchmark compiled to wasm, run in Node: the same positions as `fevga bench`.
// Usage: node scripts/wasm-bench.mjs <path to wasm_bench.wasm> [positions] [seconds]
import { readFileSync } from 'node:fs';

const [file, positions = '2000', seconds = '3'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/wasm-bench.mjs <wasm_bench.wasm> [positions] [seconds]');
  process.exit(2);
}
const { instance } = await WebAssembly.instantiate(readFileSync(file), {});
const { prepare, run, run_network: runNetwork } = instance.exports;
const count = prepare(2026n, Number(positions));
const perPass = count * 21;
const plays = run();
console.log(`positions: ${count} x 21 rolls = ${perPass} enumerations (seed 2026)`);
console.log(`plays: ${plays}`);
const budget = Number(seconds) * 1000;
const start = performance.now();
let passes = 0;
while (passes === 0 || performance.now() - start < budget) {
  const n = run();
  if (n !== plays) throw new Error(`pass ${passes} found ${n} plays, the first found ${plays}`);
  passes += 1;
}
const secs = (performance.now() - start) / 1000;
console.log(`passes: ${passes} in ${secs.toFixed(2)} s`);
console.log(`${Math.round((passes * perPass) / secs)} enumerations/s`);

// The network: one forward pass (features included) per position, as `fevga bench --network`.
const sum = runNetwork();
// One pass's sum of the win chances: what `fevga bench --network` prints natively.
console.log(`network: ${sum.toFixed(6)}`);
const netStart = performance.now();
let netPasses = 0;
while (netPasses === 0 || performance.now() - netStart < budget) {
  const s = runNetwork();
  if (Math.abs(s - sum) > 1e-6) throw new Error(`network pass ${netPasses} summed ${s}, the first ${sum}`);
  netPasses += 1;
}
const netSecs = (performance.now() - netStart) / 1000;
console.log(`${Math.round((netPasses * count) / netSecs)} network evaluations/s (wasm in Node)`);
