// <fevga-diagram>: a Fevga position drawn for a rules page. Include this one module and write
//   <fevga-diagram lang="bg" last-move="24/13">W:24x14,13 B:12x15 B</fevga-diagram>
// The element's text is the position, so the page reads without scripts; the drawing goes into
// the element's shadow root. Every check and word comes from the wasm (fevga-diagram); nothing
// from an attribute is inserted as markup. Attributes: lang, rules, bottom, numbers, last-move,
// caption, moves, play, description, theme, size (the README's embed contract, version 1), and
// dice, arrows, highlight, comments (version 1.1).
// Keyboard: Tab to Previous/Next, Enter or Space to step, ← and → step too; each step is said
// in a live region that stays while the drawing under it is replaced.
import init, { diagramAttributes, diagramPending, diagramStyle, renderDiagram } from './fevga_diagram_web.js';

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
        const b = e.target.closest('button[data-step]');
        if (!b || b.disabled) return;
        this.step(Number(b.dataset.step), b === root.querySelector('button[data-step]'));
      });
      root.addEventListener('keydown', (e) => {
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

  disconnectedCallback() {
    waiting.delete(this);
    near.unobserve(this);
    resized.unobserve(this);
  }

  attributeChangedCallback() {
    if (this.drawn) this.draw();
  }

  draw() {
    waiting.delete(this);
    near.unobserve(this);
    this.drawn = true;
    const attrs = [];
    for (const a of this.attributes) attrs.push(a.name, a.value);
    this.body.innerHTML = renderDiagram(this.textContent, attrs, this.frame, game);
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
