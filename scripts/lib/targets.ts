/**
 * What the feature tests (tests/e2e) act on, read from the articles at test time instead of written
 * into the tests: the page with an interactive block and the output its code prints, the live block
 * and the text its component renders, a page of plain code blocks and their languages, and so on. An
 * author's edit then moves a target instead of breaking a feature test; the articles themselves are
 * held to their content by tests/content and the every-page checks (tests/e2e/pages.spec.ts).
 * Each target is on the smallest page that has what the test needs, so the tests load as little as
 * they can. ARCHITECTURE.md, "Feature tests and the articles", says why this and not a fixture site.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {CONTENT_ROOT, DOCS_DIR, articles, sidebarGroups, type Article} from './articles';
import {parseArticle, type ArticleModel, type CodeBlock} from '../../plugins/article-model/model';
import {WORD_RANGE} from '../../plugins/article-model/rules';
import {prismSyntax} from '../../plugins/code-blocks/lib/prismSyntax';
import {prismWithLanguages} from '../../plugins/code-blocks/prism';
import {visit} from 'unist-util-visit';
import type {Node} from 'unist';
import type {Table} from 'mdast';
import {codeMetaFlags, codeMetaTitle} from '../../plugins/article-model/lib/codeMeta';
import {STOP_WORDS, indexTerms, queryWords, wordsOf} from '../../plugins/search/lib/tokenize';
import distance from 'damerau-levenshtein';
import {SYNONYMS_FILE} from '../../plugins/search/synonymsFile';

interface Page {
  article: Article;
  model: ArticleModel;
}

/** Every article, smallest first (by source length), ties by route, so a target is found the same way each run. */
const pages: Page[] = articles
  .map((article) => ({article, model: parseArticle(article.source)}))
  .sort((a, b) => a.article.source.length - b.article.source.length || a.article.route.localeCompare(b.article.route));
/** Pages in the sidebar and search: every article not marked `unlisted`. */
const isListed = (page: Page) => !page.article.frontMatter.unlisted;
const listedPages = pages.filter(isListed);
/** Every listed article's route, for checks that visit them all. */
export const listedRoutes = listedPages.map((page) => page.article.route);

const flagged = (block: CodeBlock, flag: string) => codeMetaFlags(block.meta).has(flag);
const isInteractive = (block: CodeBlock) => block.lang === 'js' && flagged(block, 'interactive');
const isLive = (block: CodeBlock) => block.lang === 'jsx' && flagged(block, 'live');
/** Magic comments (`# highlight-next-line`) are removed from what the page shows and copies. */
const hasMagicComments = (block: CodeBlock) => /\bhighlight-(next-line|start|end)\b/.test(block.value);

/** The article at a route; a route no article has stops the test that asked. */
function pageAt(route: string): Page {
  const page = pages.find((candidate) => candidate.article.route === route);
  if (!page) throw new Error(`No article at ${route}`);
  return page;
}

function smallest(what: string, has: (page: Page) => boolean): Page {
  const found = pages.find(has);
  if (!found) throw new Error(`No article has ${what}, which a feature test needs (scripts/lib/targets.ts): add one, or change the test.`);
  return found;
}

/** What `console.log` and friends print, one line per call: strings as they are, other values as JSON. */
function printed(code: string): string[] {
  const lines: string[] = [];
  const log = (...args: unknown[]) =>
    lines.push(args.map((arg) => (typeof arg === 'string' ? arg : typeof arg === 'bigint' ? `${arg}n` : JSON.stringify(arg))).join(' '));
  const console = {log, info: log, warn: log, error: log};
  vm.runInNewContext(code, {console});
  return lines;
}

/** The first interactive JavaScript block of the smallest page that has one. */
export const interactive = (() => {
  const {article, model} = smallest('an interactive JavaScript block', (page) => page.model.codeBlocks.some(isInteractive));
  const block = model.codeBlocks.find(isInteractive)!;
  return {
    route: article.route,
    title: codeMetaTitle(block.meta) ?? '',
    code: block.value,
    /** Its output, as the code printed it when run here in Node: the page must show the same. */
    output: printed(block.value).join('\n'),
  };
})();

/** The first ```jsx live block of the smallest page that has one. */
export const live = (() => {
  const {article, model} = smallest('a jsx live block', (page) => page.model.codeBlocks.some(isLive));
  const code = model.codeBlocks.find(isLive)!.value;
  // The component's first text between tags: what its preview shows, and where a reader would type.
  const text = />([^<>{}]*\w[^<>{}]*)</.exec(code);
  if (!text) throw new Error(`The live block on ${article.route} renders no text between tags, which the live block tests look for.`);
  const before = code.slice(0, text.index + 1 + text[1].length).split('\n');
  const lines = code.split('\n');
  return {
    route: article.route,
    code,
    /** The text its component renders, trimmed. */
    text: text[1].trim(),
    /** Where that text ends: its line (0-based) and how many characters of the line follow it. */
    textEnd: {line: before.length - 1, charsAfter: lines[before.length - 1].length - before.at(-1)!.length},
    /** The line after the component's opening `{`: the start of its body (0-based). */
    bodyLine: lines.findIndex((line) => line.trimEnd().endsWith('{')) + 1,
  };
})();

/** The smallest page of at least three code blocks, all plain (no interactive or live block), the first one without magic comments. */
export const codeBlocks = (() => {
  const {article, model} = smallest(
    'three plain code blocks',
    ({model: m}) =>
      m.codeBlocks.length >= 3 && !m.codeBlocks.some((b) => isInteractive(b) || isLive(b)) && !hasMagicComments(m.codeBlocks[0]),
  );
  return {
    route: article.route,
    /** Each block's language, in page order, as its label names it. */
    languages: model.codeBlocks.map((block) => block.lang),
    /** The first block's code, as Copy must put it on the clipboard. */
    firstCode: model.codeBlocks[0].value,
  };
})();

/** The smallest page with an nginx block and no live block (a live block brings Prism with it). */
export const nginxPage = smallest(
  'an nginx block on a page without a live block',
  ({model}) => model.codeBlocks.some((b) => b.lang === 'nginx' && !hasMagicComments(b)) && !model.codeBlocks.some(isLive),
).article.route;

/** Highlighted lines as a block's meta asks for them: `{4}` or `{2-3,5}`, 1-based. */
function metaHighlights(meta: string): number[] {
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1] ?? '';
  return ranges
    .split(',')
    .filter((range) => range.trim())
    .flatMap((range) => {
      const [from, to = from] = range.split('-').map(Number);
      return Array.from({length: to - from + 1}, (_, i) => from + i);
    });
}

/** Two blocks of the smallest page that shows both ways to highlight lines: a `{n}` range with line numbers, and a `highlight-next-line` comment. */
export const highlighting = (() => {
  const numbered = (b: CodeBlock) => metaHighlights(b.meta).length > 0 && flagged(b, 'showLineNumbers');
  const commented = (b: CodeBlock) => /highlight-next-line/.test(b.value) && !numbered(b);
  const {article, model} = smallest(
    'a block with {n} highlights and line numbers and one with a highlight-next-line comment',
    (page) => page.model.codeBlocks.some(numbered) && page.model.codeBlocks.some(commented),
  );
  const range = model.codeBlocks.find(numbered)!;
  const comment = model.codeBlocks.find(commented)!;
  const commentLines = comment.value.split('\n');
  const marker = commentLines.findIndex((line) => /highlight-next-line/.test(line));
  const shown = commentLines.filter((line) => !/highlight-next-line/.test(line));
  return {
    route: article.route,
    numbered: {
      lang: range.lang,
      lines: range.value.split('\n'),
      /** 0-based, as the page's lines are counted. */
      highlighted: metaHighlights(range.meta).map((line) => line - 1),
    },
    commented: {lang: comment.lang, title: codeMetaTitle(comment.meta) ?? '', lines: shown, highlighted: commentLines[marker + 1]},
  };
})();

/** The smallest page with a titled tip: its accessible name is "Tip: <title>". */
export const titledTip = (() => {
  const {article, model} = smallest('a titled :::tip', (page) => page.model.admonitions.some((a) => a.type === 'tip' && a.title));
  return {route: article.route, title: model.admonitions.find((a) => a.type === 'tip' && a.title)!.title};
})();

/** The smallest listed article: where a test of the site's chrome (search palette, menus) opens a page, so axe and the browser have the least to go through. */
export const smallestArticle = listedPages[0].article.route;

/** The smallest unlisted article: a page with no Markdown copy of its own to share. */
export const unlistedArticle = smallest('unlisted: true in its front matter', (page) => !isListed(page)).article.route;
/** Every unlisted article's route: pages out of the sidebar, search and sitemap. */
export const unlistedRoutes = pages.filter((page) => !isListed(page)).map((page) => page.article.route);

/** What the sidebar calls an article: its sidebar_label, else its title (as Docusaurus names the link). */
const sidebarLabel = (article: Article) => String(article.frontMatter.sidebar_label ?? article.frontMatter.title);

/**
 * The article at a route, as the site shows it: its title (the page's heading and the start of its
 * <title> and Markdown copy), its description, its sidebar link's name, and its source file as its
 * edit link names it.
 */
export function articleAt(route: string): {route: string; title: string; description: string; label: string; source: string} {
  const {article} = pageAt(route);
  return {
    route,
    title: String(article.frontMatter.title),
    description: String(article.frontMatter.description),
    label: sidebarLabel(article),
    source: path.relative(CONTENT_ROOT, article.file).split(path.sep).join('/'),
  };
}

/** A missing page inside a folder that holds articles (the smallest article's): hosts look there for an index file first. */
export const missingInFolder = `${smallestArticle.slice(0, smallestArticle.lastIndexOf('/'))}/no-such-page`;

/**
 * What /docs shows: docs/index.mdx re-renders one article and names that article's route as its
 * canonical address (its front matter); the route and the title of that article.
 */
export const docsStart = (() => {
  const canonical = parseArticle(readFileSync(path.join(DOCS_DIR, 'index.mdx'), 'utf8')).frontMatter.data.canonical;
  if (typeof canonical !== 'string' || !pages.some((page) => page.article.route === canonical))
    throw new Error(
      `docs/index.mdx names no article's route as its canonical (${String(canonical)}), which the /docs tests need (scripts/lib/targets.ts).`,
    );
  return {route: canonical, title: articleAt(canonical).title};
})();

/** The articles in the sidebar's order, the order of the pager's Previous and Next links. */
const sidebarOrder = sidebarGroups.flatMap(([, ids]) => ids).flatMap((id) => pages.filter((page) => page.article.id === id));

/** The smallest listed article with an article before and after it in the sidebar: its pager shows Previous and Next. */
export const pagedArticle = smallest('an article before and after it in the sidebar', (page) => {
  const index = sidebarOrder.indexOf(page);
  const {pagination_prev: prev, pagination_next: next} = page.article.frontMatter;
  return index > 0 && index < sidebarOrder.length - 1 && prev !== null && next !== null;
}).article.route;

/**
 * An old /docs/webdesign/* address, which docusaurus.config.ts redirects to /docs/web-design/*: the
 * smallest listed article's under /docs/web-design/, as an old link names it, and where it must land.
 */
export const webDesignRedirect = (() => {
  const {article} = smallest(
    'a listed article under /docs/web-design/',
    (page) => isListed(page) && page.article.route.startsWith('/docs/web-design/'),
  );
  return {from: article.route.replace('/docs/web-design/', '/docs/webdesign/'), to: article.route};
})();

/**
 * The smallest listed article of a full article's length (the content rules' least number of words:
 * long enough to scroll a screen's height and back) in a sidebar group with another article: the
 * layout test reads it at every width, and from the phone's drawer follows the link to that other
 * article, which the drawer shows open in the same group.
 */
export const sidebarArticle = (() => {
  const byId = new Map(pages.map((page) => [page.article.id, page]));
  const {article} = smallest(
    `${WORD_RANGE.min} words or more, in a sidebar group with another article`,
    (page) =>
      isListed(page) &&
      page.model.words >= WORD_RANGE.min &&
      sidebarGroups.some(([, ids]) => ids.includes(page.article.id) && ids.length > 1),
  );
  const [, ids] = sidebarGroups.find(([, group]) => group.includes(article.id))!;
  const other = byId.get(ids.find((id) => id !== article.id && byId.has(id))!)!.article;
  return {
    route: article.route,
    label: sidebarLabel(article),
    /** Another article of its sidebar group: its route and its link's name. */
    neighbour: {route: other.route, label: sidebarLabel(other)},
  };
})();

/** The kinds of markup an article shows: each code language, admonition type, and table, image, list, blockquote, details. */
function kindsOfMarkup(model: ArticleModel): Set<string> {
  const kinds = new Set([...model.codeBlocks.map((b) => `code:${b.lang}`), ...model.admonitions.map((a) => `note:${a.type}`)]);
  visit(model.tree, (node) => {
    if (['table', 'image', 'list', 'blockquote'].includes(node.type)) kinds.add(node.type);
    if (node.type === 'mdxJsxFlowElement' && 'name' in node && node.name) kinds.add(`jsx:${node.name}`);
  });
  return kinds;
}

/**
 * The listed article showing the most kinds of markup (ties: the smaller): the article page that
 * the axe test in both colour modes checks, so its rules meet as many kinds of element as one page has.
 */
export const richestArticle = listedPages
  .map((page) => ({page, kinds: kindsOfMarkup(page.model).size}))
  .reduce((best, next) => (next.kinds > best.kinds ? next : best)).page.article.route;

/** The text of a Markdown node, inline code included, as the page shows it. */
function textOf(node: Node): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as Node[]).map(textOf).join('') : '';
}

/**
 * The listed article's table that is widest when squeezed: the longest word of each column, added up
 * (a cell wraps between words, never inside one), the most characters of any table. The scroll-region
 * test reads it on a phone, where it must scroll inside its box. Its region's name is made as
 * plugins/table-regions/rehype.ts makes it: "Table: " and the heading it sits under, numbered when a
 * heading has several tables, else its header row.
 */
export const wideTable = (() => {
  const tables = listedPages.flatMap(({article, model}) => {
    const found: {route: string; label: string; width: number}[] = [];
    const underHeading = new Map<string, number>();
    visit(model.tree, 'table', (table: Table) => {
      const line = table.position!.start.line;
      const heading = model.headings.filter((h) => h.line < line).at(-1)?.text ?? '';
      const about =
        heading ||
        table.children[0].children
          .map((cell) => textOf(cell).trim())
          .filter(Boolean)
          .join(', ');
      const count = (underHeading.get(about) ?? 0) + 1;
      underHeading.set(about, count);
      const columns = table.children[0].children.map((_, column) =>
        Math.max(
          ...table.children.map((row) =>
            Math.max(
              0,
              ...textOf(row.children[column] ?? {type: 'text', value: ''})
                .split(/\s+/)
                .map((word) => word.length),
            ),
          ),
        ),
      );
      found.push({
        route: article.route,
        label: `Table: ${about || 'untitled'}${count > 1 ? ` (${count})` : ''}`,
        width: columns.reduce((sum, width) => sum + width, 0),
      });
    });
    return found;
  });
  if (!tables.length) throw new Error('No article has a table, which the scroll-region test needs (scripts/lib/targets.ts).');
  const {route, label} = tables.reduce((widest, next) => (next.width > widest.width ? next : widest));
  return {route, label};
})();

const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'];

/**
 * The smallest article showing every admonition type (`:::note` to `:::danger`), and whether it is
 * unlisted (the theme then adds a caution of its own): the page the admonitions' names are tested on.
 */
export const everyAdmonition = (() => {
  const page = smallest(`every admonition type (${ADMONITION_TYPES.join(', ')})`, ({model}) =>
    ADMONITION_TYPES.every((type) => model.admonitions.some((admonition) => admonition.type === type)),
  );
  return {route: page.article.route, unlisted: !isListed(page), types: ADMONITION_TYPES};
})();

/**
 * The smallest listed article with each part the server renders and hydration must keep in place: a
 * code block, an interactive block, a table and an admonition.
 */
export const serverRenderedArticle = smallest(
  'a code block, an interactive block, a table and an admonition',
  (page) =>
    isListed(page) &&
    page.model.codeBlocks.some(isInteractive) &&
    page.model.admonitions.length > 0 &&
    kindsOfMarkup(page.model).has('table'),
).article.route;

/**
 * Listed articles without a live block (a live block brings Prism with it) that between them show every
 * language the site highlights (prismSyntax.ts) that the listed articles' code blocks are in, as few as
 * can be found (each time the page adding the most languages still missing; ties: the smaller). The pages
 * that must run no Prism, their blocks coloured from the build's tokens alone.
 */
export const codeLanguagePages = (() => {
  const grammars = prismWithLanguages(prismSyntax.additionalLanguages).languages;
  const languagesOf = (page: Page) => new Set(page.model.codeBlocks.map((block) => block.lang).filter((lang) => lang in grammars));
  const candidates = listedPages.filter((page) => !page.model.codeBlocks.some(isLive));
  const wanted = new Set(candidates.flatMap((page) => [...languagesOf(page)]));
  const adds = (page: Page) => [...languagesOf(page)].filter((lang) => wanted.has(lang));
  const chosen: string[] = [];
  while (wanted.size) {
    const best = candidates.reduce((most, next) => (adds(next).length > adds(most).length ? next : most));
    adds(best).forEach((lang) => wanted.delete(lang));
    chosen.push(best.article.route);
  }
  return chosen;
})();

/**
 * The smallest listed article with a code block in a language the site highlights (prismSyntax.ts),
 * and its title: the dev-server smoke's article, whose highlighting must render there as in the build.
 */
export const highlightedArticle = (() => {
  const grammars = prismWithLanguages(prismSyntax.additionalLanguages).languages;
  const {article} = smallest(
    'a code block in a language the site highlights',
    (page) => isListed(page) && page.model.codeBlocks.some((b) => b.lang in grammars),
  );
  return {route: article.route, title: String(article.frontMatter.title)};
})();

/** The article's model by route, for tests that check an article's own parts. */
export function modelOf(route: string): ArticleModel {
  return pageAt(route).model;
}

/** Words of the synonyms file: a query word with synonyms also finds (and marks) other words. */
const synonymWords = new Set(wordsOf(readFileSync(SYNONYMS_FILE, 'utf8')).map((word) => word.term));

/**
 * What the version tests act on, read from the newest archived edition's own files (versions.json,
 * versioned_sidebars/, versioned_docs/): an article it shares with the current docs, a current article
 * it lacks, and a word to search for that the full text of two of its articles and of a current one
 * holds, so that its search results and the current docs' both show full-text hits.
 */
export const archive = (() => {
  const version = (JSON.parse(readFileSync('versions.json', 'utf8')) as string[])[0];
  if (!version) throw new Error('versions.json names no archived edition, which the version tests need (scripts/lib/targets.ts).');
  const sidebar = JSON.parse(readFileSync(`versioned_sidebars/version-${version}-sidebars.json`, 'utf8')) as {
    docs: {items: string[]}[];
  };
  const archived = sidebar.docs
    .flatMap((group) => group.items)
    .map((id) => {
      const model = parseArticle(readFileSync(`versioned_docs/version-${version}/${id}.mdx`, 'utf8'));
      const slug = model.frontMatter.data.slug;
      return {id, model, route: `/docs/${version}${typeof slug === 'string' ? slug : `/${id}`}`};
    });
  const listed = listedPages;
  const first = <T>(what: string, found: T | undefined): T => {
    if (found === undefined) throw new Error(`No article has ${what}, which the version tests need (scripts/lib/targets.ts).`);
    return found;
  };
  const shared = first(
    `an id in both the current docs and the ${version} edition`,
    archived.find((old) => listed.some((page) => page.article.id === old.id)),
  );
  const currentOnly = first(
    `a current article the ${version} edition lacks`,
    listed.find((page) => !archived.some((old) => old.id === page.article.id)),
  );
  // Full-text hits link to headings: the words of sections under one, of five letters or more, neither
  // stop words nor in the synonyms file (a synonym also finds other words).
  const sectionWords = (model: ArticleModel) =>
    new Set(
      model.sections
        .filter((section) => section.heading)
        .flatMap((section) => wordsOf(section.prose).map((word) => word.term))
        .filter((word) => /^[a-z]{5,}$/.test(word) && !STOP_WORDS.has(word) && !synonymWords.has(word)),
    );
  const archivedWords = archived.map((old) => sectionWords(old.model));
  const currentWords = new Set(listed.flatMap((page) => [...sectionWords(page.model)]));
  const inArchived = (word: string) => archivedWords.filter((words) => words.has(word)).length;
  // A word of the archived articles' keywords (a subject, not a filler word), the one in the most of
  // their texts, ties alphabetically, so the same word is found each run.
  const keywordWords = archived.flatMap((old) =>
    ((old.model.frontMatter.data.keywords as string[] | undefined) ?? []).flatMap((keyword) => wordsOf(keyword).map((word) => word.term)),
  );
  const query = first(
    `a keyword's word in the text of two ${version} articles and of a current one`,
    [...new Set(keywordWords)]
      .filter((word) => inArchived(word) >= 2 && currentWords.has(word))
      .sort((a, b) => inArchived(b) - inArchived(a) || a.localeCompare(b))[0],
  );
  // Its start page (/docs/<name>) names the archived Getting Started as its canonical.
  const startCanonical = parseArticle(readFileSync(`versioned_docs/version-${version}/index.mdx`, 'utf8')).frontMatter.data.canonical;
  return {
    version,
    /** The canonical path its start page names. */
    startCanonical: String(startCanonical),
    /** Its articles' ids, in sidebar order. */
    ids: archived.map((old) => old.id),
    /** An article of both editions: its current route, its archived route and its archived title. */
    shared: {
      route: listed.find((page) => page.article.id === shared.id)!.article.route,
      archivedRoute: shared.route,
      archivedTitle: String(shared.model.frontMatter.data.title),
    },
    /** A current article the archive does not have. */
    currentOnly: currentOnly.article.route,
    /** A word to search both editions' full text for. */
    query,
  };
})();

/**
 * What the search tests type, read from the listed articles' front matter and text, each chosen so
 * that what search promises decides the outcome: a title containing the query ranks first, then a
 * keyword (plugins/search/lib/match.ts); a word no index term matches is read as a term one edit
 * away (plugins/search/lib/typos.ts). What the index can hold for an article is taken as every term of
 * its whole source (front matter, prose, code), more than the index holds, so each condition holds of
 * the built index too.
 */
export const search = (() => {
  const listed = listedPages;
  const titleOf = (page: Page) => String(page.article.frontMatter.title);
  const keywordsOf = (page: Page) => ((page.article.frontMatter.keywords as string[] | undefined) ?? []).map((k) => k.toLowerCase());
  const titlesHaving = (query: string) => listed.filter((page) => titleOf(page).toLowerCase().includes(query));
  const termsOf = new Map(pages.map((page) => [page, new Set(indexTerms(page.article.source))]));
  const allTerms = [...new Set(pages.flatMap((page) => [...termsOf.get(page)!]))];
  /** True when the word is in the prose of one of the page's sections under a heading (full-text hits link to headings). */
  const inSectionProse = (page: Page, word: string) =>
    page.model.sections.some((section) => section.heading && indexTerms(section.prose).includes(word));
  const titleWords = (page: Page) => [
    ...new Set(
      titleOf(page)
        .toLowerCase()
        .match(/[a-z]{4,}/g) ?? [],
    ),
  ];
  const first = <T>(what: string, found: T | undefined): T => {
    if (found === undefined)
      throw new Error(`No article has ${what}, which the search tests need (scripts/lib/targets.ts): add one, or change the test.`);
    return found;
  };

  /** A word of exactly one listed article's title, also in its prose: the query that ranks that article first. */
  const titleWord = first(
    'a title word no other title contains, also in its prose',
    listed
      .flatMap((page) => titleWords(page).map((word) => ({page, word})))
      .find(({page, word}) => titlesHaving(word).length === 1 && inSectionProse(page, word) && !synonymWords.has(word)),
  );

  /** A one-word keyword of exactly one listed article that no title and no other keyword contains: a match by keyword alone. */
  const keyword = first(
    'a one-word keyword in no title and no other keyword',
    listed
      .flatMap((page) => keywordsOf(page).map((word) => ({page, word})))
      .find(
        ({page, word}) =>
          /^[a-z][a-z0-9]{3,}$/.test(word) &&
          titlesHaving(word).length === 0 &&
          listed.every((other) => other === page || keywordsOf(other).every((k) => !k.includes(word))),
      ),
  );

  /**
   * A title word of eight letters or more, in one article only, with a letter left out inside it: no
   * term starts with what it is looked up by, and no other term is within two edits of it, so search
   * can read it only as a typo of that word ("Did you mean").
   */
  const typo = first(
    'a long title word found in that article only, with a misspelling that has one closest word',
    listed
      .flatMap((page) => titleWords(page).map((word) => ({page, word})))
      .filter(({page, word}) => word.length >= 8 && titlesHaving(word).length === 1 && inSectionProse(page, word))
      .filter(({page, word}) => pages.every((other) => other === page || !termsOf.get(other)!.has(word)))
      .flatMap(({page, word}) =>
        Array.from({length: word.length - 2}, (_, index) => ({page, word, typed: word.slice(0, index + 1) + word.slice(index + 2)})),
      )
      .find(({word, typed}) => {
        if (allTerms.includes(typed)) return false;
        const {lookup} = queryWords(typed)[0];
        if (allTerms.some((term) => term.startsWith(lookup))) return false;
        // Every other term three edits away or more: more than search allows any word (typos.ts), so the word is the only correction.
        return allTerms.every((term) => term === word || Math.abs(term.length - typed.length) > 2 || distance(typed, term).steps > 2);
      }),
  );

  /** Two words side by side in a section's prose, in no title or keyword, without synonyms: a query only the full text answers. */
  const phrase = first(
    'two words side by side in a section under a heading',
    listed
      .flatMap((page) => page.model.sections.filter((section) => section.heading).map((section) => ({page, section})))
      .flatMap(({page, section}) => {
        const words = wordsOf(section.prose).map((word) => word.term);
        return words.slice(1).map((word, index) => ({page, words: [words[index], word]}));
      })
      .find(
        ({words}) =>
          words.every((word) => /^[a-z]{5,}$/.test(word) && !STOP_WORDS.has(word) && !synonymWords.has(word)) &&
          titlesHaving(words.join(' ')).length === 0 &&
          titlesHaving(words[0]).length === 0 &&
          titlesHaving(words[1]).length === 0 &&
          listed.every((page) => keywordsOf(page).every((k) => !words.some((word) => k.includes(word)))),
      ),
  );

  return {
    titleWord: {
      query: titleWord.word,
      route: titleWord.page.article.route,
      title: titleOf(titleWord.page),
    },
    keyword: {query: keyword.word, route: keyword.page.article.route},
    typo: {typed: typo.typed, word: typo.word, route: typo.page.article.route},
    phrase: {
      query: phrase.words.join(' '),
      /** What every word it marks starts with: the prefix every form of each query word shares. */
      marks: new RegExp(
        `^(${queryWords(phrase.words.join(' '))
          .map((word) => word.lookup)
          .join('|')})`,
        'i',
      ),
    },
  };
})();

/**
 * A missing path one letter from exactly one listed article's route and three or more edits from
 * every other route: the not-found page must suggest that article first, as a path a few characters
 * from the missing one (plugins/search/lib/pathSuggestions.ts).
 */
function staleLink(what: string, misspell: (route: string) => string | null): {missing: string; route: string} {
  const routes = pages.map((page) => page.article.route);
  for (const {article} of listedPages) {
    const missing = misspell(article.route);
    if (!missing || routes.includes(missing)) continue;
    if (routes.every((route) => route === article.route || distance(missing, route).steps >= 3)) return {missing, route: article.route};
  }
  throw new Error(`No article has ${what}, which the not-found tests need (scripts/lib/targets.ts).`);
}

/** Stale links to articles: the last letter of the route left out, and the last letter of its category. */
export const staleLinks = {
  lastLetter: staleLink('a route that is a stale link without its last letter', (route) =>
    route.length >= 12 ? route.slice(0, -1) : null,
  ),
  category: staleLink('a route that is a stale link without the last letter of its category', (route) => {
    const segments = route.split('/'); // '', 'docs', category, slug
    if (segments.length !== 4 || segments[2].length < 6) return null;
    segments[2] = segments[2].slice(0, -1);
    return segments.join('/');
  }),
};
