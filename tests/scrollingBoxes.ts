/**
 * The total of boxes that scroll sideways at 375 px over every page (tests/e2e/pages.spec.ts),
 * which deals the pages into shards that run in different workers: each shard records its count
 * in the run's output folder, and this module's default export, the e2e suite's global teardown
 * (playwright.config.ts), adds them up once every shard has run. A layout check that found fewer
 * boxes would be looking at the wrong elements: on phones, tables and code blocks on most pages
 * scroll.
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {FullConfig, TestInfo} from '@playwright/test';

/** How many shards pages.spec.ts deals the pages into. */
export const PAGE_SHARDS = 6;

/** The total must exceed this: one box on a few pages would mean the check misses most of them. */
export const MIN_SCROLLING_BOXES_ON_PHONES = 20;

// The output folder, which Playwright empties at the start of each run, so no count outlives its run.
const countsFolder = (outputDir: string) => path.join(outputDir, 'scrolling-boxes-375');

/** Records one shard's count (a retry overwrites the failed attempt's). */
export function recordScrollingBoxes(testInfo: TestInfo, shard: number, count: number): void {
  const folder = countsFolder(testInfo.project.outputDir);
  mkdirSync(folder, {recursive: true});
  writeFileSync(path.join(folder, `shard-${shard + 1}.json`), JSON.stringify({count}));
}

/** Global teardown: fails the run when all shards ran and together saw too few boxes that scroll. */
export default function checkScrollingBoxesTotal(config: FullConfig): void {
  const folder = countsFolder(config.projects[0].outputDir);
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  } catch {
    return; // pages.spec.ts did not run (another spec or a filter was asked for)
  }
  // A run of some shards only (a -g filter) cannot tell the total; a failed shard fails the run itself.
  if (files.length < PAGE_SHARDS) return;
  const total = files.reduce((sum, file) => sum + (JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as {count: number}).count, 0);
  if (total <= MIN_SCROLLING_BOXES_ON_PHONES) {
    throw new Error(
      `pages.spec.ts found ${total} boxes that scroll sideways at 375 px over all pages (expected more than ` +
        `${MIN_SCROLLING_BOXES_ON_PHONES}): its layout check (layoutOf) is no longer finding the tables and code blocks that scroll.`,
    );
  }
  console.log(`pages.spec.ts: ${total} boxes scroll sideways at 375 px over all pages (more than ${MIN_SCROLLING_BOXES_ON_PHONES}).`);
}
