/**
 * The sections the full-text index points at, read off the article model
 * (plugins/article-model): the intro before the first section (the page itself),
 * then one section per `##`/`###` heading with an explicit id. A deeper heading,
 * or one without an id, stays in the section it stands in, its text read as prose.
 * The text is the article's prose as the content lint and the reading time count it:
 * code blocks, markup, JSX and URLs are left out. The code blocks' text is kept
 * apart (`code`): it is indexed at a lower weight, so an answer that lives only in a
 * command or a config line ("return 444") is found, but never shown as the excerpt.
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
  /** The text of the section's code blocks, blocks apart by a newline; '' when it has none. */
  code: string;
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
  const {
    sections: [intro, ...headed],
    codeBlocks,
  } = parseArticle(source);
  const sections = [{heading: '', anchor: '', parts: [intro.prose], indexed: true, line: 0, code: [] as string[]}];
  for (const {heading, prose} of headed) {
    const {text, id, level, markdown, line} = heading!; // every section after the intro has one
    if (id && SECTION_LEVELS.has(level)) {
      // The closing links section summarises other articles; indexing it would make
      // every page match every topic it links to. It still ends the section before it.
      sections.push({heading: text, anchor: id, parts: [prose], indexed: !RESOURCES_HEADING.test(markdown), line, code: []});
    } else {
      sections.at(-1)!.parts.push(text, prose);
    }
  }
  // A block belongs to the last section starting before it (sections are in line order).
  for (const block of codeBlocks)
    [...sections]
      .reverse()
      .find((section) => section.line < block.line)!
      .code.push(block.value);
  return sections
    .filter(({indexed}) => indexed)
    .map(({heading, anchor, parts, code}) => ({heading: oneLine(heading), anchor, text: oneLine(parts.join(' ')), code: code.join('\n')}));
}
