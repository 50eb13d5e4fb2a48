/**
 * Applies ./patches.ts to the browser bundle with ./loader.js. The server
 * bundle is left alone: its work is done at build time.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {PATCHES} from './patches';

export default function startupPatchesPlugin(): Plugin<void> {
  return {
    name: 'startup-patches',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: PATCHES.map((patch) => ({test: patch.file, use: [{loader: path.join(__dirname, 'loader.js'), options: patch}]})),
        },
      };
    },
  };
}
