/**
 * The parts of a ```jsx live block (theme-live-codeblock's Playground) for
 * tests, found by role and name: the preview is the "Live preview" region
 * (plugins/code-blocks/theme/Playground/Preview), the editor the block's one editable
 * element (react-live edits a contenteditable <pre>, which has no role of its own).
 */
import type {Locator, Page} from '@playwright/test';

export function liveBlock(page: Page, block: Locator = page.locator('[data-live-codeblock]').first()) {
  const preview = block.getByRole('region', {name: 'Live preview'});
  const editor = block.locator('[contenteditable]');
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
