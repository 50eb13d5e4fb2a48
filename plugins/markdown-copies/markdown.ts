/**
 * Turns an article's MDX source into clean Markdown for readers and language
 * models: what the page says, without what only the site's build understands.
 * Front matter, heading id comments, MDX comments, imports and JSX go;
 * admonitions become blockquotes; code blocks keep their language and show
 * their title on the line above; links and images become absolute URLs.
 * Code (fenced blocks and inline code spans) is never changed.
 */
import {visit} from 'unist-util-visit';
import type {Nodes} from 'mdast';
import {isComment, offsetsOf, parseArticle, type ArticleModel, type CodeBlock} from '../article-model/model';
import {codeMetaTitle} from '../article-model/lib/codeMeta';

export interface ArticleSource {
  title: string;
  description: string;
  /** The page's absolute URL: relative links and images resolve against it. */
  url: string;
  /** The MDX file's content, front matter included. */
  source: string;
}

/** A cut in the source: the text from `start` to `end` is replaced. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

export function articleMarkdown({title, description, url, source}: ArticleSource): string {
  const body = renderBody(parseArticle(source), url);
  return [`# ${title}`, description && `> ${description}`, body].filter(Boolean).join('\n\n') + '\n';
}

/** Absolute URL for a link or image target; other schemes (https:, mailto:) stay as they are. */
function absolute(target: string, base: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(target)) return target;
  return new URL(target, base).href;
}

/** Where a link's, image's or definition's target is written: after `](` or `]:`, as the parser read it. */
function targetOffsets(source: string, node: Nodes, url: string): [number, number] | null {
  const [start, end] = offsetsOf(node);
  for (let bracket = source.indexOf(']', start); bracket !== -1 && bracket < end; bracket = source.indexOf(']', bracket + 1)) {
    if (source[bracket + 1] !== '(' && source[bracket + 1] !== ':') continue;
    let at = bracket + 2;
    while (/[ \t\n<]/.test(source[at] ?? '')) at++;
    if (source.startsWith(url, at)) return [at, at + url.length];
  }
  return null;
}

/**
 * What goes from the text between code blocks: imports and exports, MDX comments (with the
 * space before them, so a heading ends at its title, not before its id comment) and JSX tags
 * (their children stay); link and image targets become absolute. Code, inline code included, is never cut.
 */
function editsOf({source, tree}: ArticleModel, base: string): Edit[] {
  const edits: Edit[] = [];
  const remove = (start: number, end: number) => edits.push({start, end, text: ''});
  visit(tree, (node) => {
    const [start, end] = offsetsOf(node);
    if (node.type === 'mdxjsEsm') {
      remove(start, end);
    } else if (isComment(node)) {
      let from = start;
      while (source[from - 1] === ' ' || source[from - 1] === '\t') from--;
      remove(from, end);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const first = node.children[0];
      if (!first) return void remove(start, end);
      // Between a tag and the children there is only white space: the tags end and start where it does.
      remove(start, start + source.slice(start, offsetsOf(first)[0]).trimEnd().length);
      const [, childrenEnd] = offsetsOf(node.children.at(-1)!);
      remove(end - source.slice(childrenEnd, end).trimStart().length, end);
    } else if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
      const target = targetOffsets(source, node, node.url);
      if (target) edits.push({start: target[0], end: target[1], text: absolute(node.url, base)});
    }
  });
  return edits.sort((a, b) => a.start - b.start);
}

function codeSpan(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longestRun + 1);
  return text.startsWith('`') || text.endsWith('`') ? `${ticks} ${text} ${ticks}` : `${ticks}${text}${ticks}`;
}

/** The block as a plain fence: `title` on the line above, the language kept, flags such as `interactive` dropped; the code as written. */
function codeLines(block: CodeBlock, lines: string[]): string[] {
  const title = codeMetaTitle(block.meta);
  const indent = lines[block.line - 1].slice(0, block.column - 1);
  const lastCodeLine = block.closed ? block.endLine - 1 : block.endLine;
  return [
    ...(title ? [indent + codeSpan(title)] : []),
    indent + block.fence + block.lang,
    ...lines.slice(block.line, lastCodeLine),
    block.closed ? lines[block.endLine - 1] : indent + block.fence,
  ];
}

function label(type: string, title: string): string {
  const name = type[0].toUpperCase() + type.slice(1);
  return title ? `**${name}: ${title}**` : `**${name}**`;
}

function renderBody(model: ArticleModel, base: string): string {
  const {source} = model;
  const lines = source.split(/\r?\n/);
  const lineStarts = [0];
  for (const match of source.matchAll(/\n/g)) lineStarts.push(match.index + 1);
  const edits = editsOf(model, base);
  /** The source from one offset to another with the edits inside applied. */
  const edited = (start: number, end: number) => {
    let text = '';
    let at = start;
    for (const edit of edits.filter((e) => e.start >= start && e.end <= end)) {
      if (edit.start < at) continue; // inside a cut already made (a tag within a removed element)
      text += source.slice(at, edit.start) + edit.text;
      at = edit.end;
    }
    return text + source.slice(at, end);
  };

  const out: {text: string; code: boolean}[] = [];
  let depth = 0;
  const quote = () => '> '.repeat(depth);
  const isBlank = (line: {text: string; code: boolean} | undefined) => !!line && !line.code && /^[>\s]*$/.test(line.text);
  const push = (text: string, code = false) => {
    const line = {text: (code ? text : text.trim()) ? quote() + text : quote().trimEnd(), code};
    // One blank line between blocks, none at the start.
    if (isBlank(line) && (out.length === 0 || isBlank(out.at(-1)))) return;
    out.push(line);
  };

  // Code blocks and admonition fences line by line; the lines between them in runs, edited together (a cut may span lines).
  const codeAt = new Map(model.codeBlocks.map((block) => [block.line, block]));
  const openingAt = new Map(model.admonitions.map((admonition) => [admonition.line, admonition]));
  const closingLines = new Set(model.admonitions.filter(({closed}) => closed).map(({endLine}) => endLine));
  let run: number[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const start = lineStarts[run[0] - 1];
    const end = lineStarts[run.at(-1)! - 1] + lines[run.at(-1)! - 1].length;
    edited(start, end)
      .split(/\r?\n/)
      .forEach((line) => push(line));
    run = [];
  };
  for (let line = model.bodyLine; line <= lines.length; line++) {
    const block = codeAt.get(line);
    const admonition = openingAt.get(line);
    if (block) {
      flush();
      push('');
      codeLines(block, lines).forEach((text) => push(text, true));
      line = block.endLine;
    } else if (admonition) {
      flush();
      push('');
      depth++;
      const title = admonition.titleOffsets ? edited(...admonition.titleOffsets) : '';
      push(label(admonition.type, title));
      push('');
    } else if (closingLines.has(line)) {
      flush();
      while (isBlank(out.at(-1))) out.pop();
      depth--;
      push('');
    } else {
      run.push(line);
    }
  }
  flush();
  while (isBlank(out.at(-1))) out.pop();
  return out.map((line) => line.text).join('\n');
}
