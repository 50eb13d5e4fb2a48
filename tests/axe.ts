/** axe over the page as it is now: its serious and critical violations, one readable line each ([] when clean). */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({page}).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
