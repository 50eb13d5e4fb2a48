/**
 * schema.org JSON-LD for an article page: an `Article` and its `BreadcrumbList`,
 * derived from the doc's front matter and metadata in this one place
 * (rendered by plugins/article-meta/theme/DocItem/Metadata).
 */

export interface ArticleFacts {
  siteUrl: string;
  siteName: string;
  /** Absolute URLs. */
  imageUrl: string;
  logoUrl: string;
  permalink: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** The sidebar category the article sits in, e.g. "Web Hosting". */
  section?: string;
  /** ISO 8601 day of first publication (front matter `published`). */
  published: string;
  /** ISO 8601 day of the last revision (front matter `last_update.date`). */
  lastUpdated: string;
}

/** An absolute URL on the site for a path (or an URL, returned as is). */
export const absoluteUrl = (siteUrl: string, pathOrUrl: string) => new URL(pathOrUrl, `${siteUrl}/`).href;

export function articleStructuredData(facts: ArticleFacts): object[] {
  const url = absoluteUrl(facts.siteUrl, facts.permalink);
  const organization = {'@type': 'Organization', name: facts.siteName, url: absoluteUrl(facts.siteUrl, '/')};
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: facts.title,
    description: facts.description,
    image: facts.imageUrl,
    author: organization,
    publisher: {...organization, logo: {'@type': 'ImageObject', url: facts.logoUrl}},
    datePublished: facts.published,
    dateModified: facts.lastUpdated,
    mainEntityOfPage: {'@type': 'WebPage', '@id': url},
    keywords: facts.keywords.join(', '),
    ...(facts.section ? {articleSection: facts.section} : {}),
    inLanguage: 'en',
  };
  const trail = [
    {name: 'Home', url: absoluteUrl(facts.siteUrl, '/')},
    {name: 'Docs', url: absoluteUrl(facts.siteUrl, '/docs/getting-started')},
    {name: facts.title, url},
  ].filter((crumb, index, all) => index === all.length - 1 || crumb.url !== url);
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return [article, breadcrumbs];
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
