import assert from 'node:assert/strict';
import {test} from 'node:test';
import {recommendedHeaders} from './web';

test('the recommended headers table: exact values, a prefix, or only the name', () => {
  const source = [
    '### Recommended headers {/* #recommended-headers */}',
    '',
    '| Header | Recommended value | What it prevents |',
    '|---|---|---|',
    '| `X-Frame-Options` | `SAMEORIGIN` | Framing |',
    '| `Strict-Transport-Security` | `max-age=31536000`, after a short trial | Downgrade |',
    "| `Content-Security-Policy` | Start with `default-src 'self'` and extend | Scripts |",
    '',
    '## Next {/* #next */}',
    '| `Not-Read` | `x` | y |',
  ].join('\n');
  assert.deepEqual(recommendedHeaders(source), [
    {name: 'X-Frame-Options', exact: 'SAMEORIGIN'},
    {name: 'Strict-Transport-Security'},
    {name: 'Content-Security-Policy', prefix: "default-src 'self'"},
  ]);
});
