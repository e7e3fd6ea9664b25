// Finds a Chromium for the browser tests; on a fresh Debian machine (as root) installs Debian's package.
// Prints the path; exits non-zero with one line of advice when no browser can be had.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The first browser binary that exists, or undefined. */
export function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path));
}

function canApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let path = findChromium();
  if (!path && canApt()) {
    console.error('No Chromium found: installing Debian\'s chromium package (apt-get update; apt-get install -y chromium)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    path = findChromium();
  }
  if (!path) {
    console.error('No Chromium found. Set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium` on an ordinary machine.');
    process.exit(1);
  }
  console.log(path);
}
