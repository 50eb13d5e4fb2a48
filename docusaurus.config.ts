import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {codeTheme} from './plugins/code-blocks/lib/prismThemes';
import rehypeCodeTokens, {type CodeTokensOptions} from './plugins/code-blocks/rehype';
import rehypeArticleSections from './plugins/article-sections/rehype';
import rehypeTableRegions from './plugins/table-regions/rehype';
import {prismSyntax} from './plugins/code-blocks/lib/prismSyntax';
import {pageProse, readingMinutes} from './plugins/article-meta/readingTime';

import {MASTODON_URL, REPOSITORY_URL, SITE_URL} from './plugins/shared/site';
import archivedVersions from './versions.json';

/**
 * The edition the current docs are: the year their content is current for (the articles were
 * revised in November 2026). Archived ones are named in versions.json.
 */
const CURRENT_VERSION_LABEL = '2026';

const config: Config = {
  title: 'Larkspur Docs',
  tagline: 'Clear, practical guides to web design, hosting, WordPress, Plesk and web security.',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  baseUrlIssueBanner: false,
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Reading time is computed here, once per file at build time, and reaches
    // the page as the `reading_minutes` front matter value (see ArticleMeta).
    async parseFrontMatter(params) {
      const result = await params.defaultParseFrontMatter(params);
      const minutes = readingMinutes(pageProse(params.filePath, params.fileContent));
      return {...result, frontMatter: {...result.frontMatter, reading_minutes: minutes}};
    },
  },

  future: {
    // v4 behaviour, except storage namespacing: the colour mode must live under
    // the plain `theme` localStorage key (tests/e2e/color-mode.spec.ts).
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  clientModules: ['./src/clientModules/colorModeGuard.ts', './src/clientModules/prefetchOnIntent.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: `${REPOSITORY_URL}/edit/main/`,
          showLastUpdateTime: true,
          rehypePlugins: [[rehypeCodeTokens, {prism: prismSyntax} satisfies CodeTokensOptions], rehypeTableRegions, rehypeArticleSections],
          // The current docs keep the spec's /docs/... routes; archived editions
          // (versions.json, made with `npm run docusaurus docs:version <name>`)
          // live under /docs/<name>/ with an "unmaintained" banner.
          lastVersion: 'current',
          versions: {
            current: {label: CURRENT_VERSION_LABEL, path: ''},
            ...Object.fromEntries(archivedVersions.map((name) => [name, {label: name, path: name, banner: 'unmaintained' as const}])),
          },
        },
        blog: false,
        // Code in pages (the MCP client configurations on /mcp) is highlighted at build time too.
        pages: {rehypePlugins: [[rehypeCodeTokens, {prism: prismSyntax} satisfies CodeTokensOptions], rehypeTableRegions]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          // /docs shows the Getting Started page, whose canonical URL is
          // /docs/getting-started; archived versions are kept out so search
          // engines favour the current docs.
          ignorePatterns: ['/docs', '/search', ...archivedVersions.flatMap((name) => [`/docs/${name}`, `/docs/${name}/**`])],
        },
      } satisfies Preset.Options,
    ],
  ],

  // The features are local themes, after theme-live-codeblock: each owns its swizzles of the
  // theme's components (plugins/<feature>/theme/) and wraps the originals through @theme-init/.
  themes: [
    '@docusaurus/theme-live-codeblock',
    './plugins/search/index.ts',
    './plugins/markdown-copies/index.ts',
    './plugins/article-meta/index.ts',
    './plugins/code-blocks/index.ts',
  ],

  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        // Old links used /docs/webdesign/*; send them to the real /docs/web-design/* pages.
        createRedirects(existingPath: string) {
          if (existingPath.startsWith('/docs/web-design/')) {
            return [existingPath.replace('/docs/web-design/', '/docs/webdesign/')];
          }
          return undefined;
        },
      },
    ],
    './plugins/cache-dependencies/index.ts',
    './plugins/page-scripts/index.ts',
    './plugins/compile-hints/index.ts',
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#4338ca'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    navbar: {
      title: 'Larkspur Docs',
      logo: {alt: 'Larkspur Docs home', src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: false,
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {
          type: 'dropdown',
          label: 'Links',
          position: 'left',
          items: [
            {label: 'MDN Web Docs', href: 'https://developer.mozilla.org/'},
            {label: 'W3C Web Accessibility Initiative', href: 'https://www.w3.org/WAI/'},
            {label: 'WordPress documentation', href: 'https://wordpress.org/documentation/'},
            {label: 'Plesk documentation', href: 'https://docs.plesk.com/'},
            {label: 'OWASP Top 10', href: 'https://owasp.org/www-project-top-ten/'},
          ],
        },
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'search', position: 'right'},
        {
          href: REPOSITORY_URL,
          label: 'GitHub',
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--github',
          'aria-label': 'Larkspur Docs on GitHub (opens in a new tab)',
        },
        {
          href: MASTODON_URL,
          label: 'Mastodon',
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--mastodon',
          'aria-label': 'Larkspur Docs on Mastodon (opens in a new tab)',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Resources',
          items: [
            {label: 'Getting Started', to: '/docs/getting-started'},
            {label: 'Web Design', to: '/docs/web-design/responsive-design'},
            {label: 'Web Hosting', to: '/docs/hosting/basics'},
            {label: 'WordPress', to: '/docs/wordpress/basics'},
            {label: 'Plesk', to: '/docs/plesk/introduction'},
            {label: 'Security', to: '/docs/security/web-security'},
          ],
        },
        {
          title: 'Legal',
          items: [
            {label: 'Privacy', to: '/privacy'},
            {label: 'Terms', to: '/terms'},
            {label: 'Contact', to: '/contact'},
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} Larkspur Docs, a knowledge base supported by a web design company. Text available under CC BY 4.0.`,
    },
    prism: {theme: codeTheme, darkTheme: codeTheme, ...prismSyntax},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  } satisfies Preset.ThemeConfig,
};

export default config;
