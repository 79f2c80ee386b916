// The iframe page: every query parameter becomes an attribute of one <fevga-diagram>, and
// `position` its text. Set through the DOM (setAttribute, textContent): nothing is parsed as
// markup, and the element names any bad value itself.
const params = new URLSearchParams(location.search);
const d = document.createElement('fevga-diagram');
for (const [name, value] of params) {
  if (name === 'position') d.textContent = value;
  else if (/^[a-z][a-z-]*$/.test(name)) d.setAttribute(name, value);
}
if (params.has('lang')) document.documentElement.lang = params.get('lang');
document.body.append(d);
