/**
 * What a recipe is: a name, the run (it reads the articles' blocks through
 * `ctx.block`, runs them on the run's servers and checks what the article
 * promises, failing with `ctx.fail`), and the breaking edits that prove it
 * can fail. docs: ARCHITECTURE.md, "Recipes".
 */
import {ArticleBlocks, describeRef, RecipeFailure, type BlockRef, type RecipeBlock} from './blocks';
import type {RecipeWorkspace} from './system';

export class RecipeContext {
  /** What the recipe checked, one line each, for the report. */
  readonly checked: string[] = [];
  /** Lines of a block this machine cannot run, each with what it needs, for the report: never a silent skip. */
  readonly notRun: string[] = [];

  constructor(
    readonly recipe: string,
    readonly blocks: ArticleBlocks,
    readonly workspace: RecipeWorkspace,
  ) {}

  block(ref: BlockRef): RecipeBlock {
    return this.blocks.get(ref, this.recipe);
  }

  fail(ref: BlockRef, problem: string): never {
    throw new RecipeFailure(ref, problem);
  }

  /** Records a line of `ref` that is not run here and what it needs (a daemon, a reader at an editor). */
  notRunHere(ref: BlockRef, line: string, needs: string) {
    this.notRun.push(`${describeRef(ref)}: \`${line}\`: needs ${needs}`);
  }

  /** Fails naming the block unless `ok`; records `what` as checked when it holds. */
  expect(ok: boolean, ref: BlockRef, what: string, problem: () => string) {
    if (!ok) this.fail(ref, problem());
    this.checked.push(what);
  }
}

/** A small edit to one block that must make the recipe fail with a message matching `expect`. */
export interface BreakingEdit {
  /** What the edit does, as the report says it: "drop the umask". */
  what: string;
  ref: BlockRef;
  edit: (text: string) => string;
  expect: RegExp;
}

export interface Recipe {
  name: string;
  /** One line: what a reader would check by hand. */
  summary: string;
  run: (ctx: RecipeContext) => Promise<void>;
  breakingEdits: BreakingEdit[];
  /**
   * A process of its own beside the other recipes' (scripts/recipes/lanes.ts), by name: set it only when the
   * recipe's servers share no port, socket or account with recipes outside that lane (say why where it is
   * set). Recipes naming the same lane share its process, in their order, and its servers.
   */
  lane?: string;
}

/** A text edit that must find its target: replaces the first match of `pattern`. */
export function replace(pattern: RegExp | string, replacement: string): (text: string) => string {
  return (text) => text.replace(pattern, replacement);
}
