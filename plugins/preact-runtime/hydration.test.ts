import assert from 'node:assert/strict';
import {test} from 'node:test';
import {deferPart, runInitialHydration, whenPartsHydrated} from './hydration';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

test('effects wait until every deferred part has been released and has rendered', async () => {
  const log: string[] = [];
  let parts: Promise<void>[] = [];
  runInitialHydration(() => {
    // Effects of components hydrated before the first part was deferred.
    whenPartsHydrated(() => log.push('effects'));
    parts = [deferPart(), deferPart()];
  });
  // What Preact does with each part once its promise resolves: render it, in the same task.
  parts.forEach((part, index) => part.then(() => log.push(`render part ${index}`)));
  assert.deepEqual(log, []);
  for (let task = 0; task < 4; task++) await nextTask();
  assert.deepEqual(log, ['render part 0', 'render part 1', 'effects']);
});

test('after the first hydration, with no part pending, effects are not held back', () => {
  let ran = false;
  whenPartsHydrated(() => {
    ran = true;
  });
  assert.equal(ran, true);
});
