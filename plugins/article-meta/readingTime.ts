/**
 * Reading time of an article, computed at build time (docusaurus.config.ts,
 * `markdown.parseFrontMatter`) with the `reading-time` library from the same
 * prose the content lint counts (the article model): code blocks, markup and URLs are not read.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import readingTime from 'reading-time';
import {parseArticle} from '../article-model/model';

/** 200 words a minute: the content guide's 1,400-3,000 words are a 7-15 minute read. */
export const WORDS_PER_MINUTE = 200;

export function readingMinutes(prose: string): number {
  const {minutes} = readingTime(prose, {wordsPerMinute: WORDS_PER_MINUTE});
  return Math.max(1, Math.round(minutes));
}

/** An import of another MDX file, which the page renders as a component. */
const isMdxImport = (specifier: string) => /^\.{1,2}\/.+\.mdx?$/.test(specifier);

/**
 * The prose a reader sees on the page: the file's own prose plus that of the
 * MDX files it imports to render (docs/index.mdx renders Getting Started).
 */
export function pageProse(filePath: string, source: string, seen = new Set<string>([filePath])): string {
  const {prose, imports} = parseArticle(source);
  const parts = [prose];
  for (const specifier of imports.filter(isMdxImport)) {
    const imported = path.resolve(path.dirname(filePath), specifier);
    if (seen.has(imported)) continue;
    seen.add(imported);
    parts.push(pageProse(imported, readFileSync(imported, 'utf8'), seen));
  }
  return parts.join('\n\n');
}
