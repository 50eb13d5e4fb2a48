import React, {useCallback, useId, useRef, useState} from 'react';
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
 * An editable JavaScript block with Run and Reset. The code runs in a Web
 * Worker (see plugins/code-blocks/lib/runner); its console output is shown as text.
 * The server renders the whole editor, so the page shows it as it will stay and
 * hydration adopts it as it is: nothing is swapped or set up while the page
 * loads. Until the reader edits, the code is coloured with the build's tokens
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
  const lines = useCodeTokens(code, LANGUAGE, code === initialCode ? codeTokens : undefined);
  // The textarea shows a last, empty line the caret can reach; so does the highlight under it.
  const shownLines = code.endsWith('\n') ? lines : [...lines, ...plainTokens('')];

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
    <Container as="div" className={styles.block} data-interactive-code="" onPointerEnter={preloadRunner} onFocus={preloadRunner}>
      <CodeBlockHeader title={title} language="js">
        <CopyCodeButton text={code} />
      </CodeBlockHeader>
      <div className={styles.editorWrap}>
        <pre
          ref={preRef}
          className={clsx(`prism-code language-${LANGUAGE}`, styles.highlight)}
          aria-hidden="true"
          // Its height while the browser skips it off screen (styles.module.css, .highlight).
          style={{'--code-lines': shownLines.length} as React.CSSProperties}
          dangerouslySetInnerHTML={{__html: codeLinesHtml(shownLines)}}
        />
        <textarea
          className={styles.editor}
          value={code}
          readOnly={!ready}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-label={`Edit ${typeof title === 'string' ? title : 'the JavaScript example'}; press Control+Enter to run`}
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
