import assert from 'node:assert/strict';
import {deepEqual as looseDeepEqual} from 'node:assert';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {parseArticle, type ArticleModel} from './model';
import {cachedTree, treeCacheFile} from './treeCache';

// The template shows the kinds of markup an article uses (code, admonitions, tables, links); docs/index.mdx an import (an estree).
const SOURCES = ['authoring/article-template.mdx', 'index.mdx'].map((file) => path.join(__dirname, '..', '..', 'docs', file));

test('a source parsed once is read back, not parsed again; another source or format is parsed', () => {
  // A source no earlier run can have cached.
  const source = `# Tree cache ${process.pid} ${Date.now()} ${Math.random()}\n`;
  let parses = 0;
  const read = (format: string, text: string) => cachedTree(format, text, () => ({parsed: ++parses, text}));
  assert.deepEqual(read('test', source), {parsed: 1, text: source});
  assert.deepEqual(read('test', source), {parsed: 1, text: source}, 'the second read parsed again');
  assert.deepEqual(read('test', `${source}changed\n`), {parsed: 2, text: `${source}changed\n`});
  assert.deepEqual(read('other format', source), {parsed: 3, text: source}, 'a cached tree was read for another format');
});

test('the template and docs/index.mdx read from the cache give the models a fresh parse gives', () => {
  // parseArticle also keeps models in memory (model.ts, parsedModels): emptied so each call below builds one.
  const inMemory = (globalThis as Record<symbol, Map<string, ArticleModel>>)[Symbol.for('larkspur-docs.articleModels')];
  const [template, index] = SOURCES.map((file) => readFileSync(file, 'utf8'));
  for (const source of [template, index]) {
    parseArticle(source);
    assert.ok(existsSync(treeCacheFile('mdx', source)), 'a source was parsed but its tree not kept');
    inMemory.clear();
    const {tree: treeRead, ...fromCache} = parseArticle(source);
    inMemory.clear();
    process.env.LARKSPUR_ARTICLE_TREES = 'off';
    try {
      const {tree: treeParsed, ...fresh} = parseArticle(source);
      assert.deepStrictEqual(fromCache, fresh);
      // Loose: v8.deserialize gives plain objects where acorn made its Node class (an import's estree).
      looseDeepEqual(treeRead, treeParsed);
    } finally {
      delete process.env.LARKSPUR_ARTICLE_TREES;
      inMemory.clear();
    }
  }
  const [templateModel, indexModel] = [template, index].map((source) => parseArticle(source));
  assert.ok(templateModel.codeBlocks.length > 0 && templateModel.admonitions.length > 0 && templateModel.links.length > 0);
  assert.ok(indexModel.imports.length > 0, 'docs/index.mdx has no import any more: pick a source with one');
});
