import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {internalLinkProblems, type LinkTargets} from './links';
import {linkTargets} from './linkTargets';

/** A page's heading ids, as linkTargets gives them: read when asked for. */
function headings(...ids: string[]): () => ReadonlySet<string> {
  return () => new Set(ids);
}
const targets: LinkTargets = {
  pages: new Map([
    ['/docs/hosting/backups', headings('the-3-2-1-rule', 'database-dumps')],
    ['/docs/hosting/dns-management', headings('record-types')],
    ['/', headings()],
    ['/mcp', headings('claude-desktop')],
  ]),
  files: new Set(['/img/docs/dns-lookup.svg', '/docs/hosting/backups.md', '/search']),
};
const FROM = '/docs/hosting/dns-management';
const check = (...urls: string[]) =>
  internalLinkProblems(
    urls.map((url, index) => ({url, line: index + 10})),
    FROM,
    targets,
  );

test('links to pages, their headings, static files and other sites pass', () => {
  assert.deepEqual(
    check(
      '/docs/hosting/backups',
      '/docs/hosting/backups#database-dumps',
      '#record-types',
      '/',
      '/mcp#claude-desktop',
      '/img/docs/dns-lookup.svg',
      '/docs/hosting/backups.md',
      'https://example.com/x.mdx',
      'mailto:help@example.com',
    ),
    [],
  );
});

test('a link to no page is broken, and says which route', () => {
  assert.deepEqual(check('/docs/hosting/backup'), ['line 10: links: broken link, no page at /docs/hosting/backup.']);
});

test('an anchor no heading has is broken, on another page or on this one', () => {
  assert.deepEqual(check('/docs/hosting/backups#321-rule', '#records'), [
    'line 10: links: broken anchor, /docs/hosting/backups has no heading with id "321-rule".',
    'line 11: links: broken anchor, /docs/hosting/dns-management has no heading with id "records".',
  ]);
});

test('a link written as a file path is reported with the route to write instead', () => {
  assert.deepEqual(check('./backups.mdx#database-dumps', '../web-design/seo.md', 'docs/hosting/backups.mdx'), [
    "line 10: links: write the page's route, not a file path: /docs/hosting/backups#database-dumps instead of ./backups.mdx#database-dumps.",
    "line 11: links: write the page's route, not a file path: /docs/web-design/seo instead of ../web-design/seo.md.",
    "line 12: links: write the page's route, not a file path: /docs/hosting/backups instead of docs/hosting/backups.mdx.",
  ]);
});

test("the repository's targets: every article with its heading ids, the archive, pages and static files", () => {
  const site = linkTargets(path.join(__dirname, '..', '..'));
  assert.ok(site.pages.get('/docs/hosting/backups')?.().size, 'the backups article and its headings');
  assert.ok(site.pages.has('/docs/getting-started'), 'an article with a slug, at its slug');
  assert.ok(site.pages.has('/docs/2024/hosting/backups'), 'an archived article');
  assert.ok(site.pages.has('/') && site.pages.has('/mcp') && site.pages.has('/privacy'), 'the pages of src/pages');
  assert.ok(site.files.has('/robots.txt'), 'a static file');
});
