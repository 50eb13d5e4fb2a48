/**
 * Turns the docs plugin's loaded versions into the search palette's small
 * title/keyword index: every listed article once, in sidebar order, with the
 * sidebar category it sits under (the article model's listedDocsInOrder, which
 * plugins/markdown-copies lists its articles by too).
 */
import {keywordsOf, listedDocsInOrder, type LoadedVersion} from '../article-model/docsContent';
import type {ArticleEntry} from './lib/types';

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
