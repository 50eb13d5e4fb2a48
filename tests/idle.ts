import type {Page} from '@playwright/test';

/**
 * Resolves once the page has painted twice and then had an idle moment: by then
 * its IntersectionObserver callbacks and any work they scheduled have run. For
 * tests that check something does NOT happen, instead of a fixed wait.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 2000}))),
      ),
  );
  await page.waitForLoadState('networkidle');
}
