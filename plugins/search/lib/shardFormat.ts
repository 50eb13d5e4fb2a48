/**
 * The files of the sharded full-text index, as plugins/search writes
 * them and the palette (shardSearch.ts) reads them. Per docs version: one small
 * manifest, term shards (consecutive runs of the sorted term list, so a query
 * word needs only the shard or two its prefix falls in) and section chunks
 * (the text shown for a hit, loaded only for the hits shown).
 */

/** A page: its title, its URL and the id of its first section (its intro). */
export type ManifestPage = [title: string, url: string, firstSection: number];

export interface ShardManifest {
  /** Pages in sidebar order; a page's sections have consecutive ids. */
  pages: ManifestPage[];
  sectionCount: number;
  /** Term shards in term order: the first term each holds, and its file (beside the manifest). */
  termShards: [firstTerm: string, file: string][];
  /** Section chunks in id order: the first section each holds, and its file. */
  sectionChunks: [firstSection: number, file: string][];
  /** The file of the version's lexicon, read only to correct a typo. */
  lexicon: string;
  /**
   * The synonyms file's rules whose article words this version has, as
   * [reader's words, article words]: the index holds the reader's words as a term
   * (lib/synonyms.ts); the browser reads a multi-word one in a query as one word,
   * and marks the article words in the hits.
   */
  synonyms: [reader: string, targets: string[]][];
}

/** Every indexed term, most frequent first (the order typo corrections prefer), space-separated. */
export interface Lexicon {
  terms: string;
}

export interface TermShard {
  /** Sorted (plain string order, as `<` compares). */
  terms: string[];
  /** Per term, its postings as encodePostings writes them. */
  postings: number[][];
}

/** A section as shown: heading ('' for a page's intro), anchor ('' for the intro) and its text. */
export type StoredSection = [heading: string, anchor: string, text: string];

export interface SectionChunk {
  /** The sections from the chunk's first section on, in id order. */
  sections: StoredSection[];
}

/**
 * One section a term occurs in: how often in its text, and whether in its heading
 * (an intro's heading is the page title). A synonym posting is a reader's word the
 * section does not use, counted where it uses one of the article words it stands for.
 * A code posting is a word the section has only in its code blocks, counted there.
 */
export interface Posting {
  section: number;
  count: number;
  inHeading: boolean;
  synonym: boolean;
  code: boolean;
}

/** Postings (in section order) as flat numbers: section id gap, then count * 8 + code flag * 4 + synonym flag * 2 + heading flag. */
export function encodePostings(postings: readonly Posting[]): number[] {
  const out: number[] = [];
  let previous = 0;
  for (const {section, count, inHeading, synonym, code} of postings) {
    out.push(section - previous, count * 8 + (code ? 4 : 0) + (synonym ? 2 : 0) + (inHeading ? 1 : 0));
    previous = section;
  }
  return out;
}

export function decodePostings(encoded: readonly number[]): Posting[] {
  const postings: Posting[] = [];
  let section = 0;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    section += encoded[i];
    const value = encoded[i + 1];
    postings.push({section, count: value >> 3, inHeading: (value & 1) === 1, synonym: (value & 2) === 2, code: (value & 4) === 4});
  }
  return postings;
}

/** Index of the last item whose key is <= the given one (0 if none is); items are in key order. */
function lastAtOrBefore<T, K>(items: readonly T[], keyOf: (item: T) => K, key: K): number {
  let low = 0;
  let high = items.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (keyOf(items[middle]) <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Files of the term shards that can hold terms starting with the prefix. */
export function shardFilesFor(manifest: ShardManifest, prefix: string): string[] {
  const shards = manifest.termShards;
  const files: string[] = [];
  // Terms with the prefix lie in [prefix, prefix + U+FFFF).
  const end = `${prefix}\uffff`;
  for (let i = lastAtOrBefore(shards, ([first]) => first, prefix); i < shards.length && shards[i][0] < end; i += 1) {
    files.push(shards[i][1]);
  }
  return files;
}

/** The chunk holding a section: its file and the section's place in it. */
export function sectionChunkOf(manifest: ShardManifest, section: number): {file: string; offset: number} {
  const [first, file] = manifest.sectionChunks[lastAtOrBefore(manifest.sectionChunks, ([start]) => start, section)];
  return {file, offset: section - first};
}

/** The page a section belongs to (index into manifest.pages). */
export function pageOfSection(manifest: ShardManifest, section: number): number {
  return lastAtOrBefore(manifest.pages, ([, , firstSection]) => firstSection, section);
}
