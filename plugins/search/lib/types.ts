/** One article as the search palette lists it (built by plugins/search). */
export interface ArticleEntry {
  title: string;
  path: string;
  keywords: string[];
  category: string;
  description: string;
  /** Docs version name ("current" for the latest docs). */
  version: string;
}

/** The palette's index file: articles in sidebar order. */
export interface ArticleIndex {
  articles: ArticleEntry[];
}

/** What plugins/search announces through global data: its files' content-hashed names. */
export interface SearchGlobalData {
  /** The title/keyword index (an ArticleIndex) of every version's articles. */
  articlesFile: string;
  /** Per version name, its full-text manifest's path from the site root. */
  manifests: Record<string, string>;
}

export interface ResultGroup<T> {
  label: string;
  items: T[];
}
