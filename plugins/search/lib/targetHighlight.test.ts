import assert from 'node:assert/strict';
import {test} from 'node:test';
import {highlightRanges, highlightWordsFrom, withHighlight} from './targetHighlight';

test('a result link carries the words before its anchor, stop words and repeats left out', () => {
  assert.equal(
    withHighlight('/docs/hosting/ssl-certificates#renewal', ['Renewing', 'the', 'certificates', 'renewing']),
    '/docs/hosting/ssl-certificates?highlight=renewing+certificates#renewal',
  );
  assert.equal(withHighlight('/docs/a', ['4.5:1']), '/docs/a?highlight=4.5%3A1');
  assert.equal(withHighlight('/docs/a#x', ['the', '!!']), '/docs/a#x', 'nothing to mark: the link is unchanged');
});

test('the page reads the words back, and ignores what is not words', () => {
  assert.deepEqual(highlightWordsFrom('?highlight=renewing+certificates'), ['renewing', 'certificates']);
  assert.deepEqual(highlightWordsFrom('?highlight=%3Cscript%3Ealert(1)%3C%2Fscript%3E'), ['script', 'alert']);
  assert.deepEqual(highlightWordsFrom('?highlight=%E0%A4%A'), [], 'a malformed escape is no word');
  assert.deepEqual(highlightWordsFrom(''), []);
  assert.equal(highlightWordsFrom(`?highlight=${'w'.repeat(5000)}+${Array.from({length: 50}, (_, i) => `word${i}`).join('+')}`).length, 10);
});

test('words are marked where they or an inflection of them stand', () => {
  const text = 'Renew the certificate; renewal of certificates is automatic. Certified?';
  const marked = highlightRanges(text, ['renewing', 'certificates']).map(([start, end]) => text.slice(start, end));
  assert.deepEqual(marked, ['Renew', 'certificate', 'renewal', 'certificates']);
  assert.deepEqual(highlightRanges(text, []), []);
});
