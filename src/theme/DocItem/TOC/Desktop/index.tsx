/** The article's side table of contents (one <div>), hydrated in a task of its own: src/components/DeferredHydration. */
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import {hydratedLater} from '@site/src/components/DeferredHydration';

export default hydratedLater(TOCDesktop);
