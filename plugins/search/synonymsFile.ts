/**
 * The site-wide synonyms file, docs/search-synonyms.yml, kept with the articles
 * and reviewed like them: each line leads a reader's word or phrase to the words
 * the articles use (lib/synonyms.ts). The build reads it here; the content lint
 * (tests/content/synonyms.test.ts) checks with unusedTargets that every article
 * word it names is used by an article, so no synonym points at nothing.
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

/** The rules' article words that none of the texts (the articles' titles, keywords and prose) uses, as [reader, target] pairs. */
export function unusedTargets(rules: readonly SynonymRule[], texts: readonly string[]): [reader: string, target: string][] {
  const stems = texts.map(stemsOf);
  return rules.flatMap(({reader, targets}) =>
    targets.filter((target) => !stems.some((text) => countPhrase(text, target) > 0)).map((target): [string, string] => [reader, target]),
  );
}
