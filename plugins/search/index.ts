/**
 * The search feature: one plugin for the whole of it.
 * - Build side (Node): ./articles.ts lists every version's listed articles
 *   (title, path, keywords, category, description) for title/keyword matches
 *   and the palette's empty-query list; ./sections.ts cuts each article into
 *   sections and ./shards.ts writes the full-text index (with the readers' words
 *   of docs/search-synonyms.yml, ./synonymsFile.ts), sharded the way
 *   Pagefind does it: per docs version a small manifest, term shards, section
 *   chunks and a typo lexicon under build/search-shards/, so a query downloads
 *   only the few files it needs. Everything is computed in allContentLoaded, so
 *   the files' hashed names can be announced through global data; the files are
 *   written in postBuild.
 * - lib/: the search engine itself (tokenizer, shard format, ranking, typos,
 *   the one searchSite), pure and shared by the browser and the MCP server.
 * - client/: the hook that runs it for the version being read, and the client
 *   module that marks the searched words on the page a result opens.
 * - theme/: the navbar's SearchBar with its Ctrl/Cmd+K palette, SearchLauncher,
 *   the /search page (added here as a route), and the not-found page's
 *   suggestions, each available as @theme/<Name>.
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchGlobalData} from './lib/types';
import {keywordsOf, listedDocsInOrder, loadedDocsVersions} from '../article-model/docsContent';
import {buildArticleEntries} from './articles';
import {buildShardIndex, type ShardFile} from './shards';
import {articleSections} from './sections';
import {readSynonyms} from './synonymsFile';

const SHARDS_DIR = 'search-shards';

export default function searchPlugin({siteDir, baseUrl}: LoadContext): Plugin<void> {
  let articlesFile: ShardFile = {name: '', content: ''};
  let shardFiles: ShardFile[] = [];
  return {
    name: 'search',
    getThemePath() {
      return './theme';
    },
    getClientModules() {
      return [path.resolve(__dirname, 'client/highlightOnArrival.ts')];
    },
    async contentLoaded({actions}) {
      // baseUrl always ends with a slash.
      actions.addRoute({path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    async allContentLoaded({allContent, actions}) {
      const versions = loadedDocsVersions(allContent);

      const articlesJson = JSON.stringify({articles: buildArticleEntries(versions)});
      articlesFile = {
        name: `search-articles-${createHash('sha256').update(articlesJson).digest('hex').slice(0, 8)}.json`,
        content: articlesJson,
      };

      const synonyms = readSynonyms(siteDir);
      const manifests: SearchGlobalData['manifests'] = {};
      const written = new Map<string, ShardFile>();
      for (const version of versions) {
        const pages = await Promise.all(
          listedDocsInOrder(version).map(async ({doc}) => ({
            title: doc.title,
            url: doc.permalink,
            keywords: keywordsOf(doc),
            description: doc.description,
            // doc.source is '@site/docs/...'.
            sections: articleSections(await readFile(path.resolve(siteDir, doc.source.replace(/^@site\//, '')), 'utf8')),
          })),
        );
        const {manifestFile, files} = buildShardIndex(version.versionName, pages, {synonyms});
        for (const file of [manifestFile, ...files]) written.set(file.name, file);
        manifests[version.versionName] = `${SHARDS_DIR}/${manifestFile.name}`;
      }
      shardFiles = [...written.values()];
      actions.setGlobalData({articlesFile: articlesFile.name, manifests} satisfies SearchGlobalData);
    },
    async postBuild({outDir}) {
      await mkdir(path.join(outDir, SHARDS_DIR), {recursive: true});
      await Promise.all([
        writeFile(path.join(outDir, articlesFile.name), articlesFile.content),
        ...shardFiles.map((file) => writeFile(path.join(outDir, SHARDS_DIR, file.name), file.content)),
      ]);
    },
  };
}
