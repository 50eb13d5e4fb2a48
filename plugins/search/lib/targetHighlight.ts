/**
 * The words a search result asks its page to highlight: the result's link
 * carries them (`?highlight=renew+certificate`), and on arrival the page marks
 * every word of the article that is one of them or an inflection of one
 * (plugins/search/client/highlightOnArrival.ts). Plain string work, safe for any URL.
 */
import {STOP_WORDS, stemOf, wordsOf} from './tokenize';

export const HIGHLIGHT_PARAM = 'highlight';

/** Words carried at most: a link stays short, and a page has only so much to mark. */
const MAX_HIGHLIGHT_WORDS = 10;

/** The words worth marking among these: indexable (wordsOf keeps no others), not stop words, each once. */
function highlightable(text: string): string[] {
  const terms = wordsOf(text).map(({term}) => term);
  return [...new Set(terms.filter((term) => !STOP_WORDS.has(term)))].slice(0, MAX_HIGHLIGHT_WORDS);
}

/** The URL with `highlight` set to the words, before its #anchor; the URL unchanged if there are none. */
export function withHighlight(url: string, words: readonly string[]): string {
  const terms = highlightable(words.join(' '));
  if (!terms.length) return url;
  const hashAt = url.indexOf('#');
  const [path, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const params = new URLSearchParams({[HIGHLIGHT_PARAM]: terms.join(' ')});
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}${hash}`;
}

/** The words a page's search string asks to highlight ([] when none, or when it is malformed). */
export function highlightWordsFrom(search: string): string[] {
  return highlightable(new URLSearchParams(search).get(HIGHLIGHT_PARAM) ?? '');
}

/** Where in the text the words stand: each word that is one of them, or has the stem of one. */
export function highlightRanges(text: string, words: readonly string[]): [start: number, end: number][] {
  if (!words.length) return [];
  const terms = new Set(words);
  const stems = new Set(words.map(stemOf));
  return wordsOf(text)
    .filter(({term}) => terms.has(term) || stems.has(stemOf(term)))
    .map(({start, end}) => [start, end]);
}
