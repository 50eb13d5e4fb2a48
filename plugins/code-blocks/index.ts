/**
 * The code blocks feature, all of it in this folder. It is a local theme,
 * registered in docusaurus.config.ts's `themes` after theme-live-codeblock, so
 * its theme/ both adds components and replaces or wraps the theme's own
 * (CodeBlock, CodeBlock/Content, /Content/String, /Layout, Playground/Preview,
 * Playground/Provider, prism-include-languages; a wrap imports the original
 * through @theme-init/, the first theme that provided it):
 * - build side (Node): ./rehype.ts tokenises each block at build time
 *   (registered for docs and pages in docusaurus.config.ts), with ./prism.ts
 *   and ./codeBlockMetadata.ts;
 * - lib/: pure logic shared by the build and the browser (token encoding and
 *   HTML, colours, the sandboxed runner, live-code transforms; the code block
 *   meta syntax is the article model's, plugins/article-model/lib/codeMeta.ts);
 * - client/: browser-only helpers (Prism on demand, the tokens context);
 * - theme/: the swizzles above and the feature's own components, available as
 *   @theme/CodeBlockHeader, @theme/CopyCodeButton and @theme/InteractiveCodeBlock.
 *
 * The plugin adds the code colours' stylesheet (lib/prismThemes.ts) to every
 * page, and keeps Prism off the startup path: with blocks highlighted at build
 * time, the browser needs Prism only for the odd block without build-time
 * tokens (a CodeBlock written in JSX), which CodeBlock/Content highlights once
 * the page runs, after loading Prism on demand.
 *
 * theme-classic registers lib/prism-include-languages as a client module,
 * which every page runs at startup: it imports prism-react-renderer's Prism
 * and the additional Prism languages (38 KB gzip of main.js). Docusaurus
 * has no option to drop a theme's client module, and swizzling
 * @theme/prism-include-languages would not help (the client module itself
 * imports Prism), so the bundler resolves that one file to an empty module.
 * The theme's loader (@theme/prism-include-languages) stays available to the
 * on-demand highlighter.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss} from './lib/prismThemes';

// docusaurus-internal: prism-client-module (scripts/lib/docusaurusInternals.ts)
const THEME_CLIENT_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages');

export default function codeBlocksPlugin({generatedFilesDir}: LoadContext): Plugin<void> {
  // The code colours of both modes (lib/prismThemes.ts), one stylesheet in the site's CSS.
  const stylesheet = path.join(generatedFilesDir, 'code-blocks', 'code-theme.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, `${codeThemeCss()}\n`);
  return {
    name: 'code-blocks',
    getThemePath() {
      return './theme';
    },
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack() {
      return {
        resolve: {alias: {[`${THEME_CLIENT_MODULE}$`]: false, [`${THEME_CLIENT_MODULE}.js$`]: false}},
      };
    },
  };
}
