/**
 * Finds a Chromium for the end-to-end tests, in this order: $CHROMIUM_PATH, the system's
 * /usr/bin/chromium, Playwright's own download; failing those, installs Debian's `chromium` where
 * this user may (root with apt-get). Otherwise it stops and says what to do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from './test';

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

function installDebianChromium(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log('No Chromium found: installing Debian\'s "chromium" package (apt-get install -y chromium)…');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    return false;
  }
  return existsSync('/usr/bin/chromium');
}

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist. Point it at a Chromium or unset it.`);
  }
  const found = SYSTEM_PATHS.find((p) => existsSync(p)) ?? playwrightsOwn();
  if (found) return found;
  if (installDebianChromium()) return '/usr/bin/chromium';
  throw new Error(
    'No Chromium for the end-to-end tests. Do one of: set CHROMIUM_PATH to a Chromium binary; ' +
      'install Debian\'s package (sudo apt-get install -y chromium); or run `npx playwright install chromium` where downloads are allowed.',
  );
}
