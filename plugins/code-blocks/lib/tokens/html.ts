/**
 * A code block's lines as one HTML string, in the markup of the theme's
 * CodeBlock/Line but with classes only: `token-line` lines and `token <type>`
 * spans, coloured by the stylesheet of plugins/code-blocks/lib/prismThemes.ts through CSS
 * custom properties, so one HTML serves light and dark mode. Code views set it
 * as their lines' inner HTML. html.test.ts checks it against React's rendering
 * of the same elements (escaping included).
 */
import type {Token} from 'prism-react-renderer';

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

function element(tag: string, className: string, inner: string): string {
  return `<${tag} class="${escapeHtml(className)}">${inner}</${tag}>`;
}

/**
 * A line that is only a line break renders empty: the theme ends every line
 * with a <br/>, which would double it (as the theme's fixLineBreak).
 */
function withoutLoneLineBreak(line: Token[]): Token[] {
  const [only] = line;
  return line.length === 1 && only!.content === '\n' ? [{...only!, content: ''}] : line;
}

export function codeLinesHtml(lines: Token[][], {lineClassNames = {}, lineNumbers}: CodeLinesOptions = {}): string {
  return lines
    .map((rawLine, index) => {
      const tokens = withoutLoneLineBreak(rawLine)
        .map((token) => element('span', ['token', ...token.types].join(' '), escapeHtml(token.content)))
        .join('');
      const lineClasses = ['token-line', ...(lineClassNames[index] ?? []), ...(lineNumbers ? [lineNumbers.line] : [])].join(' ');
      const content = lineNumbers ? element('span', lineNumbers.number, '') + element('span', lineNumbers.content, tokens) : tokens;
      return `<div class="${escapeHtml(lineClasses)}">${content}<br/></div>`;
    })
    .join('');
}
