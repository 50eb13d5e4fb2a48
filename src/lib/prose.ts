/**
 * Extracts the reader-facing prose from an article's Markdown/MDX source.
 *
 * Shared by the content lint (word range), the reading time and
 * the per-page Markdown export, so "how long is this article" has one answer.
 * Code (fenced blocks), front matter, imports, JSX tags, comments, URLs and
 * table/heading syntax are not prose; link and emphasis text is.
 */

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/;
const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})(.*)$/;
const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const IMPORT_EXPORT = /^(import|export)\s[^\n]*$/gm;
const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const JSX_TAG = /<\/?[A-Za-z][^<>]*>/g;
const URL = /\bhttps?:\/\/\S+/g;
const ADMONITION_FENCE = /^:::\w*[^\n]*$/gm;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm;
const HEADING_MARK = /^#{1,6}\s+/gm;
const LIST_MARK = /^\s*(?:[-*+]|\d+\.)\s+/gm;
const MARKUP_PUNCTUATION = /[|*_`>]/g;

export function extractProse(source: string): string {
  return scanBody(source.replace(FRONT_MATTER, ''))
    .textLines.map((l) => l.text)
    .join('\n')
    .replace(MDX_COMMENT, '')
    .replace(HTML_COMMENT, '')
    .replace(IMPORT_EXPORT, '')
    .replace(IMAGE, '')
    .replace(LINK, '$1')
    .replace(JSX_TAG, ' ')
    .replace(URL, '')
    .replace(ADMONITION_FENCE, '')
    .replace(TABLE_DIVIDER, '')
    .replace(HEADING_MARK, '')
    .replace(LIST_MARK, '')
    .replace(MARKUP_PUNCTUATION, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Words a reader reads: whitespace-separated tokens with a letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function countProseWords(source: string): number {
  return countWords(extractProse(source));
}

export interface CodeFence {
  language: string;
  meta: string;
  line: number;
}

/** Walks the body once, separating fenced code from the lines around it. */
export function scanBody(body: string): {codeFences: CodeFence[]; textLines: {text: string; line: number}[]} {
  const codeFences: CodeFence[] = [];
  const textLines: {text: string; line: number}[] = [];
  let fence: string | null = null;
  body.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    if (fence) {
      if (text.trim().startsWith(fence) && text.trim().replace(/[`~]/g, '') === '') fence = null;
      return;
    }
    const open = FENCE_OPEN.exec(text);
    if (open) {
      fence = open[2];
      const [language = '', ...meta] = open[3].trim().split(/\s+/);
      codeFences.push({language, meta: meta.join(' '), line});
      return;
    }
    textLines.push({text, line});
  });
  return {codeFences, textLines};
}
