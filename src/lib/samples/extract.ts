/**
 * Every fenced code block of an MDX article, read from the same syntax tree
 * the MDX compiler sees (unified + remark-parse + remark-mdx, with front
 * matter and directives), never with regular expressions: a fence inside an
 * admonition, a list or a JSX element is found exactly as Docusaurus finds it.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';
import type {Code, Root} from 'mdast';
import {codeMetaAttribute, codeMetaFlags, codeMetaTitle} from '../../../plugins/code-blocks/lib/codeMeta';

export interface FencedBlock {
  /** The file the block was read from, as given by the caller. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The fence's language, '' when it names none. */
  lang: string;
  /** The raw meta string after the language. */
  meta: string;
  title: string | undefined;
  /** Bare words of the meta: `interactive`, `live`, ... */
  flags: Set<string>;
  /** The reason given in `check="skip: <reason>"`, when the author opted the block out. */
  skipReason: string | undefined;
  /** `check="error: <text>"`: an interactive block meant to end in an error containing this text. */
  expectedError: string | undefined;
  /** A `check="..."` value that is neither: reported as an error, never ignored. */
  invalidCheck: string | undefined;
  value: string;
}

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/**
 * `check="skip: <reason>"` opts a block out, with a reason a reader of the
 * report can judge; `check="error: <text>"` says the block is meant to fail
 * with that message. Anything else (`skip` without a reason) is invalid.
 */
export function parseCheck(check: string | undefined): Pick<FencedBlock, 'skipReason' | 'expectedError' | 'invalidCheck'> {
  const none = {skipReason: undefined, expectedError: undefined, invalidCheck: undefined};
  if (check === undefined) return none;
  const [, kind, text] = /^\s*(skip|error):\s*(\S.*?)\s*$/.exec(check) ?? [];
  if (kind === 'skip') return {...none, skipReason: text};
  if (kind === 'error') return {...none, expectedError: text};
  return {...none, invalidCheck: check};
}

export function extractFencedBlocks(source: string, file: string): FencedBlock[] {
  const tree = parser.parse(source) as Root;
  const blocks: FencedBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    const meta = node.meta ?? '';
    blocks.push({
      file,
      line: node.position?.start.line ?? 0,
      lang: node.lang ?? '',
      meta,
      title: codeMetaTitle(meta),
      flags: codeMetaFlags(meta),
      ...parseCheck(codeMetaAttribute(meta, 'check')),
      value: node.value,
    });
  });
  return blocks;
}
