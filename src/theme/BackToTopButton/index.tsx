/**
 * The theme's back-to-top button, mounted on the reader's first scroll. It is
 * invisible (visibility: hidden) until the reader scrolls back up a page
 * anyway. Mounted with the page, it reads the root's computed style as the
 * page turns interactive, which forces a style recalculation in the middle of
 * hydration's follow-up work: about 40 ms at 4x CPU slowdown (README,
 * Performance).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';

export default function BackToTopButtonOnScroll(): ReactNode {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return undefined;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, {passive: true, once: true});
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled ? <BackToTopButton /> : null;
}
