/**
 * Rspack's persistent build cache (node_modules/.cache) is dropped when
 * docusaurus.config.ts changes, but not when the local plugins or the
 * build-time modules it imports change: a new alias, or a changed rehype
 * plugin, would otherwise be built from the stale cache. They are added to
 * the cache's build dependencies, so a change to them starts a clean build.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function cacheDependenciesPlugin({siteDir}: LoadContext): Plugin<void> {
  return {
    name: 'cache-dependencies',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)?.cache;
      cache?.buildDependencies?.push(path.join(siteDir, 'plugins'), path.join(siteDir, 'src', 'lib'), path.join(siteDir, 'scripts', 'lib'));
      return {};
    },
  };
}
