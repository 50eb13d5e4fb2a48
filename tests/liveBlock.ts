/**
 * The parts of a ```jsx live block (theme-live-codeblock's Playground) for
 * tests. The theme gives its editor and preview no role, label or data
 * attribute, so they are found by the start of their CSS-module class names
 * here, in one place, for every test.
 */
import type {Locator, Page} from '@playwright/test';

export function liveBlock(page: Page, within: Locator | Page = page) {
  const preview = within.locator('[class*="playgroundPreview"]').first();
  const editor = within.locator('[class*="playgroundEditor"]').first();
  return {
    preview,
    editor,
    /** Replaces the block's code as a reader would, typed key by key: the editor updates the preview on key events, not on inserted text. */
    async replaceCode(code: string) {
      await editor.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.type(code);
    },
  };
}
