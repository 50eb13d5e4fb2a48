/**
 * Reads a Netlify/Cloudflare-style `_headers` file so the local preview server
 * sends exactly the headers production static hosts send.
 *
 *   /path/*            a rule: a path pattern, `*` matches any characters
 *     Header: value    indented header lines belong to the rule above
 */
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
    const colon = raw.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: "${raw.trim()}" is not inside a path rule or has no colon`);
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** All headers whose rule matches the path, in file order (later rules add to earlier ones). */
export function headersForPath(rules: HeaderRule[], pathname: string): [string, string][] {
  return rules.filter((rule) => patternToRegExp(rule.pattern).test(pathname)).flatMap((rule) => rule.headers);
}
