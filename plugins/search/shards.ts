/**
 * Builds one docs version's sharded full-text index (format: plugins/search/lib/shardFormat.ts)
 * from its pages' sections: postings per term, cut into term shards of about
 * `termShardBytes` that keep each two-letter prefix together where they can,
 * and section chunks of about `sectionChunkBytes`. Every file is named by its
 * content hash, so a host may cache it for good.
 */
import {createHash} from 'node:crypto';
import {countPhrase, stemsOf, type SynonymRule} from '../../plugins/search/lib/synonyms';
import {indexTerms} from '../../plugins/search/lib/tokenize';
import {
  encodePostings,
  type ManifestPage,
  type Posting,
  type SectionChunk,
  type Lexicon,
  type ShardManifest,
  type StoredSection,
  type TermShard,
} from '../../plugins/search/lib/shardFormat';
import type {ArticleSection} from './sections';

export interface IndexedPage {
  title: string;
  url: string;
  /** The article's front-matter keywords: they count as its title does. */
  keywords: readonly string[];
  /** The article's front-matter description: indexed as part of its intro (the page itself), not shown. */
  description?: string;
  sections: ArticleSection[];
}

export interface ShardFile {
  name: string;
  content: string;
}

export interface ShardSizes {
  /** Raw JSON size a term shard is cut at (once its two-letter prefix changes). */
  termShardBytes: number;
  /** Raw JSON size a section chunk is cut at. */
  sectionChunkBytes: number;
}

/** Measured on the docs: shards of ~3 KB gzip, chunks of two or three sections (~1 KB gzip), so a query loads ~20 KB. */
export const DEFAULT_SIZES: ShardSizes = {termShardBytes: 8_000, sectionChunkBytes: 2_000};

/** A term shard is cut mid-prefix only past this many times its size (one huge prefix). */
const OVERSIZE = 3;

function hashedFile(stem: string, value: unknown): ShardFile {
  const content = JSON.stringify(value);
  return {name: `${stem}-${createHash('sha256').update(content).digest('hex').slice(0, 8)}.json`, content};
}

/** Pages that use a rule's article words most get its reader's words as a keyword of their own. */
const SYNONYM_PAGES = 2;
/**
 * ...and only those using them at least this share as often as the page using them most: "font" for
 * "typeface" (typography 9 times, getting started once) lifted the getting-started page for font questions.
 */
const SYNONYM_PAGE_SHARE = 0.5;

/**
 * Per page, the readers' words it stands for as a whole: for each rule, the
 * SYNONYM_PAGES pages using its article words most (ties in page order), each at
 * least SYNONYM_PAGE_SHARE as often as the first. A
 * reader's question is about an article, so the reader's word should lift that
 * article as the author's keywords do, not only the sections that use the article word.
 */
function pageSynonyms(pages: readonly IndexedPage[], synonyms: readonly SynonymRule[]): string[][] {
  const stems = pages.map((page) =>
    stemsOf([page.title, ...page.keywords, ...page.sections.flatMap(({heading, text}) => [heading, text])].join(' ')),
  );
  const byPage = pages.map((): string[] => []);
  for (const {reader, targets} of synonyms) {
    pages
      .map((_, page) => ({page, count: targets.reduce((sum, target) => sum + countPhrase(stems[page], target), 0)}))
      .filter(({count}) => count > 0)
      .sort((a, b) => b.count - a.count || a.page - b.page)
      .filter(({count}, _index, all) => count >= SYNONYM_PAGE_SHARE * all[0].count)
      .slice(0, SYNONYM_PAGES)
      .forEach(({page}) => byPage[page].push(reader));
  }
  return byPage;
}

function collectPostings(pages: readonly IndexedPage[], synonyms: readonly SynonymRule[]): Map<string, Posting[]> {
  const postings = new Map<string, Posting[]>();
  const readersOfPage = pageSynonyms(pages, synonyms);
  let section = 0;
  for (const [pageIndex, page] of pages.entries()) {
    page.sections.forEach(({heading, text: shownText, code}, index) => {
      // The intro also holds the description, the author's summary of the page in plain words.
      const text = index === 0 && page.description ? `${page.description} ${shownText}` : shownText;
      const found = new Map<string, Posting>();
      const posting = (term: string) => {
        const existing = found.get(term) ?? {section, count: 0, inHeading: false, synonym: false, code: false};
        found.set(term, existing);
        return existing;
      };
      // A page's intro is the page itself: its heading is the page title, and its keywords say what it is about.
      const headingText = index === 0 ? [page.title, ...page.keywords].join(' ') : heading;
      for (const term of indexTerms(headingText)) posting(term).inHeading = true;
      for (const term of indexTerms(text)) posting(term).count += 1;
      // A reader's word or phrase is indexed where the section says it in the articles' words; it
      // counts as the reader's own where the section also uses it (a one-word one is indexed above).
      const [headingStems, textStems] = [stemsOf(headingText), stemsOf(text)];
      for (const {reader, targets} of synonyms) {
        const literal = found.get(reader) ?? {
          count: countPhrase(textStems, reader),
          inHeading: countPhrase(headingStems, reader) > 0,
        };
        if (literal.count || literal.inHeading) {
          if (!found.has(reader)) Object.assign(posting(reader), literal);
          continue;
        }
        const count = targets.reduce((sum, target) => sum + countPhrase(textStems, target), 0);
        const inHeading = targets.some((target) => countPhrase(headingStems, target) > 0);
        if (count || inHeading) Object.assign(posting(reader), {count, inHeading, synonym: true});
      }
      // The page's intro: its title and keywords, and the readers' words the page stands for.
      if (index === 0) {
        for (const reader of readersOfPage[pageIndex]) {
          const entry = found.get(reader);
          if (entry?.inHeading) continue;
          Object.assign(posting(reader), {inHeading: true, synonym: !entry || entry.synonym});
        }
      }
      // A word the section has only in its code ("return 444" in an Nginx block) is a code posting, weighed less.
      for (const term of indexTerms(code)) {
        const entry = found.get(term);
        if (!entry) found.set(term, {section, count: 1, inHeading: false, synonym: false, code: true});
        else if (entry.code) entry.count += 1;
      }
      for (const [term, entry] of found) {
        const list = postings.get(term) ?? [];
        list.push(entry);
        postings.set(term, list);
      }
      section += 1;
    });
  }
  return postings;
}

/** Consecutive runs of items, each cut once it has reached `target` and `mayCut` allows. */
function runs<T>(
  items: readonly T[],
  sizeOf: (item: T) => number,
  target: number,
  mayCut: (previous: T, next: T, size: number) => boolean,
): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    if (current.length && size >= target && mayCut(current[current.length - 1], item, size)) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += sizeOf(item);
  }
  if (current.length) out.push(current);
  return out;
}

export function buildShardIndex(
  version: string,
  pages: readonly IndexedPage[],
  {sizes = DEFAULT_SIZES, synonyms = []}: {sizes?: ShardSizes; synonyms?: readonly SynonymRule[]} = {},
): {manifest: ShardManifest; manifestFile: ShardFile; files: ShardFile[]} {
  const files: ShardFile[] = [];

  const postings = collectPostings(pages, synonyms);
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const encoded = new Map(terms.map((term) => [term, encodePostings(postings.get(term)!)]));
  const termRuns = runs(
    terms,
    (term) => term.length + JSON.stringify(encoded.get(term)).length + 4,
    sizes.termShardBytes,
    (previous, next, size) => previous.slice(0, 2) !== next.slice(0, 2) || size >= OVERSIZE * sizes.termShardBytes,
  );
  const termShards: ShardManifest['termShards'] = termRuns.map((run) => {
    const shard: TermShard = {terms: run, postings: run.map((term) => encoded.get(term)!)};
    const file = hashedFile('terms', shard);
    files.push(file);
    return [run[0], file.name];
  });

  const stored: StoredSection[] = pages.flatMap((page) =>
    page.sections.map(({heading, anchor, text}): StoredSection => [heading, anchor, text]),
  );
  const sectionChunks: ShardManifest['sectionChunks'] = [];
  let first = 0;
  for (const run of runs(
    stored,
    (section) => JSON.stringify(section).length,
    sizes.sectionChunkBytes,
    () => true,
  )) {
    const chunk: SectionChunk = {sections: run};
    const file = hashedFile('sections', chunk);
    files.push(file);
    sectionChunks.push([first, file.name]);
    first += run.length;
  }

  // Words a typo can be corrected to (typos.ts corrects no numbers and no word under four letters),
  // most frequent first; ties in term order, so the file is the same for the same docs.
  // A reader's phrase ("white screen") is no word to correct a typo to, nor is a word found only in code.
  const byFrequency = terms
    .filter((term) => term.length >= 3 && !/[\p{N} ]/u.test(term) && !postings.get(term)!.every(({code}) => code))
    .sort((a, b) => postings.get(b)!.length - postings.get(a)!.length);
  const lexiconFile = hashedFile('lexicon', {terms: byFrequency.join(' ')} satisfies Lexicon);
  files.push(lexiconFile);

  let firstSection = 0;
  const manifestPages = pages.map((page): ManifestPage => {
    const entry: ManifestPage = [page.title, page.url, firstSection];
    firstSection += page.sections.length;
    return entry;
  });
  const manifest: ShardManifest = {
    pages: manifestPages,
    sectionCount: stored.length,
    termShards,
    sectionChunks,
    lexicon: lexiconFile.name,
    // Only the rules this version's sections gave postings to: the others would find nothing here.
    synonyms: synonyms.filter(({reader}) => postings.has(reader)).map(({reader, targets}) => [reader, targets]),
  };
  return {manifest, manifestFile: hashedFile(`manifest-${version}`, manifest), files};
}
