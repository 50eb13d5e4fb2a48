/**
 * The theme's back-to-top button: its markup, classes and behaviour (theme-classic's BackToTopButton
 * with theme-common's useBackToTopButton), but the choice between native and scripted smooth
 * scrolling is made when the reader presses it, not while it renders.
 *
 * Why: the theme's hook gets its scroll function from useSmoothScrollTo, which reads useIsBrowser
 * and, once the page has hydrated, calls getComputedStyle on <html> during render. So the button
 * re-rendered in the synchronous update after hydration and forced a style recalculation of the
 * page inside that task (ARCHITECTURE.md, What blocks a phone's main thread on long articles).
 * docusaurus-internal: copied-components (scripts/lib/docusaurusInternals.ts)
 * docusaurus-internal: theme-common-internal (scripts/lib/docusaurusInternals.ts)
 * docusaurus-internal: theme-css-modules (scripts/lib/docusaurusInternals.ts)
 */
import React, {useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useLocationChange, useScrollPosition} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/BackToTopButton/styles.module.css';

/** Below this scroll position the button hides (the theme's threshold). */
const THRESHOLD_PX = 300;

/** Scrolls to the top; returns how to stop. As theme-common's useSmoothScrollTo, read at the press. */
function startScrollToTop(): () => void {
  if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') {
    window.scrollTo({top: 0, behavior: 'smooth'});
    return () => {}; // The browser stops it when the reader scrolls.
  }
  let frame: number | null = null;
  const step = () => {
    const current = document.documentElement.scrollTop;
    if (current > 0) {
      frame = requestAnimationFrame(step);
      window.scrollTo(0, Math.floor(current * 0.85));
    }
  };
  step();
  return () => {
    if (frame !== null) cancelAnimationFrame(frame);
  };
}

export default function BackToTopButton(): ReactNode {
  const [shown, setShown] = useState(false);
  const isFocusedAnchor = useRef(false);
  const cancelScroll = useRef<() => void>(() => {});
  useScrollPosition(({scrollY: scrollTop}, lastPosition) => {
    const lastScrollTop = lastPosition?.scrollY;
    // The first call, as the component mounts, is no scroll by the reader.
    if (!lastScrollTop) return;
    if (isFocusedAnchor.current) {
      // A scroll to an anchor the reader followed.
      isFocusedAnchor.current = false;
    } else if (scrollTop >= lastScrollTop) {
      // Scrolling down stops a scroll to the top under way.
      cancelScroll.current();
      setShown(false);
    } else if (scrollTop < THRESHOLD_PX) {
      setShown(false);
    } else if (scrollTop + window.innerHeight < document.documentElement.scrollHeight) {
      setShown(true);
    }
  });
  useLocationChange(({location}) => {
    if (location.hash) {
      isFocusedAnchor.current = true;
      setShown(false);
    }
  });
  return (
    <button
      aria-label={translate({
        id: 'theme.BackToTopButton.buttonAriaLabel',
        message: 'Scroll back to top',
        description: 'The ARIA label for the back to top button',
      })}
      className={clsx('clean-btn', ThemeClassNames.common.backToTopButton, styles.backToTopButton, shown && styles.backToTopButtonShow)}
      type="button"
      onClick={() => {
        cancelScroll.current = startScrollToTop();
      }}
    />
  );
}
