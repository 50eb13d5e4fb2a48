/**
 * The one react-dom API the site's components call, typed: the site has no
 * @types/react-dom (see also src/lib/codeTokens/style.test.ts). Remove this
 * file if that package is ever added.
 */
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}
