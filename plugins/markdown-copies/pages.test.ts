import assert from 'node:assert/strict';
import {test} from 'node:test';
import {archivedMarkdownPages, markdownPages} from './pages';
import type {LoadedDoc, LoadedVersion} from '../article-model/docsContent';

const doc = (id: string, permalink: string, extra: Partial<LoadedDoc> = {}): LoadedDoc => ({
  id,
  title: `Title ${id}`,
  description: `About ${id}`,
  permalink,
  source: `@site/docs/${id}.mdx`,
  frontMatter: {},
  ...extra,
});

const sidebars: LoadedVersion['sidebars'] = {
  docs: [
    {type: 'category', label: 'Getting Started', items: [{type: 'doc', id: 'getting-started/getting-started'}]},
    {
      type: 'category',
      label: 'Web Hosting',
      items: [
        {type: 'doc', id: 'hosting/backups'},
        {type: 'doc', id: 'hosting/basics'},
      ],
    },
  ],
};

const current: LoadedVersion = {
  versionName: 'current',
  isLast: true,
  sidebars,
  docs: [
    doc('index', '/docs', {frontMatter: {canonical: '/docs/getting-started'}}),
    doc('authoring/article-template', '/docs/_template', {unlisted: true}),
    doc('hosting/orphan', '/docs/hosting/orphan'),
    doc('hosting/basics', '/docs/hosting/basics'),
    doc('hosting/backups', '/docs/hosting/backups'),
    doc('getting-started/getting-started', '/docs/getting-started'),
  ],
};

const archived: LoadedVersion = {
  versionName: '2024',
  isLast: false,
  sidebars,
  docs: [doc('hosting/backups', '/docs/2024/hosting/backups'), doc('hosting/basics', '/docs/2024/hosting/basics')],
};

test('the current version’s articles, sidebar ones first in sidebar order with their group', () => {
  const pages = markdownPages([archived, current]);
  assert.deepEqual(
    pages.map((page) => [page.file, page.category]),
    [
      ['/docs/getting-started.md', 'Getting Started'],
      ['/docs/hosting/backups.md', 'Web Hosting'],
      ['/docs/hosting/basics.md', 'Web Hosting'],
      ['/docs/hosting/orphan.md', null],
    ],
  );
});

test('archived versions, unlisted pages and pages that copy another get no file', () => {
  const files = markdownPages([archived, current]).map((page) => page.file);
  assert.ok(!files.some((file) => file.startsWith('/docs/2024/')));
  assert.ok(!files.includes('/docs/_template.md'));
  assert.ok(!files.includes('/docs.md'));
  assert.deepEqual(markdownPages([archived]), []);
});

test('archived versions’ sidebar articles get an unlisted copy under their version’s path', () => {
  assert.deepEqual(
    archivedMarkdownPages([archived, current]).map((page) => [page.file, page.category]),
    [
      ['/docs/2024/hosting/backups.md', null],
      ['/docs/2024/hosting/basics.md', null],
    ],
  );
  assert.deepEqual(archivedMarkdownPages([current]), []);
});
