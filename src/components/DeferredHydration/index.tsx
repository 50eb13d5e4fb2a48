/**
 * Hydrates a large part of the page (the article, the sidebar, the footer) in
 * a task of its own after the rest. Preact hydrates a page in one task, which
 * a phone needs hundreds of milliseconds for; split up, no single task blocks
 * input for long (README, Performance).
 *
 * During the first hydration the part suspends: Preact then keeps its server
 * HTML as it is and hydrates it once the promise resolves, each part in a
 * timer task of its own. The page's effects wait until every part is hydrated
 * (plugins/preact-runtime/client.ts), so each part renders exactly what the
 * server rendered (useIsBrowser is still false). Its children must render one
 * root element: Preact keeps one DOM node for a suspended part.
 *
 * Under React (the server, `npm start`) it renders its children unchanged.
 */
import React, {Suspense, type ComponentType, type ReactNode} from 'react';
import {deferPart, hydration} from '@site/plugins/preact-runtime/hydration';

function HydrateLater({children}: {children: ReactNode}): ReactNode {
  if (hydration.initial) throw deferPart();
  return children;
}

export default function DeferredHydration({children}: {children: ReactNode}): ReactNode {
  if (!hydration.byPreact) return children;
  return (
    <Suspense fallback={null}>
      <HydrateLater>{children}</HydrateLater>
    </Suspense>
  );
}

/** A theme component that hydrates in a task of its own; it must render one root element. */
export function hydratedLater<Props extends object>(Component: ComponentType<Props>): (props: Props) => ReactNode {
  return function HydratedLater(props: Props): ReactNode {
    return (
      <DeferredHydration>
        <Component {...props} />
      </DeferredHydration>
    );
  };
}
