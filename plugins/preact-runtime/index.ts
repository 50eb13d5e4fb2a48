/**
 * Production pages run on Preact (preact/compat) in the browser instead of
 * react-dom: about 60 KB gzip less JavaScript on every page, and hydration
 * costs less main-thread time on phones (README, Performance).
 *
 * Only the browser bundle of a production build is aliased:
 * - The server bundle keeps React, so the HTML every reader and crawler gets
 *   is React's own rendering; Preact hydrates it in place
 *   (tests/e2e/loading.spec.ts checks the server's nodes are kept).
 * - `npm start` keeps React, whose Fast Refresh the dev server needs.
 * - ./moveResourceHints.ts keeps hydration from moving the page's nodes, and
 *   ./client.ts lets the browser paint the page before Preact hydrates it.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const BROWSER_ALIASES: Record<string, string> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': path.join(__dirname, 'client.ts'),
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

export default function preactRuntimePlugin(): Plugin<void> {
  return {
    name: 'preact-runtime',
    getClientModules() {
      return [path.join(__dirname, 'moveResourceHints.ts')];
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      // Docusaurus aliases `react` and `react-dom` to their package folders;
      // those prefix aliases would win over ours, so they are replaced.
      const alias = (config.resolve?.alias ?? {}) as Record<string, string>;
      delete alias.react;
      delete alias['react-dom'];
      return {resolve: {alias: BROWSER_ALIASES}};
    },
  };
}
