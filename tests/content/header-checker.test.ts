/**
 * The security-header checker on docs/security/web-security.mdx (#check-headers), run on header sets a
 * reader pastes: its sample keeps the score the page leads readers through, and a Content-Security-Policy
 * that lets any host run scripts (*, http:, https:, data:) is a WARN, never a PASS (blind review r62e M2),
 * unless 'strict-dynamic' makes browsers ignore those sources.
 * A header sent twice is read as browsers read it, and script-src-elem is checked before script-src (review r66d L2, L3);
 * HSTS's directives come from its first header, and handler attributes' script-src-attr fallback is checked (review r68d L2, L3);
 * two policies are judged one by one and keywords in any case (review r69i L3).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {CONTENT_ROOT} from '../../scripts/lib/articles';
import {fencedBlocks} from '../../scripts/samples/extract';

const FILE = path.join(CONTENT_ROOT, 'docs', 'security', 'web-security.mdx');
const TITLE = 'security-header-check.js';

function checker(): {code: string; sample: string} {
  const block = fencedBlocks(readFileSync(FILE, 'utf8'), FILE).find((b) => b.title === TITLE);
  assert.ok(block, `${FILE}: no block titled ${TITLE}`);
  const sample = /const rawHeaders = `([^`]*)`/.exec(block.value)?.[1];
  assert.ok(sample !== undefined, `${TITLE}: no rawHeaders sample`);
  return {code: block.value, sample};
}

/** The block's printed lines for the given headers, pasted in place of the sample. */
function run(headers: string): string[] {
  const {code, sample} = checker();
  const lines: string[] = [];
  const log = (...args: unknown[]) => lines.push(...args.map(String).join(' ').split('\n'));
  new Function(
    'console',
    code.replace(sample, () => headers),
  )({log});
  return lines;
}

const withCsp = (policy: string) => checker().sample.replace(/^content-security-policy: .*$/im, `content-security-policy: ${policy}`);
const cspLine = (lines: string[]) => lines.find((l) => l.includes('Content-Security-Policy')) ?? '';

test(`${TITLE}: the sample scores 7/12, and 9/12 with a year's max-age and no 'unsafe-inline'`, () => {
  const {sample} = checker();
  assert.ok(run(sample).includes('Score: 7/12 (58%)'));
  const fixed = sample.replace('max-age=15552000', 'max-age=31536000').replace(" 'unsafe-inline'", '');
  assert.ok(run(fixed).includes('Score: 9/12 (75%)'));
});

test(`${TITLE}: a policy letting any host run scripts is a WARN; 'self' and a strict-dynamic nonce pass`, () => {
  for (const policy of ['default-src *', "default-src 'self'; script-src 'self' https: data:", "script-src 'self' HTTP:"]) {
    assert.match(cspLine(run(withCsp(policy))), /^WARN .*allows any host/, policy);
  }
  for (const policy of ["default-src 'self'", "script-src 'nonce-abc' 'strict-dynamic' https: 'unsafe-inline'; object-src 'none'"]) {
    assert.match(cspLine(run(withCsp(policy))), /^PASS /, policy);
  }
});

test(`${TITLE}: a header sent twice passes as browsers read it; script-src-elem is checked first`, () => {
  const {sample} = checker();
  const twice = `${sample.trimEnd()}\nx-content-type-options: nosniff\nx-frame-options: DENY\nreferrer-policy: no-referrer, no-such-policy\n`;
  const lines = run(twice);
  const line = (name: string) => lines.find((l) => l.includes(name)) ?? '';
  assert.match(line('X-Content-Type-Options'), /^PASS /, 'nosniff sent twice (review r66d L2)');
  assert.match(line('X-Frame-Options'), /^PASS /, 'DENY sent twice');
  assert.match(line('Referrer-Policy'), /^PASS .*no-referrer/, 'an unknown last token is skipped, as browsers do');
  assert.match(
    cspLine(run(withCsp("script-src-elem *; script-src 'self'"))),
    /^WARN .*allows any host/,
    'script-src-elem * (review r66d L3)',
  );
});

test(`${TITLE}: HSTS is read from its first header; inline handlers allowed through script-src fail`, () => {
  const hsts = (values: string[]) =>
    run(
      `${checker().sample.replace(/^strict-transport-security: .*\n/im, '')}${values.map((v) => `strict-transport-security: ${v}\n`).join('')}`,
    ).find((l) => l.includes('Strict-Transport-Security')) ?? '';
  assert.match(hsts(['max-age=31536000', 'max-age=31536000; includeSubDomains']), /^PASS .*consider includeSubDomains/);
  assert.match(hsts(['max-age=31536000; includeSubDomains', 'max-age=60']), /^PASS .*includes subdomains/);
  assert.match(
    cspLine(run(withCsp("default-src 'self'; script-src-elem 'self'; script-src 'self' 'unsafe-inline'"))),
    /^WARN .*'unsafe-inline'/,
    'onerror= runs under script-src (review r68d L2)',
  );
  assert.match(cspLine(run(withCsp("default-src 'self'; script-src 'self'; script-src-attr 'unsafe-inline'"))), /^WARN .*'unsafe-inline'/);
  assert.match(cspLine(run(withCsp("default-src 'self'; script-src 'self' 'nonce-abc' 'unsafe-inline'"))), /^PASS /);
});

test(`${TITLE}: two policies are each enforced, so the stricter decides; keywords match in any case`, () => {
  const twoPolicies = `${withCsp("default-src 'self'")}\ncontent-security-policy: script-src 'self' 'unsafe-inline'\n`;
  assert.match(cspLine(run(twoPolicies)), /^PASS /, "a plugin's loose policy beside the server's strict one (review r69i L3)");
  assert.match(cspLine(run(withCsp("script-src 'self' 'UNSAFE-INLINE'"))), /^WARN .*'unsafe-inline'/, 'upper-case keyword');
  assert.match(cspLine(run(withCsp("script-src 'self' 'Unsafe-Eval'"))), /^WARN .*'unsafe-eval'/);
});
