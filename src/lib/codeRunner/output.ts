/** Collects a run's console lines, capped in lines and bytes, so runaway output cannot swamp the page. */
export const OUTPUT_LIMITS = {maxLines: 500, maxChars: 20_000} as const;

export class OutputCollector {
  private lines: string[] = [];
  private chars = 0;
  private dropped = 0;

  constructor(private readonly limits: {maxLines: number; maxChars: number} = OUTPUT_LIMITS) {}

  add(line: string): void {
    if (this.dropped || this.lines.length >= this.limits.maxLines) {
      this.dropped += 1;
      return;
    }
    const room = this.limits.maxChars - this.chars;
    if (line.length > room) {
      this.lines.push(line.slice(0, Math.max(room, 0)));
      this.chars = this.limits.maxChars;
      this.dropped += 1;
      return;
    }
    this.lines.push(line);
    this.chars += line.length + 1;
  }

  get truncated(): boolean {
    return this.dropped > 0;
  }

  text(): string {
    const body = this.lines.join('\n');
    if (!this.truncated) return body;
    return `${body}\n… output cut: more than ${this.limits.maxLines} lines or ${this.limits.maxChars.toLocaleString('en-US')} characters.`;
  }
}
