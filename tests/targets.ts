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
import vm from 'node:vm';
import {articles, type Article} from '../scripts/lib/articles';
import {parseArticle, type ArticleModel, type CodeBlock} from '../plugins/article-model/model';
import {codeMetaFlags, codeMetaTitle} from '../plugins/article-model/lib/codeMeta';

interface Page {
  article: Article;
  model: ArticleModel;
}

/** Every article, smallest first (by source length), ties by route, so a target is found the same way each run. */
const pages: Page[] = articles
  .map((article) => ({article, model: parseArticle(article.source)}))
  .sort((a, b) => a.article.source.length - b.article.source.length || a.article.route.localeCompare(b.article.route));

const flagged = (block: CodeBlock, flag: string) => codeMetaFlags(block.meta).has(flag);
const isInteractive = (block: CodeBlock) => block.lang === 'js' && flagged(block, 'interactive');
const isLive = (block: CodeBlock) => block.lang === 'jsx' && flagged(block, 'live');
/** Magic comments (`# highlight-next-line`) are removed from what the page shows and copies. */
const hasMagicComments = (block: CodeBlock) => /\bhighlight-(next-line|start|end)\b/.test(block.value);

function smallest(what: string, has: (page: Page) => boolean): Page {
  const found = pages.find(has);
  if (!found) throw new Error(`No article has ${what}, which a feature test needs (tests/targets.ts): add one, or change the test.`);
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
export const smallestArticle = pages.find((page) => !page.article.frontMatter.unlisted)!.article.route;

/** The article's model by route, for tests that check an article's own parts. */
export function modelOf(route: string): ArticleModel {
  const page = pages.find((candidate) => candidate.article.route === route);
  if (!page) throw new Error(`No article at ${route}`);
  return page.model;
}

/** The title of an archived edition's article, from its own file (versioned_docs/version-<name>/<id>.mdx). */
export function archivedTitle(version: string, id: string): string {
  const source = readFileSync(`versioned_docs/version-${version}/${id}.mdx`, 'utf8');
  return String(parseArticle(source).frontMatter.data.title);
}
