/**
 * The two site-wide files of the llms.txt convention (https://llmstxt.org/):
 * /llms.txt, a Markdown index linking every current article's Markdown copy
 * under its sidebar group, and /llms-full.txt, every article in reading order.
 */

export interface Site {
  title: string;
  summary: string;
  /** Absolute URL of the site's root, without a trailing slash. */
  url: string;
}

export interface LlmsArticle {
  title: string;
  description: string;
  category: string;
  /** Absolute URL of the article's .md file. */
  markdownUrl: string;
  /** The article as Markdown (see markdown.ts). */
  markdown: string;
}

function header(site: Site): string {
  return `# ${site.title}\n\n> ${site.summary}`;
}

const escapeLinkText = (text: string) => text.replace(/[[\]\\]/g, '\\$&');

/** Articles in the order given (sidebar order), one `##` section per category in order of first appearance. */
export function llmsTxt(site: Site, articles: LlmsArticle[]): string {
  const groups = new Map<string, LlmsArticle[]>();
  for (const article of articles) groups.set(article.category, [...(groups.get(article.category) ?? []), article]);
  const sections = [...groups].map(([category, items]) =>
    [
      `## ${category}`,
      items.map((a) => `- [${escapeLinkText(a.title)}](${a.markdownUrl})${a.description ? `: ${a.description}` : ''}`).join('\n'),
    ].join('\n\n'),
  );
  const about =
    `Each article is also available as Markdown: add \`.md\` to its address. ` +
    `All articles in one file, in reading order: ${site.url}/llms-full.txt`;
  return [header(site), about, ...sections].join('\n\n') + '\n';
}

export function llmsFullTxt(site: Site, articles: LlmsArticle[]): string {
  return [header(site), ...articles.map((a) => a.markdown.trimEnd())].join('\n\n') + '\n';
}
