import {expect, test} from '@playwright/test';
import {browseEverythingThePolicyCovers, expectStrictPolicy, policies, SECURITY_HEADERS, watchCsp} from '../securityHeaders';
import {live, missingInFolder, smallestArticle} from '../../scripts/lib/targets';

// An article, a missing page beside the articles, and the live block's page are read from the content (scripts/lib/targets.ts).

for (const path of ['/', smallestArticle, '/no-such-page', missingInFolder, '/img/logo.svg', '/sitemap.xml']) {
  test(`${path} is served with the security headers and a policy without eval`, async ({request}) => {
    const response = await request.get(path);
    const headers = response.headers();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
    expectStrictPolicy(response);
  });
}

test('only pages with live React previews allow eval, and they keep one policy', async ({request}) => {
  const response = await request.get(live.route);
  expect(policies(response)).toHaveLength(1);
  expectStrictPolicy(response, {evalAllowed: true});
});

test('hashed assets are cached for a year', async ({request}) => {
  const html = await (await request.get('/')).text();
  const script = /(?:src|href)="?(\/assets\/js\/[^" >]+)/.exec(html)![1];
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('no CSP violations: landing page, search palette, an interactive block, a live preview, a redirect', async ({page}) => {
  const violations = await watchCsp(page);
  await browseEverythingThePolicyCovers(page);
  expect(violations).toEqual([]);
});
