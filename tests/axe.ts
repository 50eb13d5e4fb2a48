/**
 * axe over the page as it is now: its serious and critical violations, one readable line each ([] when clean).
 * `only`: a CSS selector to check alone, for a state that lasts too short for axe over the whole page.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export async function seriousAxeViolations(page: Page, only?: string): Promise<string[]> {
  const builder = new AxeBuilder({page});
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
