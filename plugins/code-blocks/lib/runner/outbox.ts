/**
 * The worker's side of console output: it caps the output where it is
 * produced and sends it to the page in batches, so code that prints without
 * end (`while (true) console.log(x)`) costs the page a few messages, never
 * millions. Once the cap is reached the outbox says so once and then drops
 * everything: the page never receives more than the cap.
 *
 * Sending policy: the first `eagerLines` lines go out one by one, as they are
 * printed. A busy worker cannot send anything later (a `while (true) {}` after
 * a few prints never yields), so lines held back for a batch would be lost
 * when the page stops the run; sending the first lines at once keeps
 * everything an ordinary example prints. Past that, lines are held and sent
 * when `batchLines` are waiting, when `batchMs` have passed since the last
 * send, when the code yields (a zero-delay timer), and when the run ends.
 *
 * Kept as JavaScript source text, like format.ts, because it runs inside the
 * worker, whose script is assembled as a string (see workerSource.ts).
 */
export const CONSOLE_OUTBOX_SOURCE = String.raw`function createConsoleOutbox(options) {
  const {maxLines, maxChars, eagerLines, batchLines, batchMs, send, now, later} = options;
  let batch = [];
  let lineCount = 0;
  let charCount = 0;
  let lastSend = -Infinity;
  let flushPending = false;
  let full = false;

  function flush(limit) {
    if (batch.length === 0 && !limit) return;
    const message = limit ? {type: 'console', lines: batch, limit} : {type: 'console', lines: batch};
    batch = [];
    lastSend = now();
    send(message);
  }

  function flushLater() {
    if (flushPending) return;
    flushPending = true;
    later(() => {
      flushPending = false;
      flush();
    });
  }

  return {
    /** True once the cap is reached: callers can skip formatting what would be dropped. */
    get full() {
      return full;
    },
    add(text) {
      if (full) return;
      if (lineCount >= maxLines) {
        full = true;
        flush('lines');
        return;
      }
      const room = maxChars - charCount;
      if (text.length > room) {
        full = true;
        if (room > 0) batch.push(text.slice(0, room));
        flush('chars');
        return;
      }
      batch.push(text);
      lineCount += 1;
      charCount += text.length + 1;
      if (lineCount <= eagerLines || batch.length >= batchLines || now() - lastSend >= batchMs) flush();
      else flushLater();
    },
    /** Sends whatever is held back; the run has ended. */
    finish() {
      flush();
    },
  };
}`;
