/** The previous/next links (one <nav>), hydrated in a task of its own: src/components/DeferredHydration. */
import Paginator from '@theme-original/DocItem/Paginator';
import {hydratedLater} from '@site/src/components/DeferredHydration';

export default hydratedLater(Paginator);
