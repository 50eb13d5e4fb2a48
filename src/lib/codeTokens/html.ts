/**
 * A code block's lines as one HTML string: the markup the theme's
 * CodeBlock/Line renders for each line, with the classes and inline styles of
 * ./style.ts. Code views set it as their lines' inner HTML, so hydration skips
 * a block's hundreds of token spans instead of matching each one against the
 * server's (README, Performance), and a re-render with the same lines touches
 * nothing. html.test.ts checks it against React's rendering of the same props.
 */
import type {CSSProperties} from 'react';
import type {Token} from 'prism-react-renderer';
import {lineProps, tokenProps, type ThemeDictionary} from './style';

/** The theme's CodeBlock/Line classes for numbered lines (its CSS module). */
export type LineNumberClasses = {line: string; number: string; content: string};

export type CodeLinesOptions = {
  /** Extra classes per line index, as the block's metadata gives them (magic comments, {1,3-4}). */
  lineClassNames?: Record<number, string[] | undefined>;
  /** Set when the block shows line numbers. */
  lineNumbers?: LineNumberClasses;
};

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};

/** As React escapes text and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

// Prism themes set colours, font styles and opacity; numbers take px as in React, except these.
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'flex', 'order']);

function styleAttribute(style: CSSProperties | undefined): string {
  if (!style) return '';
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style) as [string, unknown][]) {
    if (value === undefined || value === null || value === '' || typeof value === 'boolean') continue;
    const property = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(name) ? `${value}px` : String(value).trim();
    declarations.push(`${property}:${text}`);
  }
  return declarations.length ? ` style="${escapeHtml(declarations.join(';'))}"` : '';
}

type TagProps = {className?: string; style?: CSSProperties};

function openingTag(tag: string, {className, style}: TagProps): string {
  const classAttribute = className ? ` class="${escapeHtml(className)}"` : '';
  return `<${tag}${classAttribute}${styleAttribute(style)}>`;
}

function element(tag: string, props: TagProps, inner: string): string {
  return `${openingTag(tag, props)}${inner}</${tag}>`;
}

/**
 * A line that is only a line break renders empty: the theme ends every line
 * with a <br/>, which would double it (as the theme's fixLineBreak).
 */
function withoutLoneLineBreak(line: Token[]): Token[] {
  const [only] = line;
  return line.length === 1 && only!.content === '\n' ? [{...only!, content: ''}] : line;
}

export function codeLinesHtml(lines: Token[][], dictionary: ThemeDictionary, {lineClassNames = {}, lineNumbers}: CodeLinesOptions = {}): string {
  // A block has many lines and tokens but few distinct kinds of them: each
  // kind's opening tag (its classes and inline style) is written once.
  const openings = new Map<string, string>();
  const opening = (key: string, tag: string, props: () => TagProps): string => {
    let html = openings.get(key);
    if (html === undefined) {
      html = openingTag(tag, props());
      openings.set(key, html);
    }
    return html;
  };
  return lines
    .map((rawLine, index) => {
      const line = withoutLoneLineBreak(rawLine);
      const tokens = line
        .map((token) => {
          const key = `span ${token.types.join(' ')}${token.empty ? '|empty' : ''}`;
          return `${opening(key, 'span', () => tokenProps(dictionary, {token}))}${escapeHtml(token.content)}</span>`;
        })
        .join('');
      const classNames = [...(lineClassNames[index] ?? []), ...(lineNumbers ? [lineNumbers.line] : [])].join(' ');
      // A line's style is the theme's plain style whatever its tokens; only its classes vary.
      const lineTag = opening(`div ${classNames}`, 'div', () => lineProps(dictionary, {line, className: classNames || undefined}));
      const content = lineNumbers ? element('span', {className: lineNumbers.number}, '') + element('span', {className: lineNumbers.content}, tokens) : tokens;
      return `${lineTag}${content}<br/></div>`;
    })
    .join('');
}
