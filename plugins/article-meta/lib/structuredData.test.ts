import assert from 'node:assert/strict';
import {test} from 'node:test';
import {articleStructuredData, serializeJsonLd, type ArticleFacts} from './structuredData';

const facts: ArticleFacts = {
  siteUrl: 'https://docs.example.org',
  siteName: 'Example Docs',
  imageUrl: 'https://docs.example.org/img/card.png',
  logoUrl: 'https://docs.example.org/img/logo.png',
  permalink: '/docs/hosting/backups',
  title: 'Website Backups',
  description: 'Plan backups you can restore.',
  keywords: ['backups', '3-2-1 rule'],
  section: 'Web Hosting',
  published: '2025-05-10',
  lastUpdated: '2026-11-23',
};

test('Article carries every field search engines read, with absolute URLs', () => {
  const [article] = articleStructuredData(facts) as Record<string, any>[];
  assert.equal(article['@context'], 'https://schema.org');
  assert.equal(article['@type'], 'Article');
  assert.equal(article.headline, 'Website Backups');
  assert.equal(article.description, 'Plan backups you can restore.');
  assert.equal(article.image, 'https://docs.example.org/img/card.png');
  assert.deepEqual(article.author, {'@type': 'Organization', name: 'Example Docs', url: 'https://docs.example.org/'});
  assert.equal(article.publisher['@type'], 'Organization');
  assert.deepEqual(article.publisher.logo, {'@type': 'ImageObject', url: 'https://docs.example.org/img/logo.png'});
  assert.equal(article.datePublished, '2025-05-10');
  assert.equal(article.dateModified, '2026-11-23');
  assert.deepEqual(article.mainEntityOfPage, {'@type': 'WebPage', '@id': 'https://docs.example.org/docs/hosting/backups'});
  assert.equal(article.keywords, 'backups, 3-2-1 rule');
  assert.equal(article.articleSection, 'Web Hosting');
});

test('BreadcrumbList runs Home > Docs > article with positions from 1', () => {
  const [, breadcrumbs] = articleStructuredData(facts) as Record<string, any>[];
  assert.equal(breadcrumbs['@type'], 'BreadcrumbList');
  assert.deepEqual(
    breadcrumbs.itemListElement.map((item: any) => [item.position, item.name, item.item]),
    [
      [1, 'Home', 'https://docs.example.org/'],
      [2, 'Docs', 'https://docs.example.org/docs/getting-started'],
      [3, 'Website Backups', 'https://docs.example.org/docs/hosting/backups'],
    ],
  );
});

test('the Getting Started page is not listed twice in its own trail', () => {
  const [, breadcrumbs] = articleStructuredData({...facts, permalink: '/docs/getting-started', title: 'Getting Started'}) as any[];
  assert.deepEqual(
    breadcrumbs.itemListElement.map((item: any) => item.name),
    ['Home', 'Getting Started'],
  );
});

test('serialized JSON-LD parses back and cannot close its script tag', () => {
  const data = articleStructuredData({...facts, title: 'Tags </script><script>alert(1)</script>'});
  const text = serializeJsonLd(data);
  assert.ok(!text.includes('</script'));
  assert.deepEqual(JSON.parse(text), data);
});
