import type {ThemeConfig} from '@docusaurus/theme-common';

/**
 * How code blocks are read and tokenized: themeConfig.prism without its
 * colours (plugins/code-blocks/lib/prismThemes.ts). The build tokenizes code blocks with it
 * too (plugins/code-blocks), so both read blocks alike.
 */
export const prismSyntax = {
  defaultLanguage: 'jsx',
  additionalLanguages: ['bash', 'nginx', 'apacheconf', 'php', 'sql', 'ini', 'yaml', 'json', 'markup-templating'],
  // The theme's default, stated so that the build removes the same magic comments as the theme.
  // docusaurus-internal: code-block-metadata-vm (scripts/lib/docusaurusInternals.ts)
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: {start: 'highlight-start', end: 'highlight-end'},
    },
  ],
} satisfies Pick<ThemeConfig['prism'], 'defaultLanguage' | 'additionalLanguages' | 'magicComments'>;
