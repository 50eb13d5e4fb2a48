/**
 * Suggestions for a missing page (a stale link, a mistyped path): articles
 * whose path is close to the missing one, and those the site's search ranks
 * first for the words of the missing path. Pure functions over strings.
 */
import distance from 'damerau-levenshtein';

/** Articles suggested at most. */
export const MAX_SUGGESTIONS = 3;

/** The words of a path, as a search query: "/docs/hosting/backup-plans" -> "hosting backup plans". */
export function queryOfPath(pathname: string, ignoredSegments: readonly string[] = ['docs']): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  return decoded
    .split('/')
    .filter((segment) => segment && !ignoredSegments.includes(segment))
    .join(' ')
    .replace(/\.html?$/, '')
    .replace(/[-_.+]+/g, ' ')
    .trim();
}

/** 1 for the same path, towards 0 the more edits it takes to turn one into the other. */
export function pathSimilarity(a: string, b: string): number {
  const normalise = (path: string) => path.toLowerCase().replace(/\/+$/, '');
  const [left, right] = [normalise(a), normalise(b)];
  const longest = Math.max(left.length, right.length);
  return longest ? 1 - distance(left, right).steps / longest : 1;
}

/** Paths this similar to the missing one are suggested even if search does not rank them. */
const CLOSE_PATH = 0.9;

/**
 * Up to MAX_SUGGESTIONS article paths, best first: paths a few characters
 * from the missing one first (a typo or a renamed slug: almost surely the page
 * meant), closest first; then the rest by their path's similarity plus 1/rank
 * in the search results for the path's words (`searchRanked`, best first).
 */
export function suggestPaths(missing: string, articlePaths: readonly string[], searchRanked: readonly string[]): string[] {
  const rankOf = new Map(searchRanked.map((path, index) => [path, index + 1]));
  return articlePaths
    .map((path) => {
      const similarity = pathSimilarity(missing, path);
      const rank = rankOf.get(path);
      const close = similarity >= CLOSE_PATH;
      return {path, similarity, rank, score: close ? 2 + similarity : similarity + (rank ? 1 / rank : 0)};
    })
    .filter(({similarity, rank}) => similarity >= CLOSE_PATH || (rank !== undefined && rank <= MAX_SUGGESTIONS))
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_SUGGESTIONS)
    .map(({path}) => path);
}
