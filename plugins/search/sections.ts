/**
 * The sections the full-text index points at, read off the article model
 * (plugins/article-model): the intro before the first section (the page itself),
 * then one section per `##`/`###` heading with an explicit id. A deeper heading,
 * or one without an id, stays in the section it stands in, its text read as prose.
 * The text is the article's prose as the content lint and the reading time count it:
 * code blocks, markup, JSX and URLs are left out.
 */
import {parseArticle} from '../article-model/model';
import {RESOURCES_HEADING} from '../article-model/rules';

export interface ArticleSection {
  /** Heading text without markup; '' for the intro. */
  heading: string;
  /** The heading's id (the URL's #anchor); '' for the intro. */
  anchor: string;
  /** Prose on one line. */
  text: string;
}

const SECTION_LEVELS = new Set([2, 3]);

/** Prose on one line, without the space left where a URL or a JSX element stood ("see https://example.com." became "see ."). */
function oneLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.:;!?)])(?= |$)/g, '$1')
    .replace(/\( /g, '(')
    .trim();
}

export function articleSections(source: string): ArticleSection[] {
  const [intro, ...headed] = parseArticle(source).sections;
  const sections = [{heading: '', anchor: '', parts: [intro.prose], indexed: true}];
  for (const {heading, prose} of headed) {
    const {text, id, level, markdown} = heading!; // every section after the intro has one
    if (id && SECTION_LEVELS.has(level)) {
      // The closing links section summarises other articles; indexing it would make
      // every page match every topic it links to. It still ends the section before it.
      sections.push({heading: text, anchor: id, parts: [prose], indexed: !RESOURCES_HEADING.test(markdown)});
    } else {
      sections.at(-1)!.parts.push(text, prose);
    }
  }
  return sections
    .filter(({indexed}) => indexed)
    .map(({heading, anchor, parts}) => ({heading: oneLine(heading), anchor, text: oneLine(parts.join(' '))}));
}
