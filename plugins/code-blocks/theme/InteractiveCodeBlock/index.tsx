import React, {useCallback, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Container from '@theme/CodeBlock/Container';
import CodeBlockHeader from '@theme/CodeBlockHeader';
import CopyCodeButton from '@theme/CopyCodeButton';
import type {RunResult} from '../../lib/runner/run';
import {plainTokens} from '../../lib/tokens/encode';
import {codeLinesHtml} from '../../lib/tokens/html';
import {preloadHighlighter, useCodeTokens} from '../../client/useCodeTokens';
import styles from './styles.module.css';

const LANGUAGE = 'js';

// The runner (worker source, output capture) is a chunk of its own, loaded when a reader is about to run code.
const loadRunner = () => import('../../lib/runner/run');

function preloadRunner(): void {
  // A failure is reported when Run needs the runner.
  loadRunner().catch(() => undefined);
}

async function runCode(code: string): Promise<RunResult> {
  try {
    const {runInWorker} = await loadRunner();
    return await runInWorker(code);
  } catch {
    return {status: 'error', output: 'Error: the code runner could not be loaded; check your connection and press Run again.'};
  }
}

/**
 * How far from the screen an interactive block gets its editor: a screen above or below, so it is there
 * before the reader scrolls to it.
 */
const EDITOR_MARGIN = '100% 0px';

/**
 * Whether the block's editor (its <textarea>) is in the page: once the block comes within EDITOR_MARGIN of
 * the screen, or a pointer or focus reaches it. Not in the server's HTML, because Chrome's autofill looks
 * at every form field once the HTML has been parsed and lays out the field's whole article section to do
 * so, skipped (content-visibility: auto) or not; near the screen that section is laid out anyway.
 */
function useEditorNearScreen(block: React.RefObject<HTMLDivElement | null>): [boolean, () => void] {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = block.current;
    if (near || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: EDITOR_MARGIN},
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [block, near]);
  return [near, useCallback(() => setNear(true), [])];
}

/**
 * An editable JavaScript block with Run and Reset. The code runs in a Web
 * Worker (see plugins/code-blocks/lib/runner); its console output is shown as text.
 * The server renders the block as it looks, so hydration adopts it as it is:
 * nothing is swapped or moved while the page loads; the transparent editor laid
 * over the coloured code joins it near the screen (useEditorNearScreen), and until
 * then the coloured code is a named, focusable region, as a plain code block's is. Until the reader edits, the code is coloured with the build's tokens
 * (`codeTokens`); Prism loads only for edited code, the runner when the reader
 * points at or focuses the block, or presses Run.
 */
export default function InteractiveCodeBlock({
  code: initialCode,
  title,
  codeTokens,
}: {
  code: string;
  title?: React.ReactNode;
  codeTokens?: string;
}): React.ReactElement {
  const id = useId();
  // Until the page has hydrated, an edit or a press would be lost: the editor is read-only and the buttons disabled.
  const ready = useIsBrowser();
  const [code, setCode] = useState(initialCode);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<RunResult | null>(null);
  const preRef = useRef<HTMLPreElement>(null);
  const blockRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const [editorShown, showEditor] = useEditorNearScreen(blockRef);
  useEffect(() => {
    // The coloured code stops being focusable once the editor is there: the editor takes its focus.
    if (editorShown && preRef.current && document.activeElement === preRef.current) editorRef.current?.focus();
  }, [editorShown]);
  const label = typeof title === 'string' ? title : 'the JavaScript example';
  const lines = useCodeTokens(code, LANGUAGE, code === initialCode ? codeTokens : undefined);
  // The textarea shows a last, empty line the caret can reach; so does the highlight under it.
  const shownLines = useMemo(() => (code.endsWith('\n') ? lines : [...lines, ...plainTokens('')]), [code, lines]);
  // Built again only when the code changes, not in the renders that follow hydration (the page turning
  // interactive, the editor coming near the screen): on a long block it was 30 ms of the update after
  // hydration at 4x CPU slowdown (ARCHITECTURE.md, What blocks a phone's main thread).
  const codeHtml = useMemo(() => ({__html: codeLinesHtml(shownLines)}), [shownLines]);

  const run = useCallback(async () => {
    if (running) return;
    setRunning(true);
    setResult(null);
    setResult(await runCode(code));
    setRunning(false);
  }, [code, running]);

  const reset = () => {
    setCode(initialCode);
    setResult(null);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void run();
    } else if (event.key === 'Tab' && !event.shiftKey && !event.altKey) {
      // Tab indents; Escape then Tab leaves the editor (WCAG 2.1.2, no keyboard trap).
      if ((event.currentTarget.dataset.escaped ?? '') === '1') return;
      event.preventDefault();
      const target = event.currentTarget;
      const {selectionStart, selectionEnd} = target;
      const next = `${code.slice(0, selectionStart)}  ${code.slice(selectionEnd)}`;
      setCode(next);
      requestAnimationFrame(() => target.setSelectionRange(selectionStart + 2, selectionStart + 2));
    } else if (event.key === 'Escape') {
      event.currentTarget.dataset.escaped = '1';
    }
  };

  return (
    <Container
      as="div"
      ref={blockRef}
      className={styles.block}
      data-interactive-code=""
      onPointerEnter={() => {
        showEditor();
        preloadRunner();
      }}
      onFocus={() => {
        showEditor();
        preloadRunner();
      }}
    >
      <CodeBlockHeader title={title} language="js">
        <CopyCodeButton text={code} />
      </CodeBlockHeader>
      <div className={styles.editorWrap}>
        <pre
          ref={preRef}
          className={clsx(`prism-code language-${LANGUAGE}`, styles.highlight)}
          // Under the editor it is no stop of its own: Chrome makes a scroll box focusable when nothing in it is.
          {...(editorShown ? {'aria-hidden': true, tabIndex: -1} : {tabIndex: 0, role: 'region', 'aria-label': `Code: ${label}`})}
          // Its height while the browser skips it off screen (styles.module.css, .highlight).
          style={{'--code-lines': shownLines.length} as React.CSSProperties}
          dangerouslySetInnerHTML={codeHtml}
        />
        {editorShown && (
          <textarea
            ref={editorRef}
            className={styles.editor}
            value={code}
            readOnly={!ready}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-label={`Edit ${label}; press Control+Enter to run`}
            onChange={(event) => setCode(event.target.value)}
            onFocus={preloadHighlighter}
            onKeyDown={onKeyDown}
            onBlur={(event) => delete event.currentTarget.dataset.escaped}
            onScroll={(event) => {
              if (preRef.current) {
                preRef.current.scrollTop = event.currentTarget.scrollTop;
                preRef.current.scrollLeft = event.currentTarget.scrollLeft;
              }
            }}
          />
        )}
      </div>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={run}
          disabled={!ready || running}
          aria-describedby={`${id}-hint`}
        >
          {running ? 'Running…' : 'Run'}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={reset} disabled={!ready || running}>
          Reset
        </button>
        <span id={`${id}-hint`} className={styles.hint}>
          Ctrl/⌘ + Enter runs · runs in an isolated worker
        </span>
      </div>
      <div className={styles.outputWrap} aria-live="polite" aria-busy={running}>
        {running && <p className={styles.status}>Running…</p>}
        {result && (
          <>
            <p id={`${id}-output`} className={styles.outputLabel}>
              Output
            </p>
            {/* Long output scrolls (max-height): a focusable region named "Output", so keyboard users can scroll it. */}
            <pre
              className={clsx(styles.output, result.status !== 'ok' && styles.outputError)}
              data-testid="code-output"
              role="region"
              tabIndex={0}
              aria-labelledby={`${id}-output`}
            >
              {result.output || '(no output)'}
            </pre>
          </>
        )}
      </div>
    </Container>
  );
}
