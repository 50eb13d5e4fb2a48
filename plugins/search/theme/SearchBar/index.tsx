/**
 * The navbar's search: a button that opens our Ctrl/Cmd+K palette, which runs
 * the site's one search (plugins/search/lib/siteSearch.ts) over the sharded index
 * of plugins/search. The palette's code loads on first use (or
 * hover/focus of this button), its index files with the first query.
 *
 * The open palette is a native modal <dialog> (SearchPalette): the browser puts
 * it in the top layer, so the navbar's backdrop-filter (the containing block of
 * fixed-position children) cannot clip it, and makes the rest of the page inert.
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import {OPEN_SEARCH_EVENT} from '../../lib/openSearch';
import {isMacPlatform, isSlashShortcut, isToggleShortcut, toggleShortcutLabel} from '../../lib/shortcuts';
import Toast, {type ToastMessage} from '@theme/Toast';
import styles from './styles.module.css';

const loadPalette = () => import('@theme/SearchPalette');
type Palette = Awaited<ReturnType<typeof loadPalette>>['default'];

export const NAVIGATION_TOAST_MS = 2000;

export default function SearchBar(): React.ReactElement {
  const [open, setOpen] = useState(false);
  // The palette module, once loaded. It is rendered directly rather than through
  // lazy() + Suspense, whose reveal throttle would hold the dialog back ~300 ms.
  const [SearchPalette, setSearchPalette] = useState<Palette | null>(null);
  const [mac, setMac] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // The shortcut listener reads this ref, not `open`: a listener re-registered
  // by an effect after each render would still see the old state when a second
  // Ctrl+K arrives before the effect has run.
  const openRef = useRef(false);
  const setPaletteOpen = useCallback((value: boolean) => {
    openRef.current = value;
    setOpen(value);
  }, []);

  const show = useCallback(() => {
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnFocusTo.current = document.activeElement;
    }
    setPaletteOpen(true);
    loadPalette()
      .then((module) => setSearchPalette(() => module.default))
      .catch(() => {
        setPaletteOpen(false);
        setToast({id: Date.now(), title: 'Search', text: 'Search could not be loaded. Check your connection and try again.'});
      });
  }, [setPaletteOpen]);

  const close = useCallback(() => {
    setPaletteOpen(false);
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    // After the dialog unmounts, give focus back to where the reader was (an unmounted dialog does not).
    window.requestAnimationFrame(() => target?.isConnected && target.focus());
  }, [setPaletteOpen]);

  const navigated = useCallback(() => {
    returnFocusTo.current = null;
    setPaletteOpen(false);
    setToast({id: Date.now(), title: 'Navigation', text: 'Taking you to the selected resource'});
  }, [setPaletteOpen]);

  useEffect(() => {
    setMac(isMacPlatform(navigator.platform || navigator.userAgent));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isToggleShortcut(event)) {
        event.preventDefault();
        if (openRef.current) close();
        else show();
      } else if (!openRef.current && isSlashShortcut(event, event.target as HTMLElement | null)) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_SEARCH_EVENT, show);
    };
  }, [show, close]);

  const clearToast = useCallback(() => setToast(null), []);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={show}
        onMouseEnter={loadPalette}
        onFocus={loadPalette}
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? 'Meta+K Control+K /' : 'Control+K Meta+K /'}
        aria-label="Search knowledge base"
      >
        <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path
            d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.6 3.7-1.1 1-3.6-3.6A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.placeholder} aria-hidden="true">
          Search knowledge base...
        </span>
        <kbd className={styles.hint} aria-hidden="true">
          {toggleShortcutLabel(mac)}
        </kbd>
      </button>
      {open && SearchPalette && <SearchPalette onClose={close} onNavigate={navigated} />}
      <Toast message={toast} duration={NAVIGATION_TOAST_MS} onDone={clearToast} />
    </>
  );
}
