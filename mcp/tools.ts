/**
 * The MCP server's tools and resources over a built site: search_docs (the
 * palette's search, through search.ts), read_page and list_pages, and every
 * current article's Markdown copy as a resource. A caller's mistake is a tool
 * result with isError and a message saying what to do (the SDK turns anything
 * a tool throws into one), never a crash of the server.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {MAX_QUERY_LENGTH} from '../plugins/search/lib/match';
import type {ArticleEntry} from '../plugins/search/lib/types';
import {searchDocs} from './search';
import {
  CURRENT_VERSION,
  DocsInputError,
  articlesOf,
  checkVersion,
  findArticle,
  markdownUrl,
  readMarkdown,
  siteUrl,
  type SiteData,
} from './siteData';

export const SERVER_NAME = 'larkspur-docs';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;

const versionArgument = z
  .string()
  .optional()
  .describe(`Docs version: "${CURRENT_VERSION}" (the latest docs, the default) or an archived edition such as "2024".`);

function checkQuery(query: string): string {
  if (!query.trim()) throw new DocsInputError('The query is empty. Give a few words to search for, such as "backup schedule".');
  if (query.length > MAX_QUERY_LENGTH) {
    throw new DocsInputError(
      `The query is ${query.length.toLocaleString('en')} characters long; search_docs takes at most ${MAX_QUERY_LENGTH}. Search for a few keywords.`,
    );
  }
  return query;
}

function checkLimit(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new DocsInputError(`limit must be a whole number from 1 to ${MAX_LIMIT}; it was ${limit}.`);
  return limit;
}

/** A page as list_pages returns it. */
function pageListing(article: ArticleEntry) {
  return {
    title: article.title,
    path: article.path,
    category: article.category,
    description: article.description,
    url: siteUrl(article.path),
    markdownUrl: markdownUrl(article),
  };
}

const pageSchema = {
  title: z.string(),
  path: z.string(),
  category: z.string(),
  description: z.string(),
  url: z.string(),
  markdownUrl: z.string(),
};

/** Structured content plus the same as readable text (clients that ignore structured content read the text). */
function result(text: string, structuredContent: Record<string, unknown>): CallToolResult {
  return {content: [{type: 'text', text}], structuredContent};
}

export function createDocsServer(site: SiteData): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, title: 'Larkspur Docs', version: '1.0.0'},
    {
      instructions:
        'Larkspur Docs: guides to web design, hosting, WordPress, Plesk and web security. ' +
        'Use search_docs to find the sections that answer a question, read_page to read an article in full (Markdown), ' +
        'list_pages to browse the articles in reading order. Cite the URLs the tools return.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Searches the articles the way the site’s search box does: titles and keywords first, then sections whose heading or text has every word ' +
        '(each word also matches longer words it starts). Returns each hit’s article title, section, URL with anchor and a short excerpt.',
      inputSchema: {
        query: z.string().describe(`A few words to search for (at most ${MAX_QUERY_LENGTH} characters).`),
        version: versionArgument,
        limit: z.number().optional().describe(`Most results to return, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT}).`),
      },
      outputSchema: {
        results: z.array(z.object({title: z.string(), section: z.string().nullable(), url: z.string(), excerpt: z.string()})),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, version, limit}) => {
      const request = {query: checkQuery(query), version: checkVersion(site, version), limit: checkLimit(limit)};
      const results = await searchDocs(site, request);
      const text = results.length
        ? results
            .map((hit, i) => `${i + 1}. ${hit.title}${hit.section ? ` › ${hit.section}` : ''}\n   ${hit.url}\n   ${hit.excerpt}`)
            .join('\n')
        : `Nothing in the docs${request.version === CURRENT_VERSION ? '' : ` (version ${request.version})`} matches "${query.trim()}". Try other words, or list_pages.`;
      return result(text, {results});
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read an article',
      description:
        'Returns an article as Markdown (title, description, then the text, with code blocks and absolute links). ' +
        'Takes its path (/docs/hosting/backups) or URL, as search_docs and list_pages give them; version reads an archived edition.',
      inputSchema: {
        path: z
          .string()
          .describe('The article’s path or URL, e.g. /docs/hosting/backups or https://docs.larkspur.example/docs/hosting/backups.'),
        version: versionArgument,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({path, version}) => {
      const article = findArticle(site, path, version);
      return {content: [{type: 'text', text: await readMarkdown(site, article)}]};
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the articles',
      description:
        'Lists the articles in the sidebar’s reading order with their title, path, sidebar group and description; category keeps one group.',
      inputSchema: {
        category: z.string().optional().describe('A sidebar group, e.g. "Web Hosting" or "WordPress" (case does not matter).'),
        version: versionArgument,
      },
      outputSchema: {pages: z.array(z.object(pageSchema))},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({category, version}) => {
      const articles = articlesOf(site, checkVersion(site, version));
      let listed = articles;
      if (category?.trim()) {
        const wanted = category.trim().toLowerCase();
        listed = articles.filter((article) => article.category.toLowerCase() === wanted);
        if (!listed.length) {
          const categories = [...new Set(articles.map((article) => article.category))];
          throw new DocsInputError(`No sidebar group "${category}". Groups: ${categories.join(', ')}.`);
        }
      }
      const pages = listed.map(pageListing);
      const text = pages
        .map(
          (page, i) =>
            `${i === 0 || pages[i - 1].category !== page.category ? `## ${page.category}\n` : ''}- ${page.title} (${page.path}): ${page.description}`,
        )
        .join('\n');
      return result(text, {pages});
    },
  );

  for (const article of articlesOf(site, CURRENT_VERSION)) {
    server.registerResource(
      article.path,
      markdownUrl(article),
      {title: article.title, description: article.description, mimeType: 'text/markdown'},
      async (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: await readMarkdown(site, article)}]}),
    );
  }

  return server;
}
