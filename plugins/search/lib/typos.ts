/**
 * Typo tolerance: a query word no index term matches is compared with every
 * term of the version's lexicon by Damerau-Levenshtein distance (the
 * `damerau-levenshtein` package; a swapped pair of letters is one edit, so
 * "gpdr" is one edit from "gdpr"), allowing more edits in longer words.
 */
import distance from 'damerau-levenshtein';

/** Edits allowed in a word of this length: none below 4 letters, one up to 7, two from 8. */
export function typoAllowance(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

export interface Correction {
  term: string;
  edits: number;
}

/**
 * Lexicon terms within the word's allowance, fewest edits first; among equals,
 * the lexicon's order (most frequent first). Numbers are not corrected: "8443"
 * is not a typo of "8080".
 */
export function closestTerms(word: string, lexicon: readonly string[], limit = 3): Correction[] {
  const allowance = typoAllowance(word.length);
  if (!allowance || /\p{N}/u.test(word)) return [];
  const found: Correction[] = [];
  for (const term of lexicon) {
    if (Math.abs(term.length - word.length) > allowance || term === word) continue;
    const {steps} = distance(word, term);
    if (steps <= allowance) found.push({term, edits: steps});
  }
  // Array.prototype.sort is stable: equal edits keep the lexicon's order.
  return found.sort((a, b) => a.edits - b.edits).slice(0, limit);
}
