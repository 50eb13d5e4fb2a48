/**
 * The docs sidebar beside the content from 768 px, the site's layout (ARCHITECTURE.md, Layout: the
 * drawer only below 768 px), instead of the theme's 997 px.
 *
 * How Docusaurus 3.10 decides: the theme's DocSidebar picks its desktop or
 * mobile (drawer) variant with theme-common's useWindowSize(), whose default
 * breakpoint is 996 px, and the desktop variant's CSS modules show it only from
 * 997 px. useWindowSize takes a `desktopBreakpoint` option, so this copy of the
 * theme's ten-line component (a wrap cannot change the hook's argument) passes
 * 767 and renders the theme's own Desktop and Mobile parts unchanged; the CSS
 * for 768-996 px is in src/css/custom.css. Everything else keeps the theme's
 * 996 px: the navbar still folds its links into the menu button below 997 px
 * (they do not fit), and the table of contents folds into "On this page".
 * Patching the breakpoint for the whole theme would also have needed Infima's
 * hard-coded 996 px media queries changed (facebook/docusaurus#9603).
 * docusaurus-internal: copied-components (scripts/lib/docusaurusInternals.ts)
 */
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

/** The widest window that gets the drawer (ARCHITECTURE.md, Layout: the drawer is for < 768 px). */
const DOCS_DRAWER_MAX_WIDTH = 767;

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize({desktopBreakpoint: DOCS_DRAWER_MAX_WIDTH});
  return (
    <>
      {/* Rendered on the server too, so the sidebar is there on first paint (CSS hides it below 768 px). */}
      {(windowSize === 'desktop' || windowSize === 'ssr') && <DocSidebarDesktop {...props} />}
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
