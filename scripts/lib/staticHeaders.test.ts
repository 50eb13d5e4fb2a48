import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {test} from 'node:test';
import {completeHeadersFile, headersForPath, inlineScriptHashes, parseHeadersFile} from './staticHeaders';

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

test('"! Name" removes a header an earlier rule set', () => {
  const rules = parseHeadersFile(`${FILE}\n/docs/live\n  ! Content-Security-Policy\n  Content-Security-Policy: script-src 'unsafe-eval'\n`);
  const csp = headersForPath(rules, '/docs/live').filter(([name]) => name === 'Content-Security-Policy');
  assert.deepEqual(csp, [['Content-Security-Policy', "script-src 'unsafe-eval'"]]);
  assert.equal(headersForPath(rules, '/docs/other').filter(([name]) => name === 'Content-Security-Policy').length, 1);
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

test('shared inline scripts are allowed site-wide; a page with its own script or a live preview gets its own policy', () => {
  const template = "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'inline-script-hashes'; object-src 'none'\n";
  const text = completeHeadersFile(template, [
    {path: '/', hashes: ["'sha256-theme'"], needsEval: false},
    {path: '/docs/x', hashes: ["'sha256-theme'"], needsEval: false},
    {path: '/docs/_template', hashes: ["'sha256-theme'"], needsEval: true},
    {path: '/docs/old', hashes: ["'sha256-redirect'"], needsEval: false},
  ]);
  const rules = parseHeadersFile(text);
  const cspFor = (page: string) =>
    headersForPath(rules, page)
      .filter(([name]) => name === 'Content-Security-Policy')
      .map(([, v]) => v);
  assert.deepEqual(cspFor('/docs/x'), ["default-src 'self'; script-src 'self' 'sha256-theme'; object-src 'none'"]);
  assert.deepEqual(cspFor('/docs/_template'), ["default-src 'self'; script-src 'self' 'sha256-theme' 'unsafe-eval'; object-src 'none'"]);
  assert.deepEqual(cspFor('/docs/old'), ["default-src 'self'; script-src 'self' 'sha256-theme' 'sha256-redirect'; object-src 'none'"]);
  assert.equal(rules.length, 3, 'pages that need nothing more get no rule of their own');
  assert.throws(() => completeHeadersFile('/*\n  X: 1\n', []), /inline-script-hashes/);
});
