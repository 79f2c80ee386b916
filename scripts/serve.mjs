// Serves a built site (default dist/) on 127.0.0.1 with the headers the README's hosting section
// asks for (scripts/headers.mjs): the same static server as the end-to-end tests. With a relay
// binary (crates/fevga-relay), it starts the relay on the next port and passes /relay/ to it, so
// live play works on the one origin; the relay stops with the server.
// Usage: node scripts/serve.mjs [dir] [port] [relay binary]
import { spawn } from 'node:child_process';
import { serve } from '../tests/e2e/server.mjs';
import { startRelay } from '../tests/e2e/relay.mjs';

const [dir = 'dist', port = '8080', bin = null] = process.argv.slice(2);
const relay = bin ? await startRelay(bin, Number(port) + 1, spawn) : null;
const s = await serve(dir, { port: Number(port), relay: relay?.url ?? null });
console.log(`Fevga: serving ${dir} at ${s.url}${relay ? ` (live play: the relay at ${relay.url}, under /relay/)` : ''}`);
const stop = () => { relay?.stop(); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
