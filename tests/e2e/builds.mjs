// Test builds for the service worker tests: copies of dist/ with a marked stylesheet, glue and
// wasm (so a page shows which build each came from), given an id and file list the way the
// Trunk post-build hook does (scripts/build-id.mjs).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, ROOT } from './util.mjs';

const dirs = [];

/** A wasm custom section "fevga-build" holding `tag` (valid anywhere after the header). */
function customSection(tag) {
  const name = Buffer.from('fevga-build');
  const payload = Buffer.concat([Buffer.from([name.length]), name, Buffer.from(`build-${tag}`)]);
  if (payload.length > 127) throw new Error('tag too long');
  return Buffer.concat([Buffer.from([0, payload.length]), payload]);
}

/**
 * A copy of dist/ marked with `tag`: style.css sets `--build: "<tag>"` on <html> (and a slightly
 * different page background, a real stylesheet change), the glue ends with a comment, the wasm with
 * a custom section. Files get modification time `mtime` (for Last-Modified). Returns the folder.
 */
export function makeBuild(tag, { mtime = new Date() } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `fevga-build-${tag}-`));
  dirs.push(dir);
  cpSync(DIST, dir, { recursive: true });
  const css = join(dir, 'style.css');
  writeFileSync(css, `${readFileSync(css, 'utf8')}\nhtml{--build:"${tag}"}\n`);
  const glue = join(dir, 'fevga-web.js');
  // The glue says which build it is when it runs (and ends with the tag, for its body).
  writeFileSync(glue, `${readFileSync(glue, 'utf8')}\nglobalThis.fevgaGlueBuild = '${tag}';\n// fevga-build-${tag}\n`);
  // The page's wasm and the JS API's (loaded after the first board): both of one build.
  for (const wasm of [join(dir, 'fevga-web_bg.wasm'), join(dir, 'api', 'fevga_wasm_bg.wasm')]) {
    writeFileSync(wasm, Buffer.concat([readFileSync(wasm), customSection(tag)]));
  }
  // The copy's Brotli and gzip forms are dist's, of the files as they were before the changes
  // above: a deploy brings its own, so these go before the build is listed again (the server
  // then sends the files themselves).
  for (const f of readdirSync(dir, { recursive: true })) {
    if (/\.(br|gz)$/.test(f)) rmSync(join(dir, f));
  }
  rebuild(dir);
  for (const f of readdirSync(dir)) utimesSync(join(dir, f), mtime, mtime);
  return dir;
}

/** The build's id and file list as sw.js holds them, or null (a worker without a list). */
export function buildInfo(dir) {
  const m = readFileSync(join(dir, 'sw.js'), 'utf8').match(/^const BUILD = (\{.*\});/m);
  return m ? JSON.parse(m[1]) : null;
}

/** What the post-build hook does; for a dist/ without it (before the hook existed), what Trunk
 * would have written: the stylesheet's integrity hash. */
function rebuild(dir) {
  if (/^const BUILD = /m.test(readFileSync(join(dir, 'sw.js'), 'utf8'))) {
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-id.mjs'), dir], { stdio: 'ignore' });
    return;
  }
  const index = join(dir, 'index.html');
  const sri = `sha384-${createHash('sha384').update(readFileSync(join(dir, 'style.css'))).digest('base64')}`;
  writeFileSync(index, readFileSync(index, 'utf8').replace(/sha384-[A-Za-z0-9+/=]+/, sri));
}

export function removeBuilds() {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/**
 * Lets the page say which wasm it instantiated: an init script (run before the page's own) that
 * reads the "fevga-build" custom section of every module the page instantiates. Call once per
 * context, before its pages load.
 */
export async function watchWasm(context) {
  await context.addInitScript(() => {
    const tagOf = (module) => {
      try {
        const [section] = WebAssembly.Module.customSections(module, 'fevga-build');
        return section ? new TextDecoder().decode(section).replace(/^build-/, '') : '?';
      } catch {
        return '?';
      }
    };
    for (const name of ['instantiateStreaming', 'instantiate']) {
      const original = WebAssembly[name];
      if (typeof original !== 'function') continue;
      WebAssembly[name] = async function (...args) {
        const result = await original.apply(this, args);
        // Every module the page runs (the page's, then the JS API's): one tag if all agree.
        if (result?.module) {
          const tags = (globalThis.fevgaWasmBuilds ??= new Set());
          tags.add(tagOf(result.module));
          globalThis.fevgaWasmBuild = [...tags].join('+');
        }
        return result;
      };
    }
  });
}

const bounded = (promise, ms, fallback) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(fallback), ms))]);

/**
 * Which build the page shows and whether it is whole: the stylesheet's tag, the glue's and the
 * wasm's tags (as the page ran them: see makeBuild and watchWasm; for a page whose code did not
 * run, from their bodies as the page received them), the board drawn, the page styled. Bounded:
 * a page that cannot answer in 15 s is an error that says so, never a hung test.
 */
export async function shown(page, bodies) {
  const dom = await bounded(page.evaluate(() => ({
    css: getComputedStyle(document.documentElement).getPropertyValue('--build').trim().replace(/"/g, ''),
    styled: getComputedStyle(document.body).backgroundImage !== 'none' &&
      getComputedStyle(document.querySelector('.side') ?? document.body).display === 'flex',
    points: document.querySelectorAll('#board .pt').length,
    checkers: document.querySelectorAll('#board .ck').length,
    ready: document.documentElement.dataset.ready ?? null,
    update: !!document.getElementById('update-bar'),
    controlled: !!navigator.serviceWorker?.controller,
    glue: globalThis.fevgaGlueBuild ?? null,
    wasm: globalThis.fevgaWasmBuild ?? null,
  })), 15_000, null);
  if (!dom) throw new Error(`the page at ${page.url()} did not answer in 15 s`);
  // Bodies only for code that did not run; a body the browser never hands over reads as "unread".
  const tagOf = async (body) => {
    const buf = await bounded(body ?? Promise.resolve(null), 5_000, 'unread');
    if (buf === 'unread') return 'unread';
    return buf && (buf.toString('latin1').match(/fevga-build-([A-Za-z0-9]+)\s*$/)?.[1] ??
      buf.toString('latin1').match(/build-([A-Za-z0-9]+)$/)?.[1] ?? '?');
  };
  return { ...dom, glue: dom.glue ?? (await tagOf(bodies.glue)), wasm: dom.wasm ?? (await tagOf(bodies.wasm)) };
}

/** Keeps the bodies of the glue and the wasm the page receives (from the network or its worker);
 * set both to null before a load to see that load's. */
export function watchCode(page) {
  const bodies = { glue: null, wasm: null };
  page.on('response', async (r) => {
    const path = new URL(r.url()).pathname;
    const key = path.endsWith('/fevga-web.js') ? 'glue' : path.endsWith('/fevga-web_bg.wasm') ? 'wasm' : null;
    if (!key || r.request().serviceWorker()) return; // the worker's own fetches are not the page's
    bodies[key] = r.body().catch(() => null); // null: the page went away before it was read
  });
  return bodies;
}
