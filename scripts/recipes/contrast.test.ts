import assert from 'node:assert/strict';
import {test} from 'node:test';
import {contrastRatio} from './contrast';

test('WCAG contrast: black on white is 21:1, the grey pairs the colour articles quote', () => {
  assert.equal(contrastRatio([0, 0, 0], [255, 255, 255]), 21);
  assert.equal(contrastRatio([255, 255, 255], [255, 255, 255]), 1);
  // #767676 and #777777 on white: 4.54 and 4.48, either side of 4.5:1
  assert.equal(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255]).toFixed(2), '4.54');
  assert.equal(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255]).toFixed(2), '4.48');
  assert.equal(contrastRatio([255, 255, 255], [0x76, 0x76, 0x76]), contrastRatio([0x76, 0x76, 0x76], [255, 255, 255]));
});
