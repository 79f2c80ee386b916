// Serves a built site (default dist/) on 127.0.0.1 with the headers the README's hosting section
// asks for (scripts/headers.mjs): the same static server as the end-to-end tests.
// Usage: node scripts/serve.mjs [dir] [port]
import { serve } from '../tests/e2e/server.mjs';

const [dir = 'dist', port = '8080'] = process.argv.slice(2);
const s = await serve(dir, { port: Number(port) });
console.log(`Fevga: serving ${dir} at ${s.url}`);
