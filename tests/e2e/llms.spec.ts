import {expect, test} from '@playwright/test';
import {articleById, articles, sidebarGroups} from '../../scripts/lib/articles';
import {linesOutsideCode, parseArticle} from '../../plugins/article-model/model';
import {SITE_URL} from '../../plugins/shared/site';
import {holdClock} from '../clock';
import {articleAt, docsStart, smallestArticle} from '../../scripts/lib/targets';
import {hydrated} from '../hydrated';

const listed = articles.filter((article) => !article.frontMatter.unlisted);
const template = articles.find((article) => article.frontMatter.unlisted)!;
const titleOf = (article: {frontMatter: Record<string, unknown>}) => String(article.frontMatter.title);
const COPY_PAGE = 'Copy page as Markdown';
// Any article has a Markdown copy: the smallest, read from the content (scripts/lib/targets.ts), with its title.
const ARTICLE = articleAt(smallestArticle);

test('/llms.txt lists every current article once, under its sidebar group, in sidebar order', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^# Larkspur Docs\n\n> \S.+\n/);
  expect(text.split('\n').filter((line) => line.startsWith('## '))).toEqual(sidebarGroups.map(([label]) => `## ${label}`));

  for (const [index, [label, ids]] of sidebarGroups.entries()) {
    const start = text.indexOf(`\n## ${label}\n`);
    const next = sidebarGroups[index + 1];
    const section = text.slice(start, next ? text.indexOf(`\n## ${next[0]}\n`) : undefined);
    const links = section.split('\n').filter((line) => line.startsWith('- '));
    expect(links).toEqual(
      ids.map((id) => {
        const article = articleById(id);
        return `- [${titleOf(article)}](${SITE_URL}${article.route}.md): ${article.frontMatter.description}`;
      }),
    );
  }
  expect(text.match(/^- \[/gm)).toHaveLength(listed.length);
  for (const article of listed) expect(text.split(`(${SITE_URL}${article.route}.md)`)).toHaveLength(2);
  expect(text).not.toContain(template.route);
  expect(text).not.toContain(titleOf(template));
});

test('/llms-full.txt has every current article, in sidebar order, and not the template', async ({request}) => {
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  const positions = sidebarGroups.flatMap(([, ids]) => ids).map((id) => text.indexOf(`\n# ${titleOf(articleById(id))}\n`));
  expect(positions.every((position) => position > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(text).not.toContain(titleOf(template));
});

for (const article of listed) {
  test(`${article.route}.md is the article as clean Markdown`, async ({request}) => {
    const response = await request.get(`${article.route}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    const text = await response.text();
    expect(text.startsWith(`# ${titleOf(article)}\n`)).toBe(true);
    // MDX leftovers, outside code blocks (whose examples may show any syntax).
    const leftovers = linesOutsideCode(parseArticle(text, {format: 'md'})).filter(({text: line}) => {
      const prose = line.replace(/`[^`]*`/g, '');
      return prose.includes('{/*') || /^\s*(>\s*)*:::/.test(line) || /^import\s/.test(line);
    });
    expect(leftovers).toEqual([]);
    expect(text).not.toMatch(/\]\(\/(?!\/)/);
  });
}

test('unlisted pages have no Markdown copy and no Copy page button; /docs offers Getting Started’s', async ({page, request}) => {
  expect((await request.get(`${template.route}.md`)).status()).toBe(404);
  expect((await request.get('/docs.md')).status()).toBe(404);
  await page.goto(template.route);
  await expect(page.locator('article header').getByText(/min read$/)).toBeVisible();
  await expect(page.getByRole('button', {name: COPY_PAGE})).toHaveCount(0);
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveCount(0);
  await page.goto('/docs');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `${docsStart.route}.md`);
});

test('Copy page puts the article’s Markdown on the clipboard and shows "Copied" for 2 s', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  const markdownRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.md')) markdownRequests.push(request.url());
  });
  await page.goto(ARTICLE.route);
  await hydrated(page);
  await holdClock(page);
  expect(markdownRequests).toEqual([]);
  const header = page.locator('article header');
  await header.getByRole('button', {name: COPY_PAGE}).click();
  await expect(header.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(markdownRequests).toEqual([`${new URL(page.url()).origin}${ARTICLE.route}.md`]);
  await expect(header.getByRole('status')).toHaveText('Page copied to clipboard as Markdown');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const expected = await (await page.request.get(`${ARTICLE.route}.md`)).text();
  expect(copied).toBe(expected);
  expect(copied.startsWith(`# ${ARTICLE.title}\n`)).toBe(true);
  // Page time, not the test's: "Copied" holds through 1.9 s and is gone by 2.1 s.
  await page.clock.runFor(1900);
  await expect(header.getByRole('button', {name: 'Copied'})).toBeVisible();
  await page.clock.runFor(200);
  await expect(header.getByRole('button', {name: COPY_PAGE})).toBeVisible();
  await expect(header.getByRole('status')).toHaveText('');
});

test('Copy page says so when the Markdown cannot be loaded', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route(`**${ARTICLE.route}.md`, (route) => route.fulfill({status: 503, body: 'Unavailable'}));
  await page.goto(ARTICLE.route);
  await hydrated(page);
  const header = page.locator('article header');
  await header.getByRole('button', {name: COPY_PAGE}).click();
  await expect(header.getByRole('button', {name: COPY_PAGE})).toHaveText('Copy failed');
  await expect(header.getByRole('status')).toHaveText(/failed; open View as Markdown/);
});

test('View as Markdown opens the article’s .md file', async ({page}) => {
  await page.goto(ARTICLE.route);
  const link = page.locator('article header').getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', `${ARTICLE.route}.md`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE.route}\\.md$`));
  await expect(page.locator('body')).toContainText(`# ${ARTICLE.title}`);
});
