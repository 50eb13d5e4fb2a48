import assert from 'node:assert/strict';
import {test} from 'node:test';
import {FORMAT_CONSOLE_ARGS_SOURCE} from './format';

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
