/**
 * The theme's navbar item, memoised: it renders again only when its props (the item's config) or
 * the contexts it reads (the location, the active doc, the colour mode) change.
 *
 * Why: on a phone, theme-common's useWindowSize turns 'mobile' in an effect right after hydration;
 * the theme's Navbar/Content reads the mobile sidebar context that follows it and hands every item
 * its config again (the same values in new objects), so each item, and each link of the dropdowns,
 * rendered again in the synchronous update after hydration without changing anything (ARCHITECTURE.md,
 * What blocks a phone's main thread on long articles).
 * docusaurus-internal: unsafe-swizzles (scripts/lib/docusaurusInternals.ts)
 */
import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

export default memo(NavbarItem);
