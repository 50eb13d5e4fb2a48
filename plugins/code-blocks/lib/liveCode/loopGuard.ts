/**
 * Loop protection for ```jsx live blocks. react-live evaluates the reader's
 * code on the page's main thread at every keystroke, so a loop that never
 * ends (`while (true) {}`, or a `for` loop typed half-way) would freeze the
 * tab for good. Before react-live sees the code, every `while`, `do-while`
 * and `for` loop gets a guard that throws once that loop has run longer than
 * the time limit; react-live shows the error in the preview.
 *
 * The code is parsed with acorn and acorn-jsx: acorn-jsx is what
 * theme-live-codeblock's own compiler (@philpl/buble) parses JSX with, and
 * acorn 8 comes with @docusaurus/core; together about 38 KB gzip, half of
 * @babel/parser's 81 KB, and only in the live block's chunk. The guards are
 * inserted as text at the positions the syntax tree gives, so everything
 * else in the code stays exactly as the reader typed it.
 *
 * The clock is wall time, so a loop that awaits (`while (true) { await
 * delay(1000); ... }` in an effect) is stopped after a second as well,
 * although it lets the page run: such code should use setInterval.
 *
 * Each loop becomes
 *   {let __loopStart0 = Date.now(); while (test) {__liveLoopGuard(7, __loopStart0); body}}
 * where 7 numbers this transform of the code and `__liveLoopGuard` (from
 * createLoopGuard) is in react-live's scope. The clock starts when the loop
 * is entered, so a nested loop starts afresh on each pass of the outer one,
 * whose own guard still bounds the whole. Once a loop has been stopped, every
 * guarded loop of the same transform stops at its first pass: React renders a
 * component again after it throws, and the reader should wait one second per
 * edit, not one per render.
 */
import type {Node, Options} from 'acorn';
import jsx from 'acorn-jsx';

// acorn-jsx loads acorn with require(), which the bundler resolves to acorn's CommonJS build; an
// `import` here would resolve to its ES module build and ship acorn twice (34 KB gzip more).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {Parser} = require('acorn') as typeof import('acorn');

export const LOOP_TIME_LIMIT_MS = 1000;

/** The name the guarded code calls the guard by; the live block puts it in react-live's scope. */
export const LOOP_GUARD_NAME = '__liveLoopGuard';

/** Called on every pass of a guarded loop with the transform's number and when the loop was entered. */
export type LoopGuard = (transform: number, enteredAt: number) => void;

export function loopStoppedMessage(timeLimitMs = LOOP_TIME_LIMIT_MS): string {
  const seconds = timeLimitMs / 1000;
  return `This loop ran for more than ${seconds} second${seconds === 1 ? '' : 's'} and was stopped`;
}

export function createLoopGuard(timeLimitMs = LOOP_TIME_LIMIT_MS): LoopGuard {
  const stopped = new Set<number>();
  return (transform, enteredAt) => {
    if (stopped.has(transform) || Date.now() - enteredAt > timeLimitMs) {
      stopped.add(transform);
      throw new Error(loopStoppedMessage(timeLimitMs));
    }
  };
}

const JsxParser = Parser.extend(jsx());

let transformCount = 0;

const LOOP_TYPES = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);

type SyntaxNode = Node & Record<string, unknown>;

interface Insertion {
  at: number;
  text: string;
  /** Opening text goes after closing text at the same place; among openings, outer first; among closings, inner first. */
  closes: boolean;
  depth: number;
}

function parse(code: string): SyntaxNode | null {
  const options: Options = {
    ecmaVersion: 'latest',
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    allowImportExportEverywhere: true,
  };
  // Modules first (imports, strict code); a script where module rules refuse the code.
  for (const sourceType of ['module', 'script'] as const) {
    try {
      return JsxParser.parse(code, {...options, sourceType}) as unknown as SyntaxNode;
    } catch {
      // Try the next source type.
    }
  }
  return null;
}

function isNode(value: unknown): value is SyntaxNode {
  return typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string';
}

/** Every child node, whatever its kind (JSX included), without a table of node types. */
function children(node: SyntaxNode): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

/** A name for the loops' clocks that the code itself does not use. */
function clockPrefix(code: string): string {
  let prefix = '__loopStart';
  while (code.includes(prefix)) prefix = `_${prefix}`;
  return prefix;
}

/**
 * Returns the code with a time guard in every loop. Code without loops, and
 * code that does not parse (react-live then reports the syntax error), is
 * returned unchanged.
 */
export function guardLoops(code: string): string {
  const program = parse(code);
  if (!program) return code;
  const prefix = clockPrefix(code);
  transformCount += 1;
  const transform = transformCount;
  const insertions: Insertion[] = [];
  let loopCount = 0;

  /** `labelStart`: where the labels right before this node begin (`outer: for ...`). */
  const visit = (node: SyntaxNode, depth: number, labelStart?: number): void => {
    if (LOOP_TYPES.has(node.type)) {
      const clock = `${prefix}${loopCount}`;
      loopCount += 1;
      // A label must stay right before its loop (`continue outer`), so the block goes around the label.
      insertions.push(
        {at: labelStart ?? node.start, text: `{let ${clock} = Date.now(); `, closes: false, depth},
        {at: node.end, text: '}', closes: true, depth},
      );
      const guard = `${LOOP_GUARD_NAME}(${transform}, ${clock}); `;
      const body = node.body as SyntaxNode;
      // Between this loop's block (depth) and a loop that is its body (depth + 1).
      const bodyDepth = depth + 0.5;
      if (body.type === 'BlockStatement') {
        insertions.push({at: body.start + 1, text: guard, closes: false, depth: bodyDepth});
      } else {
        insertions.push(
          {at: body.start, text: `{${guard}`, closes: false, depth: bodyDepth},
          {at: body.end, text: '}', closes: true, depth: bodyDepth},
        );
      }
    }
    for (const child of children(node)) {
      const labelled = node.type === 'LabeledStatement' && child === node.body;
      visit(child, depth + 1, labelled ? (labelStart ?? node.start) : undefined);
    }
  };
  visit(program, 0);
  if (insertions.length === 0) return code;

  insertions.sort((a, b) => a.at - b.at || Number(b.closes) - Number(a.closes) || (a.closes ? b.depth - a.depth : a.depth - b.depth));
  let result = '';
  let from = 0;
  for (const insertion of insertions) {
    result += code.slice(from, insertion.at) + insertion.text;
    from = insertion.at;
  }
  return result + code.slice(from);
}
