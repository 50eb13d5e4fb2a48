/**
 * Wraps theme-live-codeblock's Provider to prepare a live block's code before
 * react-live evaluates it on the page's main thread:
 * - its loops are guarded (plugins/code-blocks/lib/liveCode/loopGuard.ts), so an endless loop
 *   shows an error in the preview instead of freezing the tab; the guard the
 *   code calls is added to the block's scope;
 * - its JSX is compiled with Sucrase's production output
 *   (plugins/code-blocks/lib/liveCode/transform.ts), so React 19 does not warn about the
 *   outdated JSX transform that react-live's own development output looks like.
 * Playground drops a `transformCode` prop, so it is given here, where the
 * Provider hands it to react-live.
 * docusaurus-internal: unsafe-swizzles (scripts/lib/docusaurusInternals.ts)
 */
import React, {useMemo, type ReactNode} from 'react';
import PlaygroundProvider from '@theme-init/Playground/Provider';
import type {Props} from '@theme/Playground/Provider';
import {LOOP_GUARD_NAME, createLoopGuard, guardLoops} from '@site/plugins/code-blocks/lib/liveCode/loopGuard';
import {transformLiveCode} from '@site/plugins/code-blocks/lib/liveCode/transform';

// Module-level, because react-live evaluates the code again whenever transformCode or scope changes identity.
const transformCode = (code: string): string => transformLiveCode(guardLoops(code));
const loopGuard = createLoopGuard();

export default function PlaygroundProviderForLiveBlocks({scope, ...props}: Props): ReactNode {
  const guardedScope = useMemo(() => ({...scope, [LOOP_GUARD_NAME]: loopGuard}), [scope]);
  return <PlaygroundProvider {...props} scope={guardedScope} transformCode={transformCode} />;
}
