/**
 * The build served by real hosts with the configs it generated
 * (tests/hosts/serve-host.ts): Debian's nginx and Apache and Cloudflare's
 * local Pages runtime, a smoke subset each (tests/hosts/smoke.spec.ts); and
 * Netlify's own parser reading build/_headers. Run after `npm run build`.
 */
import {defineConfig, type PlaywrightTestProject} from '@playwright/test';
import {chromiumProject} from './scripts/lib/chromium';
import e2e from './playwright.config';

// Three ports from HOST_E2E_PORT (the benchmarks use 4175-4179).
const FIRST_PORT = Number(process.env.HOST_E2E_PORT ?? 4180);
const HOSTS = ['nginx', 'apache', 'cloudflare'].map((name, index) => ({name, port: FIRST_PORT + index}));

const hostProjects: PlaywrightTestProject[] = HOSTS.map(({name, port}) => {
  const {use, projects} = chromiumProject(port);
  return {name, testMatch: 'smoke.spec.ts', use: {...use, ...projects![0].use}};
});

// The e2e suite's settings (retries, timeouts), with the hosts as projects and servers.
export default defineConfig({
  ...e2e,
  testDir: './tests/hosts',
  // Its own folder: npm test runs this beside the dev server's run (test:hosts-and-dev), and each run empties its folder as it starts.
  outputDir: 'test-results/hosts',
  use: undefined,
  projects: [{name: 'netlify', testMatch: 'netlify-headers.spec.ts'}, ...hostProjects],
  webServer: HOSTS.map(({name, port}) => ({
    command: `tsx tests/hosts/serve-host.ts ${name} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    // Wrangler starts workerd and bundles its asset worker first.
    timeout: 60_000,
  })),
});
