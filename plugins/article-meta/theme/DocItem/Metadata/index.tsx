/**
 * Wraps the theme's doc metadata (title, description, keywords, Open Graph)
 * with what an article adds: its JSON-LD, `og:type` article with its date, and
 * a canonical URL that front matter may point elsewhere (`canonical:`).
 * docusaurus-internal: unsafe-swizzles (scripts/lib/docusaurusInternals.ts)
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-init/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {absoluteUrl, articleStructuredData, serializeJsonLd} from '@site/plugins/article-meta/lib/structuredData';

type Props = WrapperProps<typeof MetadataType>;

interface ArticleFrontMatter {
  canonical?: string;
  /** First publication; YAML may hand it over as a Date, serialised to an ISO string. */
  published?: string | Date;
  keywords?: string[];
}

export default function MetadataWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata, frontMatter} = useDoc();
  const section = useSidebarBreadcrumbs()?.[0]?.label;
  const {canonical, keywords = [], published} = frontMatter as ArticleFrontMatter;
  const permalink = canonical ?? metadata.permalink;
  const absolute = (path: string) => absoluteUrl(siteConfig.url, path);
  const isoDay = (value: string | number | Date) => new Date(value).toISOString().slice(0, 10);
  const lastUpdated = metadata.lastUpdatedAt ? isoDay(metadata.lastUpdatedAt) : undefined;
  const publishedDay = published ? isoDay(published) : lastUpdated;
  const image = (siteConfig.themeConfig as {image?: string}).image;

  const jsonLd =
    lastUpdated && publishedDay && image
      ? articleStructuredData({
          siteUrl: siteConfig.url,
          siteName: siteConfig.title,
          imageUrl: absolute(image),
          logoUrl: absolute('/img/logo-512.png'),
          permalink,
          title: metadata.title,
          description: metadata.description,
          keywords,
          section: section === metadata.title ? undefined : section,
          published: publishedDay,
          lastUpdated,
        })
      : [];

  return (
    <>
      <Metadata {...props} />
      <Head>
        <link rel="canonical" href={absolute(permalink)} />
        <meta property="og:url" content={absolute(permalink)} />
        <meta property="og:type" content="article" />
        {publishedDay && <meta property="article:published_time" content={publishedDay} />}
        {lastUpdated && <meta property="article:modified_time" content={lastUpdated} />}
        {jsonLd.map((data, index) => (
          <script key={index} type="application/ld+json">
            {serializeJsonLd(data)}
          </script>
        ))}
      </Head>
    </>
  );
}
