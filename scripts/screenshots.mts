/**
 * Screenshots for looking at what we build: each page in light and dark, at
 * 1280 px and 375 px (or the widths in WIDTHS, e.g. WIDTHS=767,800,996,1280).
 * Needs a running preview (`npm run serve`). A path may end in #heading-id to show that part of
 * the page; PALETTE=<query> opens the search palette and types the query before each shot;
 * OUT_DIR sets the folder (default screenshots/).
 *   tsx scripts/screenshots.mts [base-url] [path ...]
 */
import {mkdirSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './lib/chromium';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/', '/docs/web-design/typography', '/missing-page'];
const outDir = process.env.OUT_DIR ?? 'screenshots';
mkdirSync(outDir, {recursive: true});

const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
const widths = process.env.WIDTHS ? process.env.WIDTHS.split(',').map(Number) : [1280, 375];
for (const width of widths) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({viewport: {width, height: width > 400 ? 900 : 812}});
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    for (const target of targets) {
      await page.goto(base + target, {waitUntil: 'networkidle'});
      const palette = process.env.PALETTE;
      if (palette !== undefined) {
        // The shortcut works once the page has hydrated.
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await page.keyboard.press('Control+k');
        await page.getByRole('combobox').fill(palette);
        await page.waitForLoadState('networkidle');
        // The full-text pass starts after a typing pause, so the network can be idle before it ends.
        await page.getByText('Searching the full text').waitFor({state: 'hidden'});
      }
      const what = `${target}${palette ? `-palette-${palette}` : palette === '' ? '-palette' : ''}`;
      const name = `${what.replace(/[^a-z0-9]+/gi, '_').replace(/^_+/, '') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({path: `${outDir}/${name}`, fullPage: process.env.FULL === '1'});
      console.log(`${outDir}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
