import assert from 'node:assert/strict';
import {test} from 'node:test';
import {headersForPath, parseHeadersFile} from './staticHeaders';

const FILE = `# comment
/*
  X-Frame-Options: SAMEORIGIN
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

test('parses rules and header lines, keeping colons inside values', () => {
  const rules = parseHeadersFile(FILE);
  assert.equal(rules.length, 2);
  assert.deepEqual(rules[0].headers[1], ['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"]);
});

test('matches paths with * and combines matching rules in order', () => {
  const rules = parseHeadersFile(FILE);
  assert.deepEqual(headersForPath(rules, '/docs/x').map(([name]) => name), ['X-Frame-Options', 'Content-Security-Policy']);
  assert.deepEqual(headersForPath(rules, '/assets/js/main.js').map(([name]) => name), [
    'X-Frame-Options',
    'Content-Security-Policy',
    'Cache-Control',
  ]);
  assert.deepEqual(headersForPath(parseHeadersFile('/a.b\n  X: 1\n'), '/aXb'), []);
});

test('a header line outside a rule is a clear error', () => {
  assert.throws(() => parseHeadersFile('  X-Frame-Options: DENY\n'), /not inside a path rule/);
});
