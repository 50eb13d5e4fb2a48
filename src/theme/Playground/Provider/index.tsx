/**
 * Wraps theme-live-codeblock's Provider to guard the loops in a live block's
 * code before react-live evaluates it on the page's main thread, so an
 * endless loop shows an error in the preview instead of freezing the tab
 * (src/lib/liveCode/loopGuard.ts). Playground drops a `transformCode` prop,
 * so it is given here, where the Provider hands it to react-live, with the
 * guard the transformed code calls added to the block's scope.
 */
import React, {useMemo, type ReactNode} from 'react';
import PlaygroundProvider from '@theme-original/Playground/Provider';
import type {Props} from '@theme/Playground/Provider';
import {LOOP_GUARD_NAME, createLoopGuard, guardLoops} from '@site/src/lib/liveCode/loopGuard';

// Module-level, because react-live evaluates the code again whenever transformCode or
// scope changes identity. The ';' is the theme's own default transform, kept.
const transformCode = (code: string): string => `${guardLoops(code)};`;
const loopGuard = createLoopGuard();

export default function PlaygroundProviderWithLoopGuard({scope, ...props}: Props): ReactNode {
  const guardedScope = useMemo(() => ({...scope, [LOOP_GUARD_NAME]: loopGuard}), [scope]);
  return <PlaygroundProvider {...props} scope={guardedScope} transformCode={transformCode} />;
}
