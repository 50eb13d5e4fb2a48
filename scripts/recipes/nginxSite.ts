/**
 * Assembles an nginx site as the hosting and security articles build it:
 * a block titled "<file> (inside the HTTPS server block)" goes into the
 * site's main HTTPS server, and every `listen` moves to the run's ports on
 * 127.0.0.1.
 */
import {tokenizeNginx} from '../samples/nginx';

export interface ServerBlock {
  /** Offsets of `server` and of its closing brace. */
  start: number;
  end: number;
  https: boolean;
  /** The site itself: it has a `root`. */
  main: boolean;
}

/** The top-level `server { }` blocks of a site file. */
export function serverBlocks(text: string): ServerBlock[] {
  const tokens = tokenizeNginx(text);
  const blocks: ServerBlock[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === '{') depth++;
    if (token.kind === '}') depth--;
    if (!(depth === 0 && token.value === 'server' && tokens[i + 1]?.kind === '{')) continue;
    let inner = 0;
    let j = i + 1;
    const block: ServerBlock = {start: token.start, end: 0, https: false, main: false};
    for (; j < tokens.length; j++) {
      const t = tokens[j];
      if (t.kind === '{') inner++;
      if (t.kind === '}' && --inner === 0) break;
      const directiveStart = tokens[j - 1].kind !== 'word';
      if (directiveStart && inner === 1 && t.value === 'listen' && /\b443\b/.test(tokens[j + 1]?.value ?? '')) block.https = true;
      if (directiveStart && inner === 1 && t.value === 'root') block.main = true;
    }
    block.end = tokens[j]?.start ?? text.length;
    blocks.push(block);
    i = j;
  }
  return blocks;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');
}

/** Adds blocks titled "... (inside the HTTPS server block)" at the end of the site's main HTTPS server (the one with a `root`). */
export function insertIntoMainServer(site: string, texts: string[]): string {
  const main = serverBlocks(site).find((b) => b.https && b.main);
  if (!main) return site;
  return site.slice(0, main.end) + texts.map((text) => `\n${indent(text)}\n`).join('') + site.slice(main.end);
}

/** Adds a block titled "... (first in each server block ...)" right after the opening brace of every server of the site. */
export function insertAtStartOfEveryServer(site: string, text: string): string {
  return serverBlocks(site).reduceRight((result, block) => {
    const open = result.indexOf('{', block.start) + 1;
    return `${result.slice(0, open)}\n${indent(text)}${result.slice(open)}`;
  }, site);
}

/**
 * `listen 80` and `listen 443 ssl` move to 127.0.0.1 and the run's ports;
 * IPv6 `listen [::]:...` lines go (the run binds to 127.0.0.1 only).
 */
export function moveListens(text: string, ports: {http: number; https: number}): string {
  return text
    .replace(/^[ \t]*listen\s+\[::\]:\d+[^;]*;[ \t]*\n/gm, '')
    .replace(/\blisten\s+(80|443)\b/g, (_m, port: string) => `listen 127.0.0.1:${port === '80' ? ports.http : ports.https}`);
}

/**
 * Adds a block titled "... (inside the HTTPS server block)" as a reader would when the site already has one of its
 * exact or ^~ locations (web security's rate-limited `location ^~ /wp-login.php`): nginx refuses a second one ("duplicate
 * location"), so that location's `allow` and `deny` lines go into the site's own, and the rest of the block at the end of
 * the main server. Returns the site and the paths merged.
 */
export function addToMainServer(site: string, text: string): {site: string; merged: string[]} {
  const merged: string[] = [];
  let merging = site;
  const rest = text.replace(/^location (?:=|\^~) (\S+) \{\n([^{}]*)\}\n?/gm, (whole, where: string, body: string) => {
    const open = new RegExp(`^([ \\t]*)location (?:=|\\^~) ${where.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{\\n`, 'm').exec(merging);
    if (!open) return whole;
    const access = body
      .split('\n')
      .filter((line) => /^\s*(allow|deny)\s/.test(line))
      .map((line) => `${open[1]}    ${line.trim()}\n`)
      .join('');
    const at = open.index + open[0].length;
    merging = merging.slice(0, at) + access + merging.slice(at);
    merged.push(where);
    return '';
  });
  return {site: insertIntoMainServer(merging, [rest.trim()]), merged};
}
