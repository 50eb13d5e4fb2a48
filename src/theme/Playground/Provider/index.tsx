/**
 * Wraps theme-live-codeblock's Provider to guard the loops in a live block's
 * code before react-live evaluates it on the page's main thread, so an
 * endless loop shows an error in the preview instead of freezing the tab
 * (src/lib/liveCode/loopGuard.ts). Playground drops a `transformCode` prop,
 * so it is given here, where the Provider hands it to react-live.
 */
import React, {type ReactNode} from 'react';
import PlaygroundProvider from '@theme-original/Playground/Provider';
import type {Props} from '@theme/Playground/Provider';
import {guardLoops} from '@site/src/lib/liveCode/loopGuard';

// The theme's default transform appends ';'; kept. A module-level function, because
// react-live evaluates the code again whenever transformCode changes identity.
const transformCode = (code: string): string => `${guardLoops(code)};`;

export default function PlaygroundProviderWithLoopGuard(props: Props): ReactNode {
  return <PlaygroundProvider {...props} transformCode={transformCode} />;
}
