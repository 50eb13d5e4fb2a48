/** Maps the search plugin's full-text results to what the palette shows. */
import type {SearchResult} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';

export interface TextHit {
  key: string;
  /** The article's title. */
  pageTitle: string;
  /** Heading text, or a passage of body text. */
  text: string;
  kind: 'heading' | 'text';
  url: string;
  tokens: string[];
}

const TITLE = 0;
const HEADING = 1;

/** Full-text hits for articles not already listed by title, one per target URL. */
export function toTextHits(results: readonly SearchResult[], excludePaths: ReadonlySet<string>): TextHit[] {
  const seen = new Set<string>();
  const hits: TextHit[] = [];
  for (const {document, type, page, tokens} of results) {
    if (type === TITLE && excludePaths.has(document.u)) continue;
    const url = `${document.u}${document.h ?? ''}`;
    if (seen.has(url)) continue;
    seen.add(url);
    const pageTitle = (page && page.t) || document.s || document.t;
    hits.push({
      key: `${document.i}-${type}`,
      pageTitle,
      text: document.t,
      kind: type === HEADING || type === TITLE ? 'heading' : 'text',
      url,
      tokens,
    });
  }
  return hits;
}
