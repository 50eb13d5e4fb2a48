import assert from 'node:assert/strict';
import {test} from 'node:test';
import {renderApache, renderHeadersFile, renderNginx, siteHeaders, strictPatterns, type BuiltPage} from './hostConfigs';
import {headersForPath, parseHeadersFile} from './staticHeaders';

const SOURCE = `# comment with 'inline-script-hashes' in it
/*
  X-Frame-Options: SAMEORIGIN
  Content-Security-Policy: default-src 'self'; script-src 'self' 'inline-script-hashes'; object-src 'none'
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

const PAGES: BuiltPage[] = [
  {path: '/', file: '/index.html', hashes: ["'sha256-theme'"], needsEval: false},
  {path: '/docs', file: '/docs.html', hashes: ["'sha256-theme'"], needsEval: false},
  {path: '/docs/hosting/backups', file: '/docs/hosting/backups.html', hashes: ["'sha256-theme'"], needsEval: false},
  {path: '/docs/_template', file: '/docs/_template.html', hashes: ["'sha256-theme'"], needsEval: true},
  {path: '/docs/old/page', file: '/docs/old/page/index.html', hashes: ["'sha256-redirect'"], needsEval: false},
];
const FILES = [
  ...PAGES.flatMap((page) => [page.path, page.file]),
  '/docs/hosting/backups.md',
  '/assets/js/main.js',
  '/img/logo.svg',
  '/404.html',
];

const STRICT = "default-src 'self'; script-src 'self' 'sha256-redirect' 'sha256-theme'; object-src 'none'";
const WITH_EVAL = "default-src 'self'; script-src 'self' 'sha256-redirect' 'sha256-theme' 'unsafe-eval'; object-src 'none'";

test('one policy for every page with every inline script hash; live-block pages get it plus eval', () => {
  const site = siteHeaders(SOURCE, PAGES);
  assert.equal(site.policy, STRICT);
  assert.equal(site.evalPolicy, WITH_EVAL);
  assert.deepEqual(site.evalPaths, ['/docs/_template', '/docs/_template.html', '/docs/_template/']);
  assert.deepEqual(site.common, [['X-Frame-Options', 'SAMEORIGIN']]);
  assert.deepEqual(site.folders, [{prefix: '/assets/', headers: [['Cache-Control', 'public, max-age=31536000, immutable']]}]);
});

test('a source the generators cannot translate is a clear error', () => {
  assert.throws(
    () => siteHeaders('/*\n  X: 1\n', PAGES),
    /needs a Content-Security-Policy whose script-src contains 'inline-script-hashes'/,
  );
  assert.throws(() => siteHeaders('/assets/*\n  X: 1\n', PAGES), /first rule must be "\/\*"/);
  assert.throws(() => siteHeaders(`${SOURCE}/docs/*.md\n  X: 1\n`, PAGES), /only folder rules/);
});

test('strict patterns cover every known path and one-segment neighbours, but no live path', () => {
  const live = ['/docs/_template', '/docs/_template.html', '/docs/_template/'];
  const patterns = strictPatterns(FILES, live);
  assert.deepEqual(patterns, ['/', '/:name', '/assets/*', '/docs/hosting*', '/docs/old*', '/img/*']);
  const rules = parseHeadersFile(patterns.map((pattern) => `${pattern}\n  X-Strict: 1`).join('\n'));
  const strict = (url: string) => headersForPath(rules, url).length > 0;
  for (const url of FILES.filter((file) => !live.includes(file))) assert.ok(strict(url), url);
  for (const url of live) assert.equal(strict(url), false, url);
  assert.ok(strict('/no-such-page') && strict('/docs/hosting/no-such-page'));
  // Netlify's `*` also matches inside a segment: /docs/_t* would match /docs/_template.
  assert.deepEqual(strictPatterns(['/docs/_t', '/docs/_template'], ['/docs/_template']), ['/', '/:name', '/docs/_t']);
});

test('_headers: the eval policy everywhere, the strict one on the strict patterns, one rule per pattern', () => {
  const text = renderHeadersFile(siteHeaders(SOURCE, PAGES), FILES);
  assert.doesNotMatch(text, /^\s*!/m);
  const rules = parseHeadersFile(text);
  assert.equal(rules.length, new Set(rules.map((rule) => rule.pattern)).size);
  const policies = (url: string) =>
    headersForPath(rules, url)
      .filter(([name]) => name === 'Content-Security-Policy')
      .map(([, value]) => value);
  assert.deepEqual(policies('/docs/_template'), [WITH_EVAL]);
  assert.deepEqual(policies('/docs/hosting/backups'), [WITH_EVAL, STRICT]);
  assert.deepEqual(
    headersForPath(rules, '/assets/js/main.js').map(([name]) => name),
    ['X-Frame-Options', 'Content-Security-Policy', 'Cache-Control', 'Content-Security-Policy'],
  );
});

test('_headers: without live-block pages, one policy and no extra rules', () => {
  const text = renderHeadersFile(
    siteHeaders(
      SOURCE,
      PAGES.filter((page) => !page.needsEval),
    ),
    FILES,
  );
  assert.deepEqual(
    parseHeadersFile(text).map((rule) => rule.pattern),
    ['/*', '/assets/*'],
  );
  assert.ok(text.includes(`Content-Security-Policy: ${STRICT}`));
});

test("_headers beyond Cloudflare's limits fails the build", () => {
  const many = Array.from({length: 120}, (_, i) => `/docs/page-${i}-x`);
  assert.throws(
    () => renderHeadersFile(siteHeaders(SOURCE, PAGES), [...FILES, ...many]),
    /rules, more than the 100 Cloudflare Pages accepts/,
  );
  const hashes = Array.from({length: 40}, (_, i) => `'sha256-${'x'.repeat(43)}${i}'`);
  assert.throws(
    () => renderHeadersFile(siteHeaders(SOURCE, [{...PAGES[0], hashes}]), FILES),
    /longer than the 2000 Cloudflare Pages accepts/,
  );
});

test('nginx: every location repeats the headers (add_header is not inherited into a location that has its own)', () => {
  const text = renderNginx(siteHeaders(SOURCE, PAGES));
  const locations = [...text.matchAll(/^location ([^{]+)\{\n([\s\S]*?)^\}/gm)];
  assert.deepEqual(
    locations.map(([, where]) => where.trim()),
    ['/', '~ \\.md$', '^~ /assets/', '~ ^(?:/docs/_template|/docs/_template\\.html|/docs/_template/)$'],
  );
  for (const [, where, body] of locations) {
    assert.match(body, /add_header X-Frame-Options "SAMEORIGIN" always;/, where);
    assert.match(
      body,
      where.includes('_template') ? /'unsafe-eval'/ : /add_header Content-Security-Policy "[^"]*'sha256-theme'; object-src 'none'" always;/,
      where,
    );
  }
  assert.match(text, /error_page 404 \/404\.html;/);
  assert.match(text, /location = \/_headers \{ return 404; \}/);
});

test('Apache: headers with always, the eval policy by URI, clean URLs and the 404 document', () => {
  const text = renderApache(siteHeaders(SOURCE, PAGES));
  assert.match(text, new RegExp(`^Header always set Content-Security-Policy "${STRICT.replace(/[()]/g, '\\$&')}"$`, 'm'));
  assert.match(
    text,
    /<If "%\{REQUEST_URI\} =~ m#\^\(\?:\/docs\/_template\|[^"]*#">\n {4}Header always set Content-Security-Policy "[^"]*'unsafe-eval'/,
  );
  assert.match(
    text,
    /<If "%\{REQUEST_URI\} =~ m#\^\/assets\/#">\n {4}Header always set Cache-Control "public, max-age=31536000, immutable"/,
  );
  assert.match(text, /^ErrorDocument 404 \/404\.html$/m);
  assert.match(text, /^RewriteRule \^\(\.\+\?\)\/\?\$ \$1\.html \[L\]$/m);
});
