/**
 * README "Writing an article" is all an author needs: its steps, followed
 * literally in a temporary copy of docs/ and sidebars.ts, give an article that
 * passes the authors' check and `npm test`'s content stage (issue 21, point 4).
 * The article, tests/content/fixtures/email-deliverability.mdx, was written from
 * the template (docs/authoring/article-template.mdx) as the README says.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';

const REPO = path.join(__dirname, '..', '..');
const FIXTURE = path.join(__dirname, 'fixtures', 'email-deliverability.mdx');
const ARTICLE = 'docs/hosting/email-deliverability.mdx';
const ARTICLE_ID = 'hosting/email-deliverability';

const root = mkdtempSync(path.join(tmpdir(), 'larkspur-new-article-'));
after(() => rmSync(root, {recursive: true, force: true}));
cpSync(path.join(REPO, 'docs'), path.join(root, 'docs'), {recursive: true});
cpSync(path.join(REPO, 'sidebars.ts'), path.join(root, 'sidebars.ts'));

/** Runs a command as an author would, from `cwd`; a child test runner must not report into this one. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const {NODE_TEST_CONTEXT: _parentRunner, ...inherited} = process.env;
  const result = spawnSync(command, args, {cwd, env: {...inherited, ...env}, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

test('step 1: the article file exists and its id is in its sidebar group', () => {
  // A real article under the fixture's name would be overwritten here and listed twice below.
  assert.ok(
    !existsSync(path.join(REPO, ARTICLE)),
    `${ARTICLE} exists in the repository, so the fixture ${path.relative(REPO, FIXTURE)} cannot be added under that name: ` +
      'rename the fixture and ARTICLE and ARTICLE_ID in tests/content/new-article.test.ts to an article the site does not have',
  );
  writeFileSync(path.join(root, ARTICLE), readFileSync(FIXTURE, 'utf8'));
  const sidebarsFile = path.join(root, 'sidebars.ts');
  const sidebars = readFileSync(sidebarsFile, 'utf8');
  const lastHostingItem = "'hosting/ssl-certificates',";
  assert.ok(sidebars.includes(lastHostingItem), 'sidebars.ts no longer lists hosting/ssl-certificates; update this test');
  writeFileSync(sidebarsFile, sidebars.replace(lastHostingItem, `${lastHostingItem}\n        '${ARTICLE_ID}',`));
});

test('step 3: the article check (`npm run check:article`) reports no problems', () => {
  const {status, output} = run(
    path.join(REPO, 'node_modules', '.bin', 'tsx'),
    [path.join(REPO, 'scripts', 'check-article.mts'), ARTICLE],
    root,
  );
  assert.equal(status, 0, output);
  assert.match(output, /email-deliverability\.mdx: \d+ words, \d+ min read\n?$/);
});

test("npm test's content stage passes with the new article", () => {
  const {status, output} = run(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=tap', 'tests/content/articles.test.ts'],
    REPO,
    {
      LARKSPUR_CONTENT_ROOT: root,
    },
  );
  assert.equal(status, 0, output);
  // The run did see the new article, not only the repository's.
  assert.match(output, /ok \d+ - docs\/hosting\/email-deliverability\.mdx follows the article rules/);
});
