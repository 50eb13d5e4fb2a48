/**
 * The one tokenizer of the sharded full-text index: the build
 * (plugins/search) indexes words with it and the browser reads queries
 * with it, so a word is found exactly when both sides agree on it.
 *
 * Words are runs of Unicode letters and digits, lower-cased, with diacritics
 * folded ("Résumé" -> "resume") and apostrophes joined ("don't" -> "dont",
 * "WordPress's" -> "wordpress"). One-character words and very common English
 * words are not indexed. Numbers joined by punctuation stay one word, so
 * "4.5:1", "3-2-1" and "1.1.1.1" are found as written.
 *
 * The index keeps words as written; a query word is looked up by its stem
 * (the Porter stemmer of the `stemmer` package), so "renewing" meets "renewal"
 * and "backups" meets "backup", and the last word also as a prefix while it is
 * being typed.
 */
import {stemmer} from 'stemmer';

/** Longest word kept; longer runs (hashes, glued identifiers) are not words readers search for. */
export const MAX_TERM_LENGTH = 40;

/** Very common English words: they would be in nearly every section and tell nothing apart. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can do does for from had has have he her his how if in into is it its ' +
    'me my no nor not of on or our she so such than that the their them then there these they this those to ' +
    'too was we were what when where which while who whom why will with would you your ' +
    // Words readers put around what they mean ("my own server", "can't log in", "how much does it cost", "what should I",
    // the particle of "keep strangers out", "find out"), apostrophes dropped as the index drops them.
    'am did could should out own just also very actually really any all some each other same again here now about much many ' +
    'im ive id youre theyre thats whats cant couldnt dont doesnt didnt isnt arent wasnt werent wont wouldnt shouldnt hasnt havent'
  ).split(' '),
);

// A number with its inner punctuation ("4.5:1", "3-2-1", "8.3"), or a run of letters and digits.
const WORD = /\p{N}+(?:[.:\-/]\p{N}+)+|[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['\u2019][\p{L}\p{M}\p{N}]+)*/gu;
const COMBINING_MARK = /\p{M}+/gu;
const APOSTROPHE = /['\u2019]/g;
const POSSESSIVE = /['\u2019]s$/;

export interface Word {
  /** The indexed form: folded, lower-case. */
  term: string;
  /** Where the word stands in the text it was read from. */
  start: number;
  end: number;
}

/** Lower-case with diacritics removed: the form words are compared in. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARK, '').toLowerCase();
}

function termOf(raw: string): string {
  return foldText(raw.replace(POSSESSIVE, '')).replace(APOSTROPHE, '');
}

/** Every word of the text, stop words included, with its place in the text (for highlighting). */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = termOf(match[0]);
    if (term.length < 2 || term.length > MAX_TERM_LENGTH) continue;
    words.push({term, start: match.index, end: match.index + match[0].length});
  }
  return words;
}

/** The terms the index holds for a text, in order, repeats kept (they count as term frequency). */
export function indexTerms(text: string): string[] {
  return wordsOf(text)
    .map((word) => word.term)
    .filter((term) => !STOP_WORDS.has(term));
}

/** A word of a query, as the index is searched for it. */
export interface QueryWord {
  /** The word as the index would hold it. */
  term: string;
  /** Its stem: index terms with the same stem are the same word inflected. */
  stem: string;
  /**
   * The prefix every index term this word can match starts with: the common
   * part of the word and its stem without a last "i" or "e", the letters the
   * Porter stemmer writes where other forms have another ("copies" and "copy"
   * share "copi" but start with "cop"; "hoping" and "hope" share "hope").
   */
  lookup: string;
  /** The last word, still being typed: it also matches as a prefix of longer words. */
  typing: boolean;
}

/** The stem of an index term or query word (numbers are their own stem). */
export function stemOf(term: string): string {
  return /^\p{N}/u.test(term) ? term : stemmer(term);
}

/** What every inflection of the stem's words starts with (see QueryWord.lookup). */
function lookupOf(term: string, stem: string): string {
  return commonPrefix(term, /^\p{N}/u.test(stem) ? stem : stem.replace(/[ie]$/, ''));
}

/**
 * The base words a comparative or agent noun comes from, as stems with their
 * lookup prefixes: the Porter stemmer removes "-er" and "-est" only from long
 * stems, so "strangers", "safer", "bigger" and "easiest" keep theirs and never
 * meet "strange", "safe", "big" and "easy". Read only for a word the index does
 * not hold ("strangers" would otherwise be read as a typo of "strange").
 */
export function baseWordsOf(word: QueryWord): {stem: string; lookup: string}[] {
  const ending = /^(.{3,}?)(?:er|est)$/.exec(word.stem);
  if (!ending || /^\p{N}/u.test(word.stem)) return [];
  const [, root] = ending;
  const forms = [root, `${root}e`];
  // "bigger" -> "big": the consonant doubled before the ending ("easier" -> "easi" is already "easy"'s stem).
  if (/([b-df-hj-np-tv-z])\1$/.test(root)) forms.push(root.slice(0, -1));
  const bases = new Map<string, string>();
  for (const form of forms) {
    const stem = stemOf(form);
    if (stem !== word.stem && !bases.has(stem)) bases.set(stem, lookupOf(form, stem));
  }
  return [...bases].map(([stem, lookup]) => ({stem, lookup}));
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return a.slice(0, i);
}

/**
 * The words a query searches for, each once. Stop words are dropped, except
 * a last word still being typed ("the" on its way to "theme"), which is kept
 * as a prefix of longer words. A run of words that is one of `phrases` (the
 * readers' phrases of the synonyms file, lib/synonyms.ts: "white screen",
 * "not secure"), word by word by stem, is one word: the index holds it as one term.
 */
export function queryWords(query: string, phrases: readonly string[] = []): QueryWord[] {
  const terms = wordsOf(query).map((word) => word.term);
  const stems = terms.map(stemOf);
  const typing = /[\p{L}\p{M}\p{N}]$/u.test(query);
  // Longest first, so "site not secure" would win over "not secure".
  const phraseStems = phrases
    .map((phrase) => ({phrase, stems: phrase.split(' ').map(stemOf)}))
    .sort((a, b) => b.stems.length - a.stems.length);
  const words = new Map<string, QueryWord>();
  for (let index = 0; index < terms.length; index += 1) {
    const found = phraseStems.find(({stems: wanted}) => wanted.every((stem, offset) => stems[index + offset] === stem));
    if (found) {
      words.set(found.phrase, {term: found.phrase, stem: found.phrase, lookup: found.phrase, typing: false});
      index += found.stems.length - 1;
      continue;
    }
    const term = terms[index];
    const last = typing && index === terms.length - 1;
    if (STOP_WORDS.has(term) && !last) continue;
    const existing = words.get(term);
    words.set(term, {term, stem: stems[index], lookup: lookupOf(term, stems[index]), typing: last || !!existing?.typing});
  }
  return [...words.values()];
}
