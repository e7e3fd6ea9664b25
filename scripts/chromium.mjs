// Finds the browsers the tests need; on a fresh Debian machine (as root) installs Debian's packages: Chromium's two
// builds and the Japanese fonts. Prints the browser-test binary's path; exits non-zero with one line of advice when no
// browser can be had.
//
// Japanese fonts (fonts-noto-cjk): a Japanese reader has them, so screenshots and layout checks should see what that
// reader sees. No test depends on them, though (a machine without them passes too: checked with
// FONTCONFIG_FILE=../shared/fonts/no-cjk.conf), so where they cannot be installed the tests go on with one line saying so.
//
// The browser tests run in Chromium's headless shell (Debian's chromium-headless-shell package): the same Blink and V8
// without the full browser around them. On this 2-core machine the whole browser suite took 296 s of wall time and
// 589 CPU-seconds with it, against about 520 s with the full `chromium --headless` (measured 2026-11-23, 219 tests, 4
// workers). Lighthouse (`npm run perf`) still uses the full browser.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FULL = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
// The binary itself, not Debian's /usr/bin wrapper script: Playwright then owns the browser process it starts.
const HEADLESS_SHELL = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

const firstThere = (paths) => paths.find((path) => path && existsSync(path));

/** The full Chromium (for Lighthouse), or undefined. */
export function findChromium() {
  return firstThere(FULL);
}

/** The browser for Playwright: CHROMIUM_PATH, else the headless shell, else the full Chromium; undefined if none. */
export function findTestBrowser() {
  return firstThere(HEADLESS_SHELL) ?? findChromium();
}

/** Whether fontconfig knows a font with Japanese glyphs (false where fc-list is missing too). */
function hasJapaneseFont() {
  const list = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  return list.status === 0 && list.stdout.trim().length > 0;
}

function canApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = [];
  if (!findChromium()) missing.push('chromium');
  if (!firstThere(HEADLESS_SHELL)) missing.push('chromium-headless-shell');
  const fonts = hasJapaneseFont();
  if (!fonts) missing.push('fonts-noto-cjk');
  if (missing.length > 0 && canApt()) {
    console.error(`Installing Debian's ${missing.join(' and ')} (apt-get update; apt-get install -y ${missing.join(' ')})…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
    } catch (error) {
      // A browser already there still runs the tests (the full one is only slower), so go on with it.
      if (!findTestBrowser()) throw error;
      console.error(`Could not install ${missing.join(' and ')}; going on with ${findTestBrowser()}.`);
    }
  } else if (!fonts) {
    console.error('No Japanese fonts found (Debian: fonts-noto-cjk): the tests still pass, but screenshots show Japanese as boxes.');
  }
  const path = findTestBrowser();
  if (!path) {
    console.error(
      'No Chromium found. Set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium` on an ordinary machine.',
    );
    process.exit(1);
  }
  console.log(path);
}
