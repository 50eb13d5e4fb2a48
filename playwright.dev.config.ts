/**
 * Smoke tests against the development server (`docusaurus start`), the
 * program authors preview: the same React 19 as the production build, which
 * playwright.config.ts tests in full.
 */
import {defineConfig} from '@playwright/test';
import {chromiumProject} from './scripts/lib/chromium';

const PORT = Number(process.env.DEV_E2E_PORT ?? 4174);

export default defineConfig({
  testDir: './tests/dev',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Its own folder: npm test runs this beside the hosts' run (test:hosts-and-dev), and each run empties its folder as it starts.
  outputDir: 'test-results/dev',
  // The dev server compiles each page on its first visit.
  timeout: 90_000,
  expect: {timeout: 20_000},
  ...chromiumProject(PORT),
  webServer: {
    command: `docusaurus start --port ${PORT} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${PORT}/`,
    // As in playwright.config.ts: a server already on the port is refused, never tested.
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
