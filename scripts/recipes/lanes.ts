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

/** The recipes without a lane in one lane, then each named lane in the order it first appears; recipes keep their order. */
export function planLanes(recipes: readonly Recipe[]): Recipe[][] {
  const lanes = new Map<string, Recipe[]>();
  for (const recipe of recipes) {
    const key = recipe.lane === undefined ? '' : `lane:${recipe.lane}`;
    if (!lanes.has(key)) lanes.set(key, []);
    lanes.get(key)!.push(recipe);
  }
  const shared = lanes.get('') ?? [];
  lanes.delete('');
  return shared.length ? [shared, ...lanes.values()] : [...lanes.values()];
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

/** The lanes' results as one run, outcomes in the order of `recipes`; a result naming an unknown recipe or edit is an error. */
export function mergeLaneResults(results: readonly LaneResult[], recipes: readonly Recipe[]): LaneRun {
  const byName = new Map(recipes.map((r) => [r.name, r]));
  const outcomes: RecipeOutcome[] = [];
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
      outcomes.push({...o, recipe, error: o.error === null ? undefined : new Error(o.error), proofs});
    }
    for (const [key, names] of result.used) {
      const merged = used.get(key) ?? {recipes: new Set<string>()};
      for (const name of names) merged.recipes.add(name);
      used.set(key, merged);
    }
    for (const [label, list] of result.rewrites) {
      const merged = rewrites.get(label) ?? [];
      for (const r of list) if (!merged.some((x) => x.from === r.from && x.to === r.to)) merged.push(r);
      rewrites.set(label, merged);
    }
  }
  const order = recipes.map((r) => r.name);
  outcomes.sort((a, b) => order.indexOf(a.recipe.name) - order.indexOf(b.recipe.name));
  return {outcomes, used, rewrites};
}
