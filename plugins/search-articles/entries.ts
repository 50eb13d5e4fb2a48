/**
 * Turns the docs plugin's loaded versions into the search palette's small
 * title/keyword index: every listed article once, in sidebar order, with the
 * sidebar category it sits under.
 */
import type {ArticleEntry} from '../../src/lib/search/types';

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

export interface LoadedVersion {
  versionName: string;
  docs: LoadedDoc[];
  sidebars: Record<string, SidebarItem[]>;
}

function docsInOrder(items: SidebarItem[], category: string, out: [string, string][]): void {
  for (const item of items) {
    if (item.type === 'category') docsInOrder(item.items ?? [], item.label ?? category, out);
    else if ((item.type === 'doc' || item.type === 'ref') && item.id) out.push([item.id, category]);
  }
}

export function buildArticleEntries(versions: LoadedVersion[]): ArticleEntry[] {
  return versions.flatMap((version) => {
    const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
    const ordered: [string, string][] = [];
    for (const items of Object.values(version.sidebars)) docsInOrder(items, 'Docs', ordered);
    const seen = new Set<string>();
    return ordered.flatMap(([id, category]) => {
      const doc = byId.get(id);
      if (!doc || doc.unlisted || seen.has(id)) return [];
      seen.add(id);
      const keywords = Array.isArray(doc.frontMatter.keywords) ? doc.frontMatter.keywords.map(String) : [];
      return [{
        title: doc.title,
        path: doc.permalink,
        keywords,
        category,
        description: doc.description,
        version: version.versionName,
      }];
    });
  });
}
