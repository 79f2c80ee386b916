// Loads the Learn page's wasm (fevga-learn-web); it draws #app and listens from then on. Tests
// read its state through window.learnState.
import init, { learnState } from './fevga_learn_web.js';
await init();
window.learnState = learnState;
// The site's service worker (the game page's, one folder up): it keeps this page's files once
// they are used, so the lessons and puzzles open offline too.
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker.register('../sw.js', { updateViaCache: 'none' }).catch(() => {});
}
