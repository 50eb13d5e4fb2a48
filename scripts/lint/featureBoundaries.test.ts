import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {Linter} from 'eslint';
import featureBoundaries, {boundaryProblem, isBrowserFile} from './featureBoundaries.mjs';

test('a feature is entered through @theme for its components', () => {
  assert.match(
    boundaryProblem('plugins/article-meta/theme/ArticleMeta/index.tsx', 'plugins/markdown-copies/theme/OpenInMenu') ?? '',
    /@theme\/OpenInMenu/,
  );
  assert.match(boundaryProblem('src/pages/index.tsx', 'plugins/code-blocks/theme/CodeBlockHeader') ?? '', /@theme\/CodeBlockHeader/);
  assert.equal(boundaryProblem('plugins/code-blocks/theme/CodeBlock/Layout/index.tsx', 'plugins/code-blocks/theme/CodeBlockHeader'), null);
});

test("browser code may use a feature's lib/ and client/ but not its build side", () => {
  assert.equal(boundaryProblem('plugins/code-blocks/theme/CodeBlock/index.tsx', 'plugins/article-model/lib/codeMeta'), null);
  assert.equal(boundaryProblem('src/pages/index.tsx', 'plugins/search/client/useSiteSearch'), null);
  assert.match(boundaryProblem('src/pages/index.tsx', 'plugins/code-blocks/rehype') ?? '', /build side/);
  assert.match(boundaryProblem('plugins/search/theme/SearchBar/index.tsx', 'plugins/code-blocks/prism') ?? '', /build side/);
  assert.match(boundaryProblem('plugins/code-blocks/theme/CodeBlock/index.tsx', 'plugins/article-model/model') ?? '', /build side/);
});

test("a feature's build side uses another feature only through lib/ and client/, and the article model freely", () => {
  assert.match(boundaryProblem('plugins/markdown-copies/pages.ts', 'plugins/search/articles') ?? '', /only through its lib\//);
  assert.equal(boundaryProblem('plugins/markdown-copies/pages.ts', 'plugins/article-model/docsContent'), null);
  assert.equal(boundaryProblem('plugins/markdown-copies/markdown.ts', 'plugins/code-blocks/lib/prismSyntax'), null);
});

test('Node code above the features may use any feature except its theme files', () => {
  assert.equal(boundaryProblem('docusaurus.config.ts', 'plugins/code-blocks/rehype'), null);
  assert.equal(boundaryProblem('scripts/samples/checkers.ts', 'plugins/code-blocks/lib/runner/run'), null);
  assert.equal(boundaryProblem('mcp/search.ts', 'plugins/search/lib/siteSearch'), null);
});

test('imports go down the layers only: shared, then the article model, then the features, then src/, scripts/, mcp/', () => {
  assert.equal(boundaryProblem('plugins/code-blocks/theme/CopyCodeButton/index.tsx', 'plugins/shared/components/CopyButton'), null);
  assert.equal(boundaryProblem('plugins/article-model/model.ts', 'plugins/shared/site'), null);
  assert.match(
    boundaryProblem('plugins/shared/components/CopyButton/index.tsx', 'plugins/code-blocks/lib/tokens/html') ?? '',
    /bottom layer/,
  );
  assert.match(boundaryProblem('plugins/article-model/rules.ts', 'plugins/code-blocks/lib/prismSyntax') ?? '', /under the features/);
  assert.match(
    boundaryProblem('plugins/code-blocks/theme/CodeBlockHeader/index.tsx', 'src/components/Home') ?? '',
    /does not import src\//,
  );
  assert.match(boundaryProblem('plugins/shared/site.ts', 'src/lib/admonitionLabel') ?? '', /does not import src\//);
  assert.match(boundaryProblem('plugins/search/index.ts', 'scripts/lib/articles') ?? '', /does not import scripts\//);
});

test('only tests import tests/', () => {
  assert.match(boundaryProblem('scripts/check-samples.mts', 'tests/e2e/helpers') ?? '', /Only tests import tests\//);
  assert.match(boundaryProblem('mcp/siteData.ts', 'tests/e2e/helpers') ?? '', /Only tests import tests\//);
  assert.match(boundaryProblem('plugins/search/sections.test.ts', 'tests/e2e/helpers') ?? '', /Only tests import tests\//);
  assert.equal(boundaryProblem('tests/e2e/metadata.spec.ts', 'tests/e2e/helpers'), null);
  assert.equal(boundaryProblem('tests/content/articles.test.ts', 'scripts/lib/articles'), null);
});

test('browser files are src/, shared components and the lib/, client/ and theme/ of plugins, without their tests', () => {
  assert.ok(isBrowserFile('src/pages/index.tsx'));
  assert.ok(isBrowserFile('plugins/code-blocks/client/browserPrism.ts'));
  assert.ok(isBrowserFile('plugins/shared/components/CopyButton/index.tsx'));
  assert.ok(!isBrowserFile('plugins/article-model/lib/codeMeta.test.ts'));
  assert.ok(!isBrowserFile('plugins/code-blocks/rehype.ts'));
  assert.ok(!isBrowserFile('mcp/search.ts'));
});

test('the rule reads import, export, import() and require() alike', () => {
  const root = path.resolve(__dirname, '..', '..');
  const linter = new Linter({cwd: root});
  const config = {
    files: ['**/*.ts'],
    plugins: {local: {rules: {'feature-boundaries': featureBoundaries}}},
    rules: {'local/feature-boundaries': 'error' as const},
  };
  const code = [
    "import {a} from '../../src/lib/admonitionLabel';",
    "export {b} from '../../src/lib/admonitionLabel';",
    "const c = import('../../src/lib/admonitionLabel');",
    "const d = require('../../src/lib/admonitionLabel');",
    "const e = require.resolve('@site/src/lib/admonitionLabel');",
    "import {f} from '../shared/site';",
  ].join('\n');
  const messages = linter.verify(code, config, path.join(root, 'plugins/search/probe.ts'));
  assert.deepEqual(
    messages.map((message) => [message.line, message.message.startsWith('plugins/ does not import src/')]),
    [1, 2, 3, 4, 5].map((line) => [line, true]),
  );
});
