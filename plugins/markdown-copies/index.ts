/**
 * Every current article as Markdown, for readers' tools and language models:
 * a clean .md file beside each article's HTML (/docs/hosting/backups.md),
 * /llms.txt listing them by sidebar group and /llms-full.txt with them all.
 * Archived versions' articles get a copy too, listed nowhere (for mcp/).
 * Which docs get one is decided in pages.ts, the conversion in markdown.ts.
 *
 * The feature's browser side: lib/pageMarkdown.ts (where a page's copy lives),
 * lib/assistantLinks.ts and the article's "Open in" menu, @theme/OpenInMenu.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadedDocsVersions} from '../article-model/docsContent';
import {articleMarkdown} from './markdown';
import {llmsFullTxt, llmsTxt, type LlmsArticle, type Site} from './llmsTxt';
import {archivedMarkdownPages, markdownPages} from './pages';

export default function markdownCopiesPlugin(context: LoadContext): Plugin<void> {
  const {siteDir, siteConfig} = context;
  const url = (pathname: string) => new URL(pathname, siteConfig.url).href;
  let files: {file: string; content: string}[] = [];
  return {
    name: 'markdown-copies',
    getThemePath() {
      return './theme';
    },
    async allContentLoaded({allContent}) {
      const versions = loadedDocsVersions(allContent);
      const pages = await Promise.all(
        [...markdownPages(versions), ...archivedMarkdownPages(versions)].map(async (page) => {
          const {doc} = page;
          const source = await readFile(path.join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
          return {...page, markdown: articleMarkdown({title: doc.title, description: doc.description, url: url(doc.permalink), source})};
        }),
      );
      const listed: LlmsArticle[] = pages.flatMap(({doc, file, category, markdown}) =>
        category === null ? [] : [{title: doc.title, description: doc.description, category, markdownUrl: url(file), markdown}],
      );
      const site: Site = {title: siteConfig.title, summary: siteConfig.tagline, url: siteConfig.url};
      files = [
        ...pages.map(({file, markdown}) => ({file, content: markdown})),
        {file: '/llms.txt', content: llmsTxt(site, listed)},
        {file: '/llms-full.txt', content: llmsFullTxt(site, listed)},
      ];
    },
    async postBuild({outDir}) {
      for (const {file, content} of files) {
        const target = path.join(outDir, file);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, content);
      }
    },
  };
}
