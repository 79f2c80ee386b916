// The iframe page: every query parameter becomes an attribute of one <fevga-diagram>, and
// `position` its text. Set through the DOM (setAttribute, textContent): nothing is parsed as
// markup, and the element names any bad value itself. `theme=light|dark` also sets the page's
// own colours (else they follow the reader's system), `color-background` its background.
// The page tells its parent how tall it is, whenever that changes, with
//   postMessage({ type: 'fevga-diagram-height', height: <CSS pixels> }, '*')
// so a page that wants to can size the iframe (the README has the few lines of script).
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
document.body.append(d);

if (window.parent !== window) {
  let last = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      window.parent.postMessage({ type: 'fevga-diagram-height', height }, '*');
    }
  }).observe(document.documentElement);
}

if (window.parent === window) {
  const { default: init, editorLinkWord } = await import('./fevga_diagram_web.js');
  await init();
  const p = document.createElement('p');
  const a = document.createElement('a');
  a.href = `../editor/${location.search}`;
  a.className = 'edit';
  a.textContent = editorLinkWord(params.get('lang') ?? '');
  p.append(a);
  p.style.margin = '.5em 2px';
  document.body.append(p);
}
