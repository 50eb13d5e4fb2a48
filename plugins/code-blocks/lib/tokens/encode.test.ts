import assert from 'node:assert/strict';
import {test} from 'node:test';
import {normalizeTokens, type Token} from 'prism-react-renderer';
import {codeLineCount, decodeTokens, encodeTokens, plainTokens} from './encode';

const code = 'const a = 1;\n\n/* one\n\n*/ b()';
const lines: Token[][] = [
  [
    {types: ['keyword'], content: 'const'},
    {types: ['plain'], content: ' a '},
    {types: ['operator'], content: '='},
    {types: ['plain'], content: ' '},
    {types: ['number'], content: '1'},
    {types: ['punctuation'], content: ';'},
    {types: ['plain'], content: ''},
  ],
  [{types: ['plain'], content: '\n', empty: true}],
  [{types: ['comment'], content: '/* one'}],
  [{types: ['comment'], content: '\n', empty: true}],
  [
    {types: ['comment'], content: '*/'},
    {types: ['plain'], content: ' '},
    {types: ['function'], content: 'b'},
    {types: ['punctuation'], content: '('},
    {types: ['punctuation'], content: ')'},
  ],
];

test('tokens survive encoding: a table of types, then per line base-36 type and length pairs', () => {
  const encoded = encodeTokens(lines);
  assert.equal(
    encoded,
    'keyword,plain,operator,number,punctuation,comment,function|0 5 1 3 2 1 1 1 3 1 4 1 1 0|1 0|5 6|5 0|5 2 1 1 6 1 4 1 4 1',
  );
  assert.deepEqual(decodeTokens(encoded, code), lines);
});

test('the code text is not repeated in the encoding', () => {
  assert.ok(!encodeTokens(lines).includes('const'));
});

test('lengths of 36 and more are written in base 36', () => {
  const long = 'x'.repeat(40);
  assert.equal(encodeTokens([[{types: ['plain'], content: long}]]), 'plain|0 14');
  assert.deepEqual(decodeTokens('plain|0 14', long), [[{types: ['plain'], content: long}]]);
});

test('tokens that do not fit the code decode to null', () => {
  const encoded = encodeTokens(lines);
  assert.equal(decodeTokens(encoded, `${code}\nmore`), null, 'another number of lines');
  assert.equal(decodeTokens(encoded, code.replace('b()', 'bc()')), null, 'a line of another length');
  assert.equal(decodeTokens(encoded, ''), null);
  assert.equal(decodeTokens('plain|9 3', 'abc'), null, 'a type the table does not have');
  assert.equal(decodeTokens('plain|', ''), null, 'a line without tokens');
  assert.equal(decodeTokens('', 'abc'), null);
});

test('plain tokens are what prism-react-renderer gives code without a grammar', () => {
  for (const sample of ['one line', 'a\n\nb\n', '', '\r\nx\ry']) {
    assert.deepEqual(plainTokens(sample), normalizeTokens([sample]), JSON.stringify(sample));
  }
});

test('codeLineCount counts the lines a block shows, as plainTokens and Prism split them', () => {
  for (const sample of [code, '', 'one', 'a\r\nb\rc\n', '\n\n']) {
    assert.equal(codeLineCount(sample), plainTokens(sample).length, JSON.stringify(sample));
    assert.equal(codeLineCount(sample), normalizeTokens([sample]).length, JSON.stringify(sample));
  }
});
