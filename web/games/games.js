// Loads the Games page's wasm (fevga-games-web); it draws #app and listens from then on. Tests
// read its state through window.gamesState.
import init, { gamesState } from './fevga_games_web.js';
await init();
window.gamesState = gamesState;
// The site's service worker (the game page's, one folder up): it keeps this page's files once
// they are used, so the games kept here open offline too.
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker.register('../sw.js', { updateViaCache: 'none' }).catch(() => {});
}
