import assert from 'node:assert/strict';
import {test} from 'node:test';
import {mergeLaneResults, planLanes, toLaneResult, type LaneRun} from './lanes';
import {replace, type Recipe} from './recipe';

const recipe = (name: string, lane?: string): Recipe => ({
  name,
  summary: name,
  run: async () => {},
  breakingEdits: [
    {what: 'first', ref: {article: 'a/b', title: 'T'}, edit: replace('x', 'y'), expect: /x/},
    {what: 'second', ref: {article: 'a/b', title: 'T'}, edit: replace('y', 'z'), expect: /y/},
  ],
  ...(lane ? {lane} : {}),
});

const web = recipe('web');
const dns = recipe('dns');
const wp = recipe('wp', 'wordpress');
const wpRecovery = recipe('wp-recovery', 'wordpress');
const other = recipe('other', 'other');

test('recipes without a lane share the first lane, each named lane gets one, all in their order', () => {
  const names = (recipes: Recipe[]) => planLanes(recipes).map((lane) => lane.map((r) => r.name));
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
        proofs: [{edit: web.breakingEdits[1], proven: true, message: 'm', seconds: 1, cpuSeconds: 0.5}],
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
  assert.equal(merged.outcomes[0].proofs[0].edit, web.breakingEdits[1]);
  // Where the time went, per run and per proof, for the report.
  const [{runSeconds, cpuSeconds, runCpuSeconds, proofs}] = merged.outcomes;
  assert.deepEqual([runSeconds, cpuSeconds, runCpuSeconds, proofs[0].seconds, proofs[0].cpuSeconds], [1, 1.5, 1, 1, 0.5]);
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
