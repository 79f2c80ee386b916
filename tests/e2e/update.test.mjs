// 9. A deploy: build A is served and visited, then the server switches to build B (a changed
// stylesheet, glue and wasm). Every load after that is styled and draws the board with one
// build's stylesheet, glue and wasm; the page says a new version is ready; after a reload B shows,
// with B's computer in its worker.
// Once with a server that sends Cache-Control: no-cache and once with one that sends only
// Last-Modified (old files: the browser's HTTP cache keeps them fresh by heuristics), and both by
// the page's reload bar and by a plain reload.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DESKTOP, PHONE, ensureArtifacts, launch, waitForDist, waitReady } from './util.mjs';
import { serve } from './server.mjs';
import { buildInfo, makeBuild, removeBuilds, shown, watchCode, watchWasm } from './builds.mjs';

const env = {};
before(async () => {
  await waitForDist();
  env.browser = await launch();
  const day = 24 * 3600 * 1000;
  env.A = makeBuild('A', { mtime: new Date(Date.now() - 10 * day) });
  env.B = makeBuild('B', { mtime: new Date(Date.now() - 60_000) });
});
after(async () => {
  await env.browser?.close();
  removeBuilds();
});

async function deploy(mode, how) {
  const server = await serve(env.A, { mode });
  const context = await env.browser.newContext({ ...DESKTOP, reducedMotion: 'reduce' });
  await watchWasm(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const bodies = watchCode(page);
  const loads = [];
  const load = async (label, action) => {
    bodies.glue = null;
    bodies.wasm = null;
    await action();
    let blank = null;
    try {
      await waitReady(page, 15_000);
    } catch (e) {
      blank = String(e.message).split('\n')[0];
    }
    const s = { label, ...(await shown(page, bodies)), blank };
    loads.push(s);
    console.log(`${mode}/${how} ${label}: css ${s.css} glue ${s.glue} wasm ${s.wasm}, styled ${s.styled}, ` +
      `${s.points} points, bar ${s.update}, controlled ${s.controlled}${blank ? `, NOT READY: ${blank}` : ''}`);
    return s;
  };
  try {
    await load('first visit (A)', () => page.goto(server.url));
    // The worker installs and takes over (on any version of the page).
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 });
    await load('second visit (A)', () => page.goto(server.url));

    server.setRoot(env.B); // the deploy
    let s = await load('visit after the deploy', () => page.goto(server.url));
    let n = 1;
    let notice = false;
    while (s.css !== 'B' && n < 6) {
      if (!s.update) {
        // The new version installs in the background; the page says so when it is ready.
        s.update = await page.waitForSelector('#update-bar button', { timeout: 15_000 }).then(() => true, () => false);
      }
      if (s.update && s.css === 'A') notice = true;
      if (how === 'button' && s.update) {
        s = await load(`reload by the bar #${n}`, async () => {
          await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), page.click('#update-bar button')]);
        });
      } else {
        s = await load(`reload #${n}`, () => page.reload({ timeout: 20_000 }));
      }
      n++;
    }
    const when = s.css === 'B' ? `B shows on load ${n} after the deploy` : `B did not show in ${n} loads after the deploy`;
    console.log(`TARGET update ${mode} by ${how}: ${when} (${notice ? 'the A page showed the reload bar' : 'no reload bar'})`);

    for (const l of loads) {
      assert.equal(l.blank, null, `${l.label}: the board drew`);
      assert.equal(l.points, 24, `${l.label}: 24 points`);
      assert.ok(l.styled, `${l.label}: styled`);
      assert.ok(l.css === l.glue && l.glue === l.wasm, `${l.label}: one build (css ${l.css}, glue ${l.glue}, wasm ${l.wasm})`);
    }
    assert.equal(s.css, 'B', 'B shows after the reloads');
    assert.ok(notice, 'the A page said a new version is ready before B showed');
    assert.ok(n <= 2, `B shows on the first reload after the visit with the bar (load ${n} after the deploy)`);
    assert.equal(s.update, false, 'no bar on the new version');
    assert.ok(s.controlled, 'the new version is served by its worker');
    // And it stays: another visit is B at once.
    const again = await load('visit after that', () => page.goto(server.url));
    assert.equal(again.css, 'B');
    assert.equal(again.update, false);
    // The update brought the new computer too: its worker runs B's files, and answers.
    const computer = await page.evaluate(async () => {
      const late = new Promise((resolve) => setTimeout(() => resolve('no answer in 20 s'), 20_000));
      return {
        build: await Promise.race([window.fevga.computerBuild(), late]),
        play: await Promise.race([window.fevga.aiPlay('fevga', 'W:24x15 B:12x15 W', '6-5', 'expert'), late]),
      };
    });
    assert.equal(computer.build, buildInfo(env.B).id, "the worker is B's");
    assert.equal(computer.play?.move, '24/13');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.close();
  }
}

for (const mode of ['no-cache', 'last-modified']) {
  for (const how of ['reload', 'button']) {
    test(`deploy with a ${mode} server, new version by ${how === 'button' ? 'the bar' : 'a plain reload'}`, { timeout: 120_000 }, () => deploy(mode, how));
  }
}

test('the reload bar: one line in every language, desktop and phone (screenshots)', { timeout: 120_000 }, async () => {
  const dir = ensureArtifacts();
  for (const [name, opts] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    const server = await serve(env.A);
    const context = await env.browser.newContext({ ...opts, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto(server.url);
      await waitReady(page);
      await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 });
      server.setRoot(env.B);
      for (const lang of ['en', 'de', 'tr', 'bg']) {
        await page.goto(`${server.url}?lang=${lang}`);
        await waitReady(page);
        await page.waitForSelector('#update-bar button', { timeout: 15_000 });
        const bar = await page.evaluate(() => {
          const b = document.querySelector('#update-bar button');
          const r = b.getBoundingClientRect();
          const line = parseFloat(getComputedStyle(b).lineHeight) || 24;
          return { text: b.textContent, lang: document.documentElement.lang, height: r.height, line, right: r.right,
            width: innerWidth, overflow: b.scrollWidth > b.clientWidth, bottom: innerHeight - r.bottom };
        });
        console.log(`bar ${name} ${lang}: "${bar.text}" ${Math.round(bar.height)} px high`);
        assert.equal(bar.lang, lang);
        assert.ok(bar.height < 2 * bar.line + 20, `${name} ${lang}: one line (${bar.height} px)`);
        assert.ok(!bar.overflow && bar.right <= bar.width, `${name} ${lang}: the text fits`);
        if (lang === 'en' || name === 'phone') await page.screenshot({ path: join(dir, `update-bar-${name}-${lang}.png`) });
      }
    } finally {
      await context.close();
      await server.close();
    }
  }
});
