// The JS API fuzzed through its real wasm-bindgen glue (loaded by tests/fuzz.rs): every exported
// function and every Game method, called with seeded random values of every JS type. Each call
// must return or throw a JS Error; a wasm trap (WebAssembly.RuntimeError) fails the test, since it
// poisons the module for every later call.

import { createRequire } from 'node:module';

// wasm-bindgen-test-runner puts the glue (`wasm-bindgen-test.js`: the same module instance the
// tests run in) in its temporary directory and adds that directory to NODE_PATH.
const require = createRequire(import.meta.url);
const api = require('wasm-bindgen-test');

// mulberry32: small, seeded, good enough to pick values.
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NEAR_VALID = [
  'fevga', 'multezim', 'Fevga', 'FEVGA', ' fevga', 'chess', '',
  'W:24x15 B:12x15 W', 'W:24x15 B:12x15 B', 'W:24x14,13 B:12x15 B', 'W:24x16 B:12x15 W',
  'W:24x15 B:24 W', 'W: B: W', 'W:0x15 B:12x15 W', 'W:25x15 B:12x15 W', 'W:24x15', 'W:24x99999999999 B:12x15 W',
  '6-5', '6-6', '1-1', '1-2', '6-7', '0-0', '65', '6-5-4', '-', '6-', 'six-five', '6–5',
  '24/13', '24/18', '24/18/13', '24/13 13/8', '24/x', '13/off', 'pass', 'Pass', '24/18(2)', '24/18*',
  'easy', 'normal', 'hard', 'Hard', 'expert',
  'Rules: fevga\nMatch: 1\nScore: 0-0\n', 'Rules: fevga\n', '1. W 6-5 24/13\n', '\n', '\0', '\ud800', '🎲',
];

class Failure extends Error {}

// Every method of a freed Game, and `free` again, throws wasm-bindgen's `Error` (the glue zeroes
// the object's pointer on `free`; Rust refuses a null one); returns the messages.
export function useAfterFree() {
  const g = new api.Game('fevga', 3);
  g.setDice('6-5');
  g.free();
  const messages = new Set();
  const calls = [() => g.state(), () => g.rollOpening(), () => g.roll(), () => g.setDice('6-5'),
    () => g.play('24/13'), () => g.aiPlay('easy'), () => g.nextGame(), () => g.record(), () => g.free()];
  for (const f of calls) {
    try {
      f();
      throw new Failure(`${f} returned on a freed Game`);
    } catch (e) {
      if (e instanceof Failure || e instanceof WebAssembly.RuntimeError || !(e instanceof Error)) throw e;
      messages.add(`${e.constructor.name}: ${e.message}`);
    }
  }
  return [...messages].join('; ');
}

export function fuzz(seed, calls) {
  // The runner's debug glue type-checks strings in JS and would hide the traps; the page ships
  // the plain glue. .cargo/config.toml sets this for every cargo command.
  if (!process.env.WASM_BINDGEN_NO_DEBUG) throw new Error('set WASM_BINDGEN_NO_DEBUG=1: the fuzz must run against the plain glue');
  const rand = prng(seed);
  const int = (n) => Math.floor(rand() * n);
  const pick = (xs) => xs[int(xs.length)];
  const { Game } = api;
  // Live games; the first is played on most, so games reach their end and the next game.
  const games = [new Game()];
  const freed = [];
  const records = [];
  let finished = 0;

  const mutate = (s) => {
    const chars = [...s];
    for (let k = 1 + int(3); k > 0; k--) {
      const i = int(chars.length + 1);
      const c = String.fromCharCode(int(4) === 0 ? int(0x10000) : 32 + int(96));
      switch (int(4)) {
        case 0: chars.splice(i, 1); break;
        case 1: chars.splice(i, 0, c); break;
        case 2: chars[i] = c; break;
        default: chars.splice(i, 0, ...chars.slice(0, int(chars.length + 1)));
      }
    }
    return chars.join('');
  };
  const randomString = () => {
    switch (int(6)) {
      case 0: case 1: return pick(NEAR_VALID);
      case 2: return mutate(pick(NEAR_VALID));
      case 3: return records.length ? (int(2) ? pick(records) : mutate(pick(records))) : '';
      case 4: return 'x'.repeat(int(3) === 0 ? 100000 : int(50));
      default: return Array.from({ length: int(20) }, () => String.fromCharCode(int(0x10000))).join('');
    }
  };
  const NUMBERS = [0, -0, 1, 2, 3, 5, -1, 0.5, 1.5, NaN, Infinity, -Infinity, 2 ** 31, 2 ** 31 - 1, 2 ** 32,
    2 ** 32 - 1, 2 ** 32 + 1, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, Number.MIN_VALUE, 1e308, -1e-308];
  const randomValue = () => {
    switch (int(14)) {
      case 0: return undefined;
      case 1: return null;
      case 2: return int(2) === 0;
      case 3: return pick(NUMBERS);
      case 4: return int(3) ? int(10) : (rand() - 0.5) * 10 ** int(20);
      case 5: case 6: case 7: return randomString();
      case 8: return pick([[], ['fevga'], [6, 5], [[]], new Array(3), 'W:24x15 B:12x15 W'.split(' ')]);
      case 9: return pick([{}, { toString: () => 'fevga' }, { valueOf: () => 3 }, Object.create(null),
        { toString() { throw new Error('toString called'); } }, new String('fevga'), new Number(3),
        new Date(0), /6-5/, new Uint8Array(4), Promise.resolve(1), new Error('e'), new Map(),
        new Proxy({}, { get() { throw new Error('proxy touched'); } })]);
      case 10: return pick([() => 'fevga', function f() {}, class C {}, Math.max, Game, Game.fromRecord]);
      case 11: return pick([Symbol('s'), Symbol.iterator, Symbol.for('fevga')]);
      case 12: return pick([0n, 1n, 5n, -1n, 2n ** 64n]);
      default: return pick([pick(games), freed.length ? pick(freed) : undefined, Game.prototype]);
    }
  };
  // Mostly values of any type; sometimes a plausible string, so the engine's own checks run too.
  const randomArg = () => (int(3) === 0 ? pick(NEAR_VALID) : randomValue());
  const randomArgs = (arity) => Array.from({ length: Math.max(0, arity + int(4) - 2) }, randomArg);

  const retire = (g) => {
    const i = games.indexOf(g);
    if (i >= 0) games.splice(i, 1);
    if (games.length === 0) games.push(new Game());
  };
  const adopt = (g) => {
    if (!(g instanceof Game)) return;
    games.push(g);
    if (games.length > 6) {
      const [old] = games.splice(1, 1);
      release(old);
      freed.push(old);
      if (freed.length > 4) freed.shift();
    }
  };

  // A plausible turn on a live game, so games reach every phase (play, over, the next game).
  const advance = (g) => {
    const s = g.state();
    switch (s.phase) {
      case 'opening': return int(2) ? g.rollOpening() : g.setDice(`${1 + int(6)}-${1 + int(6)}`);
      case 'roll': return int(3) ? g.roll() : g.setDice(`${1 + int(6)}-${1 + int(6)}`);
      case 'play':
        if (int(4) === 0) return g.aiPlay(pick(['easy', 'normal', undefined]));
        return g.play(s.legalPlays.length ? pick(s.legalPlays).move : 'pass');
      default:
        finished += 1;
        records.push(g.record());
        if (s.matchWinner) {
          retire(g);
          release(g);
          freed.push(g);
          return undefined;
        }
        return g.nextGame();
    }
  };

  const functions = Object.keys(api)
    .filter((k) => typeof api[k] === 'function' && !k.startsWith('__') && k !== 'Game' && k !== 'WasmBindgenTestContext')
    .map((k) => [k, api[k]]);
  // Every method on the prototype, wasm-bindgen's own (`free`, `__destroy_into_raw`,
  // `Symbol.dispose`) included: they release the object, so use-after-free gets fuzzed too.
  const methods = Reflect.ownKeys(Game.prototype)
    .filter((k) => k !== 'constructor' && typeof Game.prototype[k] === 'function')
    .map((k) => [String(k), Game.prototype[k], ['free', '__destroy_into_raw', Symbol.dispose].includes(k)]);
  // Not the glue's `Game.__wrap(pointer)`: it makes a Game of any address, like setting
  // `__wbg_ptr` by hand; no binding can guard against that.
  const statics = Object.getOwnPropertyNames(Game)
    .filter((k) => typeof Game[k] === 'function' && !k.startsWith('__'))
    .map((k) => [k, Game[k]]);
  for (const name of ['legalPlays', 'parsePosition', 'applyMove', 'aiPlay', 'whyNot']) {
    if (!functions.some(([k]) => k === name)) throw new Error(`the API has no ${name}`);
  }
  for (const name of ['state', 'rollOpening', 'roll', 'setDice', 'play', 'aiPlay', 'nextGame', 'record', 'free']) {
    if (!methods.some(([k]) => k === name)) throw new Error(`Game has no method ${name}`);
  }
  if (!statics.some(([k]) => k === 'fromRecord')) throw new Error('Game has no fromRecord');

  const show = (v) => {
    if (typeof v === 'string') return JSON.stringify(v.length > 60 ? `${v.slice(0, 60)}…` : v);
    if (typeof v === 'bigint') return `${v}n`;
    if (typeof v === 'symbol' || typeof v === 'number') return String(v);
    if (typeof v === 'function') return `function ${v.name}`;
    if (v instanceof Game) return v.__wbg_ptr ? 'a Game' : 'a freed Game';
    if (v === null || v === undefined || typeof v === 'boolean') return String(v);
    try {
      return Object.prototype.toString.call(v);
    } catch {
      return 'a Proxy that throws';
    }
  };

  const thrown = {};
  let made = 0;
  const recent = [];
  const failure = (what) => new Failure(`${what}; the last calls: ${recent.join(' ; ')}`);
  // Freeing a live Game cannot fail unless the module's memory is corrupt.
  const release = (g) => {
    try {
      g.free();
    } catch (e) {
      throw failure(`freeing a live Game threw ${e}: memory corrupted`);
    }
  };
  const started = performance.now();
  const call = (label, f) => {
    made += 1;
    recent.push(label());
    if (recent.length > 5) recent.shift();
    try {
      return f();
    } catch (e) {
      if (e instanceof Failure) throw e;
      if (e instanceof WebAssembly.RuntimeError || !(e instanceof Error)) {
        throw failure(`call ${made} threw ${show(e)} ${e}`);
      }
      thrown[e.constructor.name] = (thrown[e.constructor.name] || 0) + 1;
      return undefined;
    }
  };

  while (made < calls) {
    const kind = int(10);
    if (kind < 2) {
      const g = int(3) ? games[0] : pick(games);
      call(() => `advance (${show(g)})`, () => advance(g));
    } else if (kind < 5) {
      const [name, f] = pick(functions);
      const args = randomArgs(f.length);
      call(() => `${name}(${args.map(show).join(', ')})`, () => f(...args));
    } else if (kind < 8) {
      const [name, f, releases] = pick(methods);
      const r = int(10);
      const self = r < 7 ? pick(games) : r < 9 && freed.length ? pick(freed) : randomValue();
      const args = randomArgs(f.length);
      if (releases && self instanceof Game) {
        // Free the live games only now and then, the first rarely.
        if (games.includes(self) && int(self === games[0] ? 50 : 4)) continue;
        retire(self);
        freed.push(self);
      }
      const out = call(() => `(${show(self)}).${name}(${args.map(show).join(', ')})`, () => f.apply(self, args));
      if (name === 'record' && typeof out === 'string') records.push(out);
    } else if (kind < 9) {
      const args = randomArgs(2);
      adopt(call(() => `new Game(${args.map(show).join(', ')})`, () => new Game(...args)));
    } else {
      const [name, f] = pick(statics);
      const args = randomArgs(f.length);
      adopt(call(() => `Game.${name}(${args.map(show).join(', ')})`, () => f(...args)));
    }
    if (records.length > 50) records.splice(0, 25);
  }
  const seconds = (performance.now() - started) / 1000;

  // After the storm the module still answers a good call.
  const plays = api.legalPlays('fevga', 'W:24x15 B:12x15 W', '6-5');
  if (plays.length !== 1 || plays[0].move !== '24/13' || plays[0].position !== 'W:24x14,13 B:12x15 B') {
    throw new Error(`legalPlays after the fuzz: ${JSON.stringify(plays)}`);
  }
  const g = new Game('fevga', 3);
  g.setDice('6-5');
  g.play('24/13');
  if (g.state().position.text !== 'W:24x14,13 B:12x15 B') throw new Error('Game after the fuzz');
  release(g);
  games.forEach(release);

  const threw = Object.values(thrown).reduce((a, b) => a + b, 0);
  const kinds = Object.entries(thrown).map(([k, n]) => `${k} ${n}`).join(', ');
  return `${made} calls, ${threw} threw (${kinds}), ${finished} games played out, ${seconds.toFixed(1)} s, seed ${seed}`;
}
