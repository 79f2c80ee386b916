// Loads the friend page's wasm (fevga-friend-web); it draws #app and listens from then on. Tests
// read its state through window.friendState.
import init, { friendState } from './fevga_friend_web.js';
await init();
window.friendState = friendState;
// The site's service worker (the game page's, one folder up): it keeps this page's files once
// they are used, so a game by link opens offline too.
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker.register('../sw.js', { updateViaCache: 'none' }).catch(() => {});
}
