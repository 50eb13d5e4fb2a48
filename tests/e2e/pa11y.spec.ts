/**
 * pa11y with HTML_CodeSniffer at WCAG 2 AA on every page of the sitemap and the pages it leaves out:
 * no errors. pa11y drives Chromium through Puppeteer; Puppeteer's own browser download is switched
 * off (.puppeteerrc.cjs), so it runs Debian's Chromium, the one Playwright uses (scripts/lib/chromium.ts).
 * The pages are dealt into shards, one test each, so the workers share them.
 */
import {expect, test} from '@playwright/test';
import pa11y from 'pa11y';
import puppeteer from 'puppeteer';
import {CHROMIUM_ARGS, chromiumPath} from '../../scripts/lib/chromium';
import {UNLISTED_PAGES, sitemapPaths} from '../sitemap';

const SHARDS = 3;

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`pa11y (WCAG2AA, HTML_CodeSniffer) finds no errors on any page, shard ${shard + 1} of ${SHARDS}`, async ({page, baseURL}) => {
    test.setTimeout(300_000);
    const paths = [...(await sitemapPaths(page.request)), ...UNLISTED_PAGES].filter((_, index) => index % SHARDS === shard);
    const browser = await puppeteer.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
    // One tab for the shard's pages, each loaded here and checked once it has hydrated, the state a
    // reader meets (pa11y's own navigation would wait for 500 ms without requests on every page).
    const tab = await browser.newPage();
    const errors: string[] = [];
    try {
      for (const path of paths) {
        await tab.goto(`${baseURL}${path}`, {waitUntil: 'load', timeout: 60_000});
        await tab.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
        const {issues} = await pa11y(`${baseURL}${path}`, {
          standard: 'WCAG2AA',
          runners: ['htmlcs'],
          browser,
          page: tab,
          ignoreUrl: true,
          timeout: 60_000,
        });
        for (const issue of issues.filter((found) => found.type === 'error')) {
          errors.push(`${path}: ${issue.code} at ${issue.selector}: ${issue.message}`);
        }
      }
    } finally {
      await browser.close();
    }
    expect(errors).toEqual([]);
  });
}
