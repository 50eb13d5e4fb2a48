/**
 * Splits an article's MDX source into the sections the full-text index points
 * at: the intro before the first heading (the page itself), then one section
 * per `##`/`###` heading with its explicit id. The text is the article's prose
 * as the content lint and the reading time count it (src/lib/prose.ts): code
 * blocks, markup, JSX and URLs are left out.
 */
import {RESOURCES_HEADING, headingsOf, splitFrontMatter} from '../../src/lib/articleRules';
import {extractProse, scanBody} from '../../src/lib/prose';

export interface ArticleSection {
  /** Heading text without markup; '' for the intro. */
  heading: string;
  /** The heading's id (the URL's #anchor); '' for the intro. */
  anchor: string;
  /** Prose on one line. */
  text: string;
}

const SECTION_LEVELS = new Set([2, 3]);

/** Prose on one line, without the spaces left where markup stood ("**Files**:" became "Files :"). */
function oneLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.:;!?)])(?= |$)/g, '$1')
    .replace(/\( /g, '(')
    .trim();
}

export function articleSections(source: string): ArticleSection[] {
  const {body} = splitFrontMatter(source);
  const {textLines} = scanBody(body);
  const headings = headingsOf(body).filter((heading) => SECTION_LEVELS.has(heading.level) && heading.id);
  // The closing links section summarises other articles; indexing it would make
  // every page match every topic it links to. It still ends the section before it.
  const isResources = (heading: (typeof headings)[number]) => RESOURCES_HEADING.test(heading.text);
  const proseBetween = (from: number, to: number) =>
    oneLine(
      extractProse(
        textLines
          .filter(({line}) => line > from && line < to)
          .map(({text}) => text)
          .join('\n'),
      ),
    );

  const intro: ArticleSection = {heading: '', anchor: '', text: proseBetween(0, headings[0]?.line ?? Infinity)};
  return [
    intro,
    ...headings.flatMap((heading, index) =>
      isResources(heading)
        ? []
        : [
            {
              heading: oneLine(extractProse(heading.text)),
              anchor: heading.id!,
              text: proseBetween(heading.line, headings[index + 1]?.line ?? Infinity),
            },
          ],
    ),
  ];
}
