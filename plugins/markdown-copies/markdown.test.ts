import assert from 'node:assert/strict';
import {test} from 'node:test';
import {articleMarkdown} from './markdown';

const URL = 'https://docs.larkspur.example/docs/hosting/backups';

function convert(body: string, frontMatter = 'title: Ignored\ndescription: Ignored too'): string {
  return articleMarkdown({
    title: 'Website Backups',
    description: 'Plan backups you can restore.',
    url: URL,
    source: `---\n${frontMatter}\n---\n\n${body}`,
  });
}

test('front matter becomes the title and a description line', () => {
  const markdown = convert('Intro paragraph.\n', 'title: "Website Backups"\nkeywords: [a, b]\nlast_update:\n  date: 2025-05-10');
  assert.equal(markdown, '# Website Backups\n\n> Plan backups you can restore.\n\nIntro paragraph.\n');
});

test('heading id comments and other MDX comments are removed', () => {
  const markdown = convert(
    '## Retention {/* #retention */}\n\n{/* A note for authors,\nover two lines. */}\n\nText {/* inline */} here.\n',
  );
  assert.match(markdown, /^## Retention$/m);
  assert.match(markdown, /^Text here\.$/m);
  assert.doesNotMatch(markdown, /\{\/\*|authors/);
});

test('imports, exports and JSX are removed, the text inside JSX kept', () => {
  const markdown = convert(
    'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\nexport const meta = {\n  a: 1,\n};\n\n<Tabs>\n<TabItem value="a" label="A">\n\nInside a tab.\n\n</TabItem>\n</Tabs>\n\nPress <kbd>Ctrl</kbd>.\n\n<Figure\n  src="x"\n/>\n\nDone.\n',
  );
  assert.doesNotMatch(markdown, /import|export|<|meta =/);
  assert.match(markdown, /^Inside a tab\.$/m);
  assert.match(markdown, /^Press Ctrl\.\n\nDone\.$/m);
  assert.doesNotMatch(markdown, /\n\n\n/);
});

test('a line that merely starts with "import" inside a paragraph is prose', () => {
  const markdown = convert('Before you restore, the\nimport can take an hour.\n');
  assert.match(markdown, /^import can take an hour\.$/m);
});

test('admonitions become blockquotes with their type and title', () => {
  const markdown = convert(
    ':::tip[Test your restores]\n\nA backup you never restored\nis a hope.\n\n:::\n\n:::note\n\nKeep to these keys.\n\n:::\n\nAfter.\n',
  );
  assert.ok(
    markdown.includes(
      '> **Tip: Test your restores**\n>\n> A backup you never restored\n> is a hope.\n\n> **Note**\n>\n> Keep to these keys.\n\nAfter.\n',
    ),
    markdown,
  );
});

test('code inside an admonition stays a fenced block inside the quote', () => {
  const markdown = convert(':::warning\n\nRun this:\n\n```bash title="Terminal"\nrm -rf /tmp/old\n\necho done\n```\n\n:::\n');
  assert.ok(
    markdown.includes('> **Warning**\n>\n> Run this:\n>\n> `Terminal`\n> ```bash\n> rm -rf /tmp/old\n>\n> echo done\n> ```\n'),
    markdown,
  );
});

test('nested admonitions nest their quotes', () => {
  const markdown = convert('::::info[Outer]\n\nOne.\n\n:::danger\n\nTwo.\n\n:::\n\n::::\n');
  assert.ok(markdown.includes('> **Info: Outer**\n>\n> One.\n>\n> > **Danger**\n> >\n> > Two.\n'), markdown);
  assert.doesNotMatch(markdown, /:::/);
});

test('code blocks keep their language and show their title above; flags are dropped', () => {
  const markdown = convert(
    'Example:\n\n```nginx title="/etc/nginx/sites-available/example.com" {2}\nserver {\n    listen 80;\n}\n```\n\n```js interactive title="word-count.js"\nconsole.log(1);\n```\n\n```jsx live\n<p>Hi</p>\n```\n',
  );
  assert.ok(markdown.includes('`/etc/nginx/sites-available/example.com`\n```nginx\nserver {\n    listen 80;\n}\n```'), markdown);
  assert.ok(markdown.includes('`word-count.js`\n```js\nconsole.log(1);\n```'), markdown);
  assert.ok(markdown.includes('```jsx\n<p>Hi</p>\n```'), markdown);
  assert.doesNotMatch(markdown, /interactive|live|\{2\}/);
});

test('code is never rewritten: MDX syntax, links and admonitions inside fences and inline code stay', () => {
  const body = [
    'Write `{/* #retention */}` and `[a](/docs/x)` like this:',
    '',
    '````markdown title="docs/a.mdx"',
    '## Retention {/* #retention */}',
    '',
    ':::tip',
    "import X from './x';",
    '[backups](/docs/hosting/backups) <Thing />',
    '```',
    '````',
    '',
  ].join('\n');
  const markdown = convert(body);
  assert.ok(markdown.includes('Write `{/* #retention */}` and `[a](/docs/x)` like this:'), markdown);
  assert.ok(markdown.includes(['`docs/a.mdx`', '````markdown', ...body.split('\n').slice(3, 10)].join('\n')), markdown);
});

test('a title with backticks gets a longer code span', () => {
  // A backtick fence cannot carry backticks in its info string: such a title needs a tilde fence.
  const markdown = convert('~~~bash title="run `npm test`"\nnpm test\n~~~\n');
  assert.ok(markdown.includes('`` run `npm test` ``\n~~~bash'), markdown);
});

test('tables are kept, with links in cells made absolute', () => {
  const table = '| Type | Use |\n|---|---|\n| `note` | Context, see [SEO](/docs/web-design/seo) |\n| tip | A shortcut |';
  const markdown = convert(`${table}\n`);
  assert.ok(markdown.includes(table.replace('(/docs/web-design/seo)', '(https://docs.larkspur.example/docs/web-design/seo)')), markdown);
});

test('internal links, anchors and images become absolute; external and mailto links stay', () => {
  const markdown = convert(
    [
      'See [SEO](/docs/web-design/seo#page-speed "Page speed"), [above](#retention) and [DNS](../hosting/dns-management).',
      '',
      '![A week of backups](/img/docs/backup-types-week.svg)',
      '',
      '[MDN](https://developer.mozilla.org/) or [mail us](mailto:docs@example.com).',
      '',
      '[ref]: /docs/hosting/basics',
    ].join('\n'),
  );
  assert.ok(markdown.includes('[SEO](https://docs.larkspur.example/docs/web-design/seo#page-speed "Page speed")'), markdown);
  assert.ok(markdown.includes('[above](https://docs.larkspur.example/docs/hosting/backups#retention)'), markdown);
  assert.ok(markdown.includes('[DNS](https://docs.larkspur.example/docs/hosting/dns-management)'), markdown);
  assert.ok(markdown.includes('![A week of backups](https://docs.larkspur.example/img/docs/backup-types-week.svg)'), markdown);
  assert.ok(markdown.includes('[MDN](https://developer.mozilla.org/) or [mail us](mailto:docs@example.com).'), markdown);
  assert.ok(markdown.includes('[ref]: https://docs.larkspur.example/docs/hosting/basics'), markdown);
});
