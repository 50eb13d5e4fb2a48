/**
 * The content lint: every article keeps the rules in README "Writing an
 * article" and carries what the content guide assigns to it.
 * Failures name the file and say how to fix it.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {parseArticle} from '../../plugins/article-model/model';
import {FIRST_PUBLISHED_DATES, isoDay, lintArticle} from '../../plugins/article-model/rules';
import {internalLinkProblems} from '../../plugins/article-model/links';
import {linkTargets} from '../../plugins/article-model/linkTargets';
import {CONTENT_ROOT, DOCS_DIR, articles, sidebarGroups} from '../../scripts/lib/articles';
import {requirements} from '../../scripts/lib/articleRequirements';

const REPO = path.join(__dirname, '..', '..');
const STATIC_DIR = path.join(REPO, 'static');
/** Where links may lead: the articles under test (docs/ of CONTENT_ROOT) and the repository's other pages and files. */
const LINK_TARGETS = linkTargets(REPO, DOCS_DIR);

/** The articles the product spec lists: they must all exist. */
const SPEC_ROUTES = [
  '/docs/getting-started',
  '/docs/installation',
  '/docs/_template',
  ...[
    'responsive-design',
    'color-theory',
    'typography',
    'ux-principles',
    'accessibility',
    'layout-fundamentals',
    'performance',
    'seo',
    'color-displays',
    'color-accessibility',
    'color-cultural',
    'color-management',
  ].map((s) => `/docs/web-design/${s}`),
  ...['basics', 'server-configuration', 'security', 'backups', 'cloud-vs-traditional', 'dns-management', 'ssl-certificates'].map(
    (s) => `/docs/hosting/${s}`,
  ),
  ...['basics', 'themes', 'security', 'performance', 'plugins', 'backup'].map((s) => `/docs/wordpress/${s}`),
  ...['introduction', 'domains', 'troubleshooting', 'security', 'emails', 'wordpress'].map((s) => `/docs/plesk/${s}`),
  ...['web-security', 'gdpr', 'auditing', 'cloud', 'database'].map((s) => `/docs/security/${s}`),
];

test('every route in the spec has its article file, and no route has two', () => {
  // A superset check: the spec's articles must all exist; authors add new ones freely (README "Writing an article").
  const routes = articles.map((a) => a.route);
  for (const route of SPEC_ROUTES) {
    assert.ok(
      routes.includes(route),
      `the spec's article ${route} has no file under docs/ (expected docs${route.slice('/docs'.length)}.mdx, or a file whose slug is ${route.slice('/docs'.length)})`,
    );
  }
  const twice = routes.filter((route, index) => routes.indexOf(route) !== index);
  assert.deepEqual(twice, [], `two files share the route ${twice[0]}`);
});

test("the spec's articles keep their first publication dates", () => {
  for (const article of articles.filter((a) => SPEC_ROUTES.includes(a.route))) {
    const published = isoDay(article.frontMatter.published);
    assert.ok(
      !!published && (FIRST_PUBLISHED_DATES as readonly string[]).includes(published),
      `${path.relative(CONTENT_ROOT, article.file)}: front matter: \`published\` is ${published || 'missing'}; the spec's articles were first published on ${FIRST_PUBLISHED_DATES.join(' or ')}`,
    );
  }
});

test('the sidebar lists every listed article once, and only real ones', () => {
  const sidebarsFile = path.relative(REPO, path.join(CONTENT_ROOT, 'sidebars.ts'));
  const inSidebar = sidebarGroups.flatMap(([, ids]) => ids);
  const twice = [...new Set(inSidebar.filter((id, index) => inSidebar.indexOf(id) !== index))];
  assert.deepEqual(
    twice.map((id) => `${sidebarsFile} lists ${id} (docs/${id}.mdx) more than once`),
    [],
    'each article appears once in the sidebar',
  );
  const listed = articles.filter((a) => !a.frontMatter.unlisted).map((a) => a.id);
  assert.deepEqual(
    [
      ...inSidebar
        .filter((id) => !listed.includes(id))
        .map((id) => `${sidebarsFile} lists ${id}, but docs/${id}.mdx does not exist (or is unlisted)`),
      ...listed.filter((id) => !inSidebar.includes(id)).map((id) => `docs/${id}.mdx is not in ${sidebarsFile}: add '${id}' to its group`),
    ],
    [],
    'the sidebar and the article files agree',
  );
});

test('every content requirement names an existing article', () => {
  for (const id of Object.keys(requirements)) {
    assert.ok(
      articles.some((a) => a.id === id),
      `scripts/lib/articleRequirements.ts names ${id}, which has no file`,
    );
  }
});

for (const article of articles) {
  test(`${path.relative(CONTENT_ROOT, article.file)} follows the article rules`, () => {
    const problems = [
      ...lintArticle(article.source, {requirements: requirements[article.id], checkWordRange: true}),
      ...internalLinkProblems(parseArticle(article.source).links, article.route, LINK_TARGETS),
    ];
    assert.deepEqual(problems, [], `\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  });
}

test('figures point at files in static/', () => {
  for (const article of articles) {
    for (const [, src] of article.source.matchAll(/!\[[^\]]*\]\((\/img\/[^)\s]+)\)/g)) {
      assert.ok(existsSync(path.join(STATIC_DIR, src)), `${path.relative(CONTENT_ROOT, article.file)}: figures: ${src} is not in static/`);
    }
  }
});

test('titles are unique and no two articles share a paragraph', () => {
  const byTitle = new Map<string, string[]>();
  for (const article of articles) {
    const title = String(article.frontMatter.title);
    byTitle.set(title, [...(byTitle.get(title) ?? []), path.relative(CONTENT_ROOT, article.file)]);
  }
  assert.deepEqual(
    [...byTitle].filter(([, files]) => files.length > 1).map(([title, files]) => `${files.join(' and ')} share the title "${title}"`),
    [],
    'titles are unique',
  );
  const owner = new Map<string, string>();
  for (const article of articles) {
    for (const paragraph of parseArticle(article.source).prose.split(/\n\s*\n/)) {
      const normalized = paragraph.replace(/\s+/g, ' ').trim().toLowerCase();
      if (normalized.split(' ').length < 25) continue;
      const other = owner.get(normalized);
      assert.ok(
        !other || other === article.id,
        `docs/${article.id}.mdx repeats a paragraph of docs/${other}.mdx (no two articles share a paragraph): "${normalized.slice(0, 80)}…"`,
      );
      owner.set(normalized, article.id);
    }
  }
});
