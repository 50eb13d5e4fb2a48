import assert from 'node:assert/strict';
import {test} from 'node:test';
import {countProseWords, extractProse} from './prose';

test('code, front matter, imports, comments, tags and URLs are not prose', () => {
  const source = `---
title: Not counted
---
import Thing from './thing';

## Heading words {/* #heading-words */}

Some **bold** and [linked text](/docs/x) here. See https://example.com/page for more.

\`\`\`js title="a.js"
const notCounted = 1;
\`\`\`

<Thing prop="x" />

:::tip[Tip title]
Tip body.
:::

| A | B |
|---|---|
| one | two |
`;
  const prose = extractProse(source);
  assert.ok(!prose.includes('notCounted'));
  assert.ok(!prose.includes('Not counted'));
  assert.ok(!prose.includes('import'));
  assert.ok(!prose.includes('https'));
  assert.ok(prose.includes('linked text'));
  assert.equal(countProseWords(source), 17);
});

test('an empty document has no words', () => {
  assert.equal(countProseWords(''), 0);
});
