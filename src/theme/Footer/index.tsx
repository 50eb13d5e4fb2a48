/** The footer (one <footer>), hydrated in a task of its own: src/components/DeferredHydration. */
import Footer from '@theme-original/Footer';
import {hydratedLater} from '@site/src/components/DeferredHydration';

export default hydratedLater(Footer);
