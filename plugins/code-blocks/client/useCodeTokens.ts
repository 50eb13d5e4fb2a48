/**
 * The lines of tokens a code view renders: the build's (plugins/code-blocks)
 * when they fit the code; otherwise Prism's, loaded on demand (a lazy chunk,
 * see ./prismTokens.ts), with plain lines until it arrives or if it cannot
 * load. Used by CodeBlock/Content and by the interactive editor, which asks
 * for Prism only once the reader has changed the code.
 */
import {useEffect, useMemo, useState} from 'react';
import type {Token} from 'prism-react-renderer';
import {decodeTokens, plainTokens} from '../lib/tokens/encode';

type Highlighter = (code: string, language: string) => Token[][];

const loadHighlighter = () => import('./prismTokens');

/** Starts loading Prism ahead of need, e.g. when a reader focuses an editor. */
export function preloadHighlighter(): void {
  // A failure is handled when the highlighter is really needed.
  loadHighlighter().catch(() => undefined);
}

export function useCodeTokens(code: string, language: string, encoded: string | undefined): Token[][] {
  const built = useMemo(() => (encoded === undefined ? null : decodeTokens(encoded, code)), [encoded, code]);
  const [highlighter, setHighlighter] = useState<Highlighter | null>(null);
  const needsPrism = built === null;
  useEffect(() => {
    if (!needsPrism || highlighter) return undefined;
    let current = true;
    loadHighlighter()
      .then(({default: prismTokens}) => {
        if (current) setHighlighter(() => prismTokens);
      })
      // Offline, the code stays readable, only plain.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [needsPrism, highlighter]);
  return useMemo(() => built ?? (highlighter ? highlighter(code, language) : plainTokens(code)), [built, highlighter, code, language]);
}
