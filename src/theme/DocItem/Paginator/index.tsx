/**
 * The theme's DocItem/Paginator, memoised: the previous and next links under the article.
 *
 * Why: on a phone, the theme's DocItem/Layout renders again right after hydration, when its
 * useWindowSize turns 'mobile' (it drops the desktop table of contents), in a synchronous update that
 * blocks the main thread; this part takes no props and reads everything from contexts, so it rendered
 * again there without changing anything (ARCHITECTURE.md, What blocks a phone's main thread on long
 * articles). It still renders when a context it reads changes.
 * docusaurus-internal: unsafe-swizzles (scripts/lib/docusaurusInternals.ts)
 */
import {memo} from 'react';
import DocItemPaginator from '@theme-original/DocItem/Paginator';

export default memo(DocItemPaginator);
