import assert from 'node:assert/strict';
import {test} from 'node:test';
import {ownMarkdownPath, pageMarkdownPath} from './pageMarkdown';

const page = (extra: Partial<Parameters<typeof pageMarkdownPath>[0]> = {}) => ({
  permalink: '/docs/hosting/backups',
  frontMatter: {},
  ...extra,
});

test('an article’s Markdown sits beside its HTML', () => {
  assert.equal(pageMarkdownPath(page(), true), '/docs/hosting/backups.md');
  assert.equal(ownMarkdownPath(page(), true), '/docs/hosting/backups.md');
});

test('a page that copies another uses the canonical page’s Markdown and has none of its own', () => {
  const index = page({permalink: '/docs', frontMatter: {canonical: '/docs/getting-started'}});
  assert.equal(pageMarkdownPath(index, true), '/docs/getting-started.md');
  assert.equal(ownMarkdownPath(index, true), null);
});

test('unlisted pages and archived versions have no Markdown', () => {
  assert.equal(pageMarkdownPath(page({unlisted: true}), true), null);
  assert.equal(pageMarkdownPath(page({permalink: '/docs/2024/hosting/backups'}), false), null);
  assert.equal(ownMarkdownPath(page({unlisted: true}), true), null);
});
