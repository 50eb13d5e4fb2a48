import assert from 'node:assert/strict';
import {test} from 'node:test';
import {FORMAT_CONSOLE_ARGS_SOURCE} from './format';
import {OutputCollector} from './output';

// The same source text the worker embeds.
const formatConsoleArgs = new Function(`return ${FORMAT_CONSOLE_ARGS_SOURCE}`)() as (args: unknown[]) => string;

test('arguments are joined by spaces; strings as they are; objects and arrays as JSON', () => {
  assert.equal(formatConsoleArgs(['Ratio:', 4.5, true, null, undefined]), 'Ratio: 4.5 true null undefined');
  assert.equal(formatConsoleArgs([{a: 1, b: [1, 2]}]), '{"a":1,"b":[1,2]}');
  assert.equal(formatConsoleArgs([[1, 'two', {three: 3}]]), '[1,"two",{"three":3}]');
});

test('circular references, BigInt, functions, symbols, errors, Map and Set do not crash', () => {
  const circular: Record<string, unknown> = {name: 'loop'};
  circular.self = circular;
  assert.equal(formatConsoleArgs([circular]), '{"name":"loop","self":"[Circular]"}');
  const shared = {x: 1};
  assert.equal(formatConsoleArgs([{a: shared, b: shared}]), '{"a":{"x":1},"b":{"x":1}}');
  assert.equal(formatConsoleArgs([10n, {big: 2n ** 70n}]), '10n {"big":"1180591620717411303424n"}');
  assert.equal(formatConsoleArgs([function named() {}]), '[Function named]');
  assert.equal(formatConsoleArgs([Symbol('s')]), 'Symbol(s)');
  assert.equal(formatConsoleArgs([new TypeError('bad')]), 'TypeError: bad');
  assert.equal(formatConsoleArgs([new Map([['k', 1]]), new Set([1, 2])]), '{"k":1} [1,2]');
});

test('output is capped by lines and characters, with a note', () => {
  const byLines = new OutputCollector({maxLines: 3, maxChars: 1000});
  for (let i = 0; i < 10; i += 1) byLines.add(`line ${i}`);
  assert.ok(byLines.truncated);
  assert.equal(byLines.text().split('\n').slice(0, 3).join('|'), 'line 0|line 1|line 2');
  assert.match(byLines.text(), /output cut/);

  const byChars = new OutputCollector({maxLines: 100, maxChars: 10});
  byChars.add('x'.repeat(50));
  assert.equal(byChars.text().split('\n')[0], 'x'.repeat(10));
  assert.ok(byChars.truncated);

  const fine = new OutputCollector();
  fine.add('a');
  fine.add('b');
  assert.equal(fine.text(), 'a\nb');
  assert.ok(!fine.truncated);
});
