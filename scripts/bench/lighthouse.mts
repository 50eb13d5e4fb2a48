/**
 * Lighthouse (mobile, its default config and simulated throttling) against
 * Debian's Chromium, launched fresh for each run with a debugging port.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, chromiumPath} from '../lib/chromium';
import {HOST} from './harness.mjs';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
}

async function waitForDebugger(port: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://${HOST}:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`Chromium did not open its debugging port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function runLighthouse(url: string, port: number): Promise<LighthouseScores> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const chromium = spawn(
    chromiumPath(),
    ['--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...CHROMIUM_ARGS, 'about:blank'],
    {stdio: 'ignore'},
  );
  try {
    await waitForDebugger(port);
    const result = await lighthouse(url, {
      port,
      hostname: HOST,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbtMs: metric('total-blocking-time'),
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    await new Promise<void>((resolve) => {
      if (chromium.exitCode !== null) return resolve();
      chromium.once('exit', () => resolve());
      chromium.kill();
    });
    // Chromium's helper processes can still be writing the profile for a moment after it exits;
    // a profile left behind in the temporary folder must not cost the run its scores.
    try {
      rmSync(profile, {recursive: true, force: true, maxRetries: 10, retryDelay: 200});
    } catch (error) {
      console.warn(`Could not remove Lighthouse's Chromium profile ${profile}: ${(error as Error).message}`);
    }
  }
}
