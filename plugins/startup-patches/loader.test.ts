import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {PATCHES, type ModulePatch} from './patches';

const loader = require('./loader.js') as (this: {resourcePath: string; getOptions(): ModulePatch}, source: string) => string;

// The packages' exports hide these files; they are found from each package's entry.
const installed: Record<string, string> = {
  'theme-common key sort without a collator': path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js'),
  'react-helmet-async: no head update while hydrating': path.join(path.dirname(require.resolve('react-helmet-async')), 'index.module.js'),
};

for (const patch of PATCHES) {
  test(`${patch.name}: applies to the installed package, once`, () => {
    const file = installed[patch.name]!;
    assert.match(file, patch.file);
    const source = readFileSync(file, 'utf8');
    const output = loader.call({resourcePath: file, getOptions: () => patch}, source);
    assert.equal(output.split(patch.find).length, 1);
    assert.equal(output.split(patch.replace).length, 2);
    assert.equal(output.length, source.length - patch.find.length + patch.replace.length);
  });
}

test('the key sort no longer calls localeCompare', () => {
  const file = installed['theme-common key sort without a collator']!;
  const output = loader.call({resourcePath: file, getOptions: () => PATCHES[0]!}, readFileSync(file, 'utf8'));
  assert.doesNotMatch(output, /localeCompare/);
});

test('changed package code fails the build with a message naming the patch', () => {
  assert.throws(
    () => loader.call({resourcePath: '/x/reactUtils.js', getOptions: () => PATCHES[0]!}, 'export const x = 1;'),
    /plugins\/startup-patches: "theme-common key sort without a collator" no longer finds its code in \/x\/reactUtils\.js/,
  );
});
