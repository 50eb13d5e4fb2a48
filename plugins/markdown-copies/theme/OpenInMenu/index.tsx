import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import VisuallyHidden from '@site/plugins/shared/components/VisuallyHidden';
import {MCP_GUIDE_PATH, assistantLinks} from '../../lib/assistantLinks';
import styles from './styles.module.css';

/**
 * "Open in": a menu button (the WAI-ARIA menu button pattern) whose items open
 * the page in a reader's assistant, by its Markdown copy, or lead to how to
 * connect an assistant to the docs' MCP server. The items are plain links,
 * rendered with the page, so opening the menu loads nothing.
 * Keys: Enter, Space or Down opens on the first item, Up on the last; arrows,
 * Home and End move; Escape closes and returns to the button; Tab closes.
 */
export default function OpenInMenu({markdownPath}: {markdownPath: string}): React.ReactElement {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    const list = items();
    (focusOnOpen === 'last' ? list[list.length - 1] : list[0])?.focus();
    // A press outside closes the menu, as a click on the page would close a native one.
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, focusOnOpen]);

  const openAt = (position: 'first' | 'last') => {
    setFocusOnOpen(position);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return focusAt(current + 1);
      case 'ArrowUp':
        return focusAt(current - 1);
      case 'Home':
        return focusAt(0);
      case 'End':
        return focusAt(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      case ' ':
        // Space activates a menu item as Enter does (links only follow Enter by themselves).
        event.preventDefault();
        return (document.activeElement as HTMLElement | null)?.click();
      default:
        return undefined;
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        Open in
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label="Open this page in"
        className={styles.menu}
        hidden={!open}
        ref={menuRef}
        onKeyDown={onMenuKeyDown}
      >
        {assistantLinks(markdownPath).map(({name, href}) => (
          <li key={name} role="none">
            <a role="menuitem" tabIndex={-1} href={href} target="_blank" rel="noopener noreferrer" onClick={() => close(false)}>
              {name}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to={MCP_GUIDE_PATH} onClick={() => close(false)}>
            Use with your assistant (MCP)
          </Link>
        </li>
      </ul>
    </div>
  );
}
