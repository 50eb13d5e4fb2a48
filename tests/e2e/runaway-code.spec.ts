/**
 * Code that readers type cannot freeze the page (issue 25): a console flood in
 * an interactive block, and an endless loop in a live block.
 *
 * "The page answers" is asserted as the reader sees it: while the code runs, an
 * edit in the block's editor shows. The page's clock is held (tests/clock.ts),
 * so the interactive run lasts until the test moves page time past its 3 s limit,
 * and the edits land mid-run however loaded the machine is; a page whose main
 * thread the flood swamps never shows them. How long the main thread is busy is
 * a measurement for a benchmark, not a pass/fail window here.
 */
import {liveBlock} from '../liveBlock';
import {pageSettled, watchRequests} from '../idle';
import {holdClock} from '../clock';
import {interactive, live} from '../../scripts/lib/targets';
import {expect, test, type Page} from '@playwright/test';
import {hydrated} from '../hydrated';

// The blocks come from the articles (scripts/lib/targets.ts), so an author's edit moves them.
const INTERACTIVE = interactive.route;
const LIVE = live.route;
/** Page time between the reader's edits; six edits span the 3 s time limit. */
const EDIT_EVERY_MS = 500;

/**
 * Runs `code` in the first interactive block, editing the block every 500 ms of page time, `edits`
 * times, then waits for the run to end; returns the output's lines and the edits seen mid-run.
 * Seven edits take page time past the 3 s limit; five stay under it, for code that ends on its own
 * however long the machine takes to run it.
 */
async function runFlood(page: Page, code: string, edits = 7) {
  await page.clock.install();
  watchRequests(page);
  await page.goto(INTERACTIVE);
  await hydrated(page);
  const block = page.locator('[data-interactive-code]').first();
  // Its editor joins the block near the screen or under the pointer (InteractiveCodeBlock): a reader points at it.
  await block.hover();
  const editor = block.locator('textarea');
  await editor.fill(code);
  // Editing loads Prism and recolours the code; let that finish before the run.
  await expect(block.locator('pre .token-line').first().locator('.token').first()).toBeAttached();
  await pageSettled(page);
  await holdClock(page);
  await block.getByRole('button', {name: 'Run'}).click();
  const output = block.getByTestId('code-output');
  let editsWhileRunning = 0;
  for (let edit = 1; edit <= edits; edit += 1) {
    const running = await block.getByRole('button', {name: 'Running…'}).isVisible();
    await editor.fill(`// edit ${edit}`);
    await expect(editor, 'the page takes the reader’s edit while the code runs').toHaveValue(`// edit ${edit}`);
    if (running && (await block.getByRole('button', {name: 'Running…'}).isVisible())) editsWhileRunning += 1;
    await page.clock.runFor(EDIT_EVERY_MS);
  }
  await expect(block.getByRole('button', {name: 'Run'})).toBeEnabled({timeout: 20_000});
  await expect(output).toBeVisible();
  return {lines: (await output.innerText()).split('\n'), editsWhileRunning};
}

test('a console flood in an endless loop: the page answers throughout, the output is capped and says why it stopped', async ({page}) => {
  const {lines, editsWhileRunning} = await runFlood(page, "while (true) { console.log('spam', Math.random()); }");
  // The run ends only at its 3 s limit, in page time: every edit before it landed mid-run.
  expect(editsWhileRunning).toBe(6);
  expect(lines.slice(0, 500).every((line) => /^spam 0\.\d+$/.test(line))).toBe(true);
  expect(lines.slice(500)).toEqual([
    'Output limit reached: 500 lines shown.',
    'Error: Stopped after 3 seconds. The code was still running; check for a loop that never ends.',
  ]);
});

test('ten million console lines: the page answers throughout and shows the first 500 and the limit', async ({page}) => {
  // The page's clock stays under the time limit: on a loaded machine the loop takes longer, and it must end on its own.
  const {lines} = await runFlood(page, 'for (let i = 0; i < 1e7; i++) console.log(i)', 5);
  expect(lines).toHaveLength(501);
  expect(lines[0]).toBe('0');
  expect(lines[499]).toBe('499');
  expect(lines[500]).toBe('Output limit reached: 500 lines shown.');
});

test('an endless loop in a live block shows an error in the preview, the page answers, and fixing the code restores the preview', async ({
  page,
}) => {
  await page.goto(LIVE);
  await hydrated(page);
  const {preview, editor} = liveBlock(page);
  // The live block's code (react-live, the parser) loads after hydration.
  await expect(preview.getByText(live.text)).toBeVisible({timeout: 15_000});

  // Typed at the start of the component's body, as a reader would: the code becomes an endless
  // loop only with its last keystroke (`while (true)` alone loops once, over the return).
  await editor.click();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < live.bodyLine; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.type('while (true) {}');
  await expect(preview).toContainText('This loop ran for more than 1 second and was stopped');
  await expect(preview.getByText(live.text)).toBeHidden();

  // The page answers: the editor still takes keys, and replacing the loop brings the preview back.
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('() => <p>Fixed</p>');
  await expect(preview.getByText('Fixed', {exact: true})).toBeVisible();
  await expect(preview).not.toContainText('This loop ran');
});
