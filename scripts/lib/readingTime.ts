/**
 * Reading time of an article, computed at build time (docusaurus.config.ts,
 * `markdown.parseFrontMatter`) with the `reading-time` library from the same
 * prose the content lint counts: code blocks, markup and URLs are not read.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import readingTime from 'reading-time';
import {extractProse} from '../../src/lib/prose';

/** 200 words a minute: the content guide's 1,400-3,000 words are a 7-15 minute read. */
export const WORDS_PER_MINUTE = 200;

export function readingMinutes(prose: string): number {
  const {minutes} = readingTime(prose, {wordsPerMinute: WORDS_PER_MINUTE});
  return Math.max(1, Math.round(minutes));
}

const MDX_IMPORT = /^import\s+\w+[^\n]*?from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"];?\s*$/gm;

/**
 * The prose a reader sees on the page: the file's own prose plus that of the
 * MDX files it imports to render (docs/index.mdx renders Getting Started).
 */
export function pageProse(filePath: string, body: string, seen = new Set<string>([filePath])): string {
  const parts = [extractProse(body)];
  for (const [, relative] of body.matchAll(MDX_IMPORT)) {
    const imported = path.resolve(path.dirname(filePath), relative);
    if (seen.has(imported)) continue;
    seen.add(imported);
    parts.push(pageProse(imported, readFileSync(imported, 'utf8'), seen));
  }
  return parts.join('\n\n');
}
