/**
 * The output limits, and the page's side of a run's output: the batches the
 * worker sends (see outbox.ts, which enforces the limits where the output is
 * produced) joined into the text the block shows.
 */
export const OUTPUT_LIMITS = {maxLines: 500, maxChars: 20_000} as const;

/** How the worker sends lines: the first ones as printed, then in batches (see outbox.ts). */
export const OUTPUT_BATCHING = {eagerLines: 100, batchLines: 100, batchMs: 50} as const;

export type OutputLimit = 'lines' | 'chars';

export function limitNotice(limit: OutputLimit, limits: {maxLines: number; maxChars: number} = OUTPUT_LIMITS): string {
  return limit === 'lines'
    ? `Output limit reached: ${limits.maxLines} lines shown.`
    : `Output limit reached: ${limits.maxChars.toLocaleString('en-US')} characters shown.`;
}

export class OutputCollector {
  private lines: string[] = [];
  private limit: OutputLimit | null = null;

  constructor(private readonly limits: {maxLines: number; maxChars: number} = OUTPUT_LIMITS) {}

  /** Adds one batch from the worker; `limit` is set on the last batch a capped run sends. */
  addBatch(lines: readonly string[], limit?: OutputLimit): void {
    // The worker stops at the cap; the page holds to it as well, whatever arrives.
    if (this.limit) return;
    const room = this.limits.maxLines - this.lines.length;
    this.lines.push(...lines.slice(0, room));
    if (limit || lines.length > room) this.limit = limit ?? 'lines';
  }

  get truncated(): boolean {
    return this.limit !== null;
  }

  /** The output as shown, with the limit notice and then the run's last word (why it stopped), if any. */
  text(lastLine?: string): string {
    const shown = [...this.lines];
    if (this.limit) shown.push(limitNotice(this.limit, this.limits));
    if (lastLine) shown.push(lastLine);
    return shown.join('\n');
  }
}
