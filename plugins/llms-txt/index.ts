/**
 * Every current article as Markdown, for readers' tools and language models:
 * a clean .md file beside each article's HTML (/docs/hosting/backups.md),
 * /llms.txt listing them by sidebar group and /llms-full.txt with them all.
 * Only the version served at /docs; unlisted pages and pages that copy another
 * (docs/index.mdx) are left out (src/lib/pageMarkdown.ts).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ownMarkdownPath} from '../../src/lib/pageMarkdown';
import {listedDocsInOrder, type LoadedDoc, type LoadedVersion} from '../search-articles/entries';
import {articleMarkdown} from './markdown';
import {llmsFullTxt, llmsTxt, type LlmsArticle, type Site} from './llmsTxt';

interface SourcedDoc extends LoadedDoc {
  /** The MDX file, as `@site/docs/...`. */
  source: string;
}

export default function llmsTxtPlugin(context: LoadContext): Plugin<void> {
  const {siteDir, siteConfig} = context;
  const url = (pathname: string) => new URL(pathname, siteConfig.url).href;
  let files: {file: string; content: string}[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        | {loadedVersions: LoadedVersion<SourcedDoc>[]}
        | undefined;
      const current = docsContent?.loadedVersions.find((version) => version.isLast);
      if (!current) return;
      const pages = new Map<string, {file: string; content: string}>();
      for (const doc of current.docs) {
        const file = ownMarkdownPath(doc, true);
        if (!file) continue;
        const source = await readFile(path.join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
        const content = articleMarkdown({title: doc.title, description: doc.description, url: url(doc.permalink), source});
        pages.set(doc.id, {file, content});
      }
      const articles: LlmsArticle[] = listedDocsInOrder(current).flatMap(({doc, category}) => {
        const page = pages.get(doc.id);
        if (!page) return [];
        return [{title: doc.title, description: doc.description, category, markdownUrl: url(page.file), markdown: page.content}];
      });
      const site: Site = {title: siteConfig.title, summary: siteConfig.tagline, url: siteConfig.url};
      files = [
        ...pages.values(),
        {file: '/llms.txt', content: llmsTxt(site, articles)},
        {file: '/llms-full.txt', content: llmsFullTxt(site, articles)},
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
