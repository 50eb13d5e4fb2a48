/**
 * Code block tokens as the build hands them to the page (plugins/code-blocks)
 * and CodeBlock/Content reads them: Prism's lines of tokens, as
 * prism-react-renderer's normalizeTokens gives them, without the code text
 * (the block already has it). A block's tokens are one string:
 *
 *   "plain,keyword,tag punctuation|1 5 0 1 2 1|0 0"
 *
 * first the table of token types (each entry a token's types joined by
 * spaces), then per line its tokens as base-36 pairs of type index and length.
 */
import type {Token} from 'prism-react-renderer';

const NEWLINE = /\r\n|\r|\n/;

export function encodeTokens(lines: Token[][]): string {
  const typeIndex = new Map<string, number>();
  const encodedLines = lines.map((line) =>
    line
      .flatMap((token) => {
        const types = token.types.join(' ');
        if (!typeIndex.has(types)) typeIndex.set(types, typeIndex.size);
        // An empty line's single token holds '\n' in place of its empty content.
        return [typeIndex.get(types)!, token.empty ? 0 : token.content.length];
      })
      .map((n) => n.toString(36))
      .join(' '),
  );
  return [[...typeIndex.keys()].join(','), ...encodedLines].join('|');
}

/**
 * The tokens of `code`, or null when `encoded` does not fit it (another
 * number of lines, or a line of another length): such a block was not
 * tokenized from this code and must be highlighted some other way.
 */
export function decodeTokens(encoded: string, code: string): Token[][] | null {
  const [typeTable = '', ...encodedLines] = encoded.split('|');
  const types = typeTable.split(',').map((entry) => entry.split(' '));
  const codeLines = code.split(NEWLINE);
  if (encodedLines.length !== codeLines.length) return null;
  const lines: Token[][] = [];
  for (const [lineIndex, encodedLine] of encodedLines.entries()) {
    const text = codeLines[lineIndex]!;
    const numbers = encodedLine.split(' ').map((n) => parseInt(n, 36));
    const line: Token[] = [];
    let offset = 0;
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const tokenTypes = types[numbers[i]!];
      const length = numbers[i + 1]!;
      if (!tokenTypes || !(length >= 0)) return null;
      line.push({types: tokenTypes, content: text.slice(offset, offset + length)});
      offset += length;
    }
    if (line.length === 0 || offset !== text.length) return null;
    lines.push(markEmptyLine(line));
  }
  return lines;
}

/** Code without highlighting, in the same shape: one plain token per line. */
/** How many lines a block of this code shows: one per line break, plus one (as plainTokens and Prism split it). */
export function codeLineCount(code: string): number {
  return code.split(NEWLINE).length;
}

export function plainTokens(code: string): Token[][] {
  return code.split(NEWLINE).map((content) => markEmptyLine([{types: ['plain'], content}]));
}

/** As normalizeTokens does: a line's only token, when empty, holds '\n' and is flagged `empty`. */
function markEmptyLine(line: Token[]): Token[] {
  const [only] = line;
  if (line.length === 1 && only!.content === '') return [{...only!, content: '\n', empty: true}];
  return line;
}
