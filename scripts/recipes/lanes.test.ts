import assert from 'node:assert/strict';
import {test} from 'node:test';
import {mergeLaneResults, parseShareArgument, planLanes, shareArgument, toLaneResult, type LaneRun} from './lanes';
import {replace, type Recipe} from './recipe';

const recipe = (name: string, lane?: string, edits = 2): Recipe => ({
  name,
  summary: name,
  run: async () => {},
  breakingEdits: Array.from({length: edits}, (_, i) => ({
    what: `edit ${i}`,
    ref: {article: 'a/b', title: 'T'},
    edit: replace('x', `y${i}`),
    expect: /x/,
  })),
  ...(lane ? {lane} : {}),
});

const web = recipe('web');
const dns = recipe('dns');
const wp = recipe('wp', 'wordpress');
const wpRecovery = recipe('wp-recovery', 'wordpress');
const other = recipe('other', 'other');

test('recipes without a lane share the first lane, each named lane gets one, all in their order', () => {
  const names = (recipes: Recipe[]) => planLanes(recipes).map((lane) => lane.map((s) => s.recipe.name));
  assert.deepEqual(names([web, wp, dns, other, wpRecovery]), [['web', 'dns'], ['wp', 'wp-recovery'], ['other']]);
  assert.deepEqual(names([web, dns]), [['web', 'dns']]);
  assert.deepEqual(names([wpRecovery, wp]), [['wp-recovery', 'wp']]);
});

test('lanes handed back as JSON merge into one run: outcomes in the run order, edits and errors restored, blocks and rewrites joined', () => {
  const webRun: LaneRun = {
    outcomes: [
      {
        recipe: web,
        checked: ['w ok'],
        notRun: [],
        error: undefined,
        proofs: [
          {edit: web.breakingEdits[1], proven: true, message: 'm', seconds: 1, cpuSeconds: 0.5},
          {edit: web.breakingEdits[0], proven: true, message: 'm', seconds: 0, cpuSeconds: 0},
        ],
        seconds: 2,
        runSeconds: 1,
        cpuSeconds: 1.5,
        runCpuSeconds: 1,
      },
    ],
    used: new Map([['docs/a/b.mdx:3', {recipes: new Set(['web'])}]]),
    rewrites: new Map([['a/b', [{from: '/etc', to: '/tmp/etc'}]]]),
  };
  const wpRun: LaneRun = {
    outcomes: [
      {
        recipe: wp,
        checked: [],
        notRun: ['n'],
        error: new Error('docs/a/b.mdx: broke'),
        proofs: [],
        seconds: 5,
        runSeconds: 5,
        cpuSeconds: 2,
        runCpuSeconds: 2,
      },
    ],
    used: new Map([['docs/a/b.mdx:3', {recipes: new Set(['wp'])}]]),
    rewrites: new Map([
      ['a/b', [{from: '/etc', to: '/tmp/etc'}]],
      ['c/d', [{from: '1', to: '2'}]],
    ]),
  };
  // Through JSON, as the lanes' processes hand them over; wp's lane finishing first.
  const merged = mergeLaneResults(
    [wpRun, webRun].map((run) => JSON.parse(JSON.stringify(toLaneResult(run)))),
    [web, dns, wp],
  );
  assert.deepEqual(
    merged.outcomes.map((o) => o.recipe.name),
    ['web', 'wp'],
  );
  // In the order of the recipe's edits, whatever order the lane ran them in.
  assert.deepEqual(
    merged.outcomes[0].proofs.map((p) => p.edit),
    web.breakingEdits,
  );
  // Where the time went, per run and per proof, for the report.
  const [{runSeconds, cpuSeconds, runCpuSeconds, proofs}] = merged.outcomes;
  assert.deepEqual([runSeconds, cpuSeconds, runCpuSeconds, proofs[1].seconds, proofs[1].cpuSeconds], [1, 1.5, 1, 1, 0.5]);
  assert.equal(merged.outcomes[0].error, undefined);
  assert.equal(merged.outcomes[1].error?.message, 'docs/a/b.mdx: broke');
  assert.deepEqual([...merged.used.get('docs/a/b.mdx:3')!.recipes].sort(), ['web', 'wp']);
  assert.deepEqual(merged.rewrites.get('a/b'), [{from: '/etc', to: '/tmp/etc'}]);
  assert.deepEqual(merged.rewrites.get('c/d'), [{from: '1', to: '2'}]);
});

test('a lane naming a recipe or an edit the run does not have is an error, not a silent gap', () => {
  const stray = toLaneResult({
    outcomes: [
      {recipe: other, checked: [], notRun: [], error: undefined, proofs: [], seconds: 1, runSeconds: 1, cpuSeconds: 1, runCpuSeconds: 1},
    ],
    used: new Map(),
    rewrites: new Map(),
  });
  assert.throws(() => mergeLaneResults([stray], [web]), /a lane reported a recipe this run does not have: other/);
  const result = toLaneResult({
    outcomes: [
      {recipe: web, checked: [], notRun: [], error: undefined, proofs: [], seconds: 1, runSeconds: 1, cpuSeconds: 1, runCpuSeconds: 1},
    ],
    used: new Map(),
    rewrites: new Map(),
  });
  result.outcomes[0].proofs.push({edit: 7, proven: true, message: '', seconds: 0, cpuSeconds: 0});
  assert.throws(() => mergeLaneResults([result], [web]), /breaking edit 7 of web, which has 2/);
});

const big = recipe('big', 'big', 7);

test('a recipe alone in its lane with many proofs has them dealt over lanes, each proved once; the rest stay whole', () => {
  const plan = planLanes([big, web, wp, wpRecovery, recipe('crowded', 'wordpress', 7)], 3);
  assert.deepEqual(
    plan.map((lane) => lane.map(shareArgument)),
    [['web'], ['big=0,3,6'], ['big=1,4'], ['big=2,5'], ['wp', 'wp-recovery', 'crowded']],
  );
  // Few enough proofs, or the lane without a name (fixed ports): one lane.
  assert.deepEqual(
    planLanes([big], 7).map((lane) => lane.map(shareArgument)),
    [['big']],
  );
  assert.deepEqual(
    planLanes([recipe('shared', undefined, 9)], 3).map((lane) => lane.map(shareArgument)),
    [['shared']],
  );
  for (const share of plan.flat())
    assert.deepEqual(parseShareArgument(shareArgument(share), [big, web, wp, wpRecovery, share.recipe]), share);
  assert.throws(() => parseShareArgument('big=7', [big]), /big has 7 breaking edits, not 7/);
  assert.throws(() => parseShareArgument('nope', [big]), /no recipe named nope/);
});

const shareRun = (edits: number[], error?: string): LaneRun => ({
  outcomes: [
    {
      recipe: big,
      checked: ['ran'],
      notRun: [],
      error: error ? new Error(error) : undefined,
      proofs: error ? [] : edits.map((i) => ({edit: big.breakingEdits[i], proven: true, message: '', seconds: 1, cpuSeconds: 1})),
      seconds: 10 + edits.length,
      runSeconds: 10,
      cpuSeconds: 5 + edits.length,
      runCpuSeconds: 5,
    },
  ],
  used: new Map(),
  rewrites: new Map(),
});
const mergeShares = (...runs: LaneRun[]) =>
  mergeLaneResults(
    runs.map((r) => JSON.parse(JSON.stringify(toLaneResult(r)))),
    [big],
  );

test("a recipe's shares merge into one outcome: every edit once and in order, times summed, any lane's error kept", () => {
  const [outcome] = mergeShares(shareRun([1, 4]), shareRun([0, 3, 6]), shareRun([2, 5])).outcomes;
  assert.deepEqual(
    outcome.proofs.map((p) => p.edit),
    big.breakingEdits,
  );
  assert.deepEqual(outcome.checked, ['ran']);
  assert.deepEqual([outcome.seconds, outcome.runSeconds, outcome.cpuSeconds, outcome.runCpuSeconds], [37, 30, 22, 15]);
  const [failed] = mergeShares(shareRun([1, 4]), shareRun([0, 3, 6], 'docs/a/b.mdx: broke'), shareRun([2, 5])).outcomes;
  assert.equal(failed.error?.message, 'docs/a/b.mdx: broke');
  assert.deepEqual(failed.proofs, []);
});

test('a share missing or proved twice is an error, not a silent gap', () => {
  assert.throws(() => mergeShares(shareRun([1, 4]), shareRun([0, 3, 6])), /the lanes ran big's breaking edits without 2, 5/);
  assert.throws(() => mergeShares(shareRun([0, 1, 2, 3, 4, 5, 6]), shareRun([2])), /big's breaking edits 2 twice/);
});
