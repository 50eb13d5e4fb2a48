/**
 * Title and keyword matching for the search palette: a case-insensitive
 * substring match (the spec's rule), ranked, and grouped by sidebar category.
 * Plain string operations only: any text is a safe query.
 */
import type {ArticleEntry, ResultGroup} from './types';

/** Longest query we look at; longer input is cut, not rejected. */
export const MAX_QUERY_LENGTH = 200;

/** The part of the input we search for: at most MAX_QUERY_LENGTH characters, trimmed. */
export function clampQuery(raw: string): string {
  return raw.slice(0, MAX_QUERY_LENGTH).trim();
}

export function normalizeQuery(raw: string): string {
  return clampQuery(raw).toLowerCase().replace(/\s+/g, ' ');
}

/** Lower is better; null means no match. */
function rank(entry: ArticleEntry, query: string): number | null {
  const title = entry.title.toLowerCase();
  if (title === query) return 0;
  if (title.startsWith(query)) return 1;
  if (title.includes(query)) return 2;
  const keywords = entry.keywords.map((k) => k.toLowerCase());
  if (keywords.includes(query)) return 3;
  if (keywords.some((k) => k.includes(query))) return 4;
  return null;
}

/** Articles whose title or a keyword contains the query, best first (stable within a rank). */
export function matchArticles(entries: readonly ArticleEntry[], rawQuery: string): ArticleEntry[] {
  const query = normalizeQuery(rawQuery);
  if (!query) return [...entries];
  return entries
    .map((entry, index) => ({entry, index, rank: rank(entry, query)}))
    .filter((scored): scored is {entry: ArticleEntry; index: number; rank: number} => scored.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((scored) => scored.entry);
}

/** Groups items under their category, groups in order of first appearance. */
export function groupByCategory<T extends {category: string}>(items: readonly T[]): ResultGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.category) ?? [];
    group.push(item);
    groups.set(item.category, group);
  }
  return [...groups].map(([label, groupItems]) => ({label, items: groupItems}));
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/**
 * Splits text into plain and matched segments for every occurrence of any term
 * (case-insensitive, longest term first). Rendered as React text, never HTML.
 */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const needles = [...new Set(terms.map((t) => t.toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!needles.length || !text) return text ? [{text, match: false}] : [];
  const lower = text.toLowerCase();
  const segments: TextSegment[] = [];
  let plainStart = 0;
  let position = 0;
  while (position < text.length) {
    const needle = needles.find((n) => lower.startsWith(n, position));
    if (!needle) {
      position += 1;
      continue;
    }
    if (position > plainStart) segments.push({text: text.slice(plainStart, position), match: false});
    segments.push({text: text.slice(position, position + needle.length), match: true});
    position += needle.length;
    plainStart = position;
  }
  if (plainStart < text.length) segments.push({text: text.slice(plainStart), match: false});
  return segments;
}

/** Words of the query worth highlighting (at least two characters). */
export function queryTerms(rawQuery: string): string[] {
  return normalizeQuery(rawQuery)
    .split(' ')
    .filter((term) => term.length >= 2);
}

/** Cuts long text to a window around the first match, so a hit deep in a paragraph is visible. */
export function excerptAround(text: string, terms: readonly string[], length = 140): string {
  if (text.length <= length) return text;
  const lower = text.toLowerCase();
  const first = Math.min(...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0), Infinity);
  if (!Number.isFinite(first) || first < length / 3) return `${text.slice(0, length).trimEnd()}…`;
  const start = Math.max(0, first - Math.floor(length / 3));
  const end = Math.min(text.length, start + length);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
