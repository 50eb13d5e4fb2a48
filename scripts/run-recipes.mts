/**
 * npm run test:recipes: runs the articles' procedures (scripts/recipes/) on
 * real servers started here on 127.0.0.1 under a temp folder, then proves
 * each recipe can fail by running it again with each of its breaking edits.
 * Prints, per article, which blocks ran in a recipe and which were only parsed.
 *
 *   --verbose        also list every path and port rewrite
 *   [names...]       run only these recipes (e.g. web-nginx backups), also those
 *                    npm test leaves out (BY_NAME_ONLY in recipes/all.ts)
 */
import path from 'node:path';
import {ArticleBlocks, describeRef, isRecipeFailure} from './recipes/blocks';
import {RecipeContext, type Recipe} from './recipes/recipe';
import {BY_NAME_ONLY, RECIPES} from './recipes/all';
import {formatRecipeReport, type ProofOutcome, type RecipeOutcome} from './recipes/report';
import {RecipeWorkspace} from './recipes/system';
import {articles, DOCS_DIR} from './lib/articles';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const names = args.filter((a) => !a.startsWith('--'));
const known = [...RECIPES, ...BY_NAME_ONLY];
const unknown = names.filter((n) => !known.some((r) => r.name === n));
if (unknown.length) {
  console.error(`run-recipes: no recipe named ${unknown.join(', ')}; there are: ${known.map((r) => r.name).join(', ')}`);
  process.exit(2);
}
const selected = names.length ? known.filter((r) => names.includes(r.name)) : RECIPES;

// The servers run as root with their own users (www-data, nobody) and the SSH check needs a private mount namespace.
if (process.getuid?.() !== 0) {
  console.error(
    'run-recipes: run as root (CI does; locally: sudo npm run test:recipes). Everything stays in a temp folder and on 127.0.0.1.',
  );
  process.exit(1);
}

const started = performance.now();
const blocks = new ArticleBlocks(DOCS_DIR);
let workspace: RecipeWorkspace | undefined;
const outcomes: RecipeOutcome[] = [];

async function attempt(recipe: Recipe, ctx: RecipeContext): Promise<Error | undefined> {
  try {
    await recipe.run(ctx);
    return undefined;
  } catch (error) {
    if ((error as Error).name === 'MissingToolError') throw error;
    return error as Error;
  }
}

// Ctrl+C or a CI timeout: stop the servers and remove the temp folder before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (workspace?.close() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

try {
  workspace = new RecipeWorkspace();
  for (const recipe of selected) {
    const t0 = performance.now();
    const ctx = new RecipeContext(recipe.name, blocks, workspace);
    const error = await attempt(recipe, ctx);
    const proofs: ProofOutcome[] = [];
    if (!error) {
      for (const edit of recipe.breakingEdits) {
        const edited = new RecipeContext(recipe.name, blocks.withEdits([edit]), workspace);
        const failure = await attempt(recipe, edited);
        const names =
          isRecipeFailure(failure) &&
          failure.message.includes(`docs/${edit.ref.article}.mdx`) &&
          failure.message.includes(`"${edit.ref.title}"`);
        const proven = isRecipeFailure(failure) && edit.expect.test(failure.message) && names;
        proofs.push({edit, proven, message: failure ? failure.message : 'the recipe passed with the edit'});
      }
    }
    outcomes.push({recipe, checked: ctx.checked, notRun: ctx.notRun, error, proofs, seconds: (performance.now() - t0) / 1000});
  }
} catch (error) {
  if ((error as Error).name === 'MissingToolError') {
    console.error(`run-recipes: ${(error as Error).message}`);
    await workspace?.close();
    process.exit(1);
  }
  await workspace?.close();
  throw error;
}
await workspace.close();

console.log(
  formatRecipeReport({
    outcomes,
    used: blocks.used,
    articles: articles.map((a) => ({id: a.id, file: path.relative(process.cwd(), a.file)})),
    articleBlocks: (id) => blocks.articleBlocks(id),
    rewrites: verbose ? workspace.rewrites : undefined,
    notRun: known.filter((r) => !selected.includes(r)).map((r) => r.name),
    describeRef,
  }),
);
const failed = outcomes.filter((o) => o.error || o.proofs.some((p) => !p.proven));
console.log(
  `${outcomes.length} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s: ${outcomes.length - failed.length} passed, ${failed.length} failed.`,
);
process.exit(failed.length ? 1 : 0);
