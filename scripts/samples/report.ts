/**
 * The sample check's report: every failure and warning with file, line,
 * block title and the tool's message, every opted-out block with its reason,
 * and a count per outcome. Plain text, so CI logs and terminals read alike.
 */
import type {FencedBlock} from './extract';

export type SampleStatus = 'pass' | 'warn' | 'fail' | 'skipped' | 'unchecked';

export interface SampleResult {
  block: FencedBlock;
  status: SampleStatus;
  /** The tool that judged it: "nginx -t", "shellcheck", ... */
  tool: string;
  /** The tool's messages (for a skipped block: the author's reason). */
  messages: string[];
  /** What stood in for something the sample points at (a throwaway certificate, an empty include). */
  substitutions?: string[];
}

function heading(result: SampleResult): string {
  const {block} = result;
  const title = block.title ? ` "${block.title}"` : ' (no title)';
  return `${block.file}:${block.line} ${block.lang}${title}`;
}

function entry(result: SampleResult): string {
  const lines = [`  ${heading(result)}${result.tool ? `: ${result.tool}` : ''}`];
  for (const message of result.messages) lines.push(...message.split('\n').map((line) => `      ${line}`));
  return lines.join('\n');
}

export function formatReport(results: SampleResult[], options: {verbose?: boolean} = {}): string {
  const by = (status: SampleStatus) => results.filter((r) => r.status === status);
  const sections: string[] = [];
  const failed = by('fail');
  const warned = by('warn');
  const skipped = by('skipped');
  if (failed.length) sections.push(`FAILED (${failed.length}):\n${failed.map(entry).join('\n')}`);
  if (warned.length) sections.push(`Warnings (${warned.length}, not failures):\n${warned.map(entry).join('\n')}`);
  if (skipped.length) sections.push(`Opted out with check="skip: ..." (${skipped.length}):\n${skipped.map(entry).join('\n')}`);
  if (options.verbose) {
    const substituted = results.filter((r) => r.substitutions?.length);
    if (substituted.length) {
      sections.push(
        `Substituted while checking (${substituted.length}):\n${substituted
          .map((r) => `  ${heading(r)}\n${r.substitutions!.map((s) => `      ${s}`).join('\n')}`)
          .join('\n')}`,
      );
    }
  }
  const unchecked = by('unchecked');
  const uncheckedLangs = [...new Set(unchecked.map((r) => r.block.lang || '(none)'))].sort().join(', ');
  const checked = results.length - skipped.length - unchecked.length;
  sections.push(
    `${checked} blocks checked: ${by('pass').length + warned.length} passed, ${failed.length} failed` +
      (warned.length ? ` (${warned.length} with warnings)` : '') +
      `; ${skipped.length} opted out; ${unchecked.length} not checked${uncheckedLangs ? ` (${uncheckedLangs}: no tool for them)` : ''}.`,
  );
  return sections.join('\n\n');
}
