/**
 * The docs plugin's loaded content as the features' build sides read it (search's title index,
 * markdown-copies' files), typed by what @docusaurus/plugin-content-docs exports: an upgrade that
 * renames a field fails `tsc` here instead of yielding undefined at build time. The fields read are
 * picked, so unit tests can build versions by hand.
 */
import type {AllContent} from '@docusaurus/types';
import type {DocMetadata, LoadedContent, LoadedVersion as DocsLoadedVersion} from '@docusaurus/plugin-content-docs';

/** The fields of a loaded doc the features read. */
export type LoadedDoc = Pick<DocMetadata, 'id' | 'title' | 'description' | 'permalink' | 'source' | 'frontMatter'> &
  Partial<Pick<DocMetadata, 'unlisted'>>;

/** What listedDocsInOrder reads of a sidebar item (the docs plugin's post-processed SidebarItem fits it). */
export interface SidebarEntry {
  type: DocsLoadedVersion['sidebars'][string][number]['type'];
  id?: string;
  label?: string;
  items?: SidebarEntry[];
}

/** The fields of a loaded version the features read. */
export interface LoadedVersion {
  versionName: DocsLoadedVersion['versionName'];
  /** The version served at /docs (the docs plugin's `lastVersion`). */
  isLast: DocsLoadedVersion['isLast'];
  docs: LoadedDoc[];
  sidebars: Record<string, SidebarEntry[]>;
}

/** Every version the default docs plugin loaded ([] when there is none). */
export function loadedDocsVersions(allContent: AllContent): LoadedVersion[] {
  // docusaurus-internal: docs-content-key (scripts/lib/docusaurusInternals.ts)
  const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  return content?.loadedVersions ?? [];
}

function docsInOrder(items: SidebarEntry[], category: string, out: [string, string][]): void {
  for (const item of items) {
    if (item.type === 'category') docsInOrder(item.items ?? [], item.label ?? category, out);
    else if ((item.type === 'doc' || item.type === 'ref') && item.id) out.push([item.id, category]);
  }
}

/** A version's listed docs, each once, in sidebar order with the category it sits under. */
export function listedDocsInOrder(version: LoadedVersion): {doc: LoadedDoc; category: string}[] {
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
