import assert from 'node:assert/strict';
import {test} from 'node:test';
import {parseArticle} from './model';
import {lintArticle} from './rules';

const GOOD = `---
title: A good article
description: One sentence about it.
keywords: [one, two, three, four, five]
published: 2025-05-10
last_update:
  date: 2025-05-10
---

An intro for the reader.

## First {/* #first */}

:::tip
Do this.
:::

\`\`\`css title="site.css"
a { color: red; }
\`\`\`

### Inside {/* #inside */}

## Second {/* #second */}

## Related Resources {/* #related-resources */}

- [One](/docs/one)
- [Two](/docs/two)
- [MDN](https://developer.mozilla.org/)
`;

test('a well-formed article has no problems (word range aside)', () => {
  assert.deepEqual(lintArticle(GOOD), []);
});

test('a keyword is in the title only when the title holds it as written, word for word', () => {
  const withKeyword = (title: string, keyword: string) =>
    lintArticle(GOOD.replace('title: A good article', `title: "${title}"`).replace('five]', `${keyword}]`));
  assert.match(withKeyword('SSL/TLS Certificates: Chain of Trust', 'TLS').join(), /keyword "tls" is in the title/);
  // A query "dig" finds "Digital" in the title, but the search words differ; "plesk editions" is no substring of "Plesk: Editions".
  assert.deepEqual(withKeyword('Digital Records', 'dig'), []);
  assert.deepEqual(withKeyword('Introduction to Plesk: Editions', 'plesk editions'), []);
  assert.deepEqual(withKeyword("Let's Encrypt", 'lets encrypt'), []);
});

test('a revision date between first publication and today is accepted', () => {
  assert.deepEqual(lintArticle(GOOD.replace('  date: 2025-05-10', '  date: 2026-11-23'), {today: '2026-11-23'}), []);
});

test('each broken rule is reported', () => {
  const cases: [string, string, RegExp][] = [
    ['missing id', GOOD.replace(' {/* #second */}', ''), /explicit id/],
    ['h1', GOOD.replace('An intro', '# Title\n\nAn intro'), /only h1/],
    ['duplicate id', GOOD.replace('#second', '#first'), /used twice/],
    ['no admonition', GOOD.replace(':::tip\nDo this.\n:::', ''), /admonition/],
    ['untitled code', GOOD.replace(' title="site.css"', ''), /title/],
    ['no language', GOOD.replace('```css title', '``` title'), /language/],
    ['unknown language', GOOD.replace('```css', '```cobol'), /not one of/],
    ['no resources', GOOD.replace('Related Resources', 'Links'), /Related Resources/],
    ['no published date', GOOD.replace('published: 2025-05-10\n', ''), /`published`/],
    ['published before the site existed', GOOD.replace('published: 2025-05-10', 'published: 2024-01-01'), /`published`/],
    ['published in the future', GOOD.replace('published: 2025-05-10', 'published: 2999-01-01'), /`published`/],
    ['revised before published', GOOD.replace('  date: 2025-05-10', '  date: 2025-05-09'), /before `published`/],
    ['revised in the future', GOOD.replace('  date: 2025-05-10', '  date: 2999-01-01'), /in the future/],
    ['not a calendar day', GOOD.replace('  date: 2025-05-10', '  date: 2025-02-30'), /YYYY-MM-DD/],
    ['few keywords', GOOD.replace('[one, two, three, four, five]', '[one]'), /keywords/],
    ['a keyword twice', GOOD.replace('[one, two, three, four, five]', '[one, two, three, four, One]'), /keyword "one" is listed twice/],
    [
      'a keyword the title holds',
      GOOD.replace('[one, two, three, four, five]', '[one, two, three, four, Good Article]'),
      /keyword "good article" is in the title/,
    ],
    ['long description', GOOD.replace('One sentence about it.', 'x'.repeat(170)), /under 160/],
    ['no intro', GOOD.replace('An intro for the reader.', ''), /intro/],
    ['empty link', GOOD.replace('(/docs/two)', '()'), /no target/],
    ['old path', GOOD.replace('/docs/two', '/docs/webdesign/seo'), /web-design/],
  ];
  for (const [name, source, expected] of cases) {
    const problems = lintArticle(source);
    assert.ok(
      problems.some((p) => expected.test(p)),
      `${name}: ${JSON.stringify(problems)}`,
    );
  }
});

test('word range, anchors, links, facts, interactive blocks and figures are enforced when asked', () => {
  const problems = lintArticle(GOOD, {
    checkWordRange: true,
    requirements: {
      anchors: ['missing-anchor'],
      links: ['/docs/hosting/backups'],
      facts: [['the 3-2-1 rule', /3-2-1/]],
      interactive: true,
      figures: 1,
    },
  });
  for (const expected of [/words of prose/, /missing-anchor/, /\/docs\/hosting\/backups/, /3-2-1/, /interactive/, /figure/]) {
    assert.ok(
      problems.some((p) => expected.test(p)),
      `expected ${expected}: ${JSON.stringify(problems)}`,
    );
  }
});

test('headings inside code blocks are not headings', () => {
  const source = '## Real {/* #real */}\n\n```markdown title="x.md"\n## Not a heading\n```\n';
  assert.deepEqual(
    parseArticle(source).headings.map((h) => h.id),
    ['real'],
  );
});

test('a new article is first published on its own day', () => {
  const later = GOOD.replace('published: 2025-05-10', 'published: 2026-03-02').replace('  date: 2025-05-10', '  date: 2026-03-04');
  assert.deepEqual(lintArticle(later, {today: '2026-03-04'}), []);
  assert.ok(lintArticle(later, {today: '2026-03-01'}).some((p) => /`published`/.test(p)));
});
