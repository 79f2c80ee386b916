// Loads the wasm module (a file, not an inline script: the page's CSP allows only 'self') and
// exposes the engine's JS API as window.fevga. Then registers the service worker for offline play.
import init, * as api from './fevga-web.js';

await init({ module_or_path: './fevga-web_bg.wasm' });
window.fevga = api;
document.documentElement.dataset.ready = 'true';

if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker.register('./sw.js').catch(() => {});
}
