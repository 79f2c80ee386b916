// The position editor (issues 20 and 34): set up a position by clicking the preview's points (the
// tool says which colour, or take away) or in the list of points (keyboard), choose the side to
// move, the roll to play, rules, language, orientation, numbers, caption and last move, every
// other option of the element (theme, width, colours, description, "play from here"), arrows,
// highlights and a comment on each position shown, and a "your move" task (its answer typed,
// found by the computer in its worker, or taken from one of Learn's puzzles), and copy the result
// out as the <fevga-diagram> snippet, the iframe snippet, the game link, the position text or an
// SVG file (or a PNG drawn from it). The editor's own address follows every change, so a reload
// or a shared address opens the same diagram. A "play moves" mode records the last move and a sequence to
// step through by playing them on the board (playStep: the core checks each step and says why
// one is refused). It opens on a game link's position (#position=…&dice=…&rules=…, as the
// game's "Copy as diagram" makes it). Every change is the engine's (setCount, changePosition: the core refuses what it must,
// with its reason, and the position stays); the preview is the diagram's own markup and style.
import init, {
  boardNumber, changePosition, colourDefaults, diagramFault, diagramStyle, diagramSvg, editorWords, frameCount,
  gameFragment, playStep, positionCounts, puzzleTask, readLink, renderDiagram, setCount, showSiteHeader, siteLang,
  startPosition, takeBack,
} from './fevga_diagram_web.js';

await init();
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
// The site's language (the page kit's one choice, as on every page) and its one header.
const lang = siteLang();
showSiteHeader(lang);
const words = editorWords(lang);
document.documentElement.lang = lang;
document.title = `${words['editor-title']} · ${words['app-title']}`;
$('title').textContent = words['editor-title'];
$('intro').textContent = words['editor-intro'];
for (const el of document.querySelectorAll('[data-w]')) el.textContent = words[el.dataset.w];

// The site's root (this page is editor/ in it): where the diagram's script and the game are.
const site = new URL('../', location.href).href;
let position = startPosition();
const given = params.get('position');
if (given && positionCounts(given).length) position = given;

for (let a = 6; a >= 1; a--) {
  for (let b = a; b >= 1; b--) {
    $('dice').add(new Option(`${a}-${b}`, `${a}-${b}`));
    $('roll').add(new Option(`${a}-${b}`, `${a}-${b}`));
  }
}
$('diagram-lang').value = lang;
// A colour picker for each colour the element takes, starting from the diagram's own; a colour
// is the author's (and in the snippets) only once picked.
const colours = new Map();
for (const [name, own] of colourDefaults()) {
  const label = document.createElement('label');
  label.dataset.colour = name;
  const input = document.createElement('input');
  input.type = 'color';
  input.id = `color-${name}`;
  input.value = own || (name === 'background' ? '#ffffff' : '#1d1b1e');
  input.dataset.own = input.value;
  const span = document.createElement('span');
  span.textContent = words[`editor-color-${name}`];
  label.append(input, span);
  $('colours').append(label);
}
// Arrows, highlights and a comment for each position shown (index 0 the element's, then one
// after each play of `moves`).
let notes = [];
// A game link's fragment: its position, roll (also the roll to play) and rules.
const link = readLink(location.hash, lang);
if (link.length === 3) {
  [position] = link;
  $('dice').value = link[1];
  $('roll').value = link[1];
  $('rules').value = link[2];
} else if (link.length === 1) {
  $('fault').textContent = link[0];
}
// The diagram page's parameters (its "edit" link passes them on): the diagram's own settings.
for (const id of ['rules', 'bottom', 'caption', 'last-move', 'moves', 'dice', 'theme', 'size', 'description', 'answer']) {
  if (params.has(id)) $(id).value = params.get(id);
}
// The diagram's language: the editor's own address names it apart from the site's (?lang= is
// the site's choice, which the diagram page's "edit" link passes on).
if (['en', 'de', 'tr', 'bg'].includes(params.get('diagram-lang'))) $('diagram-lang').value = params.get('diagram-lang');
if (params.get('numbers') === 'off') $('numbers').checked = false;
if (params.get('play') === 'off') $('reader-play').checked = false;
if (params.get('answer')) $('task').checked = true;
for (const [name, value] of params) {
  if (name.startsWith('color-') && $(name)?.type === 'color') {
    colours.set(name.slice(6), value);
    if (/^#[0-9a-f]{6}$/i.test(value)) $(name).value = value;
  }
}
for (const [field, attr] of [['arrows', 'arrows'], ['highlight', 'highlight'], ['comment', 'comments']]) {
  (params.get(attr) ?? '').split('|').forEach((part, i) => {
    notes[i] ??= { arrows: '', highlight: '', comment: '' };
    notes[i][field] = part.trim();
  });
}

// Playing moves: the steps of the turn being entered, the checker chosen (White's point), the
// frame the preview shows (a large number: the last).
let steps = '';
let chosen = null;
let frame = 0;

// The preview: the diagram's own markup and style in a shadow root, as an embed shows it.
const preview = $('preview').attachShadow({ mode: 'open' });
const sheet = new CSSStyleSheet();
sheet.replaceSync(diagramStyle());

/** The attributes that make the positions shown (the rest only adds to them). */
function baseAttrs() {
  const a = ['lang', $('diagram-lang').value];
  if ($('rules').value !== 'fevga') a.push('rules', $('rules').value);
  if ($('bottom').value !== 'white') a.push('bottom', $('bottom').value);
  if ($('last-move').value.trim()) a.push('last-move', $('last-move').value.trim());
  if ($('moves').value.trim()) a.push('moves', $('moves').value.trim());
  return a;
}

/** How many positions the diagram shows (0 while it cannot be drawn). */
function frames() {
  return frameCount(position, baseAttrs());
}

/** The position whose marks the fields edit: the one the preview shows. */
function markedFrame() {
  return Math.max(0, Math.min(frame, frames() - 1));
}

/** One part a position shown, `|` between them, empty ones at the end left out. */
function perFrame(field) {
  const parts = [];
  for (let i = 0; i < (frames() || notes.length); i++) parts.push((notes[i]?.[field] ?? '').trim());
  while (parts.length && !parts.at(-1)) parts.pop();
  // `a | | b`, not `a |  | b`.
  return parts.map((p, i) => (i === 0 ? p : p ? `| ${p}` : '|')).join(' ');
}

function attrs() {
  const a = baseAttrs();
  if (!$('numbers').checked) a.push('numbers', 'off');
  if ($('caption').value.trim()) a.push('caption', $('caption').value.trim());
  if ($('description').value.trim()) a.push('description', $('description').value.trim());
  if (!$('reader-play').checked) a.push('play', 'off');
  if ($('theme').value) a.push('theme', $('theme').value);
  if ($('size').value) a.push('size', $('size').value);
  for (const [name, value] of colours) a.push(`color-${name}`, value);
  if ($('dice').value) a.push('dice', $('dice').value);
  for (const [field, attr] of [['arrows', 'arrows'], ['highlight', 'highlight'], ['comment', 'comments']]) {
    const v = perFrame(field);
    if (v) a.push(attr, v);
  }
  if ($('task').checked && $('answer').value.trim()) a.push('answer', $('answer').value.trim());
  return a;
}

/** The preview as the element shows it: its theme and width (its host's attributes) and colours. */
function previewLook(a) {
  const host = $('preview');
  for (const name of ['theme', 'size']) {
    const i = a.indexOf(name);
    if (i >= 0 && i % 2 === 0) host.setAttribute(name, a[i + 1]);
    else host.removeAttribute(name);
  }
  for (const input of $('colours').querySelectorAll('input')) {
    const name = input.id.slice(6);
    if (colours.has(name)) host.style.setProperty(`--fevga-${name}`, colours.get(name));
    else host.style.removeProperty(`--fevga-${name}`);
    input.closest('label').classList.toggle('set', colours.has(name));
  }
}

/** The marks' fields show the position the preview shows. */
function drawMarks() {
  const n = frames();
  const k = markedFrame();
  $('marks-frame').textContent = n ? words['editor-marks-frame'].replace('{n}', String(k + 1)).replace('{count}', String(n)) : '';
  const note = notes[k] ?? { arrows: '', highlight: '', comment: '' };
  for (const field of ['arrows', 'highlight', 'comment']) if ($(field).value !== note[field]) $(field).value = note[field];
}

/** The editor's own address: the diagram as the iframe page's parameters (the diagram's language
 * apart from the site's), so a reload or a shared address opens it again. */
function keepAddress(a) {
  const pairs = [['position', position]];
  for (let i = 0; i < a.length; i += 2) pairs.push([a[i] === 'lang' ? 'diagram-lang' : a[i], a[i + 1]]);
  const query = new URLSearchParams(pairs).toString();
  if (location.search !== `?${query}`) history.replaceState(null, '', `?${query}`);
}

/** Applies an edit's answer `[text, fault]`: the new position, or the core's reason. */
function apply([text, fault]) {
  position = text;
  steps = '';
  chosen = null;
  $('fault').textContent = fault;
  draw();
}

function counts() {
  return positionCounts(position);
}

// The list of points, in the numbers the board shows (24 down to 1), each colour's count. The
// rows are made once and their fields updated in place: a count typed and left by Tab keeps the
// focus on the next field (a table made anew would drop it to the page).
function drawList() {
  const c = counts();
  const bottom = $('bottom').value;
  const byNumber = [];
  for (let p = 1; p <= 24; p++) byNumber[boardNumber(bottom, p)] = p;
  if ($('points').rows.length !== 24) {
    const rows = [];
    for (let i = 0; i < 24; i++) {
      const row = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      row.append(th);
      for (const color of ['white', 'black']) {
        const td = document.createElement('td');
        const input = document.createElement('input');
        input.type = 'number';
        input.min = '0';
        input.max = '15';
        input.dataset.color = color;
        td.append(input);
        row.append(td);
      }
      rows.push(row);
    }
    $('points').replaceChildren(...rows);
  }
  [...$('points').rows].forEach((row, i) => {
    const n = 24 - i;
    const p = byNumber[n];
    row.cells[0].textContent = pointWord(n);
    for (const input of row.querySelectorAll('input')) {
      const { color } = input.dataset;
      const value = String(color === 'white' ? Math.max(c[p], 0) : Math.max(-c[p], 0));
      if (input.value !== value) input.value = value;
      input.dataset.point = String(p);
      input.setAttribute('aria-label', `${pointWord(n)}, ${words[color]}`);
    }
  });
}

// "Point { $point }" with its number (the wasm gives the words with the placeable as {point}).
function pointWord(n) {
  return words['editor-point'].replace('{point}', String(n));
}

function draw() {
  const a = attrs();
  previewLook(a);
  const playing = $('play').checked;
  if (playing && steps) {
    // The turn so far: its position, the chosen checker marked.
    const look = [];
    for (let i = 0; i < a.length; i += 2) if (['lang', 'bottom', 'numbers'].includes(a[i])) look.push(a[i], a[i + 1]);
    preview.innerHTML = renderDiagram(play().shown || position, look, 0, '');
  } else {
    preview.innerHTML = renderDiagram(position, a, playing ? 999 : frame, '');
  }
  if (playing && chosen !== null) preview.querySelector(`.pt[data-point="${chosen}"]`)?.classList.add('chosen');
  $('turn').value = counts()[0] > 0 ? 'white' : 'black';
  drawList();
  drawMarks();
  drawOut(a);
  keepAddress(a);
}

// The iframe snippet's height and title. The diagram is drawn here as the iframe page draws it
// (web/diagram/index.html: the frame 40 rem wide, the diagram 2 px in from each side, laid out in
// full, "play from here" under it), out of sight, at each step of its sequence: the snippet's
// height is the tallest, rounded up to 10 px with at least 8 px to spare, so a page without
// scripts shows the whole diagram on a wide screen (narrower, it is shorter). The title is the
// caption, else what the first frame shows in words (the board's description).
const measure = document.createElement('div');
measure.setAttribute('aria-hidden', 'true');
measure.style.cssText = 'position:absolute;left:-100000px;top:0;width:40rem;visibility:hidden';
const measured = document.createElement('div');
measured.style.cssText = 'display:block;max-width:none;padding:0 2px;content-visibility:visible;contain-intrinsic-size:none';
measure.append(measured);
document.body.append(measure);
const measuredRoot = measured.attachShadow({ mode: 'open' });
measuredRoot.adoptedStyleSheets = [sheet];

/** The diagram's widest (rem): its `size`'s, else the standard 40. */
function widthRem() {
  return Number($('size').selectedOptions[0]?.dataset.size ?? 40);
}

function fit(a) {
  measure.style.width = `${widthRem()}rem`;
  for (const name of ['size']) {
    const i = a.indexOf(name);
    if (i >= 0 && i % 2 === 0) measured.setAttribute(name, a[i + 1]);
    else measured.removeAttribute(name);
  }
  let tallest = 0;
  let title = '';
  for (let i = 0; i < 50; i++) {
    measuredRoot.innerHTML = renderDiagram(position, a, i, site);
    tallest = Math.max(tallest, measured.getBoundingClientRect().height);
    if (i === 0) title = measuredRoot.querySelector('svg[role=img]')?.getAttribute('aria-label') ?? '';
    const next = measuredRoot.querySelectorAll('button[data-step]')[1];
    if (!next || next.disabled) break;
  }
  measuredRoot.replaceChildren();
  for (let i = 0; i < a.length; i += 2) if (a[i] === 'caption') title = a[i + 1];
  return { height: Math.ceil((tallest + 8) / 10) * 10, title: title || words['app-title'] };
}

function htmlAttr(v) {
  return v.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

function drawOut(a) {
  const fault = diagramFault(position, a);
  $('refused').hidden = !fault;
  $('svg').disabled = !!fault;
  if (fault) $('fault').textContent = fault;
  const pairs = [];
  for (let i = 0; i < a.length; i += 2) pairs.push([a[i], a[i + 1]]);
  const element = `<script type="module" src="${site}diagram/fevga-diagram.js"></script>\n<fevga-diagram${pairs.map(([n, v]) => ` ${n}="${htmlAttr(v)}"`).join('')}>${htmlAttr(position)}</fevga-diagram>`;
  const query = new URLSearchParams([['position', position], ...pairs]).toString()
    .replaceAll('+', '%20').replaceAll('%3A', ':').replaceAll('%2C', ',').replaceAll('%2F', '/');
  const { height, title } = fit(a);
  const iframe = `<iframe src="${htmlAttr(`${site}diagram/?${query}`)}" title="${htmlAttr(title)}" style="width:100%;max-width:${widthRem()}rem;height:${height}px;border:0"></iframe>`;
  const fragment = gameFragment(position, $('dice').value, $('rules').value);
  const outs = [
    ['editor-out-element', element, 'element'],
    ['editor-out-iframe', iframe, 'iframe'],
    ['editor-out-link', fragment ? `${site}#${fragment}` : '', 'link'],
    ['editor-out-text', position, 'text'],
  ];
  $('outs').replaceChildren(...outs.map(([key, value, id]) => {
    const item = document.createElement('div');
    item.className = 'item';
    const label = document.createElement('label');
    label.htmlFor = `out-${id}`;
    label.textContent = words[key];
    const box = document.createElement('div');
    box.className = 'copy';
    const area = document.createElement('textarea');
    area.id = `out-${id}`;
    area.readOnly = true;
    area.rows = id === 'element' || id === 'iframe' ? 3 : id === 'text' ? 1 : 2;
    area.value = fault ? '' : value;
    const copy = document.createElement('button');
    copy.type = 'button';
    copy.textContent = words['editor-copy'];
    copy.dataset.copy = id;
    copy.disabled = !!fault;
    copy.setAttribute('aria-label', `${words['editor-copy']}: ${words[key]}`);
    box.append(area, copy);
    item.append(label, box);
    return item;
  }));
}

// The state playStep reads and answers.
function fields() {
  return {
    position, lastMove: $('last-move').value, moves: $('moves').value, rules: $('rules').value,
    dice: $('roll').value, steps, bottom: $('bottom').value, lang,
  };
}

/** Asks the engine about a click (White's points; `to` 0: borne off), or only for the state. */
function play(from, to) {
  return playStep(fields(), from, to);
}

/** Applies playStep's (or takeBack's) answer: the diagram's fields, the turn, what to say. */
function applyPlay(ans) {
  const recorded = ans.lastMove !== $('last-move').value.trim() || ans.moves !== $('moves').value.trim() || ans.position !== position;
  position = ans.position;
  $('last-move').value = ans.lastMove;
  $('moves').value = ans.moves;
  steps = ans.steps ?? '';
  $('fault').textContent = ans.fault;
  // A refused click keeps the prompt; the fault says why.
  if (ans.said !== undefined && !ans.fault) $('play-said').textContent = ans.said;
  if (recorded && ans.steps !== undefined) {
    // The next play has its own roll.
    $('roll').value = '';
    $('play-said').textContent = `${ans.said} ${play().said}`.trim();
  }
  frame = 999;
  draw();
}

// A chosen checker on the preview: outlined.
const marks = new CSSStyleSheet();
marks.replaceSync('.fevga-diagram .fevga-board .pt.chosen .tri{stroke:#1a73e8;stroke-width:8}.fevga-diagram .fevga-board .pt.chosen .ck:last-of-type{stroke:#1a73e8;stroke-width:8}');
preview.adoptedStyleSheets = [sheet, marks];

function playClick(e) {
  const pt = e.target.closest?.('.pt');
  const tray = e.target.closest?.('[data-tray]');
  const p = pt ? Number(pt.dataset.point) : tray ? 0 : null;
  if (p === null) return;
  if (chosen === null) {
    if (p === 0) return;
    const ans = play(p);
    if (!ans.fault && $('roll').value) chosen = p;
    applyPlay(ans);
  } else if (p === chosen) {
    chosen = null;
    applyPlay(play());
  } else {
    const from = chosen;
    chosen = null;
    applyPlay(play(from, p));
  }
}

preview.addEventListener('click', (e) => {
  const stepTo = e.target.closest?.('[data-step]');
  if (stepTo) {
    // The preview steps through the frames; the focus stays on the button pressed.
    const which = [...preview.querySelectorAll('[data-step]')].indexOf(stepTo);
    frame = Number(stepTo.dataset.step);
    draw();
    const again = preview.querySelectorAll('[data-step]')[which];
    (again && !again.disabled ? again : preview.querySelector('[data-step]:not([disabled])'))?.focus();
    return;
  }
  if ($('play').checked) {
    playClick(e);
    return;
  }
  const pt = e.target.closest?.('.pt');
  if (!pt) return;
  const p = Number(pt.dataset.point);
  const c = counts()[p] ?? 0;
  const tool = document.querySelector('input[name=tool]:checked').value;
  if (tool === 'remove') {
    if (c > 0) apply(setCount(position, 'white', p, c - 1, lang));
    else if (c < 0) apply(setCount(position, 'black', p, -c - 1, lang));
    return;
  }
  const own = tool === 'white' ? Math.max(c, 0) : Math.max(-c, 0);
  apply(setCount(position, tool, p, own + 1, lang));
});

$('points').addEventListener('change', (e) => {
  const input = e.target.closest('input');
  if (!input) return;
  apply(setCount(position, input.dataset.color, Number(input.dataset.point), Number(input.value), lang));
});
$('clear').addEventListener('click', () => apply(changePosition(position, 'clear', lang)));
$('start').addEventListener('click', () => apply([startPosition(), '']));
$('swap').addEventListener('click', () => apply(changePosition(position, 'swap', lang)));
$('turn').addEventListener('change', () => apply(changePosition(position, $('turn').value, lang)));
for (const id of ['dice', 'rules', 'diagram-lang', 'bottom', 'numbers', 'theme', 'size', 'reader-play', 'task']) $(id).addEventListener('change', () => { $('fault').textContent = ''; draw(); });
for (const id of ['caption', 'last-move', 'moves', 'description', 'answer']) $(id).addEventListener('input', () => { $('fault').textContent = ''; steps = ''; chosen = null; draw(); });
// A mark typed belongs to the position the preview shows.
for (const field of ['arrows', 'highlight', 'comment']) {
  $(field).addEventListener('input', () => {
    const k = markedFrame();
    for (let i = notes.length; i <= k; i++) notes[i] = { arrows: '', highlight: '', comment: '' };
    notes[k][field] = $(field).value;
    $('fault').textContent = '';
    draw();
  });
}
$('colours').addEventListener('input', (e) => {
  if (e.target.type !== 'color') return;
  colours.set(e.target.id.slice(6), e.target.value);
  draw();
});
$('colours-reset').addEventListener('click', () => {
  colours.clear();
  for (const input of $('colours').querySelectorAll('input')) input.value = input.dataset.own;
  draw();
});

// "Your move": the best play found by the computer (its own worker, started the first time it
// is asked: the editor's page does not carry the network), or taken from one of Learn's puzzles.
let computer = null;
let calls = 0;
function askComputer(args) {
  computer ??= new Promise((ok, bad) => {
    const w = new Worker(new URL('../computer/worker.js', location.href), { type: 'module' });
    w.addEventListener('message', (e) => (e.data?.ready ? ok(w) : e.data?.failed ? bad(new Error(e.data.failed)) : null));
    w.addEventListener('error', bad);
  });
  return computer.then((w) => new Promise((ok, bad) => {
    const id = ++calls;
    const on = (e) => {
      if (e.data?.call !== id) return;
      w.removeEventListener('message', on);
      if (e.data.error) bad(new Error(e.data.error.message));
      else ok(e.data.result);
    };
    w.addEventListener('message', on);
    w.postMessage({ call: 'aiPlay', id, args });
  }));
}
$('find').addEventListener('click', async () => {
  const dice = $('dice').value;
  if (!dice) {
    $('task-said').textContent = words['editor-choose-roll'];
    return;
  }
  const asked = `${position} ${dice} ${$('rules').value}`;
  $('find').disabled = true;
  $('task-said').textContent = words['editor-finding'];
  try {
    const found = await askComputer([$('rules').value, position, dice, 'expert']);
    // Answered for what is still on the board only.
    if (asked !== `${position} ${$('dice').value} ${$('rules').value}`) {
      $('task-said').textContent = '';
      return;
    }
    if (!found) {
      $('task-said').textContent = words['editor-find-none'].replace('{dice}', dice);
      return;
    }
    $('task').checked = true;
    $('answer').value = found.move;
    $('task-said').textContent = words['editor-found'].replace('{play}', found.move);
    draw();
  } catch {
    computer = null;
    $('task-said').textContent = words['editor-find-failed'];
  } finally {
    $('find').disabled = false;
  }
});
let puzzleFile = null;
async function loadPuzzle() {
  const id = $('puzzle').value;
  if (!id.trim()) return;
  try {
    puzzleFile ??= fetch(new URL('../learn/puzzles.txt', location.href)).then((r) => {
      if (!r.ok) throw new Error(String(r.status));
      return r.text();
    });
    const found = puzzleTask(await puzzleFile, id, lang);
    if (found.length === 1) {
      $('task-said').textContent = found[0];
      return;
    }
    const [text, rules, dice, answer] = found;
    position = text;
    steps = '';
    chosen = null;
    frame = 0;
    notes = [];
    $('rules').value = rules;
    $('dice').value = dice;
    $('roll').value = dice;
    $('last-move').value = '';
    $('moves').value = '';
    $('task').checked = true;
    $('answer').value = answer;
    $('fault').textContent = '';
    const side = words[positionCounts(position)[0] > 0 ? 'white' : 'black'];
    $('task-said').textContent = words['editor-puzzle-loaded']
      .replace('{id}', id.trim().toLowerCase()).replace('{side}', side).replace('{dice}', dice);
    draw();
  } catch {
    puzzleFile = null;
    $('task-said').textContent = words['editor-puzzle-failed'];
  }
}
$('puzzle-load').addEventListener('click', loadPuzzle);
$('puzzle').addEventListener('keydown', (e) => {
  if (e.key === 'Enter') loadPuzzle();
});

$('play').addEventListener('change', () => {
  const on = $('play').checked;
  for (const input of document.querySelectorAll('input[name=tool]')) input.disabled = on;
  steps = '';
  chosen = null;
  $('play-said').textContent = on ? play().said : '';
  $('fault').textContent = '';
  draw();
});
$('roll').addEventListener('change', () => {
  steps = '';
  chosen = null;
  $('fault').textContent = '';
  $('play-said').textContent = $('play').checked ? play().said : '';
  draw();
});
$('redo-move').addEventListener('click', () => {
  steps = '';
  chosen = null;
  $('fault').textContent = '';
  $('play-said').textContent = $('play').checked ? play().said : '';
  draw();
});
// By keys: one step (or a checker's whole way) written in the board's numbers, `24/18`, `3/off`.
function playTyped() {
  if (!$('play').checked) $('play').click();
  const m = $('step-text').value.match(/^\s*(\d{1,2})\s*\/\s*(\d{1,2}|off)\s*$/i);
  const white = [];
  for (let p = 1; p <= 24; p++) white[boardNumber($('bottom').value, p)] = p;
  const from = m && white[Number(m[1])];
  const to = m && (m[2].toLowerCase() === 'off' ? 0 : white[Number(m[2])]);
  if (!from || to === undefined) {
    $('fault').textContent = words['editor-step-bad'];
    return;
  }
  chosen = null;
  const ans = play(from, to);
  applyPlay(ans);
  if (!ans.fault) $('step-text').value = '';
}
$('step-play').addEventListener('click', playTyped);
$('step-text').addEventListener('keydown', (e) => {
  if (e.key === 'Enter') playTyped();
});
$('take-back').addEventListener('click', () => {
  const ans = takeBack({ position, lastMove: $('last-move').value, moves: $('moves').value, rules: $('rules').value, lang });
  steps = '';
  chosen = null;
  position = ans.position;
  $('last-move').value = ans.lastMove;
  $('moves').value = ans.moves;
  $('fault').textContent = ans.fault;
  $('play-said').textContent = $('play').checked ? play().said : '';
  frame = 999;
  draw();
});

$('outs').addEventListener('click', async (e) => {
  const b = e.target.closest('button[data-copy]');
  if (!b) return;
  const area = $(`out-${b.dataset.copy}`);
  try {
    await navigator.clipboard.writeText(area.value);
  } catch {
    area.select();
    document.execCommand('copy');
  }
  $('said').textContent = `${words[`editor-out-${b.dataset.copy}`]}: ${words['editor-copied']}`;
});

$('svg').addEventListener('click', () => {
  const svg = diagramSvg(position, attrs());
  if (!svg) return;
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  a.download = 'fevga-position.svg';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
});

// The same drawing as a PNG, twice the SVG's size (drawn on a canvas by the browser).
$('png').addEventListener('click', async () => {
  const svg = diagramSvg(position, attrs());
  if (!svg) return;
  const [w, h] = (svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/) ?? [0, 1088, 800]).slice(1).map(Number);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    await new Promise((ok, bad) => { img.onload = ok; img.onerror = bad; img.src = url; });
    const canvas = document.createElement('canvas');
    canvas.width = w * 2;
    canvas.height = h * 2;
    canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
    const png = await new Promise((ok) => canvas.toBlob(ok, 'image/png'));
    const a = document.createElement('a');
    a.href = URL.createObjectURL(png);
    a.download = 'fevga-position.png';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  } finally {
    URL.revokeObjectURL(url);
  }
});

draw();
$('editor').hidden = false;
document.documentElement.dataset.ready = 'true';
