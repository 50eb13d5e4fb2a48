import assert from 'node:assert/strict';
import {test} from 'node:test';
import {codeMetaFlags, codeMetaTitle} from './codeMeta';

test('flags are the bare words outside quoted values', () => {
  assert.deepEqual([...codeMetaFlags('interactive title="contrast.js"')], ['interactive']);
  assert.deepEqual([...codeMetaFlags('live noInline')], ['live', 'noInline']);
  assert.equal(codeMetaFlags('title="Inspect a live certificate"').has('live'), false);
  assert.equal(codeMetaFlags("title='an interactive demo' showLineNumbers").has('interactive'), false);
  assert.equal(codeMetaFlags('{1,3-4} live').has('live'), true);
  assert.equal(codeMetaFlags('').size, 0);
});

test('the title in double or single quotes', () => {
  assert.equal(codeMetaTitle('interactive title="contrast-ratio.js"'), 'contrast-ratio.js');
  assert.equal(codeMetaTitle("title='a b.css' live"), 'a b.css');
  assert.equal(codeMetaTitle('live'), undefined);
});
