import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {LoadedVersion} from '../article-model/docsContent';
import {buildArticleEntries} from './articles';

const doc = (id: string, extra: Partial<LoadedVersion['docs'][number]> = {}) => ({
  id,
  title: `Title ${id}`,
  description: `About ${id}`,
  permalink: `/docs/${id}`,
  source: `@site/docs/${id}.mdx`,
  frontMatter: {keywords: ['k1', 'k2']},
  ...extra,
});

test('articles come in sidebar order with their category, unlisted ones left out', () => {
  const version: LoadedVersion = {
    versionName: 'current',
    isLast: true,
    docs: [doc('b'), doc('a'), doc('hidden', {unlisted: true}), doc('orphan')],
    sidebars: {
      docs: [
        {
          type: 'category',
          label: 'First',
          items: [
            {type: 'doc', id: 'a'},
            {type: 'doc', id: 'hidden'},
          ],
        },
        {type: 'category', label: 'Second', items: [{type: 'doc', id: 'b'}, {type: 'link'}]},
      ],
    },
  };
  const entries = buildArticleEntries([version]);
  assert.deepEqual(
    entries.map((e) => [e.path, e.category]),
    [
      ['/docs/a', 'First'],
      ['/docs/b', 'Second'],
    ],
  );
  assert.deepEqual(entries[0].keywords, ['k1', 'k2']);
  assert.equal(entries[0].version, 'current');
});

test('missing keywords become an empty list', () => {
  const version: LoadedVersion = {
    versionName: '2024',
    isLast: false,
    docs: [doc('a', {frontMatter: {}})],
    sidebars: {docs: [{type: 'doc', id: 'a'}]},
  };
  assert.deepEqual(buildArticleEntries([version])[0].keywords, []);
  assert.equal(buildArticleEntries([version])[0].category, 'Docs');
});
