/**
 * Readers' words for what the articles call something else: the site-wide
 * synonyms file (docs/search-synonyms.yml, one-way rules as DocSearch, Typesense
 * and Meilisearch offer them) read into rules, and the phrase matching both
 * sides use. The build (plugins/search/shards.ts) indexes a reader's word or
 * phrase wherever one of its article words occurs, so the query finds it in the
 * term shard it already loads: no extra request. The browser only has to know
 * the multi-word phrases, to read them as one word ("white screen"), and the
 * article words, to mark them in the hits.
 */
import {STOP_WORDS, stemOf, wordsOf} from './tokenize';

/** One rule: a reader's word or phrase, and the article words and phrases it stands for, each folded as the index holds words. */
export interface SynonymRule {
  /** The reader's words joined by one space ("white screen"): the term the index holds for it. */
  reader: string;
  targets: string[];
}

/** A word or phrase as the index compares it: its words folded, joined by one space ('' when it has none). */
export function phraseKey(text: string): string {
  return wordsOf(text)
    .map(({term}) => term)
    .join(' ');
}

/** What is wrong with the synonyms file's content (parsed YAML), one sentence each; [] when nothing is. */
export function synonymFileProblems(data: unknown, file: string): string[] {
  if (data === null || data === undefined) return [];
  if (typeof data !== 'object' || Array.isArray(data))
    return [
      `${file}: expected a mapping of "reader's words: [article words, ...]" lines, found ${Array.isArray(data) ? 'a list' : typeof data}.`,
    ];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [reader, targets] of Object.entries(data as Record<string, unknown>)) {
    const key = phraseKey(reader);
    if (!key) problems.push(`${file}: "${reader}" has no word to search for; write the reader's word or phrase as letters or digits.`);
    else if (seen.has(key))
      problems.push(`${file}: "${reader}" is listed twice (also as "${seen.get(key)}"); merge its article words into one line.`);
    seen.set(key, reader);
    const list = typeof targets === 'string' ? [targets] : targets;
    if (!Array.isArray(list) || !list.length || list.some((target) => typeof target !== 'string' || !phraseKey(target))) {
      problems.push(`${file}: "${reader}" needs a list of the words the articles use for it, as in: ${reader}: [word, other phrase]`);
    } else if (list.some((target) => phraseKey(target as string) === key)) {
      problems.push(`${file}: "${reader}" lists itself; list only the other words the articles use for it.`);
    } else {
      // The stemmer already joins a word and its inflections: such a line would only add index bytes.
      const stems = stemsKey(key);
      const inflected = list.find((target) => stemsKey(phraseKey(target as string)) === stems);
      if (inflected)
        problems.push(
          `${file}: "${reader}" leads to "${inflected}", which search already finds for it (both stem to "${stems}"); ` +
            `remove "${inflected}" from the line, and the line if nothing else is left.`,
        );
    }
    // A lone stop word is dropped from every query (tokenize.ts), so its line could never be used.
    if (STOP_WORDS.has(key))
      problems.push(
        `${file}: "${reader}" is a word search leaves out of every query (too common to tell articles apart); ` +
          'lead the phrase readers type with it instead, as "is down" leads to outages.',
      );
  }
  return problems;
}

/** A phrase's words by stem, as the index compares them. */
function stemsKey(key: string): string {
  return key.split(' ').map(stemOf).join(' ');
}

/** The rules of a valid synonyms file (check it with synonymFileProblems first). */
export function synonymRules(data: unknown): SynonymRule[] {
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data as Record<string, string | string[]>).map(([reader, targets]) => ({
    reader: phraseKey(reader),
    targets: [...new Set((typeof targets === 'string' ? [targets] : targets).map(phraseKey))],
  }));
}

/**
 * How often the phrase (folded words, as phraseKey gives them) occurs in a run of
 * words, each word compared by stem, so "attacker" also counts "attackers".
 */
export function countPhrase(stems: readonly string[], phrase: string): number {
  const wanted = phrase.split(' ').map(stemOf);
  let count = 0;
  for (let i = 0; i + wanted.length <= stems.length; i += 1) {
    if (wanted.every((stem, offset) => stems[i + offset] === stem)) count += 1;
  }
  return count;
}

/** The stems of every word of a text, stop words included, in order (what countPhrase looks in). */
export function stemsOf(text: string): string[] {
  return wordsOf(text).map(({term}) => stemOf(term));
}
