/**
 * Full-text search over the sharded index of plugins/search, in the
 * browser and in Node (mcp/): loads a version's manifest, then only the term
 * shards the query's words fall in and the section chunks of the hits it
 * shows (at most one chunk per two hits, withinTextBudget); the lexicon only
 * when a word matches nothing (a typo). Every file is
 * fetched once (in-flight loads are shared; a failed one is retried next time).
 *
 * A query word matches index terms that are the word itself, the word
 * inflected (same stem), a longer word it starts (the last word, as it is
 * typed), or, when none of those exist, the closest terms within its typo
 * allowance. Sections are ranked tf-idf-like: rarer terms weigh more, a heading
 * or page-title match more than the body, the body more than the code blocks, the word as typed more than its
 * inflections, prefixes and corrections (a longer word the word being typed starts
 * weighs no rarer than the word as typed); a section holding more of the query's
 * words beats one holding fewer, a section gains part of its page's score (the
 * page holding the words across its sections), and among the hits shown those
 * containing the query as a phrase come first.
 */
import {toTextHit, type TextHit} from './fullText';
import {
  decodePostings,
  pageOfSection,
  sectionChunkOf,
  shardFilesFor,
  type Lexicon,
  type Posting,
  type SectionChunk,
  type ShardManifest,
  type TermShard,
} from './shardFormat';
import {STOP_WORDS, baseWordsOf, foldText, queryWords, stemOf, type QueryWord} from './tokenize';
import {closestTerms} from './typos';

/** Words of a query looked at; the rest are ignored (bounds downloads and work). */
const MAX_QUERY_WORDS = 8;

/** How a match in a heading compares with one in the text (whose weight approaches 1 with repeats). */
const HEADING_WEIGHT = 2.5;
/** How much of its page's score (its words' best sections there, scaled like a section's) a section gets. */
const PAGE_WEIGHT = 0.35;
/** A word found only in the page's title still counts for the page's sections, lightly. */
const PAGE_TITLE_WEIGHT = 0.3;
/** A page's second section counts this much of its score, its third this squared, and so on. */
const SAME_PAGE_DECAY = 0.9;
/** A word a section has only in its code blocks, against one in its text (commands and config are not what it is about). */
export const CODE_WEIGHT = 0.5;

/**
 * How well an index term stands for a query word (the word itself is 1); a
 * synonym posting (a reader's word where the section uses an article word for
 * it, lib/synonyms.ts) counts this much of what the term would.
 */
export const MATCH_WEIGHTS = {inflected: 0.7, corrected: 0.6, synonym: 0.9} as const;

/** The weight of a longer term a word starts: more the more of it is typed; less for a word already complete. */
function prefixWeight(word: QueryWord, term: string): number {
  const typed = word.term.length / term.length;
  return word.typing ? 0.4 + 0.4 * typed : 0.2 + 0.3 * typed;
}

/** An indexed term matching a query word, how well it matches, and the sections it occurs in. */
export interface TermMatch {
  term: string;
  weight: number;
  postings: readonly Posting[];
  /**
   * For a longer word the word being typed starts: in how many sections the word
   * as typed is (every section for a stop word). Its rarity is read from at least
   * that many, so "site" does not weigh as the rare "sitemap" it starts.
   */
  typedWordSections?: number;
}

/** How an index term matches a query word, or 0 if it does not (typos aside). */
export function termWeight(word: QueryWord, term: string): number {
  if (term === word.term) return 1;
  // A reader's phrase from the synonyms file ("white screen") is found only whole, never as "white" being typed.
  if (term.includes(' ')) return 0;
  if (stemOf(term) === word.stem) return MATCH_WEIGHTS.inflected;
  if (term.startsWith(word.term)) return prefixWeight(word, term);
  return 0;
}

/** A term the word matches only as the start of a longer word (not the word itself, nor an inflection). */
function isLongerWord(word: QueryWord, term: string): boolean {
  return term !== word.term && !term.includes(' ') && stemOf(term) !== word.stem;
}

/**
 * In how many sections a word being typed already is, as typed: a complete word
 * the index holds, or a stop word (in nearly every section, so never indexed);
 * undefined for the start of a word, which only its longer words can weigh.
 */
export function typedWordSectionCount(
  manifest: ShardManifest,
  word: QueryWord,
  found: readonly {term: string; postings: readonly Posting[]}[],
): number | undefined {
  if (STOP_WORDS.has(word.term)) return manifest.sectionCount;
  return found.find(({term}) => term === word.term)?.postings.length;
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

function scoreWord(matches: readonly TermMatch[], manifest: ShardManifest): WordScores {
  const own: WordScores['own'] = new Map();
  const titles: WordScores['titles'] = new Map();
  for (const {weight: matchWeight, postings, typedWordSections = 0} of matches) {
    const weight = matchWeight * Math.log(1 + manifest.sectionCount / Math.max(postings.length, typedWordSections));
    for (const {section, count, inHeading, synonym, code} of postings) {
      const fieldWeight = synonym ? MATCH_WEIGHTS.synonym : code ? CODE_WEIGHT : 1;
      const score = weight * fieldWeight * (count / (count + 1) + (inHeading ? HEADING_WEIGHT : 0));
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
 * Sections matching any word, best first: the score of the words a section
 * matches, scaled by the square of the share of the query's words it matches.
 * `matches` has the index terms found for each word, in the words' order.
 */
export function rankSections(manifest: ShardManifest, matches: readonly (readonly TermMatch[])[]): RankedSection[] {
  const scores = matches.map((wordMatches) => scoreWord(wordMatches, manifest));
  const candidates = new Set(scores.flatMap(({own}) => [...own.keys()]));
  const ranked: RankedSection[] = [];
  for (const section of candidates) {
    const page = pageOfSection(manifest, section);
    let score = 0;
    let headingMatch = false;
    let matched = 0;
    for (const {own, titles} of scores) {
      const hit = own.get(section);
      const titleScore = titles.get(page);
      if (hit) {
        score += hit.score;
        headingMatch ||= hit.inHeading;
        matched += 1;
      } else if (titleScore !== undefined) {
        score += titleScore;
        matched += 1;
      }
    }
    ranked.push({section, score: score * (matched / scores.length) ** 2, headingMatch});
  }
  // The page as a whole: per word, its best section there; a page holding all the words across its
  // sections lifts each of its sections (a reader's question is about an article, worded loosely).
  const pageBest = new Map<number, number[]>();
  scores.forEach(({own}, word) => {
    for (const [section, {score}] of own) {
      const page = pageOfSection(manifest, section);
      const best = pageBest.get(page) ?? new Array<number>(scores.length).fill(0);
      best[word] = Math.max(best[word], score);
      pageBest.set(page, best);
    }
  });
  const pageScore = new Map(
    [...pageBest].map(([page, best]) => {
      const matchedWords = best.filter((score) => score > 0).length;
      return [page, best.reduce((sum, score) => sum + score, 0) * (matchedWords / scores.length) ** 2];
    }),
  );
  for (const hit of ranked) hit.score += PAGE_WEIGHT * (pageScore.get(pageOfSection(manifest, hit.section)) ?? 0);
  ranked.sort((a, b) => b.score - a.score || a.section - b.section);
  // Each further section of a page already listed counts a little less, so one long article
  // using the words often does not fill the first places ahead of the next best article.
  const listedOfPage = new Map<number, number>();
  for (const hit of ranked) {
    const page = pageOfSection(manifest, hit.section);
    const listed = listedOfPage.get(page) ?? 0;
    hit.score *= SAME_PAGE_DECAY ** listed;
    listedOfPage.set(page, listed + 1);
  }
  return ranked.sort((a, b) => b.score - a.score || a.section - b.section);
}

/**
 * The ranked sections whose text is fetched and shown: the best, up to `limit`,
 * whose text lies in at most one section chunk per two hits (rounded up). A hit
 * further down whose chunk is already loaded is free; one that would need yet
 * another file is left out, so a query costs a few round trips however many
 * chunks its hits are spread over. The best hits always fit.
 */
export function withinTextBudget<T extends {section: number}>(manifest: ShardManifest, ranked: readonly T[], limit: number): T[] {
  const budget = Math.ceil(limit / 2);
  const files = new Set<string>();
  const shown: T[] = [];
  for (const hit of ranked) {
    if (shown.length >= limit) break;
    const {file} = sectionChunkOf(manifest, hit.section);
    if (!files.has(file)) {
      if (files.size >= budget) continue;
      files.add(file);
    }
    shown.push(hit);
  }
  return shown;
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

/** The shard's terms that start with the prefix (terms are sorted, so they are consecutive). */
function termsWithPrefix({terms, postings}: LoadedShard, prefix: string): {term: string; postings: Posting[]}[] {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (terms[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  const found: {term: string; postings: Posting[]}[] = [];
  for (let i = low; i < terms.length && terms[i].startsWith(prefix); i += 1) found.push({term: terms[i], postings: postings[i]});
  return found;
}

/** A query word the index did not hold, and the term searched instead. */
export interface WordCorrection {
  word: string;
  term: string;
}

export interface FullTextResult {
  hits: TextHit[];
  /** Words corrected as typos, in query order (empty when every word was found as typed). */
  corrections: WordCorrection[];
}

export interface FullTextSearch {
  /**
   * Up to `limit` hits, best first. A page's intro stands for the page itself:
   * it is left out for pages in `excludePages` (already listed by title).
   */
  search(query: string, options: {limit: number; excludePages: ReadonlySet<string>}): Promise<FullTextResult>;
}

/** The query's words in order, stop words included, folded: what a phrase match looks for. */
function phraseOf(query: string): string {
  return foldText(query)
    .replace(/[^\p{L}\p{N}.:\-/]+/gu, ' ')
    .trim();
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
  const lexicon = (index: ShardManifest) => loadOnce(base + index.lexicon, (json) => (json as Lexicon).terms.split(' '));
  const termsStarting = async (index: ShardManifest, prefix: string) =>
    (await Promise.all(shardFilesFor(index, prefix).map(termShard))).flatMap((shard) => termsWithPrefix(shard, prefix));

  /** The terms matching a word, and the correction used if it had to be read as a typo. */
  async function matchWord(index: ShardManifest, word: QueryWord): Promise<{matches: TermMatch[]; correction?: WordCorrection}> {
    const found = await termsStarting(index, word.lookup);
    const typedWordSections = word.typing ? typedWordSectionCount(index, word, found) : undefined;
    const matches: TermMatch[] = found
      .map(({term, postings}) => ({term, postings, weight: termWeight(word, term)}))
      .filter(({weight}) => weight > 0)
      .map((match) => (typedWordSections !== undefined && isLongerWord(word, match.term) ? {...match, typedWordSections} : match));
    if (matches.length) return {matches};
    // A comparative or agent noun the index lacks is its base word inflected, not a typo to correct.
    const derived = (
      await Promise.all(
        baseWordsOf(word).map(async (base) =>
          (await termsStarting(index, base.lookup))
            .filter(({term}) => !term.includes(' ') && stemOf(term) === base.stem)
            .map(({term, postings}) => ({term, postings, weight: MATCH_WEIGHTS.inflected})),
        ),
      )
    ).flat();
    if (derived.length) return {matches: derived};
    const closest = closestTerms(word.term, await lexicon(index));
    if (!closest.length) return {matches};
    const corrected = await Promise.all(
      closest.map(async ({term, edits}) => {
        const found = (await termsStarting(index, term)).find((candidate) => candidate.term === term);
        return found ? [{...found, weight: MATCH_WEIGHTS.corrected / edits}] : [];
      }),
    );
    return {matches: corrected.flat(), correction: {word: word.term, term: closest[0].term}};
  }

  return {
    async search(query, {limit, excludePages}) {
      if (!queryWords(query).length) return {hits: [], corrections: []};
      const index = await manifest();
      const synonyms = new Map(index.synonyms);
      const words = queryWords(
        query,
        [...synonyms.keys()].filter((reader) => reader.includes(' ')),
      ).slice(0, MAX_QUERY_WORDS);
      const perWord = await Promise.all(words.map((word) => matchWord(index, word)));
      const ranked = rankSections(
        index,
        perWord.map(({matches}) => matches),
      ).filter(({section}) => {
        const [, url, firstSection] = index.pages[pageOfSection(index, section)];
        return section !== firstSection || !excludePages.has(url);
      });
      const shown = withinTextBudget(index, ranked, limit);
      const places = shown.map(({section}) => sectionChunkOf(index, section));
      const chunks = await Promise.all(places.map(({file}) => sectionChunk(file)));
      const matchedTerms = new Set(perWord.flatMap(({matches}) => matches.map(({term}) => term)));
      // A reader's word matched: the hits show the article words it stands for.
      const matchedStems = new Set(
        [...matchedTerms].flatMap((term) => (synonyms.get(term) ?? []).flatMap((target) => target.split(' ').map(stemOf))),
      );
      const hits = shown.map(({section, headingMatch}, i) => {
        const [pageTitle, pageUrl] = index.pages[pageOfSection(index, section)];
        return toTextHit({
          key: `s${section}`,
          pageTitle,
          pageUrl,
          section: chunks[i].sections[places[i].offset],
          headingMatch,
          matchedTerms,
          matchedStems,
        });
      });
      // Among the hits shown, those holding the words as one phrase ("72 hours", "port 8443") come first.
      const phrase = words.length > 1 ? phraseOf(query) : '';
      const holdingPhrase = new Set(phrase ? hits.filter((hit) => phraseOf(`${hit.section[0]} ${hit.section[2]}`).includes(phrase)) : []);
      return {
        hits: [...hits.filter((hit) => holdingPhrase.has(hit)), ...hits.filter((hit) => !holdingPhrase.has(hit))],
        corrections: perWord.flatMap(({correction}) => (correction ? [correction] : [])),
      };
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
