import assert from 'node:assert/strict';
import {test} from 'node:test';
import {fencedBlocks} from './extract';
import {formatReport, type SampleResult} from './report';

const [nginx, bash, text, php] = fencedBlocks(
  [
    '```nginx title="/etc/nginx/sites-available/example.com"\nserver {}\n```',
    '```bash title="Terminal" check="skip: needs a running MySQL"\nmysql\n```',
    '```text\nlog\n```',
    '```php\necho 1;\n```',
  ].join('\n\n'),
  'docs/hosting/a.mdx',
);

const results: SampleResult[] = [
  {
    block: nginx,
    status: 'fail',
    tool: 'nginx -t',
    messages: ['nginx: [emerg] unknown directive "retrun"'],
    substitutions: ['ssl_certificate /a.pem: a throwaway self-signed certificate'],
  },
  {block: bash, status: 'skipped', tool: '', messages: ['needs a running MySQL']},
  {block: text, status: 'unchecked', tool: '', messages: []},
  {block: php, status: 'warn', tool: 'php -l', messages: ['line 1: a warning']},
];

test("failures, warnings and opt-outs with file, line, title and the tool's message, then the counts", () => {
  assert.equal(
    formatReport(results),
    [
      'FAILED (1):',
      '  docs/hosting/a.mdx:1 nginx "/etc/nginx/sites-available/example.com": nginx -t',
      '      nginx: [emerg] unknown directive "retrun"',
      '',
      'Warnings (1, not failures):',
      '  docs/hosting/a.mdx:13 php (no title): php -l',
      '      line 1: a warning',
      '',
      'Opted out with check="skip: ..." (1):',
      '  docs/hosting/a.mdx:5 bash "Terminal"',
      '      needs a running MySQL',
      '',
      '2 blocks checked: 1 passed, 1 failed (1 with warnings); 1 opted out; 1 not checked (text: no tool for them).',
    ].join('\n'),
  );
});

test('--verbose adds what was substituted', () => {
  assert.match(
    formatReport(results, {verbose: true}),
    /Substituted while checking \(1\):\n {2}docs\/hosting\/a\.mdx:1 nginx "\/etc\/nginx\/sites-available\/example\.com"\n {6}ssl_certificate \/a\.pem: a throwaway self-signed certificate/,
  );
});

test('a clean run is one line', () => {
  assert.equal(
    formatReport([{block: nginx, status: 'pass', tool: 'nginx -t', messages: []}]),
    '1 blocks checked: 1 passed, 0 failed; 0 opted out; 0 not checked.',
  );
});
