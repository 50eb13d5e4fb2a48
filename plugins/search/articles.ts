/**
 * Turns the docs plugin's loaded versions into the search palette's small
 * title/keyword index: every listed article once, in sidebar order, with the
 * sidebar category it sits under. plugins/markdown-copies lists its articles in the
 * same order (listedDocsInOrder).
 */
import type {ArticleEntry} from '../../plugins/search/lib/types';

export interface LoadedDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  unlisted?: boolean;
  frontMatter: {keywords?: unknown; sidebar_label?: unknown};
}

export interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
}

export interface LoadedVersion<Doc extends LoadedDoc = LoadedDoc> {
  versionName: string;
  /** The version served at /docs (the docs plugin's `lastVersion`). */
  isLast?: boolean;
  docs: Doc[];
  sidebars: Record<string, SidebarItem[]>;
}

function docsInOrder(items: SidebarItem[], category: string, out: [string, string][]): void {
  for (const item of items) {
    if (item.type === 'category') docsInOrder(item.items ?? [], item.label ?? category, out);
    else if ((item.type === 'doc' || item.type === 'ref') && item.id) out.push([item.id, category]);
  }
}

/** A version's listed docs, each once, in sidebar order with the category it sits under. */
export function listedDocsInOrder<Doc extends LoadedDoc>(version: LoadedVersion<Doc>): {doc: Doc; category: string}[] {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const ordered: [string, string][] = [];
  for (const items of Object.values(version.sidebars)) docsInOrder(items, 'Docs', ordered);
  const seen = new Set<string>();
  return ordered.flatMap(([id, category]) => {
    const doc = byId.get(id);
    if (!doc || doc.unlisted || seen.has(id)) return [];
    seen.add(id);
    return [{doc, category}];
  });
}

/** The doc's front-matter keywords as strings ([] when it has none). */
export function keywordsOf(doc: LoadedDoc): string[] {
  return Array.isArray(doc.frontMatter.keywords) ? doc.frontMatter.keywords.map(String) : [];
}

export function buildArticleEntries(versions: LoadedVersion[]): ArticleEntry[] {
  return versions.flatMap((version) =>
    listedDocsInOrder(version).map(({doc, category}) => ({
      title: doc.title,
      path: doc.permalink,
      keywords: keywordsOf(doc),
      category,
      description: doc.description,
      version: version.versionName,
    })),
  );
}
