/**
 * pa11y (HTML_CodeSniffer at WCAG 2 AA) on the page a test has loaded with Playwright. pa11y drives only
 * Puppeteer, so a test that uses it runs in a Chromium that Puppeteer launched (Debian's: .puppeteerrc.cjs
 * switches Puppeteer's download off, scripts/lib/chromium.ts finds the binary) and that Playwright drives
 * through CDP (`connectOverCDP`): pa11y checks, as Puppeteer sees it, the tab Playwright loaded and the
 * other checks read, instead of loading every page again in a browser of its own. Puppeteer's launch opens Chromium's
 * DevTools endpoint on 127.0.0.1 at a port the system picks, so no port is fixed here.
 */
import {test as base, type Page} from '@playwright/test';
import pa11y from 'pa11y';
import puppeteer, {type Browser as PuppeteerBrowser} from 'puppeteer';
import {CHROMIUM_ARGS, chromiumPath} from '../scripts/lib/chromium';

/** Playwright's `test`, with `browser` (and so `page`) in the worker's Chromium that pa11y can reach. */
export const test = base.extend<object, {pa11yBrowser: PuppeteerBrowser}>({
  pa11yBrowser: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await puppeteer.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    {scope: 'worker'},
  ],
  browser: [
    async ({playwright, pa11yBrowser}, use) => {
      const browser = await playwright.chromium.connectOverCDP(pa11yBrowser.wsEndpoint());
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    {scope: 'worker'},
  ],
});

/**
 * pa11y's errors on `page` as it is now, one line each ("<path>: <code> at <selector>: <message>"). `page` must be
 * the only tab at its address, and hydrated; pa11y sets the viewport, so `viewport` is the page's own.
 */
export async function pa11yErrors(
  pa11yBrowser: PuppeteerBrowser,
  page: Page,
  viewport: {width: number; height: number},
): Promise<string[]> {
  const url = page.url();
  const tabs = (await pa11yBrowser.pages()).filter((tab) => tab.url() === url);
  if (tabs.length !== 1) throw new Error(`pa11y: ${tabs.length} tabs are at ${url}, where the test's page is: one was expected`);
  const {issues} = await pa11y(url, {
    standard: 'WCAG2AA',
    runners: ['htmlcs'],
    browser: pa11yBrowser,
    page: tabs[0],
    // The page as the test loaded it: pa11y's own navigation would load it again.
    ignoreUrl: true,
    viewport,
    timeout: 60_000,
  });
  const path = new URL(url).pathname + new URL(url).search;
  return issues.filter((issue) => issue.type === 'error').map((issue) => `${path}: ${issue.code} at ${issue.selector}: ${issue.message}`);
}
