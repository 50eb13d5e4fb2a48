/**
 * The rules every article follows (see README "Writing an article").
 * Pure functions over the article's source so the content lint test and the
 * authors' `npm run check:article` CLI report the same problems in the same words.
 */
import yaml from 'js-yaml';
import {countProseWords, scanBody} from './prose';

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

export interface Heading {
  level: number;
  text: string;
  id: string | null;
  line: number;
}

export interface FrontMatter {
  [key: string]: unknown;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const COMMENT_ID = /\{\/\*\s*#([^\s*]+)\s*\*\/\}\s*$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The closing list of links every article ends with. */
export const RESOURCES_HEADING = /^(Related|Additional) Resources$/;

export function splitFrontMatter(source: string): {data: FrontMatter; body: string} {
  const match = FRONT_MATTER.exec(source);
  if (!match) return {data: {}, body: source};
  const parsed = yaml.load(match[1], {schema: yaml.JSON_SCHEMA});
  const data = parsed && typeof parsed === 'object' ? (parsed as FrontMatter) : {};
  return {data, body: source.slice(match[0].length)};
}

export function headingsOf(body: string): Heading[] {
  return scanBody(body).textLines.flatMap(({text, line}) => {
    const match = HEADING.exec(text);
    if (!match) return [];
    const idMatch = COMMENT_ID.exec(match[2]);
    return [
      {
        level: match[1].length,
        text: match[2].replace(COMMENT_ID, '').trim(),
        id: idMatch ? idMatch[1] : null,
        line,
      },
    ];
  });
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as `YYYY-MM-DD`, or null. */
export function isoDay(value: unknown): string | null {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : null;
}

/** Today in UTC as `YYYY-MM-DD`. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** Returns one sentence per problem; an empty list means the article is fine. */
export function lintArticle(
  source: string,
  options: {requirements?: ArticleRequirements; checkWordRange?: boolean; today?: string} = {},
): string[] {
  const problems: string[] = [];
  const {data, body} = splitFrontMatter(source);
  const {codeFences, textLines} = scanBody(body);
  const text = textLines.map((l) => l.text).join('\n');

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
  const headings = headingsOf(body);
  const seen = new Set<string>();
  for (const heading of headings) {
    if (heading.level === 1) {
      problems.push(`line ${heading.line}: remove the \`#\` heading; the front matter title is the page's only h1.`);
      continue;
    }
    if (!heading.id) {
      problems.push(
        `line ${heading.line}: give "${heading.text}" an explicit id, e.g. \`${'#'.repeat(heading.level)} ${heading.text} {/* #some-id */}\`.`,
      );
      continue;
    }
    if (!KEBAB.test(heading.id)) problems.push(`line ${heading.line}: id "${heading.id}" must be lower-case kebab-case.`);
    if (seen.has(heading.id)) problems.push(`line ${heading.line}: id "${heading.id}" is used twice on this page.`);
    seen.add(heading.id);
  }
  const sections = headings.filter((h) => h.level === 2);
  if (sections.length < 3) problems.push('structure: use at least three `##` sections.');
  const firstSectionLine = sections[0]?.line ?? Infinity;
  const intro = textLines.filter((l) => l.line < firstSectionLine && l.text.trim() && !/^(import|export)\s/.test(l.text));
  if (intro.length === 0) problems.push('structure: start with an intro paragraph before the first `##` section.');
  const last = sections.at(-1);
  if (!last || !RESOURCES_HEADING.test(last.text)) {
    problems.push('structure: end with a `## Related Resources` (or `## Additional Resources`) section.');
  } else {
    const tail = textLines
      .filter((l) => l.line > last.line)
      .map((l) => l.text)
      .join('\n');
    const linkCount = (tail.match(/\]\([^)\s]+\)/g) ?? []).length;
    if (linkCount < 3) problems.push('structure: list at least three links under the resources heading.');
  }

  // Admonitions
  if (!/^:::(tip|note|info|warning|danger)\b/m.test(text)) {
    problems.push('structure: add at least one `:::tip` or `:::note` admonition.');
  }

  // Code blocks
  for (const fence of codeFences) {
    if (!fence.language) {
      problems.push(`line ${fence.line}: name the code block's language, e.g. \`\`\`css title="styles/site.css"\`.`);
    } else if (!(CODE_LANGUAGES as readonly string[]).includes(fence.language)) {
      problems.push(`line ${fence.line}: code language "${fence.language}" is not one of ${CODE_LANGUAGES.join(', ')}.`);
    }
    if (!/\btitle="[^"]+"/.test(fence.meta)) {
      problems.push(`line ${fence.line}: give the code block a title, e.g. \`title="nginx/site.conf"\`.`);
    }
  }

  // Links
  if (/\]\(\s*(#)?\s*\)/.test(text)) problems.push('links: a link has no target; every link needs a real one.');
  if (/\]\(\/docs\/webdesign\//.test(text)) problems.push('links: use /docs/web-design/..., not /docs/webdesign/....');

  // Length
  if (options.checkWordRange) {
    const words = countProseWords(source);
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
    for (const link of req.links ?? []) {
      const escaped = link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!new RegExp(`\\]\\(${escaped}(#[^)]*)?\\)`).test(text)) problems.push(`links: link to ${link}.`);
    }
    for (const [what, pattern] of req.facts ?? []) {
      if (!pattern.test(text)) problems.push(`facts: state ${what}.`);
    }
    if (req.interactive && !codeFences.some((f) => f.language === 'js' && /\binteractive\b/.test(f.meta))) {
      problems.push('code: add a ```js interactive block readers can run.');
    }
    const figures = (text.match(/!\[[^\]]+\]\([^)]+\.svg\)/g) ?? []).length;
    if (req.figures && figures < req.figures) {
      problems.push(`figures: add ${req.figures - figures} more SVG figure(s) with alt text.`);
    }
  }
  return problems;
}
