import assert from 'node:assert/strict';
import {test} from 'node:test';
import {llmsFullTxt, llmsTxt, type LlmsArticle} from './llmsTxt';

const site = {title: 'Larkspur Docs', summary: 'Clear, practical guides.', url: 'https://docs.larkspur.example'};

const article = (slug: string, category: string, title = `Title ${slug}`): LlmsArticle => ({
  title,
  description: `About ${slug}.`,
  category,
  markdownUrl: `${site.url}/docs/${slug}.md`,
  markdown: `# ${title}\n\n> About ${slug}.\n\nBody of ${slug}.\n`,
});

const articles = [
  article('getting-started', 'Getting Started'),
  article('web-design/seo', 'Web Design', 'SEO [for] Beginners'),
  article('web-design/typography', 'Web Design'),
  article('hosting/backups', 'Web Hosting'),
];

test('llms.txt: title, summary, then one section per sidebar group in order, each article linked once', () => {
  const text = llmsTxt(site, articles);
  assert.ok(text.startsWith('# Larkspur Docs\n\n> Clear, practical guides.\n\n'), text);
  const headings = text.split('\n').filter((line) => line.startsWith('## '));
  assert.deepEqual(headings, ['## Getting Started', '## Web Design', '## Web Hosting']);
  const webDesign = text.slice(text.indexOf('## Web Design'), text.indexOf('## Web Hosting'));
  assert.equal(
    webDesign.trim(),
    [
      '## Web Design',
      '',
      '- [SEO \\[for\\] Beginners](https://docs.larkspur.example/docs/web-design/seo.md): About web-design/seo.',
      '- [Title web-design/typography](https://docs.larkspur.example/docs/web-design/typography.md): About web-design/typography.',
    ].join('\n'),
  );
  assert.equal(text.match(/^- \[/gm)?.length, 4);
  assert.ok(text.includes('https://docs.larkspur.example/llms-full.txt'));
});

test('a category that comes back later in the sidebar keeps its first place', () => {
  const text = llmsTxt(site, [article('a', 'One'), article('b', 'Two'), article('c', 'One')]);
  assert.deepEqual(
    text.split('\n').filter((line) => line.startsWith('## ')),
    ['## One', '## Two'],
  );
  assert.ok(text.indexOf('/docs/c.md') < text.indexOf('## Two'));
});

test('llms-full.txt: every article’s Markdown in the given order after the site header', () => {
  const text = llmsFullTxt(site, articles);
  assert.ok(text.startsWith('# Larkspur Docs\n\n> Clear, practical guides.\n\n# Title getting-started\n'));
  const order = articles.map((a) => text.indexOf(a.markdown));
  assert.ok(
    order.every((index, i) => index > 0 && (i === 0 || index > order[i - 1])),
    String(order),
  );
  assert.ok(text.endsWith('Body of hosting/backups.\n'));
});
