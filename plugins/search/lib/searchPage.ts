/**
 * The full search page's address: `/search?q=<query>` for the current docs,
 * with `&version=<name>` for an archived version, as the palette's "All
 * results" link writes it and plugins/search/theme/SearchPage reads it.
 */
import {MAX_QUERY_LENGTH} from './match';

export const SEARCH_PAGE_PATH = '/search';

export function searchPageUrl(query: string, version: string | null): string {
  const params = new URLSearchParams({q: query});
  if (version) params.set('version', version);
  return `${SEARCH_PAGE_PATH}?${params.toString()}`;
}

/** The query (cut to the searchable length) and version a search page URL asks for. */
export function searchPageParams(search: string): {query: string; version: string | null} {
  const params = new URLSearchParams(search);
  return {query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH), version: params.get('version') || null};
}
