// The live-play relay (crates/fevga-relay's binary) for scripts/serve.mjs and the end-to-end
// tests: started on a port of 127.0.0.1, ready once its health route answers, stopped with its
// server. Loopback only.
import { spawn as nodeSpawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The release binary `cargo build --release -p fevga-relay` makes. */
export const RELAY_BIN = join(process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target'), 'release', 'fevga-relay');

/** Starts the relay at 127.0.0.1:`port` (0: a free one); resolves when it answers. */
export async function startRelay(bin = RELAY_BIN, port = 0, spawn = nodeSpawn) {
  if (!existsSync(bin)) throw new Error(`no relay binary at ${bin}: cargo build --release -p fevga-relay`);
  const child = spawn(bin, ['--listen', `127.0.0.1:${port}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/[^/\s]+)/);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`the relay stopped (${code}) before it listened: ${out}`)));
  });
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`${url}/relay/v1/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => child.kill('SIGTERM'), child };
}
