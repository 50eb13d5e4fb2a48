/**
 * The search palette's full-text index, sharded the way Pagefind does it: per
 * docs version a small manifest, term shards and section chunks under
 * build/search-shards/, so a query downloads only the few files it needs
 * instead of the search plugin's whole index. Built from the MDX source of the
 * articles in each version's sidebar (the same list as plugins/search-articles).
 * Everything is computed in allContentLoaded, so the manifests' hashed names
 * can be announced through global data; the files are written in postBuild.
 */
import {readFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ShardsGlobalData} from '../../src/lib/search/shardFormat';
import {keywordsOf, listedDocsInOrder, type LoadedDoc, type LoadedVersion} from '../search-articles/entries';
import {buildShardIndex, type ShardFile} from './build';
import {articleSections} from './sections';

const SHARDS_DIR = 'search-shards';

export default function searchShardsPlugin({siteDir}: LoadContext): Plugin<void> {
  let files: ShardFile[] = [];
  return {
    name: 'search-shards',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        {loadedVersions: LoadedVersion<LoadedDoc & {source: string}>[]} | undefined;
      const manifests: ShardsGlobalData['manifests'] = {};
      const written = new Map<string, ShardFile>();
      for (const version of docsContent?.loadedVersions ?? []) {
        const pages = await Promise.all(
          listedDocsInOrder(version).map(async ({doc}) => ({
            title: doc.title,
            url: doc.permalink,
            keywords: keywordsOf(doc),
            // doc.source is '@site/docs/...'.
            sections: articleSections(await readFile(path.resolve(siteDir, doc.source.replace(/^@site\//, '')), 'utf8')),
          })),
        );
        const {manifestFile, files: versionFiles} = buildShardIndex(version.versionName, pages);
        for (const file of [manifestFile, ...versionFiles]) written.set(file.name, file);
        manifests[version.versionName] = `${SHARDS_DIR}/${manifestFile.name}`;
      }
      files = [...written.values()];
      actions.setGlobalData({manifests} satisfies ShardsGlobalData);
    },
    async postBuild({outDir}) {
      const dir = path.join(outDir, SHARDS_DIR);
      await mkdir(dir, {recursive: true});
      await Promise.all(files.map((file) => writeFile(path.join(dir, file.name), file.content)));
    },
  };
}
