/**
 * The article model: the build-time model every feature reads (the content lint, word counts and
 * reading time, the search sections, the Markdown copies, the sample check). Not a Docusaurus plugin.
 *
 * Node-only and pure: an article's source in, its model out. The source is parsed once, the way
 * Docusaurus parses it (remark-parse with MDX, GFM, directives for admonitions, YAML front matter),
 * so every feature sees the headings, code, links and prose the page renders, found by the parser
 * rather than by patterns over lines.
 *
 * Prose is what a reader reads: code blocks, front matter, imports and exports, JSX tags, MDX
 * expressions and comments, images, URLs and table syntax are not prose; the text of links, emphasis,
 * inline code, table cells, JSX elements and admonition bodies is. Admonition titles are not
 * (they label the box, like a heading the word count leaves to the body).
 */
import yaml from 'js-yaml';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';
import type {Heading as HeadingNode, Nodes, PhrasingContent, Root, RootContent} from 'mdast';
import type {Program} from 'estree';
import {cachedTree} from './treeCache';

export interface FrontMatter {
  [key: string]: unknown;
}

export interface Heading {
  level: number;
  /** Plain text, as the page shows it: "The 3-2-1 rule". */
  text: string;
  /** As written, markup kept, without the `#` marks and the id comment: "The `3-2-1` rule". */
  markdown: string;
  /** The explicit id, written as an MDX comment `#id` at the heading's end; null when there is none. */
  id: string | null;
  line: number;
}

export interface Section {
  /** null for the intro, before the first heading. */
  heading: Heading | null;
  /** The prose under the heading up to the next heading of any level (not the heading's own text); blocks apart by a blank line. */
  prose: string;
}

export interface CodeBlock {
  /** The fence's language, '' when it names none. */
  lang: string;
  /** The rest of the opening line after the language: `title="x.js" interactive`. */
  meta: string;
  value: string;
  /** Lines of the opening fence and of the block's last line (the closing fence when `closed`). */
  line: number;
  endLine: number;
  /** 1-based column of the opening fence (more than 1 inside a list item). */
  column: number;
  /** The opening fence as written: "```" or "````" (or tildes). */
  fence: string;
  /** false when the document ends inside the block. */
  closed: boolean;
}

export interface Link {
  url: string;
  /** The link's text as the page shows it. */
  text: string;
  line: number;
}

export interface Image {
  url: string;
  alt: string;
  line: number;
}

/** A `:::type[title]` container: an admonition. */
export interface Admonition {
  type: string;
  /** The title as written (markup kept); '' when there is none. */
  title: string;
  /** Where the title is written, as source offsets, for copies that rewrite it; null without a title. */
  titleOffsets: [number, number] | null;
  /** Lines of the opening fence and of the block's last line (the closing fence when `closed`). */
  line: number;
  endLine: number;
  /** false when the document ends inside the block. */
  closed: boolean;
}

export interface ArticleModel {
  source: string;
  frontMatter: {
    /** Parsed as JSON-compatible YAML: dates stay strings. */
    data: FrontMatter;
    /** The YAML between the `---` lines; null without front matter. */
    raw: string | null;
  };
  /** The first line after the front matter. */
  bodyLine: number;
  /** The intro, then one section per heading (any level), in order. */
  sections: Section[];
  headings: Heading[];
  /** All prose, heading text included; blocks apart by a blank line. */
  prose: string;
  /** Words of `prose` (see countWords). */
  words: number;
  codeBlocks: CodeBlock[];
  links: Link[];
  images: Image[];
  admonitions: Admonition[];
  /** Module specifiers of the import declarations, in order. */
  imports: string[];
  /** The syntax tree with source positions, for features that copy the source around its nodes. */
  tree: Root;
}

/** `mdx` as Docusaurus reads .mdx files; `md` for plain Markdown (no JSX, expressions or imports). */
export type SourceFormat = 'mdx' | 'md';

const PARSERS = {
  mdx: unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm).use(remarkDirective),
  md: unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective),
};

/**
 * An article's front matter without parsing the rest: the YAML between a first line `---` and the next
 * `---` line, as remark-frontmatter finds it, loaded as `parseArticle` loads it. For a reader that needs only
 * the front matter of many files (linkTargets.ts: each page's slug), where a whole parse costs about 20 ms each.
 */
export function readFrontMatter(source: string): FrontMatter {
  const raw = FRONT_MATTER.exec(source)?.[1];
  const parsed = raw === undefined ? null : yaml.load(raw, {schema: yaml.JSON_SCHEMA});
  return parsed && typeof parsed === 'object' ? (parsed as FrontMatter) : {};
}

const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;
const HEADING_ID = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/;
const COMMENT = /^\s*\/\*[\s\S]*\*\/\s*$/;
const URL = /\bhttps?:\/\/\S+/g;

/** Words a reader reads: whitespace-separated tokens with a letter or digit. */
function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** An MDX expression that is only a comment, as heading ids and notes to authors are written. */
export function isComment(node: Nodes): boolean {
  return (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && COMMENT.test(node.value);
}

/** Source offsets of a node (every parsed node has them). */
export function offsetsOf(node: Nodes): [number, number] {
  return [node.position!.start.offset!, node.position!.end.offset!];
}

/** The line a node starts on. */
const lineOf = (node: Nodes) => node.position!.start.line;

/** The label paragraph remark-directive makes of `[title]`. */
const isDirectiveLabel = (node: RootContent) => node.type === 'paragraph' && node.data?.directiveLabel === true;

/** Prose of one block: spaces collapsed, URLs left out. */
const proseOf = (text: string) =>
  text
    .replace(URL, '')
    .replace(/[ \t]+/g, ' ')
    .trim();

/**
 * Models already parsed, by format and source. One build reads each article in several places
 * (reading time, search sections, Markdown copies) and a parse takes about 20 ms, so each source
 * is parsed once. Docusaurus loads the site config and the plugins as separate module instances,
 * so the cache is kept under a global symbol they share. Models are shared: treat them as read-only.
 */
const parsedModels: Map<string, ArticleModel> = ((globalThis as Record<symbol, unknown>)[Symbol.for('larkspur-docs.articleModels')] ??=
  new Map<string, ArticleModel>()) as Map<string, ArticleModel>;
const PARSED_MODELS_KEPT = 500;

export function parseArticle(source: string, {format = 'mdx'}: {format?: SourceFormat} = {}): ArticleModel {
  const key = `${format}\n${source}`;
  const known = parsedModels.get(key);
  if (known) return known;
  const model = buildModel(source, format);
  if (parsedModels.size >= PARSED_MODELS_KEPT) parsedModels.delete(parsedModels.keys().next().value!);
  parsedModels.set(key, model);
  return model;
}

function buildModel(source: string, format: SourceFormat): ArticleModel {
  const tree = cachedTree(format, source, () => PARSERS[format].parse(source) as Root);
  const slice = (from: Nodes, to: Nodes = from) => source.slice(offsetsOf(from)[0], offsetsOf(to)[1]);

  /** Plain text of inline content, as the page shows it. */
  const textOf = (nodes: Nodes[]): string =>
    nodes
      .map((node) => {
        switch (node.type) {
          case 'text':
          case 'inlineCode':
            return node.value;
          case 'break':
            return '\n';
          // Docusaurus prints a directive that is no admonition back as written (`:lang()` in a link text).
          case 'textDirective':
          case 'leafDirective':
            return slice(node);
          case 'image':
          case 'imageReference':
          case 'footnoteReference':
          case 'mdxTextExpression':
          case 'html':
            return '';
          default:
            return 'children' in node ? textOf(node.children) : '';
        }
      })
      .join('');

  const headingOf = (node: HeadingNode): Heading => {
    const last = node.children.at(-1);
    const idMatch = last?.type === 'mdxTextExpression' ? HEADING_ID.exec(last.value) : null;
    const written: PhrasingContent[] = idMatch ? node.children.slice(0, -1) : node.children;
    return {
      level: node.depth,
      text: textOf(written).trim(),
      markdown: written.length ? slice(written[0], written.at(-1)).trim() : '',
      id: idMatch ? idMatch[1] : null,
      line: lineOf(node),
    };
  };

  // The document in reading order: headings, and blocks of prose.
  const pieces: ({heading: Heading} | {prose: string})[] = [];
  const read = (node: Nodes) => {
    switch (node.type) {
      case 'heading':
        pieces.push({heading: headingOf(node)});
        return;
      case 'paragraph':
        pieces.push({prose: proseOf(textOf(node.children))});
        return;
      case 'table':
        pieces.push({prose: node.children.map((row) => proseOf(row.children.map((cell) => textOf(cell.children)).join(' '))).join('\n')});
        return;
      case 'containerDirective':
        node.children.filter((child) => !isDirectiveLabel(child)).forEach(read);
        return;
      case 'leafDirective':
        pieces.push({prose: proseOf(textOf([node]))});
        return;
      case 'code':
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'definition':
      case 'html':
        return;
      default:
        if ('children' in node) node.children.forEach(read);
    }
  };
  read(tree);

  const sections: Section[] = [];
  let parts: string[] = [];
  let heading: Heading | null = null;
  const close = () => sections.push({heading, prose: parts.filter(Boolean).join('\n\n')});
  for (const piece of pieces) {
    if ('heading' in piece) {
      close();
      heading = piece.heading;
      parts = [];
    } else {
      parts.push(piece.prose);
    }
  }
  close();
  const prose = sections
    .flatMap((section) => [section.heading ? proseOf(section.heading.text) : '', section.prose])
    .filter(Boolean)
    .join('\n\n');

  /** Whether a fenced block's last line is a closing fence: `char` at least `length` times, alone on its line. */
  const closesWith = (node: Nodes, fence: string) => {
    const {start, end} = node.position!;
    const lastLine = source.slice(source.lastIndexOf('\n', end.offset! - 1) + 1, end.offset).trimEnd();
    const run = lastLine.length - lastLine.replace(new RegExp(`\\${fence[0]}+$`), '').length;
    return end.line > start.line && run >= fence.length && /^[\s>]*$/.test(lastLine.slice(0, -run));
  };
  /** The run of fence characters a block opens with (``` or :::, as long as written). */
  const fenceOf = (node: Nodes) => {
    const [from] = offsetsOf(node);
    let to = from;
    while (source[to] === source[from]) to++;
    return source.slice(from, to);
  };

  const codeBlocks: CodeBlock[] = [];
  const links: Link[] = [];
  const images: Image[] = [];
  const admonitions: Admonition[] = [];
  const imports: string[] = [];
  visit(tree, (node) => {
    switch (node.type) {
      case 'code': {
        const fence = fenceOf(node);
        codeBlocks.push({
          lang: node.lang ?? '',
          meta: node.meta ?? '',
          value: node.value,
          line: lineOf(node),
          endLine: node.position!.end.line,
          column: node.position!.start.column,
          fence,
          closed: closesWith(node, fence),
        });
        break;
      }
      case 'link':
        links.push({url: node.url, text: textOf(node.children), line: lineOf(node)});
        break;
      case 'image':
        images.push({url: node.url, alt: node.alt ?? '', line: lineOf(node)});
        break;
      case 'containerDirective': {
        const label = node.children.find(isDirectiveLabel);
        const written = label && 'children' in label && label.children.length ? label.children : null;
        admonitions.push({
          type: node.name,
          title: written ? slice(written[0], written.at(-1)) : '',
          titleOffsets: written ? [offsetsOf(written[0])[0], offsetsOf(written.at(-1)!)[1]] : null,
          line: lineOf(node),
          endLine: node.position!.end.line,
          closed: closesWith(node, fenceOf(node)),
        });
        break;
      }
      case 'mdxjsEsm':
        for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
          if (statement.type === 'ImportDeclaration') imports.push(String(statement.source.value));
        }
        break;
    }
  });

  const frontMatterNode = tree.children[0]?.type === 'yaml' ? tree.children[0] : null;
  const parsed = frontMatterNode ? yaml.load(frontMatterNode.value, {schema: yaml.JSON_SCHEMA}) : null;
  return {
    source,
    frontMatter: {data: parsed && typeof parsed === 'object' ? (parsed as FrontMatter) : {}, raw: frontMatterNode?.value ?? null},
    bodyLine: frontMatterNode ? frontMatterNode.position!.end.line + 1 : 1,
    sections,
    headings: sections.flatMap((section) => (section.heading ? [section.heading] : [])),
    prose,
    words: countWords(prose),
    codeBlocks,
    links,
    images,
    admonitions,
    imports,
    tree,
  };
}

/** The source's lines after the front matter and outside fenced code blocks: what the author wrote as text, markup included. */
export function linesOutsideCode({source, bodyLine, codeBlocks}: ArticleModel): {text: string; line: number}[] {
  const inCode = (line: number) => codeBlocks.some((block) => line >= block.line && line <= block.endLine);
  return source
    .split(/\r?\n/)
    .map((text, index) => ({text, line: index + 1}))
    .filter(({line}) => line >= bodyLine && !inCode(line));
}
