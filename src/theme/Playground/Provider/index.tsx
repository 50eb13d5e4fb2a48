/**
 * Wraps theme-live-codeblock's Playground provider to compile a live block's
 * code first (src/lib/liveCode/transform.ts): React 19 then sees modern JSX
 * output and does not warn. The Playground itself drops a `transformCode`
 * prop, so the provider is where it goes.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Provider from '@theme-original/Playground/Provider';
import {transformLiveCode} from '@site/src/lib/liveCode/transform';

export default function PlaygroundProviderWithModernJsx(props: ComponentProps<typeof Provider>): ReactNode {
  return <Provider {...props} transformCode={transformLiveCode} />;
}
