/**
 * Internal links checked without a build: each link of an article against the site's routes and
 * the heading ids of the page it points at (the article model's explicit `{/* #id *\/}` ids).
 * The build checks the same (onBrokenLinks, onBrokenAnchors) in minutes and one kind at a time;
 * `npm run check:article` and the content lint report every broken link at once, in a second.
 */
import type {Link} from './model';

export interface LinkTargets {
  /**
   * Each page's route ("/docs/hosting/backups", "/mcp") and the ids its headings can be linked by, read when
   * first asked for (linkTargets.ts parses a page only when a link names one of its headings).
   */
  pages: ReadonlyMap<string, () => ReadonlySet<string>>;
  /** Other paths the site serves: static files ("/img/docs/dns-lookup.svg"), Markdown copies, generated pages ("/search"). */
  files: ReadonlySet<string>;
}

/** A route from an article's route and a relative path, as a browser resolves it. */
function resolveRoute(from: string, relative: string): string {
  return new URL(relative, `https://site.invalid${from}`).pathname;
}

/** The route a file path written in a link stands for: `./backups.mdx` from /docs/hosting/x is /docs/hosting/backups. */
function routeOfFilePath(from: string, url: string): string {
  const withoutExtension = url.replace(/\.mdx?(?=$|#)/, '').replace(/#.*$/, '');
  if (/^\/?docs\//.test(withoutExtension)) return `/${withoutExtension.replace(/^\//, '')}`.replace(/\/index$/, '');
  return resolveRoute(from, withoutExtension).replace(/\/index$/, '');
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The problems of an article's links: broken routes, broken anchors, and links written as file paths.
 * `route` is the article's own route (for `#anchor` and relative links).
 */
export function internalLinkProblems(links: readonly Pick<Link, 'url' | 'line'>[], route: string, targets: LinkTargets): string[] {
  const problems: string[] = [];
  for (const {url, line} of links) {
    if (EXTERNAL.test(url) || url.startsWith('//') || url.trim() === '' || url.trim() === '#') continue;
    const [pathPart, anchor] = url.split('#', 2) as [string, string | undefined];
    // A served file (a figure, an article's Markdown copy /docs/x.md) is a target of its own.
    if (targets.files.has(pathPart)) continue;
    if (/\.mdx?$/.test(pathPart) || pathPart.startsWith('./') || pathPart.startsWith('../')) {
      problems.push(
        `line ${line}: links: write the page's route, not a file path: ${routeOfFilePath(route, pathPart)}${anchor ? `#${anchor}` : ''} instead of ${url}.`,
      );
      continue;
    }
    const target = pathPart === '' ? route : pathPart.replace(/\/$/, '') || '/';
    const headingIds = targets.pages.get(target);
    if (!headingIds) {
      problems.push(`line ${line}: links: broken link, no page at ${target}.`);
      continue;
    }
    if (anchor !== undefined && !headingIds().has(decodeURIComponent(anchor))) {
      problems.push(`line ${line}: links: broken anchor, ${target} has no heading with id "${anchor}".`);
    }
  }
  return problems;
}
