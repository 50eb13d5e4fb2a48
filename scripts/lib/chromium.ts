/**
 * Finds Debian's Chromium for Playwright (browser downloads do not work on our
 * machines). A missing browser is an error that says how to fix it, never a skip.
 */
import {existsSync} from 'node:fs';
import {devices, type PlaywrightTestConfig} from '@playwright/test';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROME_PATH is set to ${configured}, but no file is there.`);
    return configured;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium was not found. Install it with `sudo apt-get update && sudo apt-get install -y chromium` ' +
        '(Debian/Ubuntu), or set CHROME_PATH to a Chrome or Chromium binary.',
    );
  }
  return found;
}

/** Flags for headless Chromium as root on a machine without outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What both Playwright configs use: the site on 127.0.0.1 at `port`, in Debian's Chromium as a desktop Chrome. */
export function chromiumProject(port: number): Pick<PlaywrightTestConfig, 'use' | 'projects'> {
  return {
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      trace: 'off',
      launchOptions: {executablePath: chromiumPath(), args: CHROMIUM_ARGS},
    },
    projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  };
}
