/**
 * axe (serious and critical) in each state a reader puts the site in, in light and dark mode (the state
 * reached once, in one mode, then switched to the other from another tab; tests/axe.ts):
 * the search palette open (empty, with results, with "Did you mean"), the mobile menu drawer open,
 * a live block edited into an error, an interactive block's output shown, the copy indicator and
 * the navigation toast shown. The Open in menu's open state is checked in open-in-menu.spec.ts,
 * pages at rest in accessibility.spec.ts.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {loadInMode, seriousAxeViolations, seriousAxeViolationsInBothModes, type ColorMode} from '../axe';
import {liveBlock} from '../liveBlock';
import {holdClock, installClock, withRealTimers} from '../clock';
import {articleAt, codeBlocks, interactive, live, search, smallestArticle} from '../../scripts/lib/targets';
import {hydrated} from '../hydrated';

async function open(page: Page, path: string, mode: ColorMode) {
  await loadInMode(page, mode);
  await page.goto(path);
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
}

const palette = (page: Page) => page.getByRole('dialog', {name: 'Search knowledge base'});

async function openPalette(page: Page, mode: ColorMode) {
  await open(page, smallestArticle, mode);
  await page.keyboard.press('Control+k');
  await expect(palette(page).getByRole('combobox')).toBeFocused();
}

/**
 * Each state, and how a reader reaches it. A state that a 2 s timer ends (the Copied indicator, the
 * toast) is reached with the page's clock held (tests/clock.ts), so it stays while axe checks the
 * whole page, however slowly; it returns what shows it, which must still show once axe is done.
 */
const STATES: {name: string; reach: (page: Page, mode: ColorMode) => Promise<Locator | void>}[] = [
  {
    name: 'the search palette open with an empty query',
    async reach(page, mode) {
      await openPalette(page, mode);
      // Every article, grouped: each result is an option, and a link.
      await expect(palette(page).getByRole('option').first()).toBeVisible();
      expect(await palette(page).getByRole('option').count()).toBeGreaterThan(30);
    },
  },
  {
    name: 'the search palette with results',
    async reach(page, mode) {
      await openPalette(page, mode);
      await palette(page).getByRole('combobox').fill(search.titleWord.query);
      await expect(palette(page).getByRole('group', {name: 'In the text'})).toBeVisible();
      await expect(palette(page).getByRole('group', {name: 'Articles'}).getByRole('option').first()).toBeVisible();
    },
  },
  {
    name: 'the search palette with "Did you mean"',
    async reach(page, mode) {
      await openPalette(page, mode);
      await palette(page).getByRole('combobox').fill(search.typo.typed);
      await expect(palette(page).getByText('Did you mean')).toBeVisible();
    },
  },
  {
    name: 'the mobile menu drawer open',
    async reach(page, mode) {
      await page.setViewportSize({width: 375, height: 812});
      await open(page, smallestArticle, mode);
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      const drawer = page.locator('.navbar-sidebar');
      // The drawer shows the page's own sidebar group open, its link among them (its name read from the content).
      await expect(drawer.getByRole('link', {name: articleAt(smallestArticle).label, exact: true})).toBeVisible();
      await drawer.evaluate((element) => Promise.all(element.getAnimations({subtree: true}).map((animation) => animation.finished)));
    },
  },
  {
    name: 'a live block edited into an error',
    async reach(page, mode) {
      await open(page, live.route, mode);
      const {preview, replaceCode} = liveBlock(page);
      await expect(preview.getByText(live.text)).toBeVisible();
      await replaceCode('function Broken() { return <p>unclosed; }');
      await expect(
        page
          .locator('[data-live-codeblock]')
          .first()
          .getByText(/SyntaxError|Unexpected|Unterminated/),
      ).toBeVisible();
    },
  },
  {
    name: 'an interactive block’s output shown',
    async reach(page, mode) {
      await open(page, interactive.route, mode);
      const block = page.locator('[data-interactive-code]').first();
      await block.getByRole('button', {name: 'Run'}).click();
      await expect(block.getByTestId('code-output')).toHaveText(interactive.output);
    },
  },
  {
    name: 'the Copied indicator shown',
    async reach(page, mode) {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await installClock(page);
      await open(page, codeBlocks.route, mode);
      await holdClock(page);
      const block = page.locator('article .theme-code-block').first();
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
      return block.getByRole('button', {name: 'Copied'});
    },
  },
  {
    name: 'the navigation toast shown',
    async reach(page, mode) {
      await installClock(page);
      await openPalette(page, mode);
      await palette(page).getByRole('combobox').fill(search.titleWord.query);
      await expect(palette(page).getByRole('option').first()).toBeVisible();
      await holdClock(page);
      await page.keyboard.press('Enter');
      const toast = page.getByRole('status').filter({hasText: 'Navigation'});
      await expect(toast).toContainText('Taking you to the selected resource');
      return toast;
    },
  },
];

// Half the states are reached in a page loaded in light mode, half in one loaded in dark, so each mode is
// checked both as loaded and as switched to.
STATES.forEach((state, index) => {
  const loaded: ColorMode = index % 2 === 0 ? 'light' : 'dark';
  test(`${state.name} has no serious or critical axe violations in light and dark mode`, async ({page}) => {
    test.slow(); // axe over a whole article, twice, takes seconds on a busy machine
    const fleeting = await state.reach(page, loaded);
    if (!fleeting) {
      expect(await seriousAxeViolationsInBothModes(page, loaded)).toEqual([]);
      return;
    }
    // axe runs on timers of its own: it gets the browser's, while the page's stay held.
    expect(await seriousAxeViolationsInBothModes(page, loaded, () => withRealTimers(page, () => seriousAxeViolations(page)))).toEqual([]);
    // axe saw it while it showed, in both modes.
    await expect(fleeting).toBeVisible();
  });
});
