/**
 * Replaces the theme's sidebar-based BreadcrumbList: our sidebar categories
 * have no pages, so it held only the page itself. The article's full
 * BreadcrumbList is emitted with its Article JSON-LD in ../../DocItem/Metadata.
 * docusaurus-internal: unsafe-swizzles (scripts/lib/docusaurusInternals.ts)
 */
export default function DocBreadcrumbsStructuredData(): null {
  return null;
}
