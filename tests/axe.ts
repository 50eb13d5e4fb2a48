/**
 * axe over the page as it is now: its serious and critical violations, one readable line each ([] when clean).
 * `only`: a CSS selector to check alone, for a state that lasts too short for axe over the whole page.
 */
import {createRequire} from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

export type ColorMode = 'light' | 'dark';

/**
 * The rules whose violations are at most moderate, left out since only serious and critical ones count here: axe
 * gives a rule's violations the rule's own impact (axe-core's _finalizeRuleResult). Read from the rules of the
 * axe-core that @axe-core/playwright injects, through its `_audit` (not public API: if an upgrade drops it, this
 * throws as the tests load). `region`, one of them, walks every element of a page.
 */
const axeCore = createRequire(require.resolve('@axe-core/playwright'))('axe-core') as {_audit: {rules: {id: string; impact?: string}[]}};
const BELOW_SERIOUS = axeCore._audit.rules.filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate').map((rule) => rule.id);

export async function seriousAxeViolations(page: Page, only?: string): Promise<string[]> {
  // Violations only: axe then keeps no node lists for passes and the rest, which nothing here reads.
  const builder = new AxeBuilder({page}).options({resultTypes: ['violations']}).disableRules(BELOW_SERIOUS);
  if (only) builder.include(only);
  return (await builder.analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** Loads the next page of `page` in `mode`, as a reader's stored choice does (set before the page's own scripts run). */
export async function loadInMode(page: Page, mode: ColorMode): Promise<void> {
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
}

/**
 * Switches the page to `mode` the way a choice made in another tab of the site does: that tab stores it,
 * and the page, told by the browser's storage event, re-renders in it (Docusaurus's colour mode context
 * follows the stored choice), keeping whatever state the reader had put it in.
 */
export async function switchModeFromAnotherTab(page: Page, mode: ColorMode): Promise<void> {
  const tab = await page.context().newPage();
  try {
    // Any file of the site will do: it shares the page's storage.
    await tab.goto('/robots.txt');
    await tab.evaluate((m) => localStorage.setItem('theme', m), mode);
  } finally {
    await tab.close();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // React has re-rendered in the new mode (the toggle's label comes from its state, not the attribute).
  await expect(page.locator(`button[aria-label$="(currently ${mode} mode)"]`).first()).toBeAttached();
  // The colours as a reader sees them once they have changed: links fade to the new colour (Infima's 200 ms
  // transition), and in an article's sections off screen (content-visibility: auto, src/css/custom.css) a
  // fade starts only when the style is next computed and runs only once the section is on screen. So each
  // element's style is computed, and every fade is taken to its end; otherwise axe would read the old
  // mode's link colours against the new background.
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll('*'))) void getComputedStyle(element).color;
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}

/**
 * axe over the page as it is now in the mode it was loaded in (`loaded`), then in the other, switched from
 * another tab, so a state is reached once for both modes: the violations of both, each line prefixed with
 * its mode. `check` runs axe (a held clock's test passes one that gives axe the browser's timers).
 */
export async function seriousAxeViolationsInBothModes(
  page: Page,
  loaded: ColorMode,
  check: () => Promise<string[]> = () => seriousAxeViolations(page),
): Promise<string[]> {
  expect(await page.evaluate(() => document.documentElement.dataset.theme), 'the page was loaded in this mode').toBe(loaded);
  const other: ColorMode = loaded === 'light' ? 'dark' : 'light';
  const found = (await check()).map((line) => `${loaded} mode: ${line}`);
  await switchModeFromAnotherTab(page, other);
  return [...found, ...(await check()).map((line) => `${other} mode: ${line}`)];
}
