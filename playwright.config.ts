import {availableParallelism} from 'node:os';
import {defineConfig} from '@playwright/test';
import {chromiumProject} from './scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // One worker per core (Playwright's default is half, one on a 2-core machine); the pages' server is light.
  workers: availableParallelism(),
  // One retry on CI: the 2-core machine it shares can starve a test of time; a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Waits for what a reader sees, not speed checks (the benchmarks measure speed): stop 62's CI, on a shared
  // machine about three times slower than ours (its host tests took 4.3 min, here 1.2-1.5), missed a search
  // result, an interactive run's output and a live preview at Playwright's 5 s default, in every host and retry.
  timeout: 60_000,
  expect: {timeout: 15_000},
  // Totals over tests that run in different workers (pages.spec.ts's shards).
  globalTeardown: './tests/everyPageTotals.ts',
  ...chromiumProject(PORT),
  webServer: {
    command: 'tsx scripts/serve.ts',
    env: {PORT: String(PORT), HOST: '127.0.0.1'},
    url: `http://127.0.0.1:${PORT}/`,
    // Never test a server already listening on the port: it may be another project, or this one
    // serving an older build (scripts/serve.ts caches what it sends). Playwright stops with
    // "http://127.0.0.1:4173/ is already used" instead; see the README, "Ports".
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
