/**
 * A box wider than the window scrolls as a reader expects. That no page scrolls sideways at 375, 768
 * and 1280 px, and that every such box is a named, focusable region with a cue, is checked on every
 * page in pages.spec.ts.
 */
import {expect, test} from '@playwright/test';
import {wideTable} from '../../scripts/lib/targets';
import {hydrated} from '../hydrated';

test('a wide table on a phone scrolls with the arrow keys once focused, and its cue follows the scroll', async ({page}) => {
  await page.setViewportSize({width: 375, height: 812});
  // The table that is widest when squeezed, and its region's name, read from the articles (scripts/lib/targets.ts).
  await page.goto(wideTable.route);
  await hydrated(page);
  const region = page.getByRole('region', {name: wideTable.label, exact: true});
  await expect(region).toBeVisible();
  // Wider than its box: it has somewhere to scroll.
  expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeGreaterThan(0);
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
