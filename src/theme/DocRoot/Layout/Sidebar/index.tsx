/** The docs sidebar (one <aside>), hydrated in a task of its own: src/components/DeferredHydration. */
import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import {hydratedLater} from '@site/src/components/DeferredHydration';

export default hydratedLater(Sidebar);
