/**
 * Reads and completes a Netlify/Cloudflare-style `_headers` file, so the
 * build ships a Content-Security-Policy that fits what it emitted and the
 * local preview server sends exactly the headers production hosts send.
 *
 *   /path/*            a rule: a path pattern, `*` matches any characters
 *     Header: value    indented header lines belong to the rule above
 *     ! Header         removes a header an earlier rule set (Cloudflare Pages)
 */
import {createHash} from 'node:crypto';

export interface HeaderRule {
  pattern: string;
  /** A null value detaches the header set by an earlier matching rule. */
  headers: [string, string | null][];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({pattern: raw.trim(), headers: []});
      continue;
    }
    const current = rules.at(-1);
    const line = raw.trim();
    if (current && line.startsWith('!')) {
      current.headers.push([line.slice(1).trim(), null]);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: "${line}" is not inside a path rule or has no colon`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** The headers for a path: matching rules applied in file order, `! Name` removing earlier values. */
export function headersForPath(rules: HeaderRule[], pathname: string): [string, string][] {
  const result = new Map<string, [string, string][]>();
  for (const rule of rules.filter((r) => patternToRegExp(r.pattern).test(pathname))) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (value === null) result.delete(key);
      else result.set(key, [...(result.get(key) ?? []), [name, value]]);
    }
  }
  return [...result.values()].flat();
}

/** Placeholder in static/_headers that the build replaces with the inline script hashes. */
export const INLINE_SCRIPT_HASHES = "'inline-script-hashes'";

/** CSP source expressions for every distinct inline script (JSON data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    if (!body.trim()) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** What one built page needs from the Content-Security-Policy. */
export interface PageScripts {
  /** URL path, e.g. /docs/_template */
  path: string;
  /** CSP hashes of its inline scripts. */
  hashes: string[];
  /** It has a ```jsx live preview: react-live compiles the reader's code with `new Function`. */
  needsEval: boolean;
}

/**
 * Fills the placeholder with the hashes of inline scripts that several pages
 * share (the colour-mode script), keeping the header short on every response,
 * and gives each page that needs more (a script of its own, such as a redirect
 * page's, or 'unsafe-eval' for a live preview) a policy of its own, replacing
 * the site-wide one there, so every other page keeps the strict one.
 */
export function completeHeadersFile(template: string, pages: PageScripts[]): string {
  if (!template.includes(INLINE_SCRIPT_HASHES)) {
    throw new Error(`_headers: the Content-Security-Policy must contain ${INLINE_SCRIPT_HASHES} for the build to fill in`);
  }
  const pagesPerHash = new Map<string, number>();
  for (const hash of pages.flatMap((page) => page.hashes)) pagesPerHash.set(hash, (pagesPerHash.get(hash) ?? 0) + 1);
  const shared = new Set([...pagesPerHash].filter(([, count]) => count > 1).map(([hash]) => hash));

  const text = template.split(INLINE_SCRIPT_HASHES).join([...shared].sort().join(' '));
  const policy = headersForPath(parseHeadersFile(text), '/').find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  if (!policy) throw new Error('_headers: no Content-Security-Policy applies to "/"');

  const pageRules = [...pages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .flatMap((page) => {
      const extra = [...page.hashes.filter((hash) => !shared.has(hash)).sort(), ...(page.needsEval ? ["'unsafe-eval'"] : [])];
      if (!extra.length) return [];
      const own = policy.replace(/script-src ([^;]*)/, `script-src $1 ${extra.join(' ')}`);
      return [`${page.path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${own}\n`];
    });
  return pageRules.length
    ? `${text.trimEnd()}\n\n# Pages whose scripts need more than the site-wide policy, added by the build.\n${pageRules.join('\n')}`
    : text;
}
