// <fevga-diagram>: a Fevga position drawn for a rules page. Include this one module and write
//   <fevga-diagram lang="bg" last-move="24/13">W:24x14,13 B:12x15 B</fevga-diagram>
// The element's text is the position, so the page reads without scripts; the drawing goes into
// the element's shadow root. Every check and word comes from the wasm (fevga-diagram); nothing
// from an attribute is inserted as markup. Attributes: lang, rules, bottom, numbers, last-move,
// caption, moves, play, description, theme, size (the README's embed contract, version 1), and
// dice, arrows, highlight, comments (version 1.1).
// Keyboard: Tab to Previous/Next, Enter or Space to step, ← and → step too; each step is said
// in a live region that stays while the drawing under it is replaced.
// "Your move" (attributes dice and answer): the diagram offers to play the move; the first time a
// reader starts one, the task's own module (./task/, a wasm of its own) loads, and the board takes
// the play (tap, drag, the arrow keys and Enter), judged on Done. The element keeps only the
// list of the reader's acts; the wasm replays it and draws.
import init, { diagramAttributes, diagramPending, diagramStyle, renderDiagram } from './fevga_diagram_web.js';

// The task's module (./task/): loaded once, when a reader first starts a "your move" diagram.
let task = null;
// The board's keys as a task's acts name them.
const KEYS = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', Home: 'home', End: 'end' };
/** A board spot as an act names it: its point (White's numbering) or `off` (a tray). */
const spotOf = (el, mover) => (el.dataset.point ?? (el.dataset.tray ? 'off' : mover));

// One style sheet for every diagram on the page.
const sheet = new CSSStyleSheet();
const ready = init().then(() => sheet.replaceSync(diagramStyle()));
// The game lives one folder up from this script: "play from here" opens it there.
const game = new URL('../', import.meta.url).href;

// A diagram draws when it comes near the view, and the others a few at a time while the page is
// idle: a page of dozens paints as soon as the few in view are drawn.
const waiting = new Set();
const near = new IntersectionObserver((entries) => {
  for (const e of entries) if (e.isIntersecting) e.target.draw();
}, { rootMargin: '50% 0px' });
const whenIdle = window.requestIdleCallback
  ? (f) => requestIdleCallback(f, { timeout: 1000 })
  : (f) => setTimeout(() => f({ timeRemaining: () => 10 }), 30);
let idleQueued = false;
function drawIdle(deadline) {
  idleQueued = false;
  // At most ~10 ms at a time, so a tap or key press is never kept waiting.
  const end = performance.now() + Math.min(deadline.timeRemaining(), 10);
  for (const d of waiting) {
    d.draw();
    if (performance.now() > end) break;
  }
  if (waiting.size) queueIdle();
}
function queueIdle() {
  if (!idleQueued) {
    idleQueued = true;
    whenIdle(drawIdle);
  }
}

// A link to a section (rules/en.html#s5) lands on it and keeps it there while the diagrams above
// it draw, each taller than its placeholder: until the reader scrolls, clicks or types, a drawing
// above the section puts the section back where the link put it.
let anchor = null;
function takeAnchor() {
  const id = decodeURIComponent(location.hash.slice(1));
  anchor = id ? document.getElementById(id) : null;
}
takeAnchor();
addEventListener('hashchange', takeAnchor);
for (const ev of ['wheel', 'touchstart', 'keydown', 'mousedown']) {
  addEventListener(ev, () => { anchor = null; }, { passive: true, capture: true });
}
// A diagram changes size when it draws, and again when the browser first lays it out (an
// off-screen diagram is skipped with a size kept for it, `content-visibility`): any of them.
const resized = new ResizeObserver((entries) => {
  const before = (el) => el.compareDocumentPosition(anchor) & Node.DOCUMENT_POSITION_FOLLOWING;
  if (anchor?.isConnected && entries.some((e) => before(e.target))) anchor.scrollIntoView({ behavior: 'instant' });
});

class FevgaDiagram extends HTMLElement {
  static get observedAttributes() {
    return diagramAttributes();
  }

  connectedCallback() {
    if (!this.shadowRoot) {
      this.frame = 0;
      const root = this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [sheet];
      this.body = document.createElement('div');
      this.body.innerHTML = diagramPending();
      this.announcer = document.createElement('p');
      this.announcer.className = 'fevga-announce';
      this.announcer.setAttribute('aria-live', 'polite');
      root.append(this.body, this.announcer);
      root.addEventListener('click', (e) => {
        const t = e.target.closest('button[data-task]');
        if (t) {
          if (t.getAttribute('aria-disabled') !== 'true') this.act(t.dataset.task === 'start' ? null : t.dataset.task);
          return;
        }
        const spot = this.acts && e.target.closest('svg .pt[data-point], svg .tray[data-tray]');
        if (spot && !this.dragged) this.act(`tap ${spotOf(spot, this.mover)}`);
        const b = e.target.closest('button[data-step]');
        if (!b || b.disabled) return;
        this.step(Number(b.dataset.step), b === root.querySelector('button[data-step]'));
      });
      // A checker dragged on a task's board: pressed on a point, let go on another (or a tray).
      root.addEventListener('pointerdown', (e) => {
        const from = this.acts && e.target.closest('svg .pt[data-point]');
        this.dragFrom = from ? from.dataset.point : null;
        this.dragged = false;
      });
      root.addEventListener('pointerup', (e) => {
        if (!this.dragFrom) return;
        const under = root.elementFromPoint?.(e.clientX, e.clientY)?.closest('svg .pt[data-point], svg .tray[data-tray]');
        const to = under && spotOf(under, this.mover);
        const from = this.dragFrom;
        this.dragFrom = null;
        if (to && to !== from) {
          this.dragged = true;
          this.act(`drag ${from} ${to}`);
          setTimeout(() => { this.dragged = false; }, 0);
        }
      });
      root.addEventListener('keydown', (e) => {
        const spot = this.acts && e.target.closest?.('svg .pt[data-point], svg .tray[data-tray]');
        if (spot) {
          const key = KEYS[e.key];
          if (key) {
            e.preventDefault();
            this.act(`key ${key}`);
          } else if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            this.act(`tap ${spotOf(spot, this.mover)}`);
          } else if (e.key === 'Escape') {
            this.act('escape');
          }
          return;
        }
        if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || !e.target.closest?.('button[data-step]')) return;
        e.preventDefault();
        const [prev, next] = root.querySelectorAll('button[data-step]');
        const b = e.key === 'ArrowLeft' ? prev : next;
        if (b && !b.disabled) this.step(Number(b.dataset.step), b === prev);
      });
    }
    resized.observe(this);
    if (this.drawn) {
      this.draw();
    } else {
      waiting.add(this);
      near.observe(this);
      queueIdle();
    }
  }

  /** Shows frame `frame`, says where the steps stand and the move, and keeps the focus on the
   * control the person used (or the other one at an end). */
  step(frame, back) {
    this.frame = frame;
    this.draw();
    const root = this.shadowRoot;
    const said = ['.where', '.last', '.comment'].map((s) => root.querySelector(s)?.textContent).filter(Boolean);
    this.announcer.textContent = said.join('. ');
    const [prev, next] = root.querySelectorAll('button[data-step]');
    const keep = back ? prev : next;
    (keep && !keep.disabled ? keep : back ? next : prev)?.focus();
  }

  /** One act of the reader on a "your move" task (`null`: start it), then the task drawn again,
   * what it did said, and the focus kept on the board while it takes the play (else on the
   * button that comes next). The task's module loads the first time. */
  async act(a) {
    if (!this.acts) {
      task ??= import('./task/fevga_diagram_web.js').then(async (m) => { await m.default(); return m; });
      this.task = await task;
      this.acts = [];
      this.mover = this.textContent.trim().slice(-1) === 'B' ? 'B' : 'W';
    }
    if (a) this.acts.push(a);
    this.draw();
    const root = this.shadowRoot;
    if (a) {
      const attrs = [];
      for (const x of this.attributes) attrs.push(x.name, x.value);
      this.announcer.textContent = this.task.taskSaid(this.textContent, attrs, this.acts);
    }
    const focus = root.querySelector('svg [tabindex="0"]')
      ?? root.querySelector('button[data-task="retry"]');
    focus?.focus();
  }

  disconnectedCallback() {
    waiting.delete(this);
    near.unobserve(this);
    resized.unobserve(this);
  }

  attributeChangedCallback() {
    // Another position or answer is another task: from its start.
    if (this.acts) this.acts = [];
    if (this.drawn) this.draw();
  }

  draw() {
    waiting.delete(this);
    near.unobserve(this);
    this.drawn = true;
    const attrs = [];
    for (const a of this.attributes) attrs.push(a.name, a.value);
    this.body.innerHTML = this.acts
      ? this.task.renderTask(this.textContent, attrs, this.acts, game)
      : renderDiagram(this.textContent, attrs, this.frame, game);
    // color-<name>="<colour>" (checked by the wasm above, which names a bad one) sets the
    // custom property --fevga-<name>.
    for (const a of this.attributes) {
      if (a.name.startsWith('color-')) this.style.setProperty(`--fevga-${a.name.slice(6)}`, a.value.trim());
    }
  }
}

// Defined once the wasm is ready, so the watched attributes come from it.
ready.then(() => {
  if (!customElements.get('fevga-diagram')) customElements.define('fevga-diagram', FevgaDiagram);
});
