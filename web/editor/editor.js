// The position editor (issue 20): set up a position by clicking the preview's points (the tool
// says which colour, or take away) or in the list of points (keyboard), choose the side to move,
// dice, rules, language, orientation, numbers, caption and last move, and copy the result out as
// the <fevga-diagram> snippet, the iframe snippet, the game link, the position text or an SVG
// file. Every change is the engine's (setCount, changePosition: the core refuses what it must,
// with its reason, and the position stays); the preview is the diagram's own markup and style.
import init, {
  boardNumber, changePosition, diagramFault, diagramStyle, diagramSvg, editorWords, gameFragment,
  positionCounts, renderDiagram, setCount, startPosition,
} from './fevga_diagram_web.js';

await init();
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const tag = (params.get('lang') ?? navigator.language ?? 'en').slice(0, 2).toLowerCase();
const lang = ['en', 'de', 'tr', 'bg'].includes(tag) ? tag : 'en';
const words = editorWords(lang);
document.documentElement.lang = lang;
document.title = `${words['editor-title']} · Fevga`;
$('title').textContent = words['editor-title'];
$('intro').textContent = words['editor-intro'];
for (const el of document.querySelectorAll('[data-w]')) el.textContent = words[el.dataset.w];

// The site's root (this page is editor/ in it): where the diagram's script and the game are.
const site = new URL('../', location.href).href;
let position = startPosition();
const given = params.get('position') ?? new URLSearchParams(location.hash.slice(1)).get('position');
if (given && positionCounts(given).length) position = given;

for (let a = 6; a >= 1; a--) {
  for (let b = a; b >= 1; b--) $('dice').add(new Option(`${a}-${b}`, `${a}-${b}`));
}
$('lang').value = lang;

// The preview: the diagram's own markup and style in a shadow root, as an embed shows it.
const preview = $('preview').attachShadow({ mode: 'open' });
const sheet = new CSSStyleSheet();
sheet.replaceSync(diagramStyle());
preview.adoptedStyleSheets = [sheet];

function attrs() {
  const a = ['lang', $('lang').value];
  if ($('rules').value !== 'fevga') a.push('rules', $('rules').value);
  if ($('bottom').value !== 'white') a.push('bottom', $('bottom').value);
  if (!$('numbers').checked) a.push('numbers', 'off');
  if ($('last-move').value.trim()) a.push('last-move', $('last-move').value.trim());
  if ($('caption').value.trim()) a.push('caption', $('caption').value.trim());
  return a;
}

/** Applies an edit's answer `[text, fault]`: the new position, or the core's reason. */
function apply([text, fault]) {
  position = text;
  $('fault').textContent = fault;
  draw();
}

function counts() {
  return positionCounts(position);
}

// The list of points, in the numbers the board shows (24 down to 1), each colour's count.
function drawList() {
  const c = counts();
  const rows = [];
  const bottom = $('bottom').value;
  const byNumber = [];
  for (let p = 1; p <= 24; p++) byNumber[boardNumber(bottom, p)] = p;
  for (let n = 24; n >= 1; n--) {
    const p = byNumber[n];
    const row = document.createElement('tr');
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = pointWord(n);
    row.append(th);
    for (const color of ['white', 'black']) {
      const td = document.createElement('td');
      const input = document.createElement('input');
      input.type = 'number';
      input.min = '0';
      input.max = '15';
      input.value = String(color === 'white' ? Math.max(c[p], 0) : Math.max(-c[p], 0));
      input.dataset.point = String(p);
      input.dataset.color = color;
      input.setAttribute('aria-label', `${pointWord(n)}, ${words[color]}`);
      td.append(input);
      row.append(td);
    }
    rows.push(row);
  }
  $('points').replaceChildren(...rows);
}

// "Point { $point }" with its number (the wasm gives the words with the placeable as {point}).
function pointWord(n) {
  return words['editor-point'].replace('{point}', String(n));
}

function draw() {
  const a = attrs();
  preview.innerHTML = renderDiagram(position, a, 0, '');
  $('turn').value = counts()[0] > 0 ? 'white' : 'black';
  const focused = document.activeElement?.closest?.('#points') ? [document.activeElement.dataset.point, document.activeElement.dataset.color] : null;
  drawList();
  if (focused) document.querySelector(`#points input[data-point="${focused[0]}"][data-color="${focused[1]}"]`)?.focus();
  drawOut(a);
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
  const iframe = `<iframe src="${htmlAttr(`${site}diagram/?${query}`)}" title="Fevga" style="width:100%;max-width:40rem;height:620px;border:0"></iframe>`;
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
    area.rows = id === 'element' ? 3 : id === 'text' ? 1 : 2;
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

preview.addEventListener('click', (e) => {
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
for (const id of ['dice', 'rules', 'lang', 'bottom', 'numbers']) $(id).addEventListener('change', () => { $('fault').textContent = ''; draw(); });
for (const id of ['caption', 'last-move']) $(id).addEventListener('input', () => { $('fault').textContent = ''; draw(); });

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

draw();
$('editor').hidden = false;
document.documentElement.dataset.ready = 'true';
