/**
 * npm run test:recipes: runs the articles' procedures (scripts/recipes/) on
 * real servers started here on 127.0.0.1 under a temp folder, then proves
 * each recipe can fail by running it again with each of its breaking edits.
 * Prints, per article, which blocks ran in a recipe and which were only parsed.
 *
 *   --verbose        also list every path and port rewrite
 *   [names...]       run only these recipes (e.g. web-nginx backups)
 *
 * Recipes that name a `lane` run in a process of their own beside the rest (scripts/recipes/lanes.ts),
 * each lane in a memory file system of its own (runLanes); `--lane-result <file>` is how such a process
 * is started: it runs its recipes and writes what they did to the file for the parent's report.
 */
import {spawn} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {ArticleBlocks, describeRef, isRecipeFailure} from './recipes/blocks';
import {
  mergeLaneResults,
  parseShareArgument,
  planLanes,
  shareArgument,
  toLaneResult,
  type LaneResult,
  type LaneRun,
  type LaneShare,
} from './recipes/lanes';
import {RecipeContext, type Recipe} from './recipes/recipe';
import {RECIPES} from './recipes/all';
import {formatRecipeReport, type ProofOutcome, type RecipeOutcome} from './recipes/report';
import {inOwnTmpfs, RecipeWorkspace, tool} from './recipes/system';
import {cpuSecondsSoFar} from './recipes/cpuTime';
import {DOCS_DIR} from './lib/contentRoot';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const laneAt = args.indexOf('--lane-result');
const laneResultFile = laneAt >= 0 ? args[laneAt + 1] : undefined;
// A lane's process gets its recipes as `name` or `name=0,2,4` (the breaking edits it proves: lanes.ts shareArgument).
const shareArgs = args.filter((a, i) => !a.startsWith('--') && (laneAt < 0 || i !== laneAt + 1));
const names = shareArgs.map((a) => a.split('=')[0]);
const unknown = names.filter((n) => !RECIPES.some((r) => r.name === n));
if (unknown.length) {
  console.error(`run-recipes: no recipe named ${unknown.join(', ')}; there are: ${RECIPES.map((r) => r.name).join(', ')}`);
  process.exit(2);
}
const selected = names.length ? RECIPES.filter((r) => names.includes(r.name)) : RECIPES;

// The servers run as root with their own users (www-data, nobody) and the SSH check needs a private mount namespace.
if (process.getuid?.() !== 0) {
  console.error(
    'run-recipes: run as root (CI does; locally: sudo npm run test:recipes). Everything stays in a temp folder and on 127.0.0.1.',
  );
  process.exit(1);
}

const started = performance.now();

const SCRIPT = fileURLToPath(import.meta.url);

async function attempt(recipe: Recipe, ctx: RecipeContext): Promise<Error | undefined> {
  try {
    await recipe.run(ctx);
    return undefined;
  } catch (error) {
    if ((error as Error).name === 'MissingToolError') throw error;
    return error as Error;
  }
}

/** Runs `shares` one after another in this process, on one workspace: servers start once and stay up. */
async function runHere(shares: LaneShare[]): Promise<LaneRun> {
  const blocks = new ArticleBlocks(DOCS_DIR);
  let workspace: RecipeWorkspace | undefined;
  const outcomes: RecipeOutcome[] = [];
  // Ctrl+C or a CI timeout: stop the servers and remove the temp folder before leaving.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void (workspace?.close() ?? Promise.resolve()).finally(() => process.exit(130));
    });
  }
  try {
    workspace = new RecipeWorkspace();
    for (const {recipe, edits} of shares) {
      const t0 = performance.now();
      const cpu0 = cpuSecondsSoFar();
      const ctx = new RecipeContext(recipe.name, blocks, workspace);
      const error = await attempt(recipe, ctx);
      const runSeconds = (performance.now() - t0) / 1000;
      const runCpuSeconds = cpuSecondsSoFar() - cpu0;
      const proofs: ProofOutcome[] = [];
      if (!error) {
        for (const edit of edits.map((i) => recipe.breakingEdits[i])) {
          const p0 = performance.now();
          const pcpu0 = cpuSecondsSoFar();
          const edited = new RecipeContext(recipe.name, blocks.withEdits([edit]), workspace);
          const failure = await attempt(recipe, edited);
          const names =
            isRecipeFailure(failure) &&
            failure.message.includes(`docs/${edit.ref.article}.mdx`) &&
            failure.message.includes(`"${edit.ref.title}"`);
          const proven = isRecipeFailure(failure) && edit.expect.test(failure.message) && names;
          proofs.push({
            edit,
            proven,
            message: failure ? failure.message : 'the recipe passed with the edit',
            seconds: (performance.now() - p0) / 1000,
            cpuSeconds: cpuSecondsSoFar() - pcpu0,
          });
        }
      }
      outcomes.push({
        recipe,
        checked: ctx.checked,
        notRun: ctx.notRun,
        error,
        proofs,
        seconds: (performance.now() - t0) / 1000,
        runSeconds,
        cpuSeconds: cpuSecondsSoFar() - cpu0,
        runCpuSeconds,
      });
    }
  } catch (error) {
    await workspace?.close();
    if ((error as Error).name === 'MissingToolError') {
      console.error(`run-recipes: ${(error as Error).message}`);
      process.exit(1);
    }
    throw error;
  }
  await workspace.close();
  return {outcomes, used: blocks.used, rewrites: workspace.rewrites};
}

/**
 * Runs each lane in a process of its own (this script with --lane-result), all at once, and merges what they ran.
 * Each lane works in a memory file system (tmpfs) of its own, mounted in a mount namespace of its own, so it goes
 * when the lane ends, whatever ends it. On a disk the WordPress recipes spent most of their time in the kernel:
 * ext4 checks each new inode against recently deleted ones (perf: `recently_deleted` under `ext4_create`), and
 * each of their runs deletes and recreates a site of some 3,000 files.
 */
async function runLanes(lanes: LaneShare[][]): Promise<LaneRun & {endedAt: number[]}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'recipe-lanes-'));
  // The servers' own accounts (www-data, nobody) reach the workspaces below it.
  chmodSync(dir, 0o755);
  const children = lanes.map((lane, i) => {
    const file = path.join(dir, `lane-${i}.json`);
    const work = path.join(dir, `lane-${i}`);
    mkdirSync(work);
    const child = spawn(
      tool('unshare'),
      inOwnTmpfs(work, [process.execPath, ...process.execArgv, SCRIPT, '--lane-result', file, ...lane.map(shareArgument)], {mode: '1777'}),
      {stdio: ['ignore', 'inherit', 'inherit'], env: {...process.env, TMPDIR: work}},
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // When it ended, from the run's start: beside its recipes' own times, what its process start and end cost.
    const endedAt = exited.then(() => (performance.now() - started) / 1000);
    return {lane, file, child, exited, endedAt};
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const {child} of children) child.kill(signal);
      void Promise.all(children.map((c) => c.exited)).finally(() => process.exit(130));
    });
  }
  const results: LaneResult[] = [];
  for (const {lane, file, exited} of children) {
    const code = await exited;
    if (!existsSync(file)) {
      console.error(`run-recipes: the lane running ${lane.map(shareArgument).join(', ')} stopped (exit ${code}) without its results`);
      process.exit(1);
    }
    results.push(JSON.parse(readFileSync(file, 'utf8')) as LaneResult);
  }
  rmSync(dir, {recursive: true, force: true});
  return {...mergeLaneResults(results, selected), endedAt: await Promise.all(children.map((c) => c.endedAt))};
}

if (laneResultFile) {
  // One lane of a run: the parent prints the report.
  writeFileSync(laneResultFile, JSON.stringify(toLaneResult(await runHere(shareArgs.map((a) => parseShareArgument(a, RECIPES))))));
  process.exit(0);
}

// Only the report lists every article, so only this process reads them all (a lane's reads just the blocks its
// recipes run), while the lanes it has just started run.
const articlesRead = import('./lib/articles');
const lanes = planLanes(selected);
const {outcomes, used, rewrites, endedAt} = await runLanes(lanes);
const {articles} = await articlesRead;
const reportBlocks = new ArticleBlocks(DOCS_DIR);

console.log(
  formatRecipeReport({
    outcomes,
    used,
    articles: articles.map((a) => ({id: a.id, file: path.relative(process.cwd(), a.file)})),
    articleBlocks: (id) => reportBlocks.articleBlocks(id),
    rewrites: verbose ? rewrites : undefined,
    notRun: RECIPES.filter((r) => !selected.includes(r)).map((r) => r.name),
    describeRef,
  }),
);
const failed = outcomes.filter((o) => o.error || o.proofs.some((p) => !p.proven));
// A recipe shared over lanes is one merged outcome (its lanes' times summed): listed once, beside its first lane.
const counted = new Set<Recipe>();
const recipesSeconds = (lane: LaneShare[]) =>
  outcomes
    .filter((o) => lane.some((s) => s.recipe === o.recipe) && !counted.has(o.recipe) && counted.add(o.recipe))
    .reduce((sum, o) => sum + o.seconds, 0)
    .toFixed(1);
const laneCount =
  lanes.length > 1
    ? ` (${lanes.length} lanes side by side: ${lanes
        .map((l, i) => `${l.map(shareArgument).join(', ')} [ended at ${endedAt[i].toFixed(1)} s, its recipes ${recipesSeconds(l)} s]`)
        .join(' | ')})`
    : '';
console.log(
  `${outcomes.length} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s${laneCount}: ${outcomes.length - failed.length} passed, ${failed.length} failed.`,
);
process.exit(failed.length ? 1 : 0);
