/**
 * Turns an article's MDX source into clean Markdown for readers and language
 * models: what the page says, without what only the site's build understands.
 * Front matter, heading id comments, MDX comments, imports and JSX go;
 * admonitions become blockquotes; code blocks keep their language and show
 * their title on the line above; links and images become absolute URLs.
 * Code (fenced blocks and inline code spans) is never changed.
 */
import {bodyBlocks, withoutFrontMatter, type CodeBlock} from '../../src/lib/prose';
import {codeMetaTitle} from '../code-blocks/lib/codeMeta';

export interface ArticleSource {
  title: string;
  description: string;
  /** The page's absolute URL: relative links and images resolve against it. */
  url: string;
  /** The MDX file's content, front matter included. */
  source: string;
}

// A comment and the space before it, so `## Title {/* #id */}` ends at the title.
const MDX_COMMENT = /[ \t]*\{\/\*[\s\S]*?\*\/\}/g;
const ESM_LINE = /^(import|export)\s/;
const JSX_TAG = /<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>|<\/?>/g;
// `[text](target` and `![alt](target`: the target is group 2.
const LINK_TARGET = /(\]\(\s*)(<[^>\n]*>|[^\s()]+)/g;
const LINK_DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*)(\S+)/gm;
const ADMONITION_OPEN = /^\s*:{3,}([a-z]+)(?:\[([^\]\n]*)\])?(?:\{[^}\n]*\})?(?:[ \t]+(\S.*?))?\s*$/;
const ADMONITION_CLOSE = /^\s*:{3,}\s*$/;
const CODE_SPAN = /(?<!`)(`+)(?!`)[^\n]*?[^`\n]\1(?!`)/g;
// eslint-disable-next-line no-control-regex -- NUL brackets placeholders: it cannot occur in MDX source.
const MASK = /\u0000(\d+)\u0000/g;

export function articleMarkdown({title, description, url, source}: ArticleSource): string {
  const body = renderBody(withoutFrontMatter(source), url);
  return [`# ${title}`, description && `> ${description}`, body].filter(Boolean).join('\n\n') + '\n';
}

/** Absolute URL for a link or image target; other schemes (https:, mailto:) stay as they are. */
function absolute(target: string, base: string): string {
  const bare = target.startsWith('<') ? target.slice(1, -1) : target;
  if (/^[a-z][a-z\d+.-]*:/i.test(bare)) return target;
  return new URL(bare, base).href;
}

/** Cleans the Markdown between two code blocks; inline code spans are set aside first so they stay verbatim. */
function cleanText(lines: string[], base: string): string[] {
  const spans: string[] = [];
  const masked = lines
    .map((line) => line.replace(CODE_SPAN, (span) => `\u0000${spans.push(span) - 1}\u0000`))
    .join('\n')
    .replace(MDX_COMMENT, '');
  // As in MDX, an import/export block starts a paragraph and runs to the next blank line.
  let inEsm = false;
  let afterBlank = true;
  const kept = masked.split('\n').filter((line) => {
    if (afterBlank && ESM_LINE.test(line)) inEsm = true;
    else if (!line.trim()) inEsm = false;
    afterBlank = !line.trim();
    return !inEsm;
  });
  return kept
    .join('\n')
    .replace(JSX_TAG, '')
    .replace(LINK_TARGET, (_, open: string, target: string) => open + absolute(target, base))
    .replace(LINK_DEFINITION, (_, open: string, target: string) => open + absolute(target, base))
    .replace(MASK, (_, index: string) => spans[Number(index)])
    .split('\n');
}

function codeSpan(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longestRun + 1);
  return text.startsWith('`') || text.endsWith('`') ? `${ticks} ${text} ${ticks}` : `${ticks}${text}${ticks}`;
}

/** The block as a plain fence: `title` on the line above, the language kept, flags such as `interactive` dropped. */
function codeLines(block: CodeBlock): string[] {
  const title = codeMetaTitle(block.meta);
  return [
    ...(title ? [block.indent + codeSpan(title)] : []),
    block.indent + block.marker + block.language,
    ...block.code,
    block.closing ?? block.indent + block.marker,
  ];
}

function label(type: string, title: string | undefined): string {
  const name = type[0].toUpperCase() + type.slice(1);
  return title ? `**${name}: ${title}**` : `**${name}**`;
}

function renderBody(body: string, base: string): string {
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

  // Code blocks whole, and the lines between them in runs, cleaned together (a comment may span lines).
  const parts: (CodeBlock | string[])[] = [];
  for (const block of bodyBlocks(body)) {
    const previous = parts.at(-1);
    if (block.kind === 'code') parts.push(block);
    else if (Array.isArray(previous)) previous.push(block.text);
    else parts.push([block.text]);
  }

  for (const part of parts) {
    if (!Array.isArray(part)) {
      push('');
      codeLines(part).forEach((line) => push(line, true));
      continue;
    }
    for (const line of cleanText(part, base)) {
      const open = ADMONITION_OPEN.exec(line);
      if (open) {
        push('');
        depth++;
        push(label(open[1], open[2] ?? open[3]));
        push('');
      } else if (depth > 0 && ADMONITION_CLOSE.test(line)) {
        while (isBlank(out.at(-1))) out.pop();
        depth--;
        push('');
      } else {
        push(line);
      }
    }
  }
  while (isBlank(out.at(-1))) out.pop();
  return out.map((line) => line.text).join('\n');
}
