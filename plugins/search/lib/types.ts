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

export interface ResultGroup<T> {
  label: string;
  items: T[];
}
