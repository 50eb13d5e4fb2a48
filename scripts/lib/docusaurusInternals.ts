/**
 * Every place the site relies on Docusaurus or its theme beyond their public API: internal
 * modules, files inside their packages, the DOM they render, code copied from them. Each site
 * is marked with a comment `docusaurus-internal: <id>` pointing here, as the Docusaurus website
 * marks its unsafe swizzles. docusaurusInternals.test.ts checks, for the installed versions, that
 * what each one relies on is still there (and that copied code's original is unchanged), so an
 * upgrade that moves it fails the unit tests, naming the entry, before it breaks a page.
 *
 * When a check fails after an upgrade: read `reliesOn`, look at the new theme's code, adapt
 * the sites, then update the check (for a copy, re-copy the original and record its new hash).
 * The docs plugin's loaded content is read through the types @docusaurus/plugin-content-docs
 * exports (plugins/article-model/docsContent.ts), so `tsc` checks it instead.
 */
export type InternalId =
  | 'theme-common-internal'
  | 'theme-css-modules'
  | 'code-block-metadata-vm'
  | 'prism-client-module'
  | 'prismjs-from-theme'
  | 'window-docusaurus'
  | 'docs-content-key'
  | 'theme-dom'
  | 'route-preload'
  | 'copied-components'
  | 'unsafe-swizzles';

export interface DocusaurusInternal {
  id: InternalId;
  /** What is relied on, and where it lives in the installed packages. */
  reliesOn: string;
  /** Files of the repository that rely on it, each marked `docusaurus-internal: <id>`. */
  sites: string[];
}

export const DOCUSAURUS_INTERNALS: DocusaurusInternal[] = [
  {
    id: 'theme-common-internal',
    reliesOn:
      '@docusaurus/theme-common/internal (not public API): createCodeBlockMetadata, getPrismCssVariables, CodeBlockContextProvider, ' +
      'useCodeBlockContext and useCodeWordWrap, which the theme’s own CodeBlock parts use; useNavbarMobileSidebar, which ' +
      'its DocSidebar/Mobile uses; useScrollPosition and useLocationChange, which its back-to-top button uses and whose `shown` the Navbar/MobileSidebar wrap reads; and that theme-classic’s ' +
      'Navbar/MobileSidebar renders nothing until `shouldRender` (a phone’s window), so the wrap rendering nothing ' +
      'until its transition shows what the theme shows on first paint.',
    sites: [
      'plugins/code-blocks/theme/CodeBlock/Container/index.tsx',
      'plugins/code-blocks/theme/CodeBlock/Layout/index.tsx',
      'plugins/code-blocks/theme/CodeBlock/Content/index.tsx',
      'plugins/code-blocks/theme/CodeBlock/Content/String/index.tsx',
      'src/theme/BackToTopButton/index.tsx',
      'src/theme/DocSidebar/Mobile/index.tsx',
      'src/theme/Navbar/MobileSidebar/index.tsx',
    ],
  },
  {
    id: 'theme-css-modules',
    reliesOn:
      "theme-classic's CSS modules imported by path: lib/theme/CodeBlock/Content/styles.module.css (codeBlock, " +
      'codeBlockLines, codeBlockLinesWithNumbering) and lib/theme/CodeBlock/Line/styles.module.css (codeLine, ' +
      'codeLineNumber, codeLineContent), so build-time tokens are laid out exactly as the theme lays out its own; ' +
      'lib/theme/BackToTopButton/styles.module.css (backToTopButton, backToTopButtonShow), so the back-to-top button looks as the theme’s; ' +
      'lib/theme/CodeBlock/Container/styles.module.css (codeBlockContainer), so a code block’s box is the theme’s.',
    sites: [
      'plugins/code-blocks/theme/CodeBlock/Container/index.tsx',
      'plugins/code-blocks/theme/CodeBlock/Content/index.tsx',
      'src/theme/BackToTopButton/index.tsx',
    ],
  },
  {
    id: 'code-block-metadata-vm',
    reliesOn:
      "theme-common's private file lib/utils/codeBlockUtils.js, bundled with esbuild and run in node:vm to get " +
      "createCodeBlockMetadata at build time; and theme-classic's default magicComments, which lib/prismSyntax.ts restates.",
    sites: ['plugins/code-blocks/codeBlockMetadata.ts', 'plugins/code-blocks/lib/prismSyntax.ts'],
  },
  {
    id: 'prism-client-module',
    reliesOn:
      "theme-classic's client module lib/prism-include-languages(.js), which getClientModules registers on every page; " +
      'the bundler resolves that file to an empty module.',
    sites: ['plugins/code-blocks/index.ts'],
  },
  {
    id: 'prismjs-from-theme',
    reliesOn:
      "prismjs/components/prism-<language> resolved from theme-classic's install (the prismjs the browser gets), " +
      'run against prism-react-renderer’s Prism with it mounted as the global Prism.',
    sites: ['plugins/code-blocks/prism.ts'],
  },
  {
    id: 'window-docusaurus',
    reliesOn:
      "core's client entry (lib/client/clientEntry.js) assigning `window.docusaurus` after client modules ran, and " +
      'Link (lib/client/exports/Link.js) prefetching through window.docusaurus.prefetch; the assignment is intercepted.',
    sites: ['src/clientModules/prefetchOnIntent.ts'],
  },
  {
    id: 'docs-content-key',
    reliesOn: "allContent keyed by the docs plugin's name, 'docusaurus-plugin-content-docs', and the default plugin id 'default'.",
    sites: ['plugins/article-model/docsContent.ts'],
  },
  {
    id: 'theme-dom',
    reliesOn:
      'The DOM the theme renders, selected in src/css/custom.css: .theme-doc-sidebar-container (DocRoot/Layout/Sidebar) > div ' +
      '> div:has(> nav.menu) (DocSidebar/Desktop and its Content), its sibling <main> (DocRoot/Layout), ' +
      ".theme-admonition-note, the hash-link class of headings, and Infima's rules for the top level of .markdown " +
      '(> h2, > h3, > h4-h6, > p/pre/ul, > :last-child), which the article sections (plugins/article-sections) repeat.',
    sites: ['src/css/custom.css'],
  },
  {
    id: 'route-preload',
    reliesOn:
      "@docusaurus/core's client entry loads, before it hydrates, every chunk of each route react-router-config's " +
      'matchRoutes finds for the page (client/preload.js), each route reading its chunk names from routesChunkNames.json ' +
      'under `<path>-<hash>` (client/exports/ComponentCreator.js); the generated .docusaurus/routes.js is `export default [...]` ' +
      "of routes whose component is ComponentCreator('<path>', '<hash>'); the client build writes " +
      '.docusaurus/client-manifest.json (entrypoints, chunk ids by chunk name, files by chunk id); the bundler runtime ' +
      'marks the script tags it adds with data-rspack (tests/e2e/pages.spec.ts).',
    sites: ['plugins/page-scripts/index.ts'],
  },
  {
    id: 'copied-components',
    reliesOn:
      'Components copied from theme-classic 3.10 (ejected or re-implemented), which an upgrade does not update: ' +
      'CodeBlock (its choice of String or Element content), CodeBlock/Container (kept only while the site has one Prism ' +
      'theme for both modes: its style then does not depend on the colour mode), CodeBlock/Layout, CodeBlock/Content/String, DocItem/Content, ' +
      'DocSidebar, DocSidebar/Mobile (kept only while theme-common’s useShallowMemoObject sorts keys with localeCompare) ' +
      'LastUpdated (its markup and translation ids), and BackToTopButton with theme-common’s useBackToTopButton (its markup, ' +
      'threshold and scrolling, with the choice of smooth scrolling moved from render to the press).',
    sites: [
      'plugins/code-blocks/theme/CodeBlock/index.tsx',
      'plugins/code-blocks/theme/CodeBlock/Container/index.tsx',
      'plugins/code-blocks/theme/CodeBlock/Layout/index.tsx',
      'plugins/code-blocks/theme/CodeBlock/Content/String/index.tsx',
      'plugins/article-meta/theme/DocItem/Content/index.tsx',
      'plugins/article-meta/theme/LastUpdated/index.tsx',
      'src/theme/BackToTopButton/index.tsx',
      'src/theme/DocSidebar/index.tsx',
      'src/theme/DocSidebar/Mobile/index.tsx',
    ],
  },
  {
    id: 'unsafe-swizzles',
    reliesOn:
      'Components wrapped (through @theme-init/ or @theme-original/) or replaced where the providing theme’s swizzle ' +
      'config (lib/getSwizzleConfig.js of theme-classic; theme-live-codeblock has none) does not call that action safe: ' +
      'a component it does not list, or a theme without a config, is unsafe, and it forbids wrapping ' +
      'prism-include-languages. A wrap relies on the props the original takes, a replacement on what the rest of the ' +
      'theme passes it and expects of it. The copies above are unsafe too and are listed there instead. The memoised wraps ' +
      '(NavbarItem, DocBreadcrumbs, DocItem/Footer, DocItem/Paginator, DocItem/TOC/Mobile) rely on the original rendering ' +
      'only from its props and the contexts it reads; the last four take no props (their hashes are recorded).',
    sites: [
      'src/theme/Admonition/index.tsx',
      'src/theme/DocBreadcrumbs/index.tsx',
      'src/theme/DocItem/Footer/index.tsx',
      'src/theme/DocItem/Paginator/index.tsx',
      'src/theme/DocItem/TOC/Mobile/index.tsx',
      'src/theme/Navbar/MobileSidebar/index.tsx',
      'src/theme/NavbarItem/index.tsx',
      'plugins/article-meta/theme/DocBreadcrumbs/StructuredData/index.tsx',
      'plugins/article-meta/theme/DocItem/Metadata/index.tsx',
      'plugins/code-blocks/theme/CodeBlock/Content/index.tsx',
      'plugins/code-blocks/theme/Playground/Preview/index.tsx',
      'plugins/code-blocks/theme/Playground/Provider/index.tsx',
      'plugins/code-blocks/theme/prism-include-languages.ts',
      'plugins/search/theme/NotFound/Content/index.tsx',
    ],
  },
];
