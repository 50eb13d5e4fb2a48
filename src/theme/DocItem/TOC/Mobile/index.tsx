/** The article's collapsible table of contents (one <div>), hydrated in a task of its own: src/components/DeferredHydration. */
import TOCMobile from '@theme-original/DocItem/TOC/Mobile';
import {hydratedLater} from '@site/src/components/DeferredHydration';

export default hydratedLater(TOCMobile);
