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

export function withoutFrontMatter(source: string): string {
  return source.replace(FRONT_MATTER, '');
}

export function extractProse(source: string): string {
  return scanBody(withoutFrontMatter(source))
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

/** A fenced code block as written: its opening and closing lines and the code between. */
export interface CodeBlock extends CodeFence {
  kind: 'code';
  indent: string;
  marker: string;
  code: string[];
  /** null when the document ends inside the block. */
  closing: string | null;
}

export interface TextLine {
  kind: 'text';
  text: string;
  line: number;
}

/** Walks the body once, in order: each line outside fenced code, and each code block whole. */
export function bodyBlocks(body: string): (TextLine | CodeBlock)[] {
  const blocks: (TextLine | CodeBlock)[] = [];
  let open: CodeBlock | null = null;
  body.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    if (open) {
      if (text.trim().startsWith(open.marker) && text.trim().replace(/[`~]/g, '') === '') {
        open.closing = text;
        open = null;
      } else {
        open.code.push(text);
      }
      return;
    }
    const fence = FENCE_OPEN.exec(text);
    if (fence) {
      const [language = '', ...meta] = fence[3].trim().split(/\s+/);
      open = {kind: 'code', language, meta: meta.join(' '), line, indent: fence[1], marker: fence[2], code: [], closing: null};
      blocks.push(open);
      return;
    }
    blocks.push({kind: 'text', text, line});
  });
  return blocks;
}

/** Fenced code separated from the lines around it. */
export function scanBody(body: string): {codeFences: CodeFence[]; textLines: {text: string; line: number}[]} {
  const codeFences: CodeFence[] = [];
  const textLines: {text: string; line: number}[] = [];
  for (const block of bodyBlocks(body)) {
    if (block.kind === 'code') codeFences.push({language: block.language, meta: block.meta, line: block.line});
    else textLines.push({text: block.text, line: block.line});
  }
  return {codeFences, textLines};
}
