/**
 * Lanes: recipes that share no server, port or account with the others run
 * in a process of their own beside them, so the slowest recipes no longer
 * add their whole time to everyone else's. A recipe names its lane with
 * `lane`; recipes of one lane share its process and its servers, and the
 * recipes without a lane share another. Each lane's process hands its
 * outcomes back as JSON (LaneResult), merged here into the one report the
 * runner prints.
 */
import type {PathRewrite} from './paths';
import type {Recipe} from './recipe';
import type {RecipeOutcome} from './report';

/** One recipe in a lane: its run, then the breaking edits (by place in its breakingEdits) this lane proves. */
export interface LaneShare {
  recipe: Recipe;
  edits: number[];
}

/**
 * A recipe alone in its named lane with more than this many breaking edits has its proofs dealt over several lanes,
 * each running the recipe first: wordpress-security's 54 proofs (292 s) kept its lane running 200 s after the
 * others (README, the clean-clone run). Two lanes for 54: a third would rerun its 23 s CPU run once more on 2 cores.
 */
export const PROOFS_PER_LANE = 30;

/**
 * The recipes without a lane in one lane, then each named lane in the order it first appears; recipes keep their
 * order. Only a recipe alone in its named lane is shared out (recipes of one lane share servers and state, the
 * lane without a name uses fixed ports): its edits go round (edit i to share i mod n), as later edits fail later
 * in the run and cost more.
 */
export function planLanes(recipes: readonly Recipe[], proofsPerLane = PROOFS_PER_LANE): LaneShare[][] {
  const lanes = new Map<string, Recipe[]>();
  for (const recipe of recipes) {
    const key = recipe.lane === undefined ? '' : `lane:${recipe.lane}`;
    if (!lanes.has(key)) lanes.set(key, []);
    lanes.get(key)!.push(recipe);
  }
  const all = (recipe: Recipe): LaneShare => ({recipe, edits: recipe.breakingEdits.map((_, i) => i)});
  const planned: LaneShare[][] = [];
  for (const [key, lane] of lanes) {
    const count = Math.ceil(lane[0].breakingEdits.length / proofsPerLane);
    if (key === '' || lane.length > 1 || count < 2) {
      planned.push(lane.map(all));
      continue;
    }
    const [recipe] = lane;
    for (let share = 0; share < count; share++) {
      planned.push([{recipe, edits: all(recipe).edits.filter((i) => i % count === share)}]);
    }
  }
  const shared = planned.findIndex((lane) => lane[0].recipe.lane === undefined);
  if (shared > 0) planned.unshift(...planned.splice(shared, 1));
  return planned;
}

/** A lane's share on its process's command line (`name` or `name=0,2,4`), and back. */
export function shareArgument({recipe, edits}: LaneShare): string {
  return edits.length === recipe.breakingEdits.length ? recipe.name : `${recipe.name}=${edits.join(',')}`;
}

export function parseShareArgument(arg: string, recipes: readonly Recipe[]): LaneShare {
  const [name, list] = arg.split('=');
  const recipe = recipes.find((r) => r.name === name);
  if (!recipe) throw new Error(`no recipe named ${name}; there are: ${recipes.map((r) => r.name).join(', ')}`);
  if (list === undefined) return {recipe, edits: recipe.breakingEdits.map((_, i) => i)};
  const edits = list === '' ? [] : list.split(',').map(Number);
  const bad = edits.filter((i) => !Number.isInteger(i) || i < 0 || i >= recipe.breakingEdits.length);
  if (bad.length) throw new Error(`${name} has ${recipe.breakingEdits.length} breaking edits, not ${bad.join(', ')}`);
  return {recipe, edits};
}

/** What one lane's process ran, as plain data. */
export interface LaneResult {
  outcomes: {
    recipe: string;
    checked: string[];
    notRun: string[];
    error: string | null;
    /** By the edit's place in the recipe's breakingEdits. */
    proofs: {edit: number; proven: boolean; message: string; seconds: number; cpuSeconds: number}[];
    seconds: number;
    runSeconds: number;
    cpuSeconds: number;
    runCpuSeconds: number;
  }[];
  /** Per block (`file:line`), the recipes that ran it. */
  used: [string, string[]][];
  rewrites: [string, PathRewrite[]][];
}

export interface LaneRun {
  outcomes: RecipeOutcome[];
  used: Map<string, {recipes: Set<string>}>;
  rewrites: Map<string, PathRewrite[]>;
}

export function toLaneResult(run: LaneRun): LaneResult {
  return {
    // Every field as it is, but the recipe and its edits by name and place, and the error by its message.
    outcomes: run.outcomes.map(({recipe, error, proofs, ...rest}) => ({
      ...rest,
      recipe: recipe.name,
      error: error ? error.message : null,
      proofs: proofs.map(({edit, ...proof}) => ({...proof, edit: recipe.breakingEdits.indexOf(edit)})),
    })),
    used: [...run.used].map(([key, {recipes}]) => [key, [...recipes]]),
    rewrites: [...run.rewrites],
  };
}

/**
 * The lanes' results as one run, outcomes in the order of `recipes`. A recipe whose proofs were shared out comes back
 * as one outcome: its times summed (each lane ran it), an error if any lane's run failed, its proofs in their order.
 * A result naming an unknown recipe or edit is an error, and so is a recipe that ran without failing but whose edits
 * were not each proven exactly once: a lane that died or skipped its share leaves no silent gap.
 */
export function mergeLaneResults(results: readonly LaneResult[], recipes: readonly Recipe[]): LaneRun {
  const byName = new Map(recipes.map((r) => [r.name, r]));
  const merged = new Map<string, RecipeOutcome>();
  const used = new Map<string, {recipes: Set<string>}>();
  const rewrites = new Map<string, PathRewrite[]>();
  for (const result of results) {
    for (const o of result.outcomes) {
      const recipe = byName.get(o.recipe);
      if (!recipe) throw new Error(`a lane reported a recipe this run does not have: ${o.recipe}`);
      const proofs = o.proofs.map((p) => {
        const edit = recipe.breakingEdits[p.edit];
        if (!edit) throw new Error(`a lane reported breaking edit ${p.edit} of ${o.recipe}, which has ${recipe.breakingEdits.length}`);
        return {...p, edit};
      });
      const outcome: RecipeOutcome = {...o, recipe, error: o.error === null ? undefined : new Error(o.error), proofs};
      const before = merged.get(o.recipe);
      merged.set(
        o.recipe,
        before
          ? {
              ...before,
              checked: [...new Set([...before.checked, ...outcome.checked])],
              notRun: [...new Set([...before.notRun, ...outcome.notRun])],
              error: before.error ?? outcome.error,
              proofs: [...before.proofs, ...outcome.proofs],
              seconds: before.seconds + outcome.seconds,
              runSeconds: before.runSeconds + outcome.runSeconds,
              cpuSeconds: before.cpuSeconds + outcome.cpuSeconds,
              runCpuSeconds: before.runCpuSeconds + outcome.runCpuSeconds,
            }
          : outcome,
      );
    }
    for (const [key, names] of result.used) {
      const entry = used.get(key) ?? {recipes: new Set<string>()};
      for (const name of names) entry.recipes.add(name);
      used.set(key, entry);
    }
    for (const [label, list] of result.rewrites) {
      const entry = rewrites.get(label) ?? [];
      for (const r of list) if (!entry.some((x) => x.from === r.from && x.to === r.to)) entry.push(r);
      rewrites.set(label, entry);
    }
  }
  const outcomes = recipes.flatMap((r) => merged.get(r.name) ?? []);
  for (const outcome of outcomes) {
    const {recipe} = outcome;
    if (outcome.error) {
      // A failed run proves nothing: the report says its edits were not run.
      outcome.proofs = [];
      continue;
    }
    const places = outcome.proofs.map((p) => recipe.breakingEdits.indexOf(p.edit));
    const missing = recipe.breakingEdits.map((_, i) => i).filter((i) => !places.includes(i));
    const twice = places.filter((i, at) => places.indexOf(i) !== at);
    if (missing.length || twice.length) {
      throw new Error(
        `the lanes ran ${recipe.name}'s breaking edits ${missing.length ? `without ${missing.join(', ')}` : ''}${missing.length && twice.length ? ' and ' : ''}${twice.length ? `${twice.join(', ')} twice` : ''}`,
      );
    }
    outcome.proofs.sort((a, b) => recipe.breakingEdits.indexOf(a.edit) - recipe.breakingEdits.indexOf(b.edit));
  }
  return {outcomes, used, rewrites};
}
