/**
 * Reads a Netlify/Cloudflare-style `_headers` file: the source of the site's
 * headers (static/_headers, see hostConfigs.ts) and the build's, which the
 * local preview server applies as those hosts do.
 *
 *   /path/*            a rule: a path pattern, `*` matches any characters,
 *                      `:name` one path segment
 *     Header: value    indented header lines belong to the rule above
 */
import {createHash} from 'node:crypto';

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
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
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: "${line}" is not inside a path rule or has no colon`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The headers for a path: every matching rule's, in file order; a header set by two rules is sent twice, as Cloudflare Pages does. */
export function headersForPath(rules: HeaderRule[], pathname: string): [string, string][] {
  return rules.filter((rule) => patternToRegExp(rule.pattern).test(pathname)).flatMap((rule) => rule.headers);
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
