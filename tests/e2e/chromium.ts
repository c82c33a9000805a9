/**
 * Finds a Chromium for the end-to-end tests, in this order: $CHROMIUM_PATH; the system's Chromium
 * headless shell; failing that, where this user may (root with apt-get), installs Debian's
 * `chromium-headless-shell`; then the system's full Chromium (/usr/bin/chromium …) or Playwright's own
 * download; failing those, installs Debian's `chromium`. Otherwise it stops and says what to do.
 *
 * Why the headless shell first (issue 29): it is the same Blink with no browser around it (no
 * window, no browser UI's own renderer, no GPU process), and Playwright's default for headless runs.
 * On a 2-core machine the end-to-end tests take half the time in it (86 tests: 3.7 → 1.8 min; the
 * whole run 15–17 → 8 min), with the same results.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags that let Chromium run as root in a container with no network but the loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function playwrightsOwn(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Installs a Debian package where this user may (root with apt-get); whether it is now there. */
function installDebian(pkg: string, path: string): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing Debian's "${pkg}" package for the end-to-end tests (apt-get install -y ${pkg})…`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    return false;
  }
  return existsSync(path);
}

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist. Point it at a Chromium or unset it.`);
  }
  const shell = HEADLESS_SHELLS.find((p) => existsSync(p));
  if (shell) return shell;
  if (installDebian('chromium-headless-shell', HEADLESS_SHELLS[0])) return HEADLESS_SHELLS[0];
  const found = SYSTEM_PATHS.find((p) => existsSync(p)) ?? playwrightsOwn();
  if (found) {
    console.log(`No Chromium headless shell: the end-to-end tests run in ${found}, which takes about twice as long.`);
    return found;
  }
  if (installDebian('chromium', SYSTEM_PATHS[0])) return SYSTEM_PATHS[0];
  throw new Error(
    'No Chromium for the end-to-end tests. Do one of: set CHROMIUM_PATH to a Chromium binary; ' +
      "install Debian's package (sudo apt-get install -y chromium-headless-shell); or run `npx playwright install chromium` where downloads are allowed.",
  );
}
