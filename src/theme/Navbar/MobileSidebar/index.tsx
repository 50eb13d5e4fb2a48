/**
 * The navbar's drawer for phones, mounted in a transition once the page has hydrated, instead of in
 * the synchronous render that follows hydration (ARCHITECTURE.md, What blocks a phone's main thread
 * on long articles).
 *
 * Why: right after hydration a phone's useWindowSize turns 'mobile' in an effect, and React renders
 * that update in one task, without yielding; the theme's drawer mounts in it with every navbar item
 * in its phone form (the docs version dropdown matches the path against every doc) and the docs
 * sidebar's list. A transition's render yields to the browser every few milliseconds, so the drawer
 * is built in short tasks. Nothing changes on screen: the drawer is closed and off-canvas until the
 * menu button opens it, and a press on the button before the transition has finished mounts it at
 * once. The theme's component renders nothing until the window is a phone's, so rendering nothing
 * a little longer is what every page already shows on first paint.
 * docusaurus-internal: theme-common-internal (scripts/lib/docusaurusInternals.ts)
 * docusaurus-internal: unsafe-swizzles (scripts/lib/docusaurusInternals.ts)
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function NavbarMobileSidebarAfterHydration(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [mountable, setMountable] = useState(false);
  useEffect(() => startTransition(() => setMountable(true)), []);
  return mountable || shown ? <NavbarMobileSidebar /> : null;
}
