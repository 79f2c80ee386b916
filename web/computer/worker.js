// The computer's Web Worker: runs the computer player's own wasm (crates/fevga-computer) off the
// page's thread. The page (web/src/worker.rs) starts it as a module worker named
// "computer/worker.js?v=<build id>"; the glue and the wasm are loaded with the same id, so the
// worker never pairs one build's files with another's (the service worker serves them from one
// build's cache).
//
// In:  { id, job }            a question of the page (fevga_ai::protocol's text); a newer one
//                             replaces it, so a question the page gave up on stops at its next slice
//      { call, id, args }     a JS API call (aiPlay, gameAiPlay, build), answered at once
// Out: { ready: true }        the wasm is up (questions asked meanwhile were queued)
//      { failed }             it could not start
//      { id, reply }          progress (a rollout's) or the answer, as text
//      { call: id, result }   or { call: id, error: { name, message } }
const build = new URL(import.meta.url).searchParams.get('v');
const version = build ? `?v=${build}` : '';
// Work between looks at the message queue: short enough that a new question is taken at once,
// long enough that the worker's own overhead stays small.
const SLICE_MS = 30;
const EVALS_PER_STEP = 2000;

let api = null;
const queued = [];
let job = null;
let jobId = 0;
let scheduled = false;

// Set before anything is awaited: messages that come while the wasm loads wait in `queued`.
self.onmessage = (e) => (api ? take(e.data) : queued.push(e.data));

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(work, 0);
}

function work() {
  scheduled = false;
  if (!job) return;
  const start = performance.now();
  while (performance.now() - start < SLICE_MS) {
    const reply = job.step(EVALS_PER_STEP);
    if (reply !== undefined) {
      postMessage({ id: jobId, reply });
      job.free();
      job = null;
      return;
    }
  }
  const progress = job.progress();
  if (progress !== undefined) postMessage({ id: jobId, reply: progress });
  schedule();
}

// The JS API's computer calls that the page forwards.
const CALLS = {
  build: () => build,
  aiPlay: (...args) => api.aiPlay(...args),
  gameAiPlay: (record, level) => {
    const game = api.Game.fromRecord(record);
    try {
      return game.aiPlay(level);
    } finally {
      game.free();
    }
  },
};

function take(m) {
  if (typeof m?.job === 'string') {
    job?.free();
    job = new api.Job(m.job);
    jobId = m.id;
    schedule();
  } else if (typeof m?.call === 'string' && Object.hasOwn(CALLS, m.call)) {
    try {
      postMessage({ call: m.id, result: CALLS[m.call](...(Array.isArray(m.args) ? m.args : [])) });
    } catch (err) {
      postMessage({ call: m.id, error: { name: err?.name ?? 'Error', message: String(err?.message ?? err) } });
    }
  }
}

try {
  const glue = await import(`./fevga_computer.js${version}`);
  await glue.default({ module_or_path: `./fevga_computer_bg.wasm${version}` });
  api = glue;
} catch (err) {
  postMessage({ failed: String(err?.message ?? err) });
  throw err;
}
postMessage({ ready: true });
for (const m of queued.splice(0)) take(m);
