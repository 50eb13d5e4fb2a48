/**
 * The content lint for the search's synonyms file (docs/search-synonyms.yml,
 * plugins/search/synonymsFile.ts): it reads as rules, and every article word a
 * rule names is used by an article search indexes (its title, keywords or prose),
 * so no synonym points at nothing once an article changes or is unlisted.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {articleSections} from '../../plugins/search/sections';
import {readSynonyms, SYNONYMS_FILE, unusedTargetProblems} from '../../plugins/search/synonymsFile';
import {CONTENT_ROOT, articles} from '../../scripts/lib/articles';

test(`${SYNONYMS_FILE} reads as rules, and each article word it names is one an indexed article uses`, () => {
  const rules = readSynonyms(CONTENT_ROOT);
  const pages = articles.map(({file, frontMatter, source}) => ({
    file: path.relative(CONTENT_ROOT, file),
    text: [
      String(frontMatter.title ?? ''),
      ...(Array.isArray(frontMatter.keywords) ? frontMatter.keywords.map(String) : []),
      ...articleSections(source).flatMap(({heading, text}) => [heading, text]),
    ].join('\n'),
    indexed: frontMatter.unlisted !== true,
  }));
  const problems = unusedTargetProblems(rules, pages);
  assert.deepEqual(problems, [], problems.join('\n'));
});
