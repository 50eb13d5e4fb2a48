import {readFileSync} from 'node:fs';
import {liveBlock} from '../liveBlock';
import {expect, test, type Page} from '@playwright/test';
import {parseHeadersFile} from '../../scripts/lib/staticHeaders';

const REQUIRED: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

for (const path of ['/', '/docs/hosting/backups', '/no-such-page', '/img/logo.svg', '/sitemap.xml']) {
  test(`${path} is served with the security headers`, async ({request}) => {
    const response = await request.get(path);
    const headers = response.headers();
    for (const [name, value] of Object.entries(REQUIRED)) expect(headers[name], name).toBe(value);
    const csp = headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
}

test('only pages with live React previews allow eval, and they keep one policy', async ({request}) => {
  const response = await request.get('/docs/_template');
  const policies = response.headersArray().filter(({name}) => name.toLowerCase() === 'content-security-policy');
  expect(policies).toHaveLength(1);
  expect(policies[0].value).toMatch(/script-src 'self'[^;]* 'unsafe-eval';/);
});

test('hashed assets are cached for a year', async ({request}) => {
  const html = await (await request.get('/')).text();
  const script = /(?:src|href)="?(\/assets\/js\/[^" >]+)/.exec(html)![1];
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test("the README's nginx snippet sends the same headers as _headers", () => {
  const readme = readFileSync('README.md', 'utf8');
  const snippet = /```nginx title="security-headers.conf"\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  expect(snippet, 'README has the nginx snippet').toContain('add_header');
  const fromNginx = new Map([...snippet.matchAll(/add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/g)].map(([, n, v]) => [n.toLowerCase(), v]));
  const [site] = parseHeadersFile(readFileSync('static/_headers', 'utf8'));
  for (const [name, value] of site.headers) {
    if (name === 'Content-Security-Policy') continue; // nginx reads the build's completed policy, see README
    expect(fromNginx.get(name.toLowerCase()), name).toBe(value);
  }
});

/** Collects CSP violations the page reports, from the DOM event and the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('no CSP violations: landing page, search palette, an interactive block, a live preview, a redirect', async ({page}) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Keyboard shortcuts work once the page is hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', {name: 'Search knowledge base'});
  await palette.getByRole('combobox').fill('backup');
  await expect(palette.getByRole('group', {name: 'In the text'}).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/docs/web-design/color-accessibility');
  const block = page.locator('[data-interactive-code]').first();
  await block.getByRole('button', {name: 'Run'}).click();
  await expect(block.getByTestId('code-output')).toContainText(/\d/);

  await page.goto('/docs/_template');
  await expect(liveBlock(page).preview.getByText('Hello from a live block')).toBeVisible();

  await page.goto('/docs/webdesign/typography');
  await expect(page).toHaveURL(/\/docs\/web-design\/typography$/);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
