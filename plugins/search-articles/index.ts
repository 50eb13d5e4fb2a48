/**
 * Writes the search palette's title/keyword index (a few KB) beside the
 * full-text index, under a content-hashed name announced through global data,
 * so the palette can show every article the moment it opens.
 */
import {createHash} from 'node:crypto';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildArticleEntries, type LoadedVersion} from './entries';

export default function searchArticlesPlugin(_context: LoadContext): Plugin<void> {
  let json = '';
  let fileName = '';
  return {
    name: 'search-articles',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions: LoadedVersion[]} | undefined;
      const articles = buildArticleEntries(docsContent?.loadedVersions ?? []);
      json = JSON.stringify({articles});
      fileName = `search-articles-${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
      actions.setGlobalData({fileName});
    },
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, fileName), json);
    },
  };
}
