import assert from 'node:assert/strict';
import {test} from 'node:test';
import {transformLiveCode} from './transform';

test('JSX becomes React.createElement calls without the development-only __self and __source', () => {
  const code = transformLiveCode('function Greeting() {\n  return <p className="x">Hello {name}</p>;\n}');
  assert.match(code, /React\.createElement\(\s*'p'/);
  assert.doesNotMatch(code, /__self|__source|<p/);
  assert.ok(code.endsWith(';'));
});

test('TypeScript annotations are removed, as react-live would', () => {
  assert.doesNotMatch(transformLiveCode('const n: number = 1;\nrender(<b>{n}</b>)'), /: number/);
});

test('code that does not parse throws, for react-live to show as the preview error', () => {
  assert.throws(() => transformLiveCode('function V() { return <p>; }'));
});
