import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const loader = require('./loader.js') as (this: {resourcePath: string}, source: string) => string;
// The package's exports hide lib/; its folder is found from its entry.
const reactUtilsPath = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

test("the installed theme-common's key sort no longer calls localeCompare", () => {
  const source = readFileSync(reactUtilsPath, 'utf8');
  assert.match(source, /localeCompare/);
  const output = loader.call({resourcePath: reactUtilsPath}, source);
  assert.doesNotMatch(output, /localeCompare/);
  assert.match(output, /deps\.sort\(\(a, b\) => \(a\[0\] < b\[0\]/);
});

test('changed theme-common code fails the build with a message naming the plugin', () => {
  assert.throws(() => loader.call({resourcePath: reactUtilsPath}, 'export const x = 1;'), /plugins\/no-collator: .* is no longer in .*reactUtils\.js/);
});
