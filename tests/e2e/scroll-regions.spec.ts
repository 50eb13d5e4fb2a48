/**
 * No page scrolls sideways on a phone, a tablet or a laptop (decisions.md, "Layout on small screens"):
 * every page of the sitemap and the ones it leaves out, at 375, 768 and 1280 px. What is wider than the
 * window (tables, code) scrolls inside its own box, which keyboard users can focus and screen readers
 * hear named, and which shows a cue while there is more to scroll to.
 */
import {expect, test, type Page} from '@playwright/test';
import {UNLISTED_PAGES, sitemapPaths} from '../sitemap';

const WIDTHS = [375, 768, 1280];

interface PageLayout {
  /** How far the page itself scrolls sideways (0 when it does not). */
  pageOverflow: number;
  /** Tables not inside a scroll region. */
  looseTables: number;
  /** Boxes wider than they show, with what a reader needs to scroll them. */
  scrollers: {what: string; role: string | null; tabIndex: number; name: string | null; cue: string}[];
}

function layoutOf(page: Page): Promise<PageLayout> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const content = document.querySelector('main') ?? document.body;
    const scrollers = Array.from(content.querySelectorAll<HTMLElement>('.table-region, pre'))
      .filter((box) => box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'hidden')
      // The interactive blocks' highlighted <pre> lies under their textarea, which scrolls it (aria-hidden).
      .filter((box) => !box.closest('[aria-hidden="true"]'))
      .map((box) => ({
        what: `${box.tagName.toLowerCase()} "${(box.getAttribute('aria-label') ?? box.textContent ?? '').slice(0, 60)}"`,
        role: box.getAttribute('role'),
        tabIndex: box.tabIndex,
        name: box.getAttribute('aria-label'),
        cue: getComputedStyle(box).maskImage,
      }));
    return {
      pageOverflow: root.scrollWidth - root.clientWidth,
      looseTables: content.querySelectorAll('.markdown table:not(.table-region > table)').length,
      scrollers,
    };
  });
}

for (const width of WIDTHS) {
  test(`at ${width} px no page scrolls sideways, and wide tables and code scroll in named, focusable boxes with a cue`, async ({page}) => {
    test.setTimeout(180_000);
    await page.setViewportSize({width, height: 900});
    const paths = [...(await sitemapPaths(page.request)), ...UNLISTED_PAGES];
    const problems: string[] = [];
    let scrolling = 0;
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const {pageOverflow, looseTables, scrollers} = await layoutOf(page);
      if (pageOverflow > 0) problems.push(`${path}: the page scrolls ${pageOverflow} px sideways`);
      if (looseTables) problems.push(`${path}: ${looseTables} table(s) outside a scroll region`);
      for (const box of scrollers) {
        scrolling += 1;
        if (box.role !== 'region' || !box.name) problems.push(`${path}: ${box.what} scrolls but is not a named region`);
        if (box.tabIndex !== 0) problems.push(`${path}: ${box.what} scrolls but cannot be focused`);
        if (!box.cue.includes('gradient')) problems.push(`${path}: ${box.what} scrolls without a cue (mask-image ${box.cue})`);
      }
    }
    expect(problems).toEqual([]);
    // The check saw boxes that scroll (at 375 px many tables and code blocks do).
    if (width === 375) expect(scrolling).toBeGreaterThan(20);
  });
}

test('a wide table on a phone scrolls with the arrow keys once focused, and its cue follows the scroll', async ({page}) => {
  await page.setViewportSize({width: 375, height: 812});
  await page.goto('/docs/plesk/troubleshooting');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const region = page.getByRole('region', {name: 'Table: 502, 503 and 504 errors'});
  await expect(region).toBeVisible();
  const fades = () => region.evaluate((box) => getComputedStyle(box).maskImage);
  const scrollLeft = () => region.evaluate((box) => box.scrollLeft);
  // At the start only the right edge fades: there is more to the right.
  expect(await fades()).toMatch(/^linear-gradient\(90deg, rgb\(0, 0, 0\) calc/);
  await region.focus();
  await expect(region).toBeFocused();
  // The focused box shows itself whole, with its focus ring.
  expect(await fades()).toBe('none');
  await page.keyboard.press('ArrowRight');
  await expect.poll(scrollLeft).toBeGreaterThan(0);
  await region.evaluate((box) => box.scrollTo({left: box.scrollWidth}));
  await region.blur();
  // At the end only the left edge fades.
  await expect.poll(fades).toMatch(/^linear-gradient\(90deg, rgba\(0, 0, 0, 0\.25\), rgb\(0, 0, 0\) 40px\)$/);
  // The page itself did not move.
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});
