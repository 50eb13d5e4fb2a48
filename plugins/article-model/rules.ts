/**
 * The rules every article follows (see README "Writing an article"), read off the article model.
 * Pure functions over the article's source so the content lint test and the
 * authors' `npm run check:article` CLI report the same problems in the same words.
 */
import {codeMetaFlags} from './lib/codeMeta';
import {linesOutsideCode, parseArticle, type ArticleModel} from './model';

export const WORD_RANGE = {min: 1400, max: 3000} as const;
/**
 * When the spec's articles were first published (the site's launch); they keep one of these as
 * `published` (structured data's datePublished). A later article is first published on its own day.
 */
export const FIRST_PUBLISHED_DATES = ['2025-05-10', '2025-05-11'] as const;
const SITE_LAUNCH = FIRST_PUBLISHED_DATES[0];
export const CODE_LANGUAGES = [
  'css',
  'html',
  'bash',
  'text',
  'jsx',
  'js',
  'ts',
  'tsx',
  'json',
  'nginx',
  'apache',
  'php',
  'sql',
  'yaml',
  'ini',
  'markdown',
  'md',
  'mdx',
] as const;

export interface ArticleRequirements {
  /** Heading ids the article must define. */
  anchors?: readonly string[];
  /** Internal paths (optionally with #anchor) the article must link to. */
  links?: readonly string[];
  /** Facts that must appear in the text, as [what, pattern]. */
  facts?: readonly (readonly [string, RegExp])[];
  /** Needs at least one ```js interactive block. */
  interactive?: boolean;
  /** Needs at least this many figures (images). */
  figures?: number;
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The closing list of links every article ends with. */
export const RESOURCES_HEADING = /^(Related|Additional) Resources$/;
/** The admonition types that count as the article's admonition. */
const ADMONITION_TYPES = ['tip', 'note', 'info', 'warning', 'danger'];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as `YYYY-MM-DD`, or null. */
export function isoDay(value: unknown): string | null {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : null;
}

/** Today in UTC as `YYYY-MM-DD`. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** Text as a run of lower-case words, apostrophes dropped ("Let's Encrypt" -> "lets encrypt"), to compare keywords with the title word by word. */
function wordRun(text: string): string {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Returns one sentence per problem; an empty list means the article is fine. */
export function lintArticle(
  source: string,
  options: {requirements?: ArticleRequirements; checkWordRange?: boolean; today?: string} = {},
): string[] {
  let model: ArticleModel;
  try {
    model = parseArticle(source);
  } catch (error) {
    // Nothing else can be read from a file the MDX parser rejects.
    return [mdxProblem(error)];
  }
  const problems: string[] = [];
  const {data} = model.frontMatter;

  // Front matter
  if (typeof data.title !== 'string' || !data.title.trim()) problems.push('front matter: add a `title`.');
  if (typeof data.description !== 'string' || !data.description.trim()) {
    problems.push('front matter: add a one-sentence `description`.');
  } else if (data.description.length >= 160) {
    problems.push(`front matter: \`description\` is ${data.description.length} characters; keep it under 160.`);
  }
  const keywords = data.keywords;
  if (!Array.isArray(keywords) || keywords.length < 5 || keywords.length > 10) {
    problems.push('front matter: `keywords` must be a list of 5 to 10 terms.');
  } else {
    // Keywords are search's readers' words for the article (README "Search"): a repeat wastes one of the ten.
    const seen = new Set<string>();
    for (const keyword of keywords.map((term) => String(term).trim().toLowerCase().replace(/\s+/g, ' '))) {
      if (seen.has(keyword)) problems.push(`front matter: keyword "${keyword}" is listed twice; use the place for another reader's word.`);
      seen.add(keyword);
      // Search lists an article whose title holds the query first and counts the title's words for the whole page:
      // a keyword the title holds as written, word for word, adds nothing.
      if (
        typeof data.title === 'string' &&
        data.title.toLowerCase().includes(keyword) &&
        ` ${wordRun(data.title)} `.includes(` ${wordRun(keyword)} `)
      )
        problems.push(
          `front matter: keyword "${keyword}" is in the title, which search already matches; use the place for a reader's word.`,
        );
    }
  }
  const today = options.today ?? todayIso();
  const published = isoDay(data.published);
  if (!published || published < SITE_LAUNCH || published > today) {
    problems.push(
      `front matter: \`published\` must be the day the article was first published, as YYYY-MM-DD, from ${SITE_LAUNCH} (the site's launch) to today.`,
    );
  }
  const lastUpdate = data.last_update as {date?: unknown} | undefined;
  const revised = isoDay(lastUpdate?.date);
  if (!revised) {
    problems.push('front matter: `last_update.date` must be the day you last revised the article, as YYYY-MM-DD.');
  } else if (published && revised < published) {
    problems.push(`front matter: \`last_update.date\` ${revised} is before \`published\` ${published}.`);
  } else if (revised > today) {
    problems.push(`front matter: \`last_update.date\` ${revised} is in the future; use the day you revised the article.`);
  }

  // Headings
  const seen = new Set<string>();
  for (const heading of model.headings) {
    if (heading.level === 1) {
      problems.push(`line ${heading.line}: remove the \`#\` heading; the front matter title is the page's only h1.`);
      continue;
    }
    if (!heading.id) {
      problems.push(
        `line ${heading.line}: give "${heading.markdown}" an explicit id, e.g. \`${'#'.repeat(heading.level)} ${heading.markdown} {/* #some-id */}\`.`,
      );
      continue;
    }
    if (!KEBAB.test(heading.id)) problems.push(`line ${heading.line}: id "${heading.id}" must be lower-case kebab-case.`);
    if (seen.has(heading.id)) problems.push(`line ${heading.line}: id "${heading.id}" is used twice on this page.`);
    seen.add(heading.id);
  }
  const sections = model.headings.filter((h) => h.level === 2);
  if (sections.length < 3) problems.push('structure: use at least three `##` sections.');
  const firstSectionLine = sections[0]?.line ?? Infinity;
  const beforeFirstSection = model.sections.filter(({heading}) => (heading?.line ?? 0) < firstSectionLine);
  if (!beforeFirstSection.some(({prose}) => prose)) {
    problems.push('structure: start with an intro paragraph before the first `##` section.');
  }
  const last = sections.at(-1);
  if (!last || !RESOURCES_HEADING.test(last.markdown)) {
    problems.push('structure: end with a `## Related Resources` (or `## Additional Resources`) section.');
  } else if (model.links.filter((link) => link.line > last.line).length < 3) {
    problems.push('structure: list at least three links under the resources heading.');
  }

  // Admonitions
  if (!model.admonitions.some(({type}) => ADMONITION_TYPES.includes(type))) {
    problems.push('structure: add at least one `:::tip` or `:::note` admonition.');
  }

  // Code blocks
  for (const block of model.codeBlocks) {
    if (!block.lang) {
      problems.push(`line ${block.line}: name the code block's language, e.g. \`\`\`css title="styles/site.css"\`.`);
    } else if (!(CODE_LANGUAGES as readonly string[]).includes(block.lang)) {
      problems.push(`line ${block.line}: code language "${block.lang}" is not one of ${CODE_LANGUAGES.join(', ')}.`);
    }
    if (!/\btitle="[^"]+"/.test(block.meta)) {
      problems.push(`line ${block.line}: give the code block a title, e.g. \`title="nginx/site.conf"\`.`);
    }
  }

  // Links
  for (const {url, line} of [...model.links, ...model.images]) {
    if (url.trim() === '' || url.trim() === '#') problems.push(`line ${line}: a link has no target; every link needs a real one.`);
    if (url.startsWith('/docs/webdesign/')) problems.push(`line ${line}: use /docs/web-design/..., not /docs/webdesign/....`);
  }

  // Length
  if (options.checkWordRange) {
    const {words} = model;
    if (words < WORD_RANGE.min || words > WORD_RANGE.max) {
      problems.push(`length: ${words} words of prose; articles need ${WORD_RANGE.min} to ${WORD_RANGE.max}.`);
    }
  }

  // Article-specific requirements
  const req = options.requirements;
  if (req) {
    for (const anchor of req.anchors ?? []) {
      if (!seen.has(anchor)) problems.push(`anchors: add a heading with id "${anchor}".`);
    }
    for (const target of req.links ?? []) {
      if (!model.links.some(({url}) => url === target || url.startsWith(`${target}#`))) problems.push(`links: link to ${target}.`);
    }
    // Facts are looked for in what the author wrote outside code blocks, markup included.
    const text = linesOutsideCode(model)
      .map((line) => line.text)
      .join('\n');
    for (const [what, pattern] of req.facts ?? []) {
      if (!pattern.test(text)) problems.push(`facts: state ${what}.`);
    }
    if (req.interactive && !model.codeBlocks.some((block) => block.lang === 'js' && codeMetaFlags(block.meta).has('interactive'))) {
      problems.push('code: add a ```js interactive block readers can run.');
    }
    const figures = model.images.filter(({url, alt}) => alt && url.endsWith('.svg')).length;
    if (req.figures && figures < req.figures) {
      problems.push(`figures: add ${req.figures - figures} more SVG figure(s) with alt text.`);
    }
  }
  return problems;
}

/** A parse error as a problem: its line and the parser's words. */
export function mdxProblem(error: unknown): string {
  const {line, reason, message} = error as {line?: number; reason?: string; message: string};
  return `${line ? `line ${line}: ` : ''}MDX: ${reason ?? message}`;
}
