/**
 * Recipes write only under a temp folder: every absolute path a block names
 * under /etc, /var, /run, /srv, /root, /tmp or /usr/local is moved below the recipe's root,
 * and each move is recorded for `--verbose`. A path is rewritten only where a
 * path can start (after a space, a quote, `=`, `:`, `(`, `<`, `>` or at a line
 * start), so URLs such as https://example.com/etc/x stay as written.
 */

export interface PathRewrite {
  from: string;
  to: string;
}

/** The folders a reader's server keeps its files in, each moved under the root. */
export const SYSTEM_FOLDERS = ['/etc/', '/var/', '/run/', '/srv/', '/root/', '/tmp/', '/usr/local/'];

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Rewrites paths: the specific rules first (a certificate path to the
 * throwaway certificate), then any path in a system folder to the same path
 * under `root`. Returns the text and the distinct rewrites made.
 */
export function rewritePaths(text: string, root: string, specific: PathRewrite[] = []): {text: string; rewrites: PathRewrite[]} {
  const rewrites: PathRewrite[] = [];
  const record = (from: string, to: string) => {
    if (!rewrites.some((r) => r.from === from && r.to === to)) rewrites.push({from, to});
  };
  const boundary = `(^|[\\s"'=:(<>])`;
  let result = text;
  for (const rule of specific) {
    result = result.replace(new RegExp(`${boundary}${escapeRegExp(rule.from)}(?![\\w.-])`, 'gm'), (_match, before: string) => {
      record(rule.from, rule.to);
      return `${before}${rule.to}`;
    });
  }
  const folders = SYSTEM_FOLDERS.map((f) => escapeRegExp(f.slice(0, -1))).join('|');
  // A path already under root is left alone; a folder alone (`restic backup /etc`) moves too.
  result = result.replace(
    new RegExp(`${boundary}((?:${folders})(?:/[^\\s"';|&<>),:]*)?)`, 'gm'),
    (match, before: string, found: string) => {
      if (found.startsWith(root)) return match;
      const moved = `${root}${found}`;
      record(found, moved);
      return `${before}${moved}`;
    },
  );
  return {text: result, rewrites};
}
