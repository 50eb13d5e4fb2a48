/**
 * The search palette's view: a native modal <dialog> (showModal puts it in the
 * top layer above the navbar, makes the page behind it inert and gives Escape
 * and the ::backdrop) holding the WAI-ARIA combobox. What it shows comes from
 * usePaletteResults, which option is active from useListNavigation; focus goes
 * back to where it was when the SearchBar closes it.
 */
import React, {useCallback, useLayoutEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {clampQuery, excerptAround} from '../../lib/match';
import type {TextHit} from '../../lib/fullText';
import {wordsToMark} from '../../lib/siteSearch';
import {searchPageUrl} from '../../lib/searchPage';
import {withHighlight} from '../../lib/targetHighlight';
import {usePaletteResults, type PaletteOption} from '../../client/usePaletteResults';
import {useListNavigation} from '../../client/useListNavigation';
import Highlighted from '@theme/Highlighted';
import VisuallyHidden from '@site/plugins/shared/components/VisuallyHidden';
import styles from './styles.module.css';

/** A plain left click: the palette navigates itself (and shows its toast); others open a tab as links do. */
const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** `marks(hit)`: the words to mark in an option, those of the query (as corrected) and of the hit. */
function OptionBody({option, marks}: {option: PaletteOption; marks: (hit?: TextHit) => string[]}) {
  if (option.kind === 'article') {
    return (
      <>
        <span className={styles.optionTitle}>
          <Highlighted text={option.article.title} terms={marks()} />
        </span>
        <span className={styles.optionPath}>{option.article.path}</span>
      </>
    );
  }
  const {hit} = option;
  const hitTerms = marks(hit);
  const isHeading = hit.kind === 'heading';
  return (
    <>
      <span className={styles.optionTitle}>{isHeading ? <Highlighted text={hit.text} terms={hitTerms} /> : hit.pageTitle}</span>
      <span className={styles.optionText}>
        {isHeading ? hit.pageTitle : <Highlighted text={excerptAround(hit.text, hitTerms)} terms={hitTerms} />}
      </span>
      <span className={styles.optionPath}>{option.url}</span>
    </>
  );
}

/**
 * A native modal dialog lets Tab leave for the browser's own controls after its
 * last control; the APG dialog pattern keeps focus inside, so Tab wraps around.
 */
function keepTabInside(event: React.KeyboardEvent, dialog: HTMLElement | null) {
  const focusable = dialog?.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])');
  if (!focusable?.length) return;
  const [first, last] = [focusable[0], focusable[focusable.length - 1]];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export default function SearchPalette({onClose, onNavigate}: {onClose: () => void; onNavigate: () => void}): React.ReactElement {
  const history = useHistory();
  // Search stays in the docs version being read: its articles, its full-text
  // index and the search page's `version`. Pages outside the docs search the current version.
  const activeVersion = useActiveVersion(undefined);
  const archivedVersion = activeVersion && !activeVersion.isLast ? activeVersion.name : null;
  const [query, setQuery] = useState('');
  const {groups, options, didYouMean, textState, loadingArticles, indexError, nothingFound} = usePaletteResults(
    query,
    activeVersion?.name ?? 'current',
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pressedOnBackdrop = useRef(false);

  // Before the first paint: the dialog opens modal, and the input has focus.
  useLayoutEffect(() => {
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
    inputRef.current?.focus();
  }, []);

  /** A result's link: its page or section, asking the page to mark the words searched for. */
  const marks = useCallback((hit?: TextHit) => wordsToMark(query, didYouMean, hit), [query, didYouMean]);
  const hrefOf = useCallback(
    (option: PaletteOption) => withHighlight(option.url, marks(option.kind === 'text' ? option.hit : undefined)),
    [marks],
  );
  const select = useCallback(
    (option: PaletteOption) => {
      onNavigate();
      history.push(hrefOf(option));
    },
    [history, hrefOf, onNavigate],
  );
  const {activeIndex, setActive, optionId, listboxId, onKeyDown} = useListNavigation(options, query, select);
  const optionIndexByKey = new Map(options.map((option, i) => [option.key, i]));

  const status =
    indexError ??
    (loadingArticles
      ? 'Loading articles…'
      : nothingFound
        ? 'No results found.'
        : `${options.length} result${options.length === 1 ? '' : 's'}`);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Search knowledge base"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Also when the search input holds text (Escape would only clear it).
          event.preventDefault();
          onClose();
        } else if (event.key === 'Tab') keepTabInside(event, dialogRef.current);
        else onKeyDown(event);
      }}
      // Closed by the browser itself (a close request other than Escape).
      onClose={onClose}
      // A click on the backdrop (the dialog element itself, outside its content) closes it. On click,
      // not on mousedown: closing on the press would uncover the page, and the release would click what
      // was under the backdrop. A press that starts in the dialog (selecting text) does not count.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => pressedOnBackdrop.current && event.target === event.currentTarget && onClose()}
    >
      <div className={styles.inputRow}>
        <svg className={styles.searchIcon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <path
            d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.6 3.7-1.1 1-3.6-3.6A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"
            fill="currentColor"
          />
        </svg>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? optionId(activeIndex) : undefined}
          aria-label="Search knowledge base"
          placeholder="Search knowledge base..."
          value={query}
          maxLength={10_000}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close search">
          Esc
        </button>
      </div>

      {didYouMean && (
        <p className={styles.didYouMean}>
          Did you mean{' '}
          <button type="button" className={styles.suggestion} onClick={() => setQuery(didYouMean)}>
            {didYouMean}
          </button>
          ?
        </p>
      )}
      <div id={listboxId} className={styles.results} role="listbox" aria-label="Search results">
        {groups.map((group) => {
          const labelId = `${listboxId}-${group.label.replace(/\W+/g, '-')}`;
          return (
            <div key={group.label} role="group" aria-labelledby={labelId}>
              <div id={labelId} className={styles.groupLabel} role="presentation">
                {group.label}
              </div>
              {/*
                Each option IS the result's link (`<a href role="option">`, a role ARIA in HTML allows on
                a link), not a link inside an option: an option's content is presentational to assistive
                technology, so a link nested in it is an unreachable control (axe nested-interactive).
                The WAI-ARIA APG combobox keeps focus in the input and points at the active option with
                aria-activedescendant; the browser still treats the element as a link, so middle-click,
                Ctrl/Cmd+click and "Copy link address" work. See ARCHITECTURE.md, "The search palette".
              */}
              {group.options.map((option) => {
                const optionIndex = optionIndexByKey.get(option.key)!;
                const selected = optionIndex === activeIndex;
                return (
                  <a
                    key={option.key}
                    id={optionId(optionIndex)}
                    role="option"
                    aria-selected={selected}
                    href={hrefOf(option)}
                    tabIndex={-1}
                    className={clsx(styles.option, selected && styles.optionActive)}
                    onMouseMove={() => !selected && setActive(optionIndex)}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      select(option);
                    }}
                  >
                    <OptionBody option={option} marks={marks} />
                  </a>
                );
              })}
            </div>
          );
        })}
        {nothingFound && <p className={styles.message}>No results found.</p>}
        {loadingArticles && <p className={styles.message}>Loading articles…</p>}
        {indexError && <p className={styles.message}>{indexError}</p>}
        {textState === 'loading' && query.trim() && <p className={styles.message}>Searching the full text…</p>}
        {textState === 'error' && (
          <p className={styles.message}>Full-text search is not available right now; title and keyword matches still work.</p>
        )}
      </div>

      <div className={styles.footer}>
        <span aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
        </span>
        {query.trim() && (
          <Link to={searchPageUrl(clampQuery(query), archivedVersion)} onClick={onNavigate}>
            All results
          </Link>
        )}
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
    </dialog>
  );
}
