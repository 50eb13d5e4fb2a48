/**
 * The site-wide synonyms file, docs/search-synonyms.yml, kept with the articles
 * and reviewed like them: each line leads a reader's word or phrase to the words
 * the articles use (lib/synonyms.ts). The build reads it here; the content lint
 * (tests/content/synonyms.test.ts) checks with unusedTargetProblems that every
 * article word it names is used by an article search indexes, so no synonym
 * points at nothing.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {countPhrase, stemsOf, synonymFileProblems, synonymRules, type SynonymRule} from './lib/synonyms';

export const SYNONYMS_FILE = 'docs/search-synonyms.yml';

/** The file's rules; throws a message naming the file and the fix when it is malformed. */
export function readSynonyms(siteDir: string): SynonymRule[] {
  const file = path.join(siteDir, SYNONYMS_FILE);
  let data: unknown;
  try {
    data = yaml.load(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${SYNONYMS_FILE} could not be read as YAML: ${(error as Error).message}`, {cause: error});
  }
  const problems = synonymFileProblems(data, SYNONYMS_FILE);
  if (problems.length) throw new Error(problems.join('\n'));
  return synonymRules(data);
}

/** A page as the lint sees it: its file, the text search would index (title, description, keywords, prose) and whether search indexes it. */
export interface LintedPage {
  file: string;
  text: string;
  /** false for a page search leaves out (`unlisted: true`): a word only it uses points at nothing. */
  indexed: boolean;
}

/**
 * One message per article word of a rule that no indexed page uses, saying
 * what to do; a word only unindexed pages use names them, since the author
 * can see it there and would otherwise think the rule works.
 */
export function unusedTargetProblems(rules: readonly SynonymRule[], pages: readonly LintedPage[]): string[] {
  const stemmed = pages.map((page) => ({...page, stems: stemsOf(page.text)}));
  return rules.flatMap(({reader, targets}) =>
    targets.flatMap((target) => {
      const users = stemmed.filter(({stems}) => countPhrase(stems, target) > 0);
      if (users.some(({indexed}) => indexed)) return [];
      const where = users.length
        ? `only ${users.map(({file}) => file).join(', ')} uses it, and search does not index ${users.length > 1 ? 'those pages' : 'that page'} (unlisted: true)`
        : 'no article uses it (in its title, description, keywords or prose; code blocks are not synonym targets)';
      return [
        `${SYNONYMS_FILE}: "${reader}" leads to "${target}", but ${where}. ` +
          `A synonym sends readers' words to words the listed articles use: change "${target}" to the word they use, or remove it.`,
      ];
    }),
  );
}
