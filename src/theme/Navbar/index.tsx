/** The navbar (one <nav>), hydrated in a task of its own: src/components/DeferredHydration. */
import Navbar from '@theme-original/Navbar';
import {hydratedLater} from '@site/src/components/DeferredHydration';

export default hydratedLater(Navbar);
