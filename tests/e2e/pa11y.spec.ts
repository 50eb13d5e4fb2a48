/**
 * pa11y with HTML_CodeSniffer at WCAG 2 AA on every page of the sitemap and the pages it leaves out:
 * no errors. pa11y drives Chromium through Puppeteer; Puppeteer's own browser download is switched
 * off (.puppeteerrc.cjs), so it runs Debian's Chromium, the one Playwright uses (scripts/lib/chromium.ts).
 */
import {expect, test} from '@playwright/test';
import pa11y from 'pa11y';
import puppeteer from 'puppeteer';
import {CHROMIUM_ARGS, chromiumPath} from '../../scripts/lib/chromium';
import {UNLISTED_PAGES, sitemapPaths} from '../sitemap';

test('pa11y (WCAG2AA, HTML_CodeSniffer) finds no errors on any page', async ({page, baseURL}) => {
  test.setTimeout(300_000);
  const paths = [...(await sitemapPaths(page.request)), ...UNLISTED_PAGES];
  const browser = await puppeteer.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const errors: string[] = [];
  try {
    for (const path of paths) {
      const {issues} = await pa11y(`${baseURL}${path}`, {standard: 'WCAG2AA', runners: ['htmlcs'], browser, timeout: 60_000});
      for (const issue of issues.filter((found) => found.type === 'error')) {
        errors.push(`${path}: ${issue.code} at ${issue.selector}: ${issue.message}`);
      }
    }
  } finally {
    await browser.close();
  }
  expect(errors).toEqual([]);
});
