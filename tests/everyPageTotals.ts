/**
 * Totals over every page (tests/e2e/pages.spec.ts), which deals the pages into shards that run in different
 * workers: each shard records its counts in the run's output folder, and this module's default export, the e2e
 * suite's global teardown (playwright.config.ts), adds them up once every shard has run. A check that found
 * fewer would be looking at the wrong elements:
 * - boxes that scroll sideways at 375 px: on phones, tables and code blocks on most pages scroll;
 * - code boxes skipped when an article loads (content-visibility, whose estimated height the check measures):
 *   the long articles' code below the first screen starts skipped, more boxes than there are articles.
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {FullConfig, TestInfo} from '@playwright/test';
import {listedRoutes} from '../scripts/lib/targets';

/** How many shards pages.spec.ts deals the pages into. */
export const PAGE_SHARDS = 6;

/** The total must exceed this: one box on a few pages would mean the check misses most of them. */
export const MIN_SCROLLING_BOXES_ON_PHONES = 20;

/** What one shard counted. */
export interface ShardCounts {
  /** Boxes that scroll sideways at 375 px. */
  scrollingOnPhones: number;
  /** Code boxes skipped when a listed article loaded, whose height the check compared with its estimate. */
  skippedCodeBoxes: number;
}

// The output folder, which Playwright empties at the start of each run, so no count outlives its run.
const countsFolder = (outputDir: string) => path.join(outputDir, 'every-page-totals');

/** Records one shard's counts (a retry overwrites the failed attempt's). */
export function recordShardCounts(testInfo: TestInfo, shard: number, counts: ShardCounts): void {
  const folder = countsFolder(testInfo.project.outputDir);
  mkdirSync(folder, {recursive: true});
  writeFileSync(path.join(folder, `shard-${shard + 1}.json`), JSON.stringify(counts));
}

/** Global teardown: fails the run when all shards ran and together saw too few of either. */
export default function checkEveryPageTotals(config: FullConfig): void {
  const folder = countsFolder(config.projects[0].outputDir);
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  } catch {
    return; // pages.spec.ts did not run (another spec or a filter was asked for)
  }
  // A run of some shards only (a -g filter) cannot tell the totals; a failed shard fails the run itself.
  if (files.length < PAGE_SHARDS) return;
  const counts = files.map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as ShardCounts);
  const total = (key: keyof ShardCounts) => counts.reduce((sum, shard) => sum + shard[key], 0);
  const scrolling = total('scrollingOnPhones');
  const skipped = total('skippedCodeBoxes');
  const problems: string[] = [];
  if (scrolling <= MIN_SCROLLING_BOXES_ON_PHONES) {
    problems.push(
      `pages.spec.ts found ${scrolling} boxes that scroll sideways at 375 px over all pages (expected more than ` +
        `${MIN_SCROLLING_BOXES_ON_PHONES}): its layout check (layoutOf) is no longer finding the tables and code blocks that scroll.`,
    );
  }
  if (skipped <= listedRoutes.length) {
    problems.push(
      `pages.spec.ts found ${skipped} code boxes skipped when the ${listedRoutes.length} listed articles loaded (expected more than one ` +
        'per article): its code box check (codeBoxHeights) is no longer measuring the estimates of code off screen.',
    );
  }
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(
    `pages.spec.ts: ${scrolling} boxes scroll sideways at 375 px over all pages (more than ${MIN_SCROLLING_BOXES_ON_PHONES}); ` +
      `${skipped} code boxes skipped as the ${listedRoutes.length} listed articles loaded kept their estimated height.`,
  );
}
