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

/**
 * Fills the placeholder with the hashes and gives each page that needs
 * `'unsafe-eval'` (```jsx live blocks: react-live compiles the reader's code
 * with `new Function`) its own policy, so every other page keeps the strict one.
 */
export function completeHeadersFile(template: string, hashes: string[], evalPaths: string[]): string {
  if (!template.includes(INLINE_SCRIPT_HASHES)) {
    throw new Error(`_headers: the Content-Security-Policy must contain ${INLINE_SCRIPT_HASHES} for the build to fill in`);
  }
  const text = template.split(INLINE_SCRIPT_HASHES).join([...hashes].sort().join(' '));
  const policy = headersForPath(parseHeadersFile(text), '/').find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  if (!policy) throw new Error('_headers: no Content-Security-Policy applies to "/"');
  const withEval = policy.replace(/script-src ([^;]*)/, "script-src $1 'unsafe-eval'");
  const evalRules = evalPaths
    .map((page) => `${page}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${withEval}\n`)
    .join('\n');
  return evalRules
    ? `${text.trimEnd()}\n\n# Pages with live React previews (react-live needs 'unsafe-eval'), added by the build.\n${evalRules}`
    : text;
}
