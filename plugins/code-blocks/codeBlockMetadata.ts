/**
 * The theme's own createCodeBlockMetadata (@docusaurus/theme-common/internal),
 * which strips magic comments (`// highlight-next-line`) and reads `{1,3}`
 * ranges before a block is highlighted: the build must tokenize exactly the
 * code the component will show. The theme ships it as browser source (JSX,
 * webpack aliases beside it), so its one file is bundled here with esbuild,
 * keeping only that function, and run as a CommonJS module.
 * docusaurus-internal: code-block-metadata-vm (scripts/lib/docusaurusInternals.ts)
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {buildSync} from 'esbuild';
import type {createCodeBlockMetadata as CreateCodeBlockMetadata} from '@docusaurus/theme-common/internal';

export function loadCreateCodeBlockMetadata(): typeof CreateCodeBlockMetadata {
  const file = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'codeBlockUtils.js');
  const {outputFiles} = buildSync({
    stdin: {contents: `export {createCodeBlockMetadata} from ${JSON.stringify(file)};`, resolveDir: path.dirname(file)},
    bundle: true,
    // react, clsx and parse-numeric-range are required from the theme's folder below.
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    loader: {'.js': 'jsx'},
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
  });
  const module = {exports: {} as {createCodeBlockMetadata?: typeof CreateCodeBlockMetadata}};
  const run = vm.compileFunction(outputFiles[0]!.text, ['module', 'exports', 'require'], {filename: file});
  run(module, module.exports, createRequire(file));
  if (typeof module.exports.createCodeBlockMetadata !== 'function') {
    throw new Error(`${file} no longer exports createCodeBlockMetadata`);
  }
  return module.exports.createCodeBlockMetadata;
}
