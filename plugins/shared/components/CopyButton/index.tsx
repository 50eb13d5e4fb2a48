import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import VisuallyHidden from '@site/plugins/shared/components/VisuallyHidden';
import styles from './styles.module.css';

export const COPIED_FOR_MS = 2000;

interface Props {
  /** The text to copy, or a function that loads it when the button is pressed. */
  text: string | (() => Promise<string>);
  /** The button's accessible name, e.g. "Copy code to clipboard". */
  label: string;
  /** The visible text. */
  idleText?: string;
  /** Announced to screen readers once the text is on the clipboard. */
  copiedMessage: string;
  /** Announced when copying fails: what to do instead. */
  failedMessage: string;
}

/** Copies text; "Copied" (or "Copy failed") shows for 2 s and is announced to screen readers. */
export default function CopyButton({text, label, idleText = 'Copy', copiedMessage, failedMessage}: Props): React.ReactElement {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'string' ? text : await text());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), COPIED_FOR_MS);
  };

  return (
    <>
      <button
        type="button"
        className={clsx(styles.button, state === 'copied' && styles.copied)}
        onClick={copy}
        aria-label={state === 'copied' ? 'Copied' : label}
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          {state === 'copied' ? (
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : (
            <path
              d="M8 8V5a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-3M5 8h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          )}
        </svg>
        <span aria-hidden="true">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : idleText}</span>
      </button>
      <VisuallyHidden role="status">{state === 'copied' ? copiedMessage : state === 'failed' ? failedMessage : ''}</VisuallyHidden>
    </>
  );
}
