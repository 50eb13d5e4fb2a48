/**
 * The article metadata feature: what each article page shows and tells
 * machines about itself, with nothing for authors to write by hand.
 * - ./readingTime.ts: the reading time, computed at build time from the
 *   article model's prose (docusaurus.config.ts, `markdown.parseFrontMatter`)
 *   and handed to the page as the `reading_minutes` front matter value;
 * - lib/structuredData.ts: JSON-LD Article and BreadcrumbList from front matter
 *   (rendered by the theme/DocItem/Metadata wrap);
 * - theme/ArticleMeta (@theme/ArticleMeta): the line under the title with the
 *   reading time, Copy page and the Open in menu (theme/DocItem/Content).
 * A local theme (docusaurus.config.ts's `themes`), it owns its swizzles of the
 * theme's components: theme/DocItem/Content (ejected, for the meta line),
 * theme/DocItem/Metadata (a wrap of @theme-init/DocItem/Metadata),
 * theme/DocBreadcrumbs/StructuredData (replaced by the article's own BreadcrumbList) and
 * theme/LastUpdated (the date written by lib/lastUpdatedDate.ts, not Intl, in the browser).
 */
import type {Plugin} from '@docusaurus/types';

export default function articleMetaPlugin(): Plugin<void> {
  return {
    name: 'article-meta',
    getThemePath() {
      return './theme';
    },
  };
}
