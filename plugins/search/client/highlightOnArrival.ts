/**
 * A reader who arrives from a search result (`?highlight=...`, see
 * plugins/search/lib/targetHighlight.ts) sees the words they searched for marked
 * in the article, until they go to another page. The marks are a CSS Custom
 * Highlight (`::highlight(search-terms)` in custom.css): ranges over the text,
 * not elements, so React's DOM is never changed. Browsers without the API
 * show the page unmarked. The matching code (and its stemmer) loads only
 * when a page is opened from a result.
 */
import type {ClientModule} from '@docusaurus/types';

export const SEARCH_HIGHLIGHT = 'search-terms';

/** Text under these is not prose a reader searched for. */
const SKIPPED = 'pre, script, style, svg, .hash-link';

/** The page's highlight registry (TypeScript's DOM types leave out its Map methods). */
const registry = () => CSS.highlights as unknown as Map<string, Highlight>;

async function markWords(search: string): Promise<void> {
  const {highlightRanges, highlightWordsFrom} = await import('../lib/targetHighlight');
  const words = highlightWordsFrom(search);
  const article = document.querySelector('article .markdown') ?? document.querySelector('main');
  if (!article || !words.length || window.location.search !== search) return;
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(SKIPPED)) continue;
    for (const [start, end] of highlightRanges(node.textContent ?? '', words)) {
      const range = new Range();
      range.setStart(node, start);
      range.setEnd(node, end);
      ranges.push(range);
    }
  }
  registry().set(SEARCH_HIGHLIGHT, new Highlight(...ranges));
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (typeof CSS === 'undefined' || !('highlights' in CSS)) return;
    registry().delete(SEARCH_HIGHLIGHT);
    // The parameter's name is spelled out here so that no search code loads on a plain page view.
    if (/[?&]highlight=/.test(location.search)) void markWords(location.search);
  },
};

export default clientModule;
