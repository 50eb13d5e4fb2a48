/**
 * `npm run test:unit`: every unit test file (`*.test.ts` under src/, plugins/ and scripts/) loaded
 * into this one Node process, where node:test runs them in order. `node --test` on Node 20 starts a
 * process with tsx for each file, which cost more than the tests themselves; Node 22.8's
 * `--test-isolation=none` does what this does. One file alone: `npx tsx --test <file>`.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const ROOTS = ['src', 'plugins', 'scripts'];

function testFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

for (const file of ROOTS.flatMap(testFiles).sort()) await import(pathToFileURL(path.resolve(file)).href);
