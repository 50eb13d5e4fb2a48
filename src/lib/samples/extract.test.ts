import assert from 'node:assert/strict';
import {test} from 'node:test';
import {parseArticle} from '../../../plugins/article-model/model';
import {fencedBlocks, parseCheck} from './extract';

const extractFencedBlocks = (source: string, file: string) => fencedBlocks(parseArticle(source).codeBlocks, file);

const ARTICLE = `---
title: "A title with \`\`\`backticks\`\`\`"
---

import Tabs from '@theme/Tabs';

Intro paragraph with \`inline code\` that is not a block.

## Setup {/* #setup */}

\`\`\`nginx title="/etc/nginx/conf.d/zone.conf"
limit_req_zone $binary_remote_addr zone=login:10m rate=5r/m;
\`\`\`

:::tip[Inside an admonition]

\`\`\`bash title="Terminal" check="skip: needs a running MySQL"
mysqldump --single-transaction shop > shop.sql
\`\`\`

:::

<Tabs>
  <TabItem value="a">

\`\`\`js interactive title="demo.js" check="error: boom"
throw new Error('boom');
\`\`\`

  </TabItem>
</Tabs>

- A list item:

  \`\`\`text
  indented
  \`\`\`
`;

test('every fenced block with its file, line, language, title and value, wherever it sits', () => {
  const blocks = extractFencedBlocks(ARTICLE, 'docs/x/y.mdx');
  assert.deepEqual(
    blocks.map((b) => [b.line, b.lang, b.title, b.value]),
    [
      [11, 'nginx', '/etc/nginx/conf.d/zone.conf', 'limit_req_zone $binary_remote_addr zone=login:10m rate=5r/m;'],
      [17, 'bash', 'Terminal', 'mysqldump --single-transaction shop > shop.sql'],
      [26, 'js', 'demo.js', "throw new Error('boom');"],
      [35, 'text', undefined, 'indented'],
    ],
  );
  assert.ok(blocks.every((b) => b.file === 'docs/x/y.mdx'));
});

test('meta: flags, opt-out reasons and expected errors', () => {
  const [zone, skipped, interactive] = extractFencedBlocks(ARTICLE, 'a.mdx');
  assert.equal(zone.skipReason, undefined);
  assert.equal(skipped.skipReason, 'needs a running MySQL');
  assert.equal(interactive.flags.has('interactive'), true);
  assert.equal(interactive.expectedError, 'boom');
});

test('an opt-out needs a reason; anything else in check="" is reported, never ignored', () => {
  assert.deepEqual(parseCheck('skip: needs a running MySQL'), {
    skipReason: 'needs a running MySQL',
    expectedError: undefined,
    invalidCheck: undefined,
  });
  assert.equal(parseCheck('skip:').invalidCheck, 'skip:');
  assert.equal(parseCheck('skip').invalidCheck, 'skip');
  assert.equal(parseCheck('off').invalidCheck, 'off');
  assert.deepEqual(parseCheck(undefined), {skipReason: undefined, expectedError: undefined, invalidCheck: undefined});
});
