/**
 * Full-text search over the sharded index of plugins/search-shards, in the
 * browser: loads a version's manifest, then only the term shards the query's
 * words fall in and the section chunks of the hits it shows. Every file is
 * fetched once (in-flight loads are shared; a failed one is retried next time).
 *
 * Each query word matches as a prefix of indexed terms. Sections must match
 * every word (in their heading or text, or in their page's title) and, if none
 * does, any word. Ranking is tf-idf-like: rarer terms weigh more, a heading or
 * page-title match more than the body, an exact term more than a longer one.
 */
import {toTextHit, type TextHit} from './fullText';
import {
  decodePostings,
  pageOfSection,
  sectionChunkOf,
  shardFilesFor,
  type Posting,
  type SectionChunk,
  type ShardManifest,
  type TermShard,
} from './shardFormat';
import {queryPrefixes} from './tokenize';

/** Words of a query looked at; the rest are ignored (bounds downloads and work). */
const MAX_QUERY_WORDS = 8;

/** How a match in a heading compares with one in the text (whose weight approaches 1 with repeats). */
const HEADING_WEIGHT = 2;
/** A word found only in the page's title still counts for the page's sections, lightly. */
const PAGE_TITLE_WEIGHT = 0.3;

/** An indexed term a query word is a prefix of, with the sections it occurs in. */
export interface TermMatch {
  term: string;
  postings: readonly Posting[];
}

export interface RankedSection {
  section: number;
  score: number;
  /** A query word is in the section's heading (for an intro: the page title). */
  headingMatch: boolean;
}

interface WordScores {
  /** Section -> score from its own heading and text. */
  own: Map<number, {score: number; inHeading: boolean}>;
  /** Pages whose title has the word, with the score a section there gets for it. */
  titles: Map<number, number>;
}

/** Exact terms weigh 1; longer terms the word is a prefix of weigh less the more they add. */
function prefixWeight(word: string, term: string): number {
  return term === word ? 1 : 0.5 + (0.4 * word.length) / term.length;
}

function scoreWord(word: string, matches: readonly TermMatch[], manifest: ShardManifest): WordScores {
  const own: WordScores['own'] = new Map();
  const titles: WordScores['titles'] = new Map();
  for (const {term, postings} of matches) {
    const weight = prefixWeight(word, term) * Math.log(1 + manifest.sectionCount / postings.length);
    for (const {section, count, inHeading} of postings) {
      const score = weight * (count / (count + 1) + (inHeading ? HEADING_WEIGHT : 0));
      const best = own.get(section);
      // The best-scoring term counts, so "back" is not rewarded for "backup" and "backend" together.
      if (!best || score > best.score) own.set(section, {score, inHeading: inHeading || !!best?.inHeading});
      else if (inHeading) best.inHeading = true;
      const page = pageOfSection(manifest, section);
      if (inHeading && manifest.pages[page][2] === section) {
        titles.set(page, Math.max(titles.get(page) ?? 0, weight * PAGE_TITLE_WEIGHT));
      }
    }
  }
  return {own, titles};
}

/**
 * Sections matching every word (best first), or, if there are none, any word.
 * `matches` has the index terms found for each word, in the words' order.
 */
export function rankSections(manifest: ShardManifest, matches: readonly (readonly TermMatch[])[], words: readonly string[]): RankedSection[] {
  const scores = words.map((word, index) => scoreWord(word, matches[index] ?? [], manifest));
  const candidates = new Set(scores.flatMap(({own}) => [...own.keys()]));
  const rank = (requireAll: boolean) => {
    const ranked: RankedSection[] = [];
    for (const section of candidates) {
      const page = pageOfSection(manifest, section);
      let score = 0;
      let headingMatch = false;
      let missing = false;
      for (const {own, titles} of scores) {
        const hit = own.get(section);
        if (hit) {
          score += hit.score;
          headingMatch ||= hit.inHeading;
        } else if (titles.has(page)) score += titles.get(page)!;
        else missing = true;
      }
      if (!requireAll || !missing) ranked.push({section, score, headingMatch});
    }
    return ranked.sort((a, b) => b.score - a.score || a.section - b.section);
  };
  const all = rank(true);
  return all.length ? all : rank(false);
}

export type FetchJson = (url: string) => Promise<unknown>;

/** Same-origin GET of a JSON file (the CSP allows nothing else). */
async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.json();
}

interface LoadedShard {
  terms: string[];
  postings: Posting[][];
}

/** The shard's terms that start with the word (terms are sorted, so they are consecutive). */
function termsWithPrefix({terms, postings}: LoadedShard, word: string): TermMatch[] {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle] < word) low = middle + 1;
    else high = middle;
  }
  const found: TermMatch[] = [];
  for (let i = low; i < terms.length && terms[i].startsWith(word); i += 1) found.push({term: terms[i], postings: postings[i]});
  return found;
}

export interface FullTextSearch {
  /**
   * Up to `limit` hits, best first. A page's intro stands for the page itself:
   * it is left out for pages in `excludePages` (already listed by title).
   */
  search(query: string, options: {limit: number; excludePages: ReadonlySet<string>}): Promise<TextHit[]>;
}

export function createShardSearch(manifestUrl: string, load: FetchJson = fetchJson): FullTextSearch {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const files = new Map<string, Promise<unknown>>();
  function loadOnce<T>(url: string, parse: (json: unknown) => T): Promise<T> {
    let pending = files.get(url);
    if (!pending) {
      pending = load(url).then(parse);
      files.set(url, pending);
      pending.catch(() => files.delete(url));
    }
    return pending as Promise<T>;
  }
  const manifest = () => loadOnce(manifestUrl, (json) => json as ShardManifest);
  const termShard = (file: string) =>
    loadOnce(base + file, (json): LoadedShard => {
      const {terms, postings} = json as TermShard;
      return {terms, postings: postings.map(decodePostings)};
    });
  const sectionChunk = (file: string) => loadOnce(base + file, (json) => json as SectionChunk);

  return {
    async search(query, {limit, excludePages}) {
      const words = queryPrefixes(query).slice(0, MAX_QUERY_WORDS);
      if (!words.length) return [];
      const index = await manifest();
      const shards = await Promise.all(words.map((word) => Promise.all(shardFilesFor(index, word).map(termShard))));
      const matches = words.map((word, i) => shards[i].flatMap((shard) => termsWithPrefix(shard, word)));
      const ranked = rankSections(index, matches, words)
        .filter(({section}) => {
          const [, url, firstSection] = index.pages[pageOfSection(index, section)];
          return section !== firstSection || !excludePages.has(url);
        })
        .slice(0, limit);
      const places = ranked.map(({section}) => sectionChunkOf(index, section));
      const chunks = await Promise.all(places.map(({file}) => sectionChunk(file)));
      return ranked.map(({section, headingMatch}, i) => {
        const [pageTitle, pageUrl] = index.pages[pageOfSection(index, section)];
        return toTextHit({key: `s${section}`, pageTitle, pageUrl, section: chunks[i].sections[places[i].offset], headingMatch, words});
      });
    },
  };
}

const searches = new Map<string, FullTextSearch>();

/** The palette's search for a version's manifest, one per manifest so its files load once per page view. */
export function shardSearchFor(manifestUrl: string): FullTextSearch {
  let search = searches.get(manifestUrl);
  if (!search) {
    search = createShardSearch(manifestUrl);
    searches.set(manifestUrl, search);
  }
  return search;
}
