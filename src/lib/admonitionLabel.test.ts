import assert from 'node:assert/strict';
import {test} from 'node:test';
import {admonitionLabel} from './admonitionLabel';

test('a titled admonition is named by its type, then its title', () => {
  assert.equal(admonitionLabel('tip', 'Test with real content'), 'Tip: Test with real content');
  assert.equal(admonitionLabel('warning', ' Never  disable zoom\n'), 'Warning: Never disable zoom');
});

test('an untitled admonition, or one titled with its own type, is named by its type alone', () => {
  assert.equal(admonitionLabel('note', ''), 'Note');
  assert.equal(admonitionLabel('danger', 'danger'), 'Danger');
  assert.equal(admonitionLabel('info', 'Info'), 'Info');
});
