import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {test} from 'node:test';
import {headersForPath, inlineScriptHashes, parseHeadersFile} from './staticHeaders';

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
  assert.deepEqual(
    headersForPath(rules, '/docs/x').map(([name]) => name),
    ['X-Frame-Options', 'Content-Security-Policy'],
  );
  assert.deepEqual(
    headersForPath(rules, '/assets/js/main.js').map(([name]) => name),
    ['X-Frame-Options', 'Content-Security-Policy', 'Cache-Control'],
  );
  assert.deepEqual(headersForPath(parseHeadersFile('/a.b\n  X: 1\n'), '/aXb'), []);
});

test('":name" matches one path segment; a header two rules set is sent twice', () => {
  const rules = parseHeadersFile(`${FILE}\n/docs/:page\n  Content-Security-Policy: script-src 'self'\n`);
  const csp = (page: string) => headersForPath(rules, page).filter(([name]) => name === 'Content-Security-Policy');
  assert.equal(csp('/docs/live').length, 2);
  assert.equal(csp('/docs/live/deeper').length, 1);
  assert.equal(csp('/docs').length, 1);
});

test('a header line outside a rule is a clear error', () => {
  assert.throws(() => parseHeadersFile('  X-Frame-Options: DENY\n'), /not inside a path rule/);
});

test('hashes inline scripts only, once each: not external scripts or JSON-LD', () => {
  const body = 'document.documentElement.dataset.x="1"';
  const html = `<script>${body}</script><script src="/a.js"></script><script type=application/ld+json>{"a":1}</script><p><script>${body}</script>`;
  const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  assert.deepEqual(inlineScriptHashes(html), [expected]);
});
