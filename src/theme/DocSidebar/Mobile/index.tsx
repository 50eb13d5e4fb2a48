/**
 * The docs sidebar's part in the phone's drawer: a copy of the theme's DocSidebar/Mobile that hands
 * NavbarSecondaryMenuFiller one prop instead of four, so nothing sorts with localeCompare when a phone
 * turns interactive (ARCHITECTURE.md, What blocks a phone's main thread on long articles).
 *
 * Why: right after hydration a phone's useWindowSize turns 'mobile' and this part mounts, in one
 * synchronous render. The theme's filler memoizes its props with useShallowMemoObject, which sorts
 * their keys with String#localeCompare; the page's first localeCompare sets up the browser's ICU
 * collator, 50-85 ms of that render at Lighthouse's 4x CPU slowdown, and nothing else on an article
 * compares strings by locale. A single key needs no sort, and the menu's object keeps the filler's
 * shallow memo working (same sidebar and path, same object). Markup and behaviour are the theme's:
 * the drawer shows the same list, and choosing a link or a linked category closes it.
 * docusaurus-internal: copied-components (scripts/lib/docusaurusInternals.ts)
 */
import React, {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
// docusaurus-internal: theme-common-internal (scripts/lib/docusaurusInternals.ts)
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

type SidebarMenu = Pick<Props, 'sidebar' | 'path'>;

function DocSidebarMobileSecondaryMenu({menu: {sidebar, path}}: {menu: SidebarMenu}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // As the theme: only a link, or a category that is a link, leaves the drawer.
          if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const menu = useMemo<SidebarMenu>(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{menu}} />;
}

export default memo(DocSidebarMobile);
