import assert from 'node:assert/strict';
import {test} from 'node:test';
import {RecipeFailure, sectionedBlocks, selectBlock} from './blocks';

const article = [
  '## Install {/* #install */}',
  '',
  '```bash title="Terminal"',
  'sudo apt install nginx',
  '```',
  '',
  '## Enable {/* #enable */}',
  '',
  '```bash title="Terminal"',
  'sudo ln -s a b',
  '```',
  '',
  '```nginx title="/etc/nginx/conf.d/x.conf"',
  'gzip on;',
  '```',
].join('\n');

test('a block is found by title, and by section when the title repeats', () => {
  const blocks = sectionedBlocks(article, 'docs/x/y.mdx');
  assert.equal(selectBlock(blocks, {article: 'x/y', title: '/etc/nginx/conf.d/x.conf'}).value, 'gzip on;');
  assert.equal(selectBlock(blocks, {article: 'x/y', title: 'Terminal', section: 'enable'}).value, 'sudo ln -s a b');
});

test('a missing or ambiguous block fails naming the article and the title', () => {
  const blocks = sectionedBlocks(article, 'docs/x/y.mdx');
  assert.throws(
    () => selectBlock(blocks, {article: 'x/y', title: 'dump-db.sh'}),
    (error) => error instanceof RecipeFailure && /docs\/x\/y\.mdx, block "dump-db\.sh": no such block/.test(error.message),
  );
  assert.throws(() => selectBlock(blocks, {article: 'x/y', title: 'Terminal'}), /2 blocks have this title \(in #install, #enable\)/);
});
