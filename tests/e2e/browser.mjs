// Headless Debian Chromium through playwright-core, with the flags this machine needs.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

/** A headless Chromium; `args` are flags beyond the machine's own. */
export function launch({ args = [] } = {}) {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...FLAGS, ...args] });
}

/**
 * The two switches of Debian's Chromium (156) for its forced dark mode, either is enough:
 * `--enable-features=WebContentsForceDark` is chrome://flags' "Auto Dark Mode for Web Contents",
 * `--blink-settings=forceDarkModeEnabled=true` the same switch in Blink. (`--force-dark-mode`
 * alone only makes the preference dark, `prefers-color-scheme`, and darkens no page.) The system
 * stays light: open contexts with `colorScheme: 'light'`.
 */
export const FORCED_DARK = ['--enable-features=WebContentsForceDark', '--blink-settings=forceDarkModeEnabled=true'];

/** A Chromium that shows every page in its forced dark mode (`flag`: one of FORCED_DARK). */
export function launchForcedDark(flag = FORCED_DARK[0]) {
  return launch({ args: [flag] });
}
