/**
 * The recipes' report: each recipe with what it checked (or what failed) and
 * its breaking edits; then, per article, the blocks that ran in a recipe and
 * those only parsed by the sample check, with why; `--verbose` adds every
 * path and port rewrite.
 */
import type {FencedBlock} from '../samples/extract';
import type {BlockRef} from './blocks';
import type {PathRewrite} from './paths';
import type {BreakingEdit, Recipe} from './recipe';
import {parseOnlyReason} from './parseOnly';

export interface ProofOutcome {
  edit: BreakingEdit;
  proven: boolean;
  message: string;
  /** Wall time of this run with the edit. */
  seconds: number;
  /** CPU time of the commands it ran and of the runner (scripts/recipes/cpuTime.ts: the servers' is not in it). */
  cpuSeconds: number;
}

export interface RecipeOutcome {
  recipe: Recipe;
  checked: string[];
  /** Lines not run on this machine, with what each needs. */
  notRun: string[];
  error: Error | undefined;
  proofs: ProofOutcome[];
  /** Wall time of the run and its proofs together. */
  seconds: number;
  /** Wall time of the run without an edit (the rest is its proofs'). */
  runSeconds: number;
  /** CPU time, as ProofOutcome's, of the run and its proofs, and of the run alone. */
  cpuSeconds: number;
  runCpuSeconds: number;
}

export interface ReportInput {
  outcomes: RecipeOutcome[];
  /** Per block (`file:line`), the recipes that ran it. */
  used: Map<string, {recipes: Set<string>}>;
  articles: {id: string; file: string}[];
  articleBlocks: (id: string) => (FencedBlock & {section: string})[];
  rewrites: Map<string, PathRewrite[]> | undefined;
  /** Recipes left out of this run (named on the command line): their blocks show as parsed. */
  notRun: string[];
  describeRef: (ref: BlockRef) => string;
}

const indent = (text: string, by = '      ') =>
  text
    .split('\n')
    .map((line) => `${by}${line}`)
    .join('\n');

export function formatRecipeReport(input: ReportInput): string {
  const sections: string[] = [];
  for (const outcome of input.outcomes) {
    const {recipe} = outcome;
    const status = outcome.error ? 'FAILED' : 'passed';
    // Where a lane's time goes: the run, then each proof (each redoes the run up to where its edit fails).
    const spent = (seconds: number, cpu: number) => `${seconds.toFixed(1)} s, ${cpu.toFixed(1)} s CPU`;
    const time = outcome.proofs.length
      ? `${spent(outcome.seconds, outcome.cpuSeconds)}: the run ${spent(outcome.runSeconds, outcome.runCpuSeconds)}; ${outcome.proofs.length} proof${outcome.proofs.length === 1 ? '' : 's'} ${spent(outcome.seconds - outcome.runSeconds, outcome.cpuSeconds - outcome.runCpuSeconds)}`
      : spent(outcome.seconds, outcome.cpuSeconds);
    const lines = [`${recipe.name} (${time}): ${status}. ${recipe.summary}`];
    for (const check of outcome.checked) lines.push(`    ok  ${check}`);
    for (const line of outcome.notRun) lines.push(`    not run: ${line}`);
    if (outcome.error) lines.push(indent(outcome.error.message, '    FAIL '));
    if (outcome.error && recipe.breakingEdits.length) {
      lines.push(`    breaking edits not run (${recipe.breakingEdits.length}): the recipe already fails on the article as it stands`);
    }
    for (const proof of outcome.proofs) {
      const head = `    ${proof.proven ? 'proven' : 'NOT PROVEN'} (${spent(proof.seconds, proof.cpuSeconds)}): ${proof.edit.what} (${input.describeRef(proof.edit.ref)}) makes it fail`;
      lines.push(head, indent(proof.message.split('\n').slice(0, 3).join('\n'), '        '));
    }
    sections.push(lines.join('\n'));
  }

  const perArticle: string[] = [];
  let ran = 0;
  let parsed = 0;
  for (const article of input.articles) {
    const blocks = input.articleBlocks(article.id);
    if (!blocks.length) continue;
    const lines: string[] = [];
    for (const block of blocks) {
      const used = input.used.get(`${block.file}:${block.line}`);
      const name = `${block.lang} "${block.title ?? '(no title)'}" (line ${block.line})`;
      if (used) {
        ran++;
        lines.push(`    ran     ${name}: ${[...used.recipes].join(', ')}`);
      } else {
        parsed++;
        lines.push(`    parsed  ${name}: ${parseOnlyReason(article.id, block)}`);
      }
    }
    perArticle.push(`  ${article.file}\n${lines.join('\n')}`);
  }
  const partial = input.notRun.length ? `; not run this time: ${input.notRun.join(', ')}, whose blocks show as parsed` : '';
  sections.push(`Blocks per article (${ran} ran in a recipe, ${parsed} only parsed by test:samples${partial}):\n${perArticle.join('\n')}`);

  if (input.rewrites) {
    const lines = [...input.rewrites]
      .filter(([, list]) => list.length)
      .map(([label, list]) => `  ${label}\n${list.map((r) => `      ${r.from} -> ${r.to}`).join('\n')}`);
    sections.push(`Rewrites (the run writes only under its temp folder and listens only on 127.0.0.1):\n${lines.join('\n')}`);
  }
  return sections.join('\n\n');
}
