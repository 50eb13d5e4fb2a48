/** The part of pa11y's API (it ships no types) that tests/pa11yOnPage.ts uses. */
declare module 'pa11y' {
  import type {Browser, Page} from 'puppeteer';

  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
  }
  interface Pa11yOptions {
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: ('htmlcs' | 'axe')[];
    browser?: Browser;
    /** A tab of `browser` to test in, kept open after the test. */
    page?: Page;
    /** Test the page as it is, without navigating to `url`. */
    ignoreUrl?: boolean;
    /** The viewport pa11y sets on the page before it checks it (1280 by 1024 if not given). */
    viewport?: {width: number; height: number};
    timeout?: number;
  }
  export default function pa11y(
    url: string,
    options?: Pa11yOptions,
  ): Promise<{documentTitle: string; pageUrl: string; issues: Pa11yIssue[]}>;
}
