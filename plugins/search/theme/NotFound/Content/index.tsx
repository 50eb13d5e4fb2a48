/**
 * Replaces (not wraps) @docusaurus/theme-classic's NotFound/Content: the spec's
 * not-found page has its own text, three actions, suggestions of the closest
 * articles, and logs the missing path, none of which the original offers. Layout, status 404 and routing stay Docusaurus's.
 * docusaurus-internal: unsafe-swizzles (scripts/lib/docusaurusInternals.ts)
 */
import React, {Suspense, lazy, useEffect} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import {openSearchPalette} from '../../../lib/openSearch';
import styles from './styles.module.css';

// The search code it needs loads only here, after the page has shown.
const NotFoundSuggestions = lazy(() => import('@theme/NotFoundSuggestions'));

export default function NotFoundContent(): React.ReactElement {
  const {pathname} = useLocation();
  // 404.html is rendered once for every missing path: suggestions are for the path in the browser.
  const isBrowser = useIsBrowser();

  useEffect(() => {
    console.warn(`Page not found: ${pathname}`);
  }, [pathname]);

  const searchFromTop = () => {
    window.scrollTo({top: 0, behavior: 'smooth'});
    openSearchPalette();
  };

  return (
    <main className={styles.main}>
      {/*
        The title again, after the theme's: theme-classic's NotFound sets it above the Layout, whose site
        metadata then wins once the page hydrates, and the tab lost "Page Not Found" (tests/e2e/not-found.spec.ts).
        Search results and link previews of a moved page show the description instead of nothing.
      */}
      <PageMetadata
        title="Page Not Found"
        description="This page is not on Larkspur Docs. It may have moved: go to the home page, browse the documentation or search the knowledge base."
      />
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Page Not Found</h1>
        <p className={styles.text}>Oops! We couldn't find the page you were looking for. It might have been moved or doesn't exist.</p>
        {/* Only in the browser: the one 404.html was rendered for no path in particular, and would not hydrate. */}
        <p className={styles.path}>{isBrowser && <code>{pathname}</code>}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/">
            Go Home
          </Link>
          <Link className="button button--secondary button--lg" to="/docs">
            Documentation
          </Link>
          <button type="button" className="button button--outline button--primary button--lg" onClick={searchFromTop}>
            Search
          </button>
        </div>
        {/* Kept from the first paint, so the suggestions arriving later move nothing on the page. */}
        <div className={styles.suggestions}>
          {isBrowser && (
            <Suspense fallback={null}>
              <NotFoundSuggestions pathname={pathname} />
            </Suspense>
          )}
        </div>
      </div>
    </main>
  );
}
