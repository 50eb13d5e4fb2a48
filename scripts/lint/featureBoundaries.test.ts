import assert from 'node:assert/strict';
import {test} from 'node:test';
import {boundaryProblem, isBrowserFile} from './featureBoundaries.mjs';

test('a feature is entered through @theme for its components', () => {
  assert.match(
    boundaryProblem('src/theme/CodeBlock/Layout/index.tsx', 'plugins/code-blocks/theme/CodeBlockHeader') ?? '',
    /@theme\/CodeBlockHeader/,
  );
  assert.equal(
    boundaryProblem('plugins/code-blocks/theme/InteractiveCodeBlock/index.tsx', 'plugins/code-blocks/theme/CodeBlockHeader'),
    null,
  );
});

test("browser code may use a feature's lib/ and client/ but not its build side", () => {
  assert.equal(boundaryProblem('src/theme/CodeBlock/index.tsx', 'plugins/code-blocks/lib/codeMeta'), null);
  assert.equal(boundaryProblem('src/theme/CodeBlock/index.tsx', 'plugins/code-blocks/client/tokensContext'), null);
  assert.match(boundaryProblem('src/theme/CodeBlock/index.tsx', 'plugins/code-blocks/rehype') ?? '', /build side/);
  assert.match(boundaryProblem('plugins/search/theme/SearchBar/index.tsx', 'plugins/code-blocks/prism') ?? '', /build side/);
});

test('Node code may use any feature except its theme files', () => {
  assert.equal(boundaryProblem('docusaurus.config.ts', 'plugins/code-blocks/rehype'), null);
  assert.equal(boundaryProblem('scripts/samples/checkers.ts', 'plugins/code-blocks/lib/runner/run'), null);
  assert.equal(boundaryProblem('plugins/markdown-copies/markdown.ts', 'plugins/code-blocks/lib/codeMeta'), null);
});

test('browser files are src/ and the lib/, client/ and theme/ of features, without their tests', () => {
  assert.ok(isBrowserFile('src/pages/index.tsx'));
  assert.ok(isBrowserFile('plugins/code-blocks/client/browserPrism.ts'));
  assert.ok(!isBrowserFile('plugins/code-blocks/lib/codeMeta.test.ts'));
  assert.ok(!isBrowserFile('plugins/code-blocks/rehype.ts'));
  assert.ok(!isBrowserFile('mcp/search.ts'));
});
