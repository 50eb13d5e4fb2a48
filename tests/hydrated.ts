import {expect, type Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page (Docusaurus sets data-has-hydrated="true" on <html>). A state,
 * not a duration: it waits as long as a loaded machine needs, up to 30 s. With the default 5 s, CI failed
 * twice in a row on one long article while four other test processes shared its two cores (session 62);
 * the same test passed alone in 26 s.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
}
