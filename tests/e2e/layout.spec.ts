import {expect, test, type Locator, type Page} from '@playwright/test';
import {sidebarGroups} from '../../scripts/lib/articles';
import {sidebarArticle} from '../../scripts/lib/targets';
import {hydrated} from '../hydrated';

// A long article with another in its sidebar group, read from the content (scripts/lib/targets.ts).
const DOC = sidebarArticle.route;
const NEIGHBOUR = sidebarArticle.neighbour;

/** Opens the test article in a window of this size, once the page runs. */
async function openDoc(page: Page, width: number, height = 900) {
  await page.setViewportSize({width, height});
  await page.goto(DOC);
  await hydrated(page);
}

const docsSidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

/**
 * Whether Chromium's own accessibility tree (what a screen reader gets, through CDP) exposes the element,
 * rather than Playwright's reading of the DOM: a closed drawer is hidden by its styles alone.
 */
async function accessibleInChromium(page: Page, element: Locator): Promise<boolean> {
  // CDP names a page object by its remote id: hand the element over through a window property.
  await element.evaluate((node) => ((window as unknown as {axProbe?: Element}).axProbe = node));
  const cdp = await page.context().newCDPSession(page);
  try {
    const {result} = await cdp.send('Runtime.evaluate', {expression: 'window.axProbe'});
    const {nodes} = await cdp.send('Accessibility.getPartialAXTree', {objectId: result.objectId, fetchRelatives: false});
    return !nodes[0]!.ignored;
  } finally {
    await cdp.detach();
    await page.evaluate(() => delete (window as unknown as {axProbe?: Element}).axProbe);
  }
}

/** Whether the element takes focus (a hidden or inert one does not). */
const focusable = (element: Locator) =>
  element.evaluate((node) => {
    (node as HTMLElement).focus();
    return document.activeElement === node;
  });

/** Nothing is wider than the window: no horizontal scrolling. */
async function expectNoHorizontalOverflow(page: Page) {
  const {scrollWidth, clientWidth} = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

// One load of the article for every check of its layout, each a step: the window is resized as a reader
// turning a tablet does (as pages.spec.ts does), from the widest to the phone, whose drawer navigates away last.
test('the docs layout: navbar, sidebar groups, back to top, and the sidebar at each width down to the drawer on a phone', async ({
  page,
}) => {
  await openDoc(page, 1280);

  await test.step('the navbar has the logo, search, colour toggle, social links and a Links dropdown', async () => {
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('a.navbar__brand')).toHaveAttribute('href', '/');
    await expect(navbar.getByRole('button', {name: /dark mode|light mode|color mode/i})).toBeVisible();
    await expect(navbar.getByRole('button', {name: 'Search knowledge base'})).toBeVisible();
    for (const name of [/GitHub/, /Mastodon/]) {
      const link = navbar.getByRole('link', {name});
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
    const dropdown = navbar.locator('.navbar__item.dropdown', {hasText: 'Links'});
    await dropdown.hover();
    await expect(dropdown.locator('.dropdown__menu a')).toHaveCount(5);
    await expect(dropdown.getByRole('link', {name: 'MDN Web Docs'})).toBeVisible();
    await page.mouse.move(640, 400);
  });

  await test.step('the sidebar lists the seven groups in order and highlights the current article', async () => {
    const sidebar = page.locator('.theme-doc-sidebar-container');
    const labels = await sidebar.locator('.menu__list-item-collapsible .menu__link, .menu__caret').allTextContents();
    expect(labels.map((l) => l.trim()).filter(Boolean)).toEqual(sidebarGroups.map(([label]) => label));
    const active = sidebar.locator('a.menu__link--active[aria-current="page"]');
    await expect(active).toHaveAttribute('href', DOC);
    await expect(active).toHaveText(sidebarArticle.label);
  });

  await test.step('scrolling back up a long article shows a back-to-top button that returns to the top', async () => {
    const button = page.getByRole('button', {name: 'Scroll back to top'});
    await expect(button).toBeHidden();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.mouse.wheel(0, -400);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  for (const [width, expected] of [
    [1600, 300],
    [1300, 240],
    [1100, 220],
  ] as const) {
    await test.step(`the sidebar column is ${expected} px wide at ${width} px`, async () => {
      await page.setViewportSize({width, height: 900});
      await expect.poll(async () => Math.round((await page.locator('.theme-doc-sidebar-container').boundingBox())!.width)).toBe(expected);
    });
  }

  // ARCHITECTURE.md, "Layout": the sidebar sits beside the content from 768 px (220 px wide), the drawer is for < 768 px.
  for (const width of [996, 800, 768]) {
    await test.step(`at ${width} px the sidebar is beside the content, 220 px wide, and nothing overflows`, async () => {
      await page.setViewportSize({width, height: 900});
      await expect(docsSidebar(page).getByRole('link', {name: NEIGHBOUR.label, exact: true})).toBeVisible();
      // The table of contents folds into the "On this page" dropdown (React re-renders for the width).
      await expect(page.getByRole('button', {name: 'On this page'})).toBeVisible();
      const column = (await page.locator('.theme-doc-sidebar-container').boundingBox())!;
      expect(Math.round(column.width)).toBe(220);
      const article = (await page.locator('article').first().boundingBox())!;
      expect(article.x).toBeGreaterThanOrEqual(column.x + column.width);
      await expectNoHorizontalOverflow(page);
    });
  }

  await test.step('at 767 px the sidebar is behind the menu button', async () => {
    await page.setViewportSize({width: 767, height: 900});
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  await test.step('on a phone the sidebar opens from a button and closes on navigation', async () => {
    await page.setViewportSize({width: 375, height: 812});
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    const drawer = page.locator('.navbar-sidebar');
    // The closed drawer is on the page (it mounts after hydration) but out of reach: not in Chromium's
    // accessibility tree and not focusable, so a screen reader or Tab does not land in it.
    const drawerLink = page.locator(`.navbar-sidebar a[href="${NEIGHBOUR.route}"]`);
    await expect(drawerLink).toBeAttached();
    expect(await accessibleInChromium(page, drawerLink)).toBe(false);
    expect(await focusable(drawerLink)).toBe(false);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(drawer).toBeVisible();
    // Open, the same link is a named link in that tree and takes focus.
    await expect.poll(() => accessibleInChromium(page, drawerLink)).toBe(true);
    expect(await focusable(drawerLink)).toBe(true);
    // The drawer opens on the docs sidebar of the page being read.
    await expect(drawer.getByRole('button', {name: /back to main menu/i})).toBeVisible();
    await expect(drawer.getByRole('link', {name: NEIGHBOUR.label, exact: true})).toBeVisible();
    // The drawer fills the window's height, and its links are on top, not under the page.
    const drawerHeight = (await drawer.boundingBox())!.height;
    expect(drawerHeight).toBe(812);
    const link = drawer.getByRole('link', {name: NEIGHBOUR.label, exact: true});
    // The drawer slides in: test what is on top once its transitions have finished, not mid-slide.
    await drawer.evaluate((element) => Promise.all(element.getAnimations({subtree: true}).map((animation) => animation.finished)));
    const onTop = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!hit && element.contains(hit);
    });
    expect(onTop).toBe(true);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === NEIGHBOUR.route);
    await expect(drawer).toBeHidden();
  });
});

test('the footer has Resources and Legal lists with real targets', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByText('Resources', {exact: true})).toBeVisible();
  await expect(footer.getByText('Legal', {exact: true})).toBeVisible();
  for (const [name, href] of [
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Contact', '/contact'],
  ]) {
    await expect(footer.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  }
});
