/**
 * The blocks a recipe runs, read from the articles by the article model (the
 * sample check's fencedBlocks, scripts/samples/extract.ts), never copied into
 * a test. A block is named as its reader knows it: the article and the block's
 * title (the author's name for the file), plus the section's heading id when
 * a title such as "Terminal" appears more than once.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArticle} from '../../plugins/article-model/model';
import {fencedBlocks, type FencedBlock} from '../samples/extract';

export interface BlockRef {
  /** `hosting/backups`: docs/<article>.mdx */
  article: string;
  title: string;
  /** The heading id of the section holding the block, when the title alone is not unique. */
  section?: string;
}

export interface RecipeBlock extends FencedBlock {
  ref: BlockRef;
  /** The id of the last heading above the block, '' in the intro. */
  section: string;
}

/** What went wrong, naming the article and the block, so an author knows what to fix. */
export class RecipeFailure extends Error {
  constructor(
    readonly ref: BlockRef,
    readonly problem: string,
  ) {
    super(`${describeRef(ref)}: ${problem}`);
    // Checked by name: the runner (ESM) and the recipes (CommonJS) may load this module twice.
    this.name = 'RecipeFailure';
  }
}

export function isRecipeFailure(error: unknown): error is RecipeFailure {
  return error instanceof Error && error.name === 'RecipeFailure';
}

export function describeRef(ref: BlockRef): string {
  return `docs/${ref.article}.mdx, block "${ref.title}"${ref.section ? ` (section #${ref.section})` : ''}`;
}

/** Blocks with the id of the section each sits in. */
export function sectionedBlocks(source: string, file: string): (FencedBlock & {section: string})[] {
  const headings = parseArticle(source).headings;
  return fencedBlocks(source, file).map((block) => ({
    ...block,
    section: headings.filter((h) => h.line < block.line).at(-1)?.id ?? '',
  }));
}

/** The one block a ref names among an article's blocks; a missing or ambiguous ref fails naming it. */
export function selectBlock(blocks: (FencedBlock & {section: string})[], ref: BlockRef): FencedBlock & {section: string} {
  const matches = blocks.filter((b) => b.title === ref.title && (ref.section === undefined || b.section === ref.section));
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) {
    const titles = [...new Set(blocks.map((b) => b.title).filter(Boolean))].join('", "');
    throw new RecipeFailure(ref, `no such block: the recipe needs it (the article's block titles are "${titles}")`);
  }
  const sections = matches.map((b) => `#${b.section}`).join(', ');
  throw new RecipeFailure(ref, `${matches.length} blocks have this title (in ${sections}): the recipe must name the section`);
}

/** A change made to one block before a recipe reads it: how the breaking edits prove a recipe can fail. */
export interface BlockEdit {
  ref: BlockRef;
  edit: (text: string) => string;
}

/**
 * The articles' blocks as one run of the recipes reads them, with every
 * block a recipe took, for the report. Edits stand in for a block's text
 * (a breaking edit); an edit that changes nothing is an error, so a proof
 * never passes by editing text that is no longer there.
 */
export class ArticleBlocks {
  private cache = new Map<string, (FencedBlock & {section: string})[]>();
  readonly used = new Map<string, {block: RecipeBlock; recipes: Set<string>}>();

  constructor(
    readonly docsDir: string,
    private readonly edits: BlockEdit[] = [],
  ) {}

  withEdits(edits: BlockEdit[]): ArticleBlocks {
    const copy = new ArticleBlocks(this.docsDir, edits);
    copy.cache = this.cache;
    return copy;
  }

  articleBlocks(article: string): (FencedBlock & {section: string})[] {
    let blocks = this.cache.get(article);
    if (!blocks) {
      const file = path.join(this.docsDir, `${article}.mdx`);
      blocks = sectionedBlocks(readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
      this.cache.set(article, blocks);
    }
    return blocks;
  }

  /** The block's text as the recipe runs it. */
  get(ref: BlockRef, recipe: string): RecipeBlock {
    const found = selectBlock(this.articleBlocks(ref.article), ref);
    let value = found.value;
    for (const {edit} of this.edits.filter((e) => sameRef(e.ref, ref))) {
      const edited = edit(value);
      if (edited === value) throw new Error(`the breaking edit changes nothing in ${describeRef(ref)}: update the edit`);
      value = edited;
    }
    const block = {...found, value, ref};
    const key = `${found.file}:${found.line}`;
    const entry = this.used.get(key) ?? {block, recipes: new Set<string>()};
    entry.recipes.add(recipe);
    this.used.set(key, entry);
    return block;
  }
}

export function sameRef(a: BlockRef, b: BlockRef): boolean {
  return a.article === b.article && a.title === b.title && (a.section ?? '') === (b.section ?? '');
}
