// The site's response headers by path: one owner for `scripts/serve.sh` and the end-to-end
// tests' server (tests/e2e/server.mjs), and what the README's hosting section tells hosts to send.
// - The game and everything outside diagram/ may not be framed (clickjacking):
//   `Content-Security-Policy: frame-ancestors 'none'` and, for older browsers, `X-Frame-Options: DENY`.
// - diagram/ is made to be embedded: any page may frame its iframe page, and any page may load its
//   module script, glue and wasm (`Access-Control-Allow-Origin: *`: a module script and a wasm
//   fetched from another origin need CORS, or the browser refuses them).

/** Whether `pathname` lies in the diagram's folder (served to other sites). */
export function isDiagram(pathname) {
  return /(^|\/)diagram\//.test(pathname);
}

/** The headers (lower-case names) that `pathname` is served with, besides type and caching. */
export function siteHeaders(pathname) {
  if (isDiagram(pathname)) {
    return { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };
  }
  return { 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' };
}
