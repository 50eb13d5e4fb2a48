/**
 * Adds the code colours' stylesheet (src/lib/prismThemes.ts) to every page,
 * and keeps Prism off the startup path. Code blocks are highlighted at build time
 * (./rehype.ts, registered for the docs in docusaurus.config.ts), so the
 * browser needs Prism only for the odd block without build-time tokens, which
 * CodeBlock/Content highlights after loading Prism on demand.
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
import {codeThemeCss} from '../../src/lib/prismThemes';

const THEME_CLIENT_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages');

export default function codeTokensPlugin({generatedFilesDir}: LoadContext): Plugin<void> {
  // The code colours of both modes (src/lib/prismThemes.ts), one stylesheet in the site's CSS.
  const stylesheet = path.join(generatedFilesDir, 'code-tokens', 'code-theme.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, `${codeThemeCss()}\n`);
  return {
    name: 'code-tokens',
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
