import assert from 'node:assert/strict';
import {test} from 'node:test';
import {linesOutsideCode, parseArticle, readFrontMatter} from './model';

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
  const {prose, words} = parseArticle(source);
  assert.ok(!prose.includes('notCounted'));
  assert.ok(!prose.includes('Not counted'));
  assert.ok(!prose.includes('import'));
  assert.ok(!prose.includes('https'));
  assert.ok(prose.includes('linked text'));
  assert.equal(words, 17);
});

test('an empty document has no words', () => {
  assert.equal(parseArticle('').words, 0);
});

test('prose is the text the page shows: inline code and JSX children are, attributes, expressions and images are not', () => {
  const {prose} = parseArticle(
    'Set `max_execution_time` and press <kbd>Ctrl</kbd>+<kbd>K</kbd> {props.hidden} ![a chart](/img/x.svg).\n\n- [MDN: :lang()](https://developer.mozilla.org/): pseudo-class.\n',
  );
  assert.equal(prose, 'Set max_execution_time and press Ctrl+K .\n\nMDN: :lang(): pseudo-class.');
});

const ARTICLE = `---
title: "A title with \`\`\`backticks\`\`\`"
keywords: [a, b]
published: 2025-05-10
---

import Tabs from '@theme/Tabs';
import Part from './part.mdx';

Intro paragraph with \`inline code\` that is not a block.

## Setup {/* #setup */}

\`\`\`nginx title="/etc/nginx/conf.d/zone.conf"
limit_req_zone $binary_remote_addr zone=login:10m rate=5r/m;
\`\`\`

:::tip[Inside an **admonition**]

\`\`\`bash title="Terminal" check="skip: needs a running MySQL"
mysqldump --single-transaction shop > shop.sql
\`\`\`

:::

### The \`3-2-1\` rule {/* #three-two-one */}

<Tabs>
  <TabItem value="a">

\`\`\`js interactive title="demo.js" check="error: boom"
throw new Error('boom');
\`\`\`

  </TabItem>
</Tabs>

- A list item with [a link](/docs/hosting/backups#retention "Retention"):

  \`\`\`text
  indented
  \`\`\`

#### No id here

![A week of backups](/img/docs/backup-types-week.svg)
`;

test('front matter: parsed (dates stay strings) and raw; the body starts after it', () => {
  const {frontMatter, bodyLine} = parseArticle(ARTICLE);
  assert.deepEqual(frontMatter.data, {title: 'A title with ```backticks```', keywords: ['a', 'b'], published: '2025-05-10'});
  assert.ok(frontMatter.raw?.startsWith('title: '));
  assert.equal(bodyLine, 6);
  assert.deepEqual(parseArticle('No front matter.').frontMatter, {data: {}, raw: null});
});

test('front matter read alone is what the parse reads, and nothing when the first line is no fence', () => {
  for (const source of [
    ARTICLE,
    ARTICLE.replaceAll('\n', '\r\n'),
    '---\n---\nEmpty front matter.',
    '---\nslug: /x\n---',
    'No front matter.',
    '\n---\nslug: /x\n---\n',
    'Text\n\n---\nslug: /x\n---\n',
    '--- \nslug: /x\n---\t\nFences with trailing blanks.',
  ]) {
    assert.deepEqual(readFrontMatter(source), parseArticle(source).frontMatter.data, JSON.stringify(source));
  }
  assert.deepEqual(readFrontMatter(ARTICLE), {title: 'A title with ```backticks```', keywords: ['a', 'b'], published: '2025-05-10'});
});

test('headings with their level, text, markdown, explicit id and line; each starts a section', () => {
  const {headings, sections} = parseArticle(ARTICLE);
  assert.deepEqual(headings, [
    {level: 2, text: 'Setup', markdown: 'Setup', id: 'setup', line: 12},
    {level: 3, text: 'The 3-2-1 rule', markdown: 'The `3-2-1` rule', id: 'three-two-one', line: 26},
    {level: 4, text: 'No id here', markdown: 'No id here', id: null, line: 44},
  ]);
  assert.deepEqual(
    sections.map(({heading, prose}) => [heading?.id, prose]),
    [
      [undefined, 'Intro paragraph with inline code that is not a block.'],
      ['setup', ''],
      ['three-two-one', 'A list item with a link:'],
      [null, ''],
    ],
  );
});

test('every fenced block with its language, meta, value and lines, wherever it sits', () => {
  const {codeBlocks} = parseArticle(ARTICLE);
  assert.deepEqual(
    codeBlocks.map((b) => [b.line, b.endLine, b.column, b.lang, b.value]),
    [
      [14, 16, 1, 'nginx', 'limit_req_zone $binary_remote_addr zone=login:10m rate=5r/m;'],
      [20, 22, 1, 'bash', 'mysqldump --single-transaction shop > shop.sql'],
      [31, 33, 1, 'js', "throw new Error('boom');"],
      [40, 42, 3, 'text', 'indented'],
    ],
  );
  assert.equal(codeBlocks[2].meta, 'interactive title="demo.js" check="error: boom"');
  assert.ok(codeBlocks.every((b) => b.closed && b.fence === '```'));
});

test('a block the document ends inside is not closed', () => {
  const [block] = parseArticle('Text.\n\n````md\n```\n').codeBlocks;
  assert.deepEqual([block.fence, block.closed, block.value], ['````', false, '```']);
});

test('links, images, admonitions and imports', () => {
  const {links, images, admonitions, imports} = parseArticle(ARTICLE);
  assert.deepEqual(links, [{url: '/docs/hosting/backups#retention', text: 'a link', line: 38}]);
  assert.deepEqual(images, [{url: '/img/docs/backup-types-week.svg', alt: 'A week of backups', line: 46}]);
  assert.deepEqual(
    admonitions.map(({type, title, line, endLine, closed}) => [type, title, line, endLine, closed]),
    [['tip', 'Inside an **admonition**', 18, 24, true]],
  );
  assert.deepEqual(imports, ['@theme/Tabs', './part.mdx']);
});

test('lines outside code blocks, after the front matter; plain Markdown parses without MDX', () => {
  const model = parseArticle('---\na: 1\n---\nText <br> {x}\n\n> ```js\n> code\n> ```\n\nAfter.\n', {format: 'md'});
  assert.deepEqual(
    linesOutsideCode(model).map(({line}) => line),
    [4, 5, 9, 10, 11],
  );
  assert.equal(model.codeBlocks[0].value, 'code');
});
