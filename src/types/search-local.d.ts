/** The part of @easyops-cn/docusaurus-search-local's client we use (it ships no types for it). */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export interface SearchDocument {
    i: number;
    t: string;
    u: string;
    h?: string;
    s?: string;
    b?: string[];
    p?: number;
  }
  export interface SearchResult {
    document: SearchDocument;
    /** 0 title, 1 heading, 2 description, 3 keywords, 4 content */
    type: number;
    page: SearchDocument | false | undefined;
    tokens: string[];
    score: number;
  }
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]>;
}
