/**
 * The search palette's shell (a native modal <dialog>): it covers the whole page, keeps the page inert,
 * closes on a click outside without that click reaching the page, and opens
 * with Ctrl+K and Cmd+K whatever the platform (issue 21, points 1 and 2).
 * What is inside the palette (results, keys) is tested in search.spec.ts.
 */
import {expect, test, type Page} from '@playwright/test';
import {smallestArticle} from '../../scripts/lib/targets';
import {hydrated} from '../hydrated';

const DOC = smallestArticle;
const palette = (page: Page) => page.getByRole('dialog', {name: 'Search knowledge base'});
const trigger = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: 'Search knowledge base'});
/** The sidebar's first link to another article, beside where the palette opens. */
const sidebarLink = (page: Page) =>
  page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[href^="/docs/"]:not([aria-current="page"])').first();

async function openDoc(page: Page) {
  await page.goto(DOC);
  // Keyboard shortcuts and the trigger work once the page is hydrated.
  await hydrated(page);
}

test('the open palette dims the whole viewport and leaves the page inert', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openDoc(page);
  await trigger(page).click();
  await expect(palette(page)).toBeVisible();
  // Whatever is under the bottom corners of the window is the palette's backdrop, not the page.
  for (const [x, y] of [
    [4, 796],
    [1276, 796],
    [640, 790],
  ]) {
    const coversPoint = await page.evaluate(
      ([px, py]) => {
        const hit = document.elementFromPoint(px, py);
        const dialog = document.querySelector('dialog[open]');
        return !!hit && !!dialog && (hit === dialog || hit.contains(dialog) || dialog.contains(hit));
      },
      [x, y],
    );
    expect(coversPoint, `the backdrop covers (${x}, ${y})`).toBe(true);
  }
  // The page under it is inert: a modal dialog (in the top layer), so neither focus nor assistive
  // technology reaches the page: it is out of the accessibility tree and cannot take focus.
  expect(await palette(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  expect(await sidebarLink(page).evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link))).toBe(false);
  await expect(palette(page).getByRole('combobox')).toBeFocused();
});

test('a click beside the open palette closes it without reaching the page, and focus returns', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openDoc(page);
  const link = sidebarLink(page);
  const href = (await link.getAttribute('href'))!;
  const box = (await link.boundingBox())!;
  await trigger(page).click();
  await expect(palette(page)).toBeVisible();
  // A click on the spot where the sidebar link lies under the backdrop.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${DOC}$`));
  await expect(trigger(page)).toBeFocused();
  // The page is live again once the palette is gone.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

for (const [platform, label] of [
  ['MacIntel', '⌘K'],
  ['Win32', 'Ctrl K'],
  ['Linux x86_64', 'Ctrl K'],
] as const) {
  test(`Meta+K and Control+K both toggle the palette on ${platform}, labelled ${label}`, async ({page}) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'platform', {get: () => value, configurable: true});
    }, platform);
    await openDoc(page);
    await expect(trigger(page).locator('kbd')).toHaveText(label);
    for (const [open, close] of [
      ['Meta+k', 'Meta+k'],
      ['Control+k', 'Control+k'],
      ['Meta+k', 'Control+k'],
    ]) {
      await page.keyboard.press(open);
      await expect(palette(page)).toBeVisible();
      await page.keyboard.press(close);
      await expect(palette(page)).toBeHidden();
    }
  });
}
