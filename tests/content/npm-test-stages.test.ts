/**
 * The two articles about the project itself list what `npm test` runs, one
 * bullet per stage starting with the stage in inline code ("- `npm run lint`: ..."),
 * in the section named below. They must list exactly the `npm run` stages of
 * package.json's scripts.test, in the same order, so a stage added to or dropped
 * from the script fails here until the articles say so. A stage that runs others
 * side by side or in turn (npm-run-all2's `run-p a b c` and `run-s a b c`, and `tsx scripts/run-side-by-side.mts a b c`,
 * which runs them as `run-p` does) stands for those, in its order, and so does each of them that is one.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const REPO_ROOT = path.join(__dirname, '..', '..');

/** Article file (relative to the repository) and the heading id of the section holding its stage list. */
const STAGE_LISTS: [file: string, sectionId: string][] = [
  ['docs/getting-started/installation.mdx', 'run-the-tests'],
  ['docs/getting-started/getting-started.mdx', 'writing-articles'],
];

const testCommands = (testScript: string) => testScript.split('&&').map((command) => command.trim());
const npmRunScript = (command: string) => /^npm run (\S+)$/.exec(command)?.[1];

/** The scripts a `run-p`, `run-s` or run-side-by-side script runs (its words that are not options), or undefined for any other script. */
function runTogether(script: string | undefined): string[] | undefined {
  const words = (script ?? '').trim().split(/\s+/);
  const scripts = (from: number) => words.slice(from).filter((word) => !word.startsWith('-'));
  if (words[0] === 'run-p' || words[0] === 'run-s') return scripts(1);
  if (words[0] === 'tsx' && words[1] === 'scripts/run-side-by-side.mts') return scripts(2);
  return undefined;
}

/**
 * The scripts `npm test` runs, in order: each `npm run <script>` between `&&`, a `run-p` or `run-s` script by
 * the scripts it runs (each of them read the same way, so a `run-p` of `run-p` scripts stands for all of theirs).
 */
function scriptStages(testScript: string, scripts: Record<string, string>): string[] {
  const stagesOf = (name: string): string[] => runTogether(scripts[name])?.flatMap(stagesOf) ?? [name];
  return testCommands(testScript)
    .map(npmRunScript)
    .filter((name): name is string => name !== undefined)
    .flatMap(stagesOf);
}

/** The stages a section lists: its bullets that begin with `npm run <script>` in inline code. */
function articleStages(source: string, sectionId: string): string[] | undefined {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => /^#{2,6} /.test(line) && line.includes(`{/* #${sectionId} */}`));
  if (start === -1) return undefined;
  const level = /^#+/.exec(lines[start])![0].length;
  const stages: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const heading = /^(#+) /.exec(line);
    if (heading && heading[1].length <= level) break;
    const stage = /^[-*] `npm run ([^`\s]+)`/.exec(line);
    if (stage) stages.push(stage[1]);
  }
  return stages;
}

const packageJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
const expected = scriptStages(packageJson.scripts.test, packageJson.scripts);

test('package.json scripts.test is a chain of npm run stages', () => {
  // A bare command would be a stage the articles cannot name; a named script keeps it listable.
  const bare = testCommands(packageJson.scripts.test).filter((command) => npmRunScript(command) === undefined);
  assert.deepEqual(
    bare,
    [],
    `package.json scripts.test runs ${bare.map((command) => `"${command}"`).join(', ')} directly: ` +
      'make each stage an npm script and call it as "npm run <script>", so the stage lists in docs/getting-started can name it',
  );
  assert.ok(expected.length > 0, `package.json scripts.test has no "npm run <script>" stage: ${packageJson.scripts.test}`);
});

for (const [file, sectionId] of STAGE_LISTS) {
  test(`${file} lists the stages of npm test in order`, () => {
    const listed = articleStages(readFileSync(path.join(REPO_ROOT, file), 'utf8'), sectionId);
    assert.ok(listed, `${file} has no section with the id #${sectionId}, where its list of npm test stages belongs`);
    const missing = expected.filter((stage) => !listed.includes(stage));
    const extra = listed.filter((stage) => !expected.includes(stage));
    const problems = [
      ...missing.map((stage) => `missing stage "npm run ${stage}"`),
      ...extra.map((stage) => `extra stage "npm run ${stage}" (not in package.json scripts.test)`),
    ];
    assert.deepEqual(
      problems,
      [],
      `${file} (section #${sectionId}) does not match package.json scripts.test: ${problems.join('; ')}. ` +
        'List each stage as a bullet starting with `npm run <script>` in inline code.',
    );
    assert.deepEqual(
      listed,
      expected,
      `${file} (section #${sectionId}) lists the npm test stages out of order: ${listed.join(', ')}; ` +
        `package.json scripts.test runs ${expected.join(', ')}`,
    );
  });
}
