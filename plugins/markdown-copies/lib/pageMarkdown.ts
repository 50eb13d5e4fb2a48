/**
 * Where a doc page's Markdown copy lives (written by plugins/markdown-copies, linked
 * by the "View as Markdown" link and fetched by Copy page): beside the page's
 * HTML, /docs/hosting/backups.md for /docs/hosting/backups. A page that copies
 * another (`canonical:` front matter, as /docs) uses that page's copy;
 * unlisted pages and archived versions have none.
 */
export interface MarkdownPage {
  permalink: string;
  unlisted?: boolean;
  /** Read for `canonical`. */
  frontMatter: Record<string, unknown>;
}

export function pageMarkdownPath(page: MarkdownPage, isCurrentVersion: boolean): string | null {
  if (page.unlisted || !isCurrentVersion) return null;
  const {canonical} = page.frontMatter;
  return `${typeof canonical === 'string' ? canonical : page.permalink}.md`;
}

/** The Markdown file the page has of its own (not another page's), if any: the one the build writes for it. */
export function ownMarkdownPath(page: MarkdownPage, isCurrentVersion: boolean): string | null {
  const markdownPath = pageMarkdownPath(page, isCurrentVersion);
  return markdownPath === `${page.permalink}.md` ? markdownPath : null;
}
