import React, {useCallback, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {clampQuery, excerptAround, groupByCategory, matchArticles} from '../../lib/match';
import type {TextHit} from '../../lib/fullText';
import {wordsToMark} from '../../lib/siteSearch';
import {searchPageUrl} from '../../lib/searchPage';
import {withHighlight} from '../../lib/targetHighlight';
import type {ArticleEntry} from '../../lib/types';
import {useSiteSearch} from '../../client/useSiteSearch';
import Highlighted from '@theme/Highlighted';
import VisuallyHidden from '@site/plugins/shared/components/VisuallyHidden';
import styles from './styles.module.css';

const FULL_TEXT_LIMIT = 12;
const NO_FULL_TEXT = {sections: [], didYouMean: null};

type Option = {kind: 'article'; key: string; url: string; article: ArticleEntry} | {kind: 'text'; key: string; url: string; hit: TextHit};

/** A plain left click: the palette navigates itself (and shows its toast); others open a tab as links do. */
const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** `marks(hit)`: the words to mark in an option, those of the query (as corrected) and of the hit. */
function OptionBody({option, marks}: {option: Option; marks: (hit?: TextHit) => string[]}) {
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

export default function SearchPalette({onClose, onNavigate}: {onClose: () => void; onNavigate: () => void}): React.ReactElement {
  const history = useHistory();
  // Search stays in the docs version being read: its articles, its full-text
  // index and the search page's `version`. Pages outside the docs search the current version.
  const activeVersion = useActiveVersion(undefined);
  const {articles, error: indexError, search} = useSiteSearch(activeVersion?.name ?? 'current');
  const archivedVersion = activeVersion && !activeVersion.isLast ? activeVersion.name : null;
  const idPrefix = useId().replace(/:/g, '');
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pressedOnBackdrop = useRef(false);

  const [query, setQuery] = useState('');
  // The latest full search's answer, shown until the next one arrives.
  const [fullText, setFullText] = useState<{sections: TextHit[]; didYouMean: string | null}>(NO_FULL_TEXT);
  const {sections: textHits, didYouMean} = fullText;
  const [textState, setTextState] = useState<'idle' | 'loading' | 'done' | 'error'>('idle');
  const [active, setActive] = useState(0);

  useEffect(() => inputRef.current?.focus(), []);

  // Title and keyword matches show at once; they are also the first step of the search below.
  const titleMatches = useMemo(() => (articles ? matchArticles(articles, query) : []), [articles, query]);

  // The full search loads only the index files this query needs; only the latest query's answer is kept.
  useEffect(() => {
    if (!clampQuery(query) || !search) {
      setFullText(NO_FULL_TEXT);
      setTextState('idle');
      return undefined;
    }
    let current = true;
    setTextState('loading');
    search(query, FULL_TEXT_LIMIT)
      .then((results) => {
        if (!current) return;
        setFullText({sections: results.sections, didYouMean: results.didYouMean});
        setTextState('done');
      })
      .catch(() => current && setTextState('error'));
    return () => {
      current = false;
    };
  }, [query, search]);

  const groups = useMemo(() => {
    const articleOptions = (items: readonly ArticleEntry[]) =>
      items.map((article): Option => ({kind: 'article', key: `a:${article.path}`, url: article.path, article}));
    // With no query every article is listed under its sidebar category; matches keep their rank.
    const articleGroups = clampQuery(query)
      ? titleMatches.length
        ? [{label: 'Articles', options: articleOptions(titleMatches)}]
        : []
      : groupByCategory(titleMatches).map((group) => ({label: group.label, options: articleOptions(group.items)}));
    const textGroup = textHits.length
      ? [{label: 'In the text', options: textHits.map((hit): Option => ({kind: 'text', key: `t:${hit.key}`, url: hit.url, hit}))}]
      : [];
    return [...articleGroups, ...textGroup];
  }, [query, titleMatches, textHits]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const optionIndexByKey = useMemo(() => new Map(options.map((option, i) => [option.key, i])), [options]);

  useEffect(() => setActive(0), [query]);
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (index: number) => `${idPrefix}-option-${index}`;

  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({block: 'nearest'});
  });

  /** A result's link: its page or section, asking the page to mark the words searched for. */
  const marks = useCallback((hit?: TextHit) => wordsToMark(query, didYouMean, hit), [query, didYouMean]);
  const hrefOf = useCallback(
    (option: Option) => withHighlight(option.url, marks(option.kind === 'text' ? option.hit : undefined)),
    [marks],
  );

  const select = useCallback(
    (option: Option | undefined) => {
      if (!option) return;
      onNavigate();
      history.push(hrefOf(option));
    },
    [history, hrefOf, onNavigate],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive(activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'Home':
        if (options.length) {
          event.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (options.length) {
          event.preventDefault();
          setActive(last);
        }
        break;
      case 'Enter':
        event.preventDefault();
        select(options[activeIndex]);
        break;
      case 'Escape':
        event.preventDefault();
        onClose();
        break;
      case 'Tab': {
        // Keep focus inside the dialog while it is open (result links are reached with the arrow keys).
        const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])');
        if (!focusable?.length) break;
        const first = focusable[0];
        const lastElement = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          lastElement.focus();
        } else if (!event.shiftKey && document.activeElement === lastElement) {
          event.preventDefault();
          first.focus();
        }
        break;
      }
      default:
    }
  };

  const listboxId = `${idPrefix}-listbox`;
  const loadingArticles = !articles && !indexError;
  const nothingFound = !!articles && query.trim() !== '' && options.length === 0 && textState !== 'loading';
  const status = indexError
    ? indexError
    : loadingArticles
      ? 'Loading articles…'
      : nothingFound
        ? 'No results found.'
        : `${options.length} result${options.length === 1 ? '' : 's'}`;

  return (
    <div
      className={styles.backdrop}
      // A click outside the dialog closes it. On click, not on mousedown: closing on
      // the press would uncover the page, and the release would click what was under
      // the backdrop. A press that starts in the dialog (selecting text) does not count.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => pressedOnBackdrop.current && event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Search knowledge base"
        onKeyDown={onKeyDown}
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

        {didYouMean && textState === 'done' && (
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
            const labelId = `${idPrefix}-${group.label.replace(/\W+/g, '-')}`;
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
                  Ctrl/Cmd+click and "Copy link address" work. GitHub's combobox-nav supports the same
                  <a role="option">; DocSearch 4.7 nests the link in the option (the failing pattern), and
                  Pagefind's UI (Starlight) drops the combobox for a plain list of links reached with Tab,
                  which loses the arrow keys the spec asks for. See ARCHITECTURE.md, "The search palette".
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
      </div>
    </div>
  );
}
