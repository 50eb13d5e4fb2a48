/**
 * The content lint for the search's synonyms file (docs/search-synonyms.yml,
 * plugins/search/synonymsFile.ts): it reads as rules, and every article word a
 * rule names is used by a listed article (its title, keywords or prose, as
 * search indexes them), so no synonym points at nothing once an article changes.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {articleSections} from '../../plugins/search/sections';
import {readSynonyms, SYNONYMS_FILE, unusedTargets} from '../../plugins/search/synonymsFile';
import {CONTENT_ROOT, articles} from '../../scripts/lib/articles';

test(`${SYNONYMS_FILE} reads as rules, and each article word it names is one an article uses`, () => {
  const rules = readSynonyms(CONTENT_ROOT);
  const texts = articles
    .filter((article) => article.frontMatter.unlisted !== true)
    .map(({frontMatter, source}) =>
      [
        String(frontMatter.title ?? ''),
        ...(Array.isArray(frontMatter.keywords) ? frontMatter.keywords.map(String) : []),
        ...articleSections(source).flatMap(({heading, text}) => [heading, text]),
      ].join('\n'),
    );
  const unused = unusedTargets(rules, texts);
  assert.deepEqual(
    unused,
    [],
    unused
      .map(
        ([reader, target]) =>
          `${SYNONYMS_FILE}: "${reader}" leads to "${target}", which no article uses (in its title, keywords or prose; code blocks are not searched). ` +
          `A synonym sends readers' words to words the articles use: change "${target}" to the word the articles now use, or remove it.`,
      )
      .join('\n'),
  );
});
