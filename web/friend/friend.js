// Loads the friend page's wasm (fevga-friend-web); it draws #app and listens from then on. Tests
// read its state through window.friendState.
import init, { friendState } from './fevga_friend_web.js';
await init();
window.friendState = friendState;
