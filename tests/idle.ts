import type {Page, Request} from '@playwright/test';

/** The requests each watched page has in flight (watchRequests). */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Starts counting the page's requests in flight, for pageSettled. Call it before the page loads
 * what it must wait for (before `page.goto`); calling it again for the same page does nothing.
 */
export function watchRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Two frames, then an idle moment: by then IntersectionObserver callbacks and the work they scheduled have run. */
const idleMoment = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 2000}))),
      ),
  );

/**
 * Resolves once the page has had an idle moment with no request in flight, and still has none
 * after another: everything the page loads on its own has arrived, and what it ran on arrival has
 * run. For tests that check something does NOT happen, or that read what a page loaded. A state,
 * not a wait of fixed length (Playwright's 'networkidle' waits 500 ms of quiet on every call).
 * The page must be watched (watchRequests) from before it started loading.
 */
export async function pageSettled(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('pageSettled needs watchRequests(page) called before the page loads (tests/idle.ts)');
  await page.waitForLoadState('load');
  for (;;) {
    await idleMoment(page);
    if (open.size === 0) {
      await idleMoment(page);
      if (open.size === 0) return;
    }
    // Checked again every 20 ms until the last request in flight has finished.
    while (open.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
