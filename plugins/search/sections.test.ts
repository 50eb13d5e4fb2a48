import assert from 'node:assert/strict';
import {test} from 'node:test';
import {articleSections} from './sections';

const ARTICLE = `---
title: Backups
description: How to back up.
---

import Figure from '@site/src/components/Figure';

This guide explains **backups** for [site owners](/docs/getting-started), see https://example.com/x for more.

## Why backups matter {/* #why-backups */}

Every site loses data.

\`\`\`bash title="backup.sh"
tar -czf secretcodeword.tar.gz /var/www
\`\`\`

Keep \`mysqldump\` output <Figure src="x.svg" /> safe.

### The \`3-2-1\` rule {/* #three-two-one */}

Three copies.

#### A small heading

Inside the rule section.

:::tip[Restore drill]
Test restores.
:::

## Related Resources {/* #related-resources */}

- [DNS](/docs/hosting/dns-management)
`;

test('the intro is a section of its own, pointing at the page', () => {
  const [intro] = articleSections(ARTICLE);
  assert.deepEqual(intro, {heading: '', anchor: '', text: 'This guide explains backups for site owners, see for more.', code: ''});
});

test('one section per ## and ### heading, with its id and prose; code, markup and URLs left out', () => {
  const sections = articleSections(ARTICLE).slice(1);
  assert.deepEqual(
    sections.map(({heading, anchor}) => [heading, anchor]),
    [
      ['Why backups matter', 'why-backups'],
      ['The 3-2-1 rule', 'three-two-one'],
    ],
  );
  assert.equal(sections[0].text, 'Every site loses data. Keep mysqldump output safe.');
  assert.ok(!sections.some(({text}) => /secretcodeword|tar -czf|<Figure|https?:|\{\/\*/.test(text)));
  assert.equal(
    sections[1].text,
    'Three copies. A small heading Inside the rule section. Test restores.',
    'a #### heading stays in its section',
  );
});

test("a section's code blocks are kept apart from its prose, in the section they stand in", () => {
  const sections = articleSections(ARTICLE);
  assert.deepEqual(
    sections.map(({code}) => code),
    ['', 'tar -czf secretcodeword.tar.gz /var/www', ''],
  );
  const withCode = articleSections(
    '```sh\nintro-command\n```\n\n## Steps {/* #steps */}\n\n```sh\none\n```\n\n#### Sub\n\n```sh\ntwo\n```',
  );
  assert.deepEqual(
    withCode.map(({code}) => code),
    ['intro-command', 'one\ntwo'],
    'a block under a #### heading belongs to the section above it',
  );
});

test('the closing Related Resources links are not indexed: they describe other pages', () => {
  assert.ok(!articleSections(ARTICLE).some(({anchor, text}) => anchor === 'related-resources' || text.includes('DNS')));
});

test('an article without headings is all intro; a heading without an id does not start a section', () => {
  assert.deepEqual(articleSections('Just a paragraph.'), [{heading: '', anchor: '', text: 'Just a paragraph.', code: ''}]);
  const sections = articleSections('Intro.\n\n## No id here\n\nMore text.');
  assert.deepEqual(sections, [{heading: '', anchor: '', text: 'Intro. No id here More text.', code: ''}]);
});
