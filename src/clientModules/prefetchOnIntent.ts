/**
 * Docusaurus prefetches the code of every internal link that scrolls into
 * view. On an article the sidebar alone shows about forty links, some 200 KB of
 * JavaScript a reader on a phone never asked for. Links still load their page
 * on intent (hover or touch start, Docusaurus's `preload`), which is early
 * enough for a fast navigation, so viewport prefetching is switched off here.
 *
 * The client entry assigns `window.docusaurus` after client modules have run,
 * so the assignment is intercepted rather than patched afterwards.
 * docusaurus-internal: window-docusaurus (scripts/lib/docusaurusInternals.ts)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface DocusaurusClientApi {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

declare global {
  interface Window {
    docusaurus: DocusaurusClientApi;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  let api: DocusaurusClientApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => api,
    set(value: DocusaurusClientApi) {
      api = {...value, prefetch: () => false};
    },
  });
}

export {};
