import {watchConsole} from '../console';
import {liveBlock} from '../liveBlock';
import {pageSettled, watchRequests} from '../idle';
import {holdClock} from '../clock';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {darkCodeColours, lightCodeColours, type Palette} from '../../plugins/code-blocks/lib/prismThemes';
import {REPOSITORY_URL} from '../../plugins/shared/site';
import {codeBlocks, codeLanguagePages, highlighting, interactive, live, nginxPage} from '../../scripts/lib/targets';
import {hydrated} from '../hydrated';

// The pages and blocks come from the articles (scripts/lib/targets.ts), so an author's edit moves them.
const INTERACTIVE = interactive.route;

async function interactiveBlock(page: Page) {
  await page.goto(INTERACTIVE);
  const block = page.locator('[data-interactive-code]').first();
  await expect(block).toBeVisible();
  // Its editor joins the block near the screen or under the pointer (InteractiveCodeBlock): a reader points at it.
  await block.hover();
  return block;
}

test('every code block shows its title, a language label and a Copy button', async ({page}) => {
  await page.goto(codeBlocks.route);
  const blocks = page.locator('article .theme-code-block');
  await expect(blocks).toHaveCount(codeBlocks.languages.length);
  const first = blocks.first();
  await expect(first.getByText(/Language:/)).toBeAttached();
  await expect(first.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  // Each block's header names its language, visibly and, with "Language:", to screen readers.
  await expect(blocks.getByText(/^Language:\s*\S+$/), 'each block labelled with the language its fence names').toHaveText(
    codeBlocks.languages.map((language) => `Language: ${language}`),
  );
});

test('Copy copies the exact code and shows "Copied" for 2 s, also by keyboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto(codeBlocks.route);
  await hydrated(page);
  await holdClock(page);
  const block = page.locator('article .theme-code-block').first();
  const button = block.getByRole('button', {name: 'Copy code to clipboard'});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  await expect(block.getByRole('status')).toHaveText('Code copied to clipboard');
  // The block's code exactly as the article's MDX has it.
  expect(await page.evaluate(() => navigator.clipboard.readText()), 'the clipboard holds the block as written').toBe(codeBlocks.firstCode);
  // Page time, not the test's: "Copied" holds through 1.9 s and is gone by 2.1 s.
  await page.clock.runFor(1900);
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  await page.clock.runFor(200);
  await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  await expect(block.getByRole('status')).toHaveText('');
});

/**
 * Runs `code` in the block as a reader would, from the block as it was written (Reset, which hides the
 * last run's output), so the output shown is this run's alone.
 */
async function run(block: Locator, code: string) {
  await block.getByRole('button', {name: 'Reset'}).click();
  const output = block.getByTestId('code-output');
  await expect(output).toBeHidden();
  await block.locator('textarea').fill(code);
  await block.getByRole('button', {name: 'Run'}).click();
  await expect(output).toBeVisible();
  return output;
}

// One page for the checks of what a run prints, each a step: a run starts from the block as written.
test('an interactive block runs its code and prints what it prints: console lines, await, errors, no reach outside, text capped; Reset and Ctrl+Enter', async ({
  page,
}) => {
  // Ten runs in one page: 26-30 s when CI runs the recipes beside it (fresh82 stopped it at the 30 s test timeout
  // in its last step, and its retry passed in 29.5 s). Each step still waits on states, not durations.
  test.slow();
  const block = await interactiveBlock(page);

  await test.step('an interactive block runs and prints what its code prints', async () => {
    await expect(block).toContainText(interactive.title);
    await expect(block.getByText('Language: js')).toBeAttached();
    await block.getByRole('button', {name: 'Run'}).click();
    // The same lines as the block's code prints when run in Node (scripts/lib/targets.ts).
    await expect(block.getByTestId('code-output')).toHaveText(interactive.output);
  });

  await test.step('Reset restores the original code; Ctrl+Enter runs from the editor', async () => {
    const editor = block.locator('textarea');
    await expect(editor).toHaveValue(interactive.code);
    await editor.fill('console.log("edited")');
    await editor.press('Control+Enter');
    await expect(block.getByTestId('code-output')).toHaveText('edited');
    await block.getByRole('button', {name: 'Reset'}).click();
    await expect(editor).toHaveValue(interactive.code);
    await expect(block.getByTestId('code-output')).toBeHidden();
  });

  await test.step('console output: one line per call, args joined by spaces, objects as JSON, circular and BigInt safe', async () => {
    const output = await run(
      block,
      'const o = {a: 1}; o.self = o;\nconsole.log("x", 1, [1, 2]);\nconsole.info({b: true});\nconsole.warn(o);\nconsole.error(10n);',
    );
    await expect(output).toHaveText('x 1 [1,2]\n{"b":true}\n{"a":1,"self":"[Circular]"}\n10n');
  });

  await test.step('top-level await works', async () => {
    const output = await run(block, 'const v = await new Promise((r) => setTimeout(() => r(7), 50));\nconsole.log("value", v);');
    await expect(output).toHaveText('value 7');
  });

  for (const [name, code, message] of [
    ['a throw', 'console.log("before");\nthrow new Error("broken on purpose");', 'Error: broken on purpose'],
    ['a rejected promise', 'await Promise.reject(new Error("rejected"));', 'Error: rejected'],
    ['a syntax error', 'console.log("x";', 'Error:'],
  ] as const) {
    await test.step(`${name} gives output beginning "Error: "`, async () => {
      const output = await run(block, code);
      const lines = (await output.innerText()).split('\n');
      expect(lines.at(-1)!.startsWith(message)).toBe(true);
    });
  }

  await test.step('code cannot reach the page, its cookies or storage, or the network', async () => {
    await page.evaluate(() => {
      document.cookie = 'secret=1';
      localStorage.setItem('secret', '1');
    });
    const output = await run(
      block,
      'console.log(typeof document, typeof localStorage, typeof indexedDB, typeof fetch, typeof XMLHttpRequest, typeof importScripts);\nconsole.log(document.cookie);',
    );
    const text = await output.innerText();
    expect(text.split('\n')[0]).toBe('undefined undefined undefined undefined undefined undefined');
    expect(text).toMatch(/Error: .*document/);
  });

  await test.step('output is text, not HTML, and is capped with a note', async () => {
    const output = await run(
      block,
      'console.log("<img src=x onerror=\\"window.__x=1\\">");\nfor (let i = 0; i < 2000; i++) console.log("line " + i);',
    );
    await expect(output.locator('img')).toHaveCount(0);
    await expect(output).toContainText('<img src=x');
    const lines = (await output.innerText()).split('\n');
    expect(lines).toHaveLength(501);
    expect(lines.at(-1)).toBe('Output limit reached: 500 lines shown.');
    expect(await page.evaluate(() => (window as unknown as {__x?: number}).__x)).toBeUndefined();
  });
});

test('an endless loop is stopped after the time limit and the page stays responsive', async ({page}) => {
  // The page's clock held, the run lasts until the test moves time past its 3 s limit.
  await page.clock.install();
  const block = await interactiveBlock(page);
  await hydrated(page);
  await holdClock(page);
  await block.locator('textarea').fill('while (true) {}');
  await block.getByRole('button', {name: 'Run'}).click();
  await expect(block.getByRole('button', {name: 'Running…'})).toBeDisabled();
  // The main thread answers while the loop spins in the worker: a reader's edit shows, mid-run.
  await block.locator('textarea').fill('// edited while it runs');
  await expect(block.locator('textarea')).toHaveValue('// edited while it runs');
  await expect(block.getByRole('button', {name: 'Running…'})).toBeDisabled();
  await page.clock.runFor(2900);
  await expect(block.getByRole('button', {name: 'Running…'})).toBeDisabled();
  await page.clock.runFor(200);
  await expect(block.getByTestId('code-output')).toContainText('Stopped after 3 seconds');
  await expect(block.getByRole('button', {name: 'Run'})).toBeEnabled();
});

test('the runner loads when a reader is about to run code, not with the page', async ({page}) => {
  const runner = scriptsContaining(page, 'check for a loop that never ends');
  await openHydrated(page, INTERACTIVE);
  await pageSettled(page);
  expect(runner).toEqual([]);
  const block = page.locator('[data-interactive-code]').first();
  await block.getByRole('button', {name: 'Run'}).click();
  await expect(block.getByTestId('code-output')).toHaveText(interactive.output);
  expect(runner).toHaveLength(1);
});

test('an interactive block is server-rendered as it looks, without a form field; its editor joins it near the screen; Run disabled until the page runs; same size after', async ({
  browser,
  page,
}) => {
  // Without JavaScript the reader sees the server's HTML: the coloured code as a named region, the toolbar, no way to lose an edit.
  const noScript = await browser.newContext({javaScriptEnabled: false, viewport: page.viewportSize()});
  const staticPage = await noScript.newPage();
  await staticPage.goto(new URL(INTERACTIVE, test.info().project.use.baseURL).href);
  const staticBlock = staticPage.locator('[data-interactive-code]').first();
  // No <textarea> in the HTML: Chrome's autofill would lay out its whole article section, off screen or not (InteractiveCodeBlock).
  await expect(staticPage.locator('textarea, input, select')).toHaveCount(0);
  const staticCode = staticBlock.getByRole('region', {name: `Code: ${interactive.title}`});
  await expect(staticCode).toHaveAttribute('tabindex', '0');
  // Its lines' text, not innerText: the box is skipped off screen (content-visibility), and skipped text has no rendering.
  expect((await staticCode.locator('.token-line').allTextContents()).join('\n').trimEnd()).toBe(interactive.code);
  await expect(staticBlock.getByRole('button', {name: 'Run'})).toBeDisabled();
  await expect(staticBlock.locator('.token.keyword').first()).toBeVisible();
  const before = await staticBlock.boundingBox();
  await noScript.close();

  await openHydrated(page, INTERACTIVE);
  const block = page.locator('[data-interactive-code]').first();
  await expect(block.getByRole('button', {name: 'Run'})).toBeEnabled();
  // No layout shift when the page turns interactive: the block keeps its place and size.
  expect(await block.boundingBox()).toEqual(before);
  await block.hover();
  const editor = block.getByRole('textbox');
  await expect(editor).not.toHaveAttribute('readonly', '');
  await expect(editor).toHaveValue(interactive.code);
  // The editor lies over the coloured code, which screen readers then skip.
  await expect(block.getByRole('region', {name: /^Code:/})).toHaveCount(0);
  // Its size once rendered: within the 1 px the skipped code's estimate allows (pages.spec.ts, codeBoxHeights).
  const after = (await block.boundingBox())!;
  expect(after.width).toBe(before!.width);
  expect(Math.abs(after.height - before!.height)).toBeLessThanOrEqual(1);
});

test('an interactive block far below the screen gets its editor as the reader scrolls near it, or tabs into it', async ({page}) => {
  await page.setViewportSize({width: 375, height: 300});
  await openHydrated(page, INTERACTIVE);
  const block = page.locator('[data-interactive-code]').first();
  const top = () => block.evaluate((element) => element.getBoundingClientRect().top);
  expect(await top(), 'the block starts more than three screens below the top').toBeGreaterThan(900);
  await pageSettled(page);
  await expect(block.locator('textarea')).toHaveCount(0);
  // Scrolling as a reader does, a screen at a time: the editor is there before the block reaches the screen.
  await page.mouse.move(10, 150);
  while ((await block.locator('textarea').count()) === 0 && (await top()) > 0) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
  }
  await expect(block.getByRole('textbox')).toBeAttached();
  expect(await top()).toBeGreaterThan(0);

  // Keyboard: the block's Copy button comes before its code, and focusing it brings the editor.
  await openHydrated(page, INTERACTIVE);
  await pageSettled(page);
  await expect(block.locator('textarea')).toHaveCount(0);
  await block.getByRole('button', {name: /Copy/}).focus();
  await expect(block.getByRole('textbox')).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(block.getByRole('textbox')).toBeFocused();
});

test('jsx live blocks keep the live React preview, and editing updates it', async ({page}) => {
  await page.goto(live.route);
  const {preview, editor} = liveBlock(page);
  await expect(preview.getByText(live.text)).toBeVisible();
  // Type at the end of the text the component renders, as a reader would.
  await editor.click();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < live.textEnd.line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  for (let i = 0; i < live.textEnd.charsAfter; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(', edited');
  await expect(preview.getByText(`${live.text}, edited`)).toBeVisible();
});

test('live previews run React 19, as `npm start` does: React.version and useActionState work', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(live.route);
  const {preview, replaceCode} = liveBlock(page);
  await expect(preview.getByText(live.text)).toBeVisible();
  await replaceCode(
    'function V() { const [s] = React.useActionState(async (p) => p + 1, 41); return <p>React {React.version} state {s}</p>; }',
  );
  await expect(preview.getByText(/^React 19\.\d+\.\d+ state 41$/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the live preview code (react-live) loads only on pages with a live block', async ({page}) => {
  const liveScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    // The Playground's editor label ships in the same chunk as react-live.
    if (body.includes('Live Editor')) liveScripts.push(new URL(response.url()).pathname);
  });
  // A page of plain code blocks, loaded in full before its scripts are counted.
  await openHydrated(page, codeBlocks.route);
  expect(liveScripts).toEqual([]);
  await page.goto(live.route);
  await expect(liveBlock(page).preview.getByText(live.text)).toBeVisible();
  // The response handler reads each body asynchronously, so it can finish after the preview shows.
  await expect.poll(() => liveScripts.length).toBeGreaterThan(0);
});

// Highlighting: the build gives each block its tokens (plugins/code-blocks), so ordinary pages
// run no Prism; Prism loads on demand only for a block without tokens, and in the editors.

/** Pathnames of the scripts the page runs that contain Prism (its tokenizer's hook name is in every copy of it). */
function prismScripts(page: Page): string[] {
  return scriptsContaining(page, 'before-tokenize');
}

/** Pathnames of the scripts the page downloads whose code contains `text`. */
function scriptsContaining(page: Page, text: string): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(text)) found.push(new URL(response.url()).pathname);
  });
  return found;
}

/** Loads the page and waits until it has hydrated and loaded all it loads on its own (tests/idle.ts). */
async function openHydrated(page: Page, path: string) {
  watchRequests(page);
  await page.goto(path);
  await hydrated(page);
  await pageSettled(page);
}

/** The computed colour of a block's first keyword and of its plain text. */
function colours(block: Locator) {
  return block.evaluate((element) => ({
    keyword: getComputedStyle(element.querySelector('.token.keyword')!).color,
    text: getComputedStyle(element.querySelector('.token-line')!).color,
  }));
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
/** The colours a mode gives keywords and plain code text. */
const themeColours = (palette: Palette) => ({keyword: rgb(palette.keyword), text: rgb(palette.text)});

test('articles run no Prism; the interactive editor loads it only once its code is edited', async ({page}) => {
  test.slow(); // several articles opened and hydrated in turn: 20 s with the recipes running beside it (fresh82)
  const prism = prismScripts(page);
  // Pages that between them show every language the site highlights (scripts/lib/targets.ts).
  for (const path of codeLanguagePages) await openHydrated(page, path);
  expect(prism).toEqual([]);
  const block = await interactiveBlock(page);
  await pageSettled(page);
  // Coloured from the build's tokens, without Prism.
  await expect(block.locator('.token.keyword').first()).toBeAttached();
  expect(prism).toEqual([]);
  await block.locator('textarea').press('End');
  await block.locator('textarea').pressSequentially('\nconst added = 1;');
  await expect.poll(() => prism.length).toBeGreaterThan(0);
  // The edited code is highlighted by Prism, the new line included.
  await expect(block.locator('pre .token-line', {hasText: 'const added = 1;'}).locator('.token.keyword')).toHaveText('const');
});

test('code is coloured in light and dark mode, and switching the mode recolours it', async ({page}) => {
  await openHydrated(page, nginxPage);
  const block = page.locator('article pre.language-nginx').first();
  await expect(block.locator('.token').first()).toBeVisible();
  expect(await colours(block)).toEqual(themeColours(lightCodeColours));
  await page.getByRole('button', {name: /dark mode|light mode|color mode/i}).click();
  await expect.poll(() => colours(block)).toEqual(themeColours(darkCodeColours));
});

test('a page loaded in dark mode shows dark code from the server HTML, without rebuilding a block', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {serverTokens: Element[]}).serverTokens = Array.from(document.querySelectorAll('article pre .token'));
    });
  });
  await openHydrated(page, nginxPage);
  const block = page.locator('article pre.language-nginx').first();
  expect(await colours(block)).toEqual(themeColours(darkCodeColours));
  const detached = await page.evaluate(() => {
    const tokens = (window as unknown as {serverTokens: Element[]}).serverTokens;
    return {total: tokens.length, detached: tokens.filter((token) => !token.isConnected).length};
  });
  expect(detached.total).toBeGreaterThan(50);
  expect(detached.detached).toBe(0);
});

test('highlighted lines, line numbers and magic comments work with build-time tokens', async ({page}) => {
  // The page that shows both ways to highlight a line (the article template's "Highlighting lines" section).
  const {numbered: range, commented: comment} = highlighting;
  await openHydrated(page, highlighting.route);
  const numbered = page.locator(`article pre.language-${range.lang}`, {hasText: range.lines[range.highlighted[0]].trim()}).first();
  const numberedLines = numbered.locator('.token-line');
  await expect(numberedLines).toHaveCount(range.lines.length);
  for (const line of range.highlighted) await expect(numberedLines.nth(line)).toHaveClass(/theme-code-block-highlighted-line/);
  await expect(numbered.locator('.theme-code-block-highlighted-line')).toHaveCount(range.highlighted.length);
  await expect(numbered.locator('.token.keyword').first()).toBeVisible();
  // The theme draws line numbers with a CSS counter before each line's first cell.
  const lineNumber = (block: Locator) =>
    block
      .locator('.token-line')
      .first()
      .evaluate((line) => getComputedStyle(line.firstElementChild!, '::before').content);
  expect(await lineNumber(numbered)).toMatch(/counter\(line-count\)/);
  const config = page.locator('article .theme-code-block', {hasText: comment.title}).locator(`pre.language-${comment.lang}`);
  await expect(config.locator('.token-line')).toHaveCount(comment.lines.length);
  await expect(config.locator('.theme-code-block-highlighted-line')).toHaveText(comment.highlighted);
  await expect(config).not.toContainText('highlight-next-line');
  await expect(config.locator('.token').first()).toBeVisible();
  expect(await lineNumber(config)).not.toMatch(/counter/);
  // All of it comes from the build: the server's HTML already has the highlighted, tokenised lines
  // (the page's live block brings Prism with react-live, so Prism's absence cannot show it here).
  const html = await (await page.request.get(highlighting.route)).text();
  const highlightedLines = [...html.matchAll(/class="token-line theme-code-block-highlighted-line[^"]*">((?:(?!<\/div>).)*?)<\/div>/g)];
  const shown = (line: string) =>
    line
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"');
  for (const expected of [range.lines[range.highlighted[0]], comment.highlighted]) {
    const line = highlightedLines.find(([, cells]) => shown(cells).trim() === expected.trim());
    expect(line, `the server's HTML highlights "${expected.trim()}"`).toBeDefined();
    expect(line![1], `"${expected.trim()}" comes tokenised from the build`).toMatch(/<span class="token [^"]+">/);
  }
});

test('a block written in JSX has no build-time tokens: it shows its code plain, then Prism, loaded on demand, highlights it', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const prism = prismScripts(page);
  // The MCP guide's clone command is a <CodeBlock> with the repository's address from plugins/shared/site.ts.
  const html = await (await page.request.get('/mcp')).text();
  expect(html).toContain(`<span class="token plain">git clone ${REPOSITORY_URL}.git</span>`);
  await openHydrated(page, '/mcp');
  const block = page.locator('pre.language-bash', {hasText: 'git clone'});
  await expect.poll(() => prism.length).toBeGreaterThan(0);
  await expect(block.locator('.token.function', {hasText: 'git'})).toBeVisible();
  await expect(block.locator('.token-line')).toHaveCount(4);
  await expect(block).toContainText(`git clone ${REPOSITORY_URL}.git`);
  expect(problems).toEqual([]);
});

test('the interactive editor and the live editor still colour their code', async ({page}) => {
  const interactive = await interactiveBlock(page);
  await expect(interactive.locator('.token.keyword').first()).toBeAttached();
  const editorColours = await colours(interactive);
  expect(editorColours.keyword).not.toBe(editorColours.text);

  await page.goto(live.route);
  const liveCodeBlock = page.locator('[data-live-codeblock]').first();
  await expect(liveBlock(page, liveCodeBlock).preview).toBeVisible();
  await expect(liveCodeBlock.locator('.token.keyword, .token.tag').first()).toBeVisible();
  const liveColours = await liveCodeBlock.evaluate((element) => ({
    token: getComputedStyle(element.querySelector('.token.keyword, .token.tag')!).color,
    text: getComputedStyle(element.querySelector('.token-line')!).color,
  }));
  expect(liveColours.token).not.toBe(liveColours.text);
});
