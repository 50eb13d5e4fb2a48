/**
 * Renders the raster images that social sites and search engines need from
 * the SVG logo: static/img/social-card.png (1200x630, Open Graph/Twitter and
 * the Article JSON-LD image) and static/img/logo-512.png (publisher logo).
 * Run after changing the logo, title or tagline:  npx tsx scripts/social-images.mts
 */
import {readFileSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './lib/chromium';

const logo = readFileSync('static/img/logo.svg', 'utf8').replace(/ width="32" height="32"/, ' width="100%" height="100%"');
const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', 'DejaVu Sans', sans-serif";

const card = `<body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box;
  background:#312e81;color:#fff;font-family:${font}">
  <div style="flex:none;width:220px;height:220px">${logo}</div>
  <div><div style="font-size:76px;font-weight:800;letter-spacing:-1px">Larkspur Docs</div>
  <div style="font-size:34px;line-height:1.35;margin-top:20px;color:#e0e7ff;max-width:720px">
  Clear, practical guides to web design, hosting, WordPress, Plesk and web security.</div></div></body>`;

const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(card);
await page.screenshot({path: 'static/img/social-card.png'});
await page.setViewportSize({width: 512, height: 512});
await page.setContent(`<body style="margin:0;width:512px;height:512px">${logo}</body>`);
await page.screenshot({path: 'static/img/logo-512.png', omitBackground: true});
await browser.close();
console.log('wrote static/img/social-card.png and static/img/logo-512.png');
