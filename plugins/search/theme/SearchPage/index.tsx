/**
 * The full search page (/search?q=...&version=...): the palette's engine and
 * ranking with more results, a page of its own to share or bookmark. It
 * replaces the page @easyops-cn/docusaurus-search-local served, so the page
 * and the palette cannot disagree about a query.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import SearchResults from '@theme/SearchResults';

export default function SearchPage(): React.ReactElement {
  return (
    <Layout title="Search" description="Search the Larkspur Docs knowledge base.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <SearchResults />
      </main>
    </Layout>
  );
}
