/**
 * The sample check's view of an article's fenced code blocks: each block the
 * article model found (plugins/article-model, the same parse Docusaurus makes,
 * so a fence inside an admonition, a list or a JSX element is found too) with
 * what its meta asks of the check.
 */
import {parseArticle} from '../../plugins/article-model/model';
import {codeMetaAttribute, codeMetaFlags, codeMetaTitle} from '../../plugins/article-model/lib/codeMeta';

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

/** An article's fenced code blocks, as the article model finds them, as the check reads them. */
export function fencedBlocks(source: string, file: string): FencedBlock[] {
  return parseArticle(source).codeBlocks.map(({line, lang, meta, value}) => ({
    file,
    line,
    lang,
    meta,
    title: codeMetaTitle(meta),
    flags: codeMetaFlags(meta),
    ...parseCheck(codeMetaAttribute(meta, 'check')),
    value,
  }));
}
