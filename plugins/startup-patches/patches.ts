/**
 * Small edits to third-party modules in the browser bundle, each removing
 * work from the moment a page turns interactive (README, Performance). Each
 * names the exact code it replaces; if an upgrade changes that code, the build
 * fails and says which patch to update or drop (./loader.js).
 */
import path from 'node:path';

export type ModulePatch = {
  /** Why, for the failure message and the reader. */
  name: string;
  /** The module's file, matched on its resolved path. */
  file: RegExp;
  find: string;
  replace: string;
};

const HYDRATION_STATE = JSON.stringify(path.join(__dirname, '..', 'preact-runtime', 'hydration.ts'));

export const PATCHES: ModulePatch[] = [
  {
    // useShallowMemoObject sorts an object's keys with localeCompare, and every
    // docs page calls it while hydrating (code blocks' word-wrap observer, the
    // mobile sidebar). The first localeCompare in a page loads collation data:
    // 28–61 ms at 4x CPU slowdown. The keys only need a stable order.
    name: 'theme-common key sort without a collator',
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
  {
    // Each <Head> (Docusaurus has a dozen per page) recomputes the head from
    // every <Head> mounted so far when it mounts, then schedules an update of
    // <head>: 10–15 ms at 4x CPU slowdown in the page's first hydration task,
    // to rewrite a <head> the server already wrote. During Preact's first
    // hydration the <Head>s are registered without that; the next change
    // (a client-side navigation) recomputes the head from all of them.
    name: 'react-helmet-async: no head update while hydrating',
    file: /[\\/]react-helmet-async[\\/]lib[\\/]index\.module\.js$/,
    find: 'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),this.emitChange())}',
    replace: `r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),require(${HYDRATION_STATE}).hydration.initial||this.emitChange())}`,
  },
];
