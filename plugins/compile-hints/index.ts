/**
 * Every script of the client build begins with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136 and later; other engines read a comment), so Chrome
 * compiles its functions while the file streams in, on a background thread, instead of on the
 * main thread when each is first called. V8 compiles a function lazily by default: main.js's
 * module factories (React, the router, the theme's layout) were compiled one by one inside
 * main.js's evaluation and hydration, the page's longest task on a phone (ARCHITECTURE.md,
 * "Scripts compiled while they stream in"). The scripts an article loads are called nearly
 * whole at load, and those loaded later (search palette, code runner, Prism) when they are used.
 *
 * The hint must be the first line, so it is added after the minifier (which drops comments) and
 * before the content hashes are computed, so a file's name still follows its bytes.
 */
import type {Plugin} from '@docusaurus/types';

/** V8's magic comment for eager compilation of a whole file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function compileHintsPlugin(): Plugin<void> {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [new BannerPlugin({banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING})],
      };
    },
  };
}
