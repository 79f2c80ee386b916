// Loads the Games page's wasm (fevga-games-web); it draws #app and listens from then on. Tests
// read its state through window.gamesState.
import init, { gamesState } from './fevga_games_web.js';
await init();
window.gamesState = gamesState;
