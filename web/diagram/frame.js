// The iframe page: every query parameter becomes an attribute of one <fevga-diagram>, and
// `position` its text. Set through the DOM (setAttribute, textContent): nothing is parsed as
// markup, and the element names any bad value itself. `theme=light|dark` also sets the page's
// own colours (else they follow the reader's system), `color-background` its background. The
// page's heading (visually hidden) and title are the caption, else what the board shows in words.
// The page tells its parent how tall it is once the diagram is drawn (never the one line of text
// before it), and again whenever that changes (a step through the moves, a new width, a font):
//   postMessage({ type: 'fevga-diagram-height', height: <CSS pixels>, drawn: true }, '*')
// so a page that wants to can size the iframe (the README has the few lines of script). An
// iframe off screen on another site is not rendered by Chromium (no ResizeObserver, no
// IntersectionObserver): the diagram is drawn at once, not when it comes near, and measured by
// layout (getBoundingClientRect) whenever its markup changes, so the height is known before the
// reader scrolls to it.
// Opened on its own (not framed), the page links to the position editor with the same
// parameters, which the editor reads.
const params = new URLSearchParams(location.search);
const d = document.createElement('fevga-diagram');
for (const [name, value] of params) {
  if (name === 'position') d.textContent = value;
  else if (/^[a-z][a-z-]*$/.test(name)) d.setAttribute(name, value);
}
if (params.has('lang')) document.documentElement.lang = params.get('lang');
const theme = params.get('theme');
if (theme === 'light' || theme === 'dark') document.documentElement.style.colorScheme = theme;
if (params.has('color-background')) document.body.style.background = 'transparent';
const main = document.querySelector('main');
main.append(d);

const framed = window.parent !== window;
let last = -1;
let named = false;
/** The page's height once the diagram is drawn (or names its fault), sent when it changed. */
function report() {
  const drawn = d.shadowRoot?.querySelector('svg, .fevga-diagram-error');
  if (!drawn) return;
  // Named once, after the first frame (a step does not rename the page).
  const said = !named && (params.get('caption')?.trim() || d.shadowRoot.querySelector('svg[role=img]')?.getAttribute('aria-label'));
  if (said) {
    named = true;
    document.querySelector('h1').textContent = said;
    document.title = said;
  }
  if (!framed) return;
  // The height at the frame's full width: a frame too short has a scroll bar, which narrows the
  // diagram (and shortens it), so it is measured for a moment without one (no paint between).
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = 'hidden';
  const height = Math.ceil(root.getBoundingClientRect().height);
  root.style.overflow = overflow;
  if (height > 0 && height !== last) {
    last = height;
    window.parent.postMessage({ type: 'fevga-diagram-height', height, drawn: true }, '*');
  }
}

await customElements.whenDefined('fevga-diagram');
// The element draws when it comes near the view; here it is the page, so at once.
d.draw();
// Every redraw (a step, an attribute) replaces the shadow root's markup.
new MutationObserver(report).observe(d.shadowRoot, { childList: true, subtree: true });
new ResizeObserver(report).observe(document.documentElement);
addEventListener('resize', report);
document.fonts?.ready.then(report);
report();

if (!framed) {
  const { editorLinkWord } = await import('./fevga_diagram_web.js');
  const p = document.createElement('p');
  const a = document.createElement('a');
  a.href = `../editor/${location.search}`;
  a.className = 'edit';
  a.textContent = editorLinkWord(params.get('lang') ?? '');
  p.append(a);
  p.style.margin = '.5em 2px';
  main.append(p);
}
