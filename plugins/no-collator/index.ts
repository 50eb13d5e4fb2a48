/**
 * Keeps Docusaurus from building an ICU collator while the page starts.
 * theme-common's useShallowMemoObject sorts an object's keys with
 * localeCompare, and every docs page calls it while hydrating (code blocks'
 * word-wrap observer, the mobile sidebar). The first localeCompare in a page
 * loads collation data: 28–61 ms of main thread at 4x CPU slowdown (README,
 * Performance). The keys only need a stable order, so ./loader.js makes that
 * sort compare code units.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function noCollatorPlugin(): Plugin<void> {
  return {
    name: 'no-collator',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/, use: [{loader: path.join(__dirname, 'loader.js')}]}],
        },
      };
    },
  };
}
