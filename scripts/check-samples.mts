/**
 * npm run test:samples: checks every fenced block of every article with the
 * tool it is for (see scripts/samples/checkers.ts) and prints the report.
 *
 *   --report-only   print everything and exit 0 (while articles are being fixed)
 *   --verbose       also list what was substituted (certificates, includes)
 *   [files...]      check only these .mdx files (default: every doc)
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {articles} from './lib/articles';
import {fencedBlocks, type FencedBlock} from './samples/extract';
import {formatReport, type SampleResult} from './samples/report';
import {checkBlock, SampleWorkspace} from './samples/checkers';
import {MissingToolError} from './samples/tools';

const args = process.argv.slice(2);
const reportOnly = args.includes('--report-only');
const verbose = args.includes('--verbose');
const files = args.filter((arg) => !arg.startsWith('--'));
const targets = files.length ? files.map((file) => path.resolve(file)) : articles.map((article) => article.file);

const started = performance.now();
const workspace = new SampleWorkspace();
const results: SampleResult[] = [];
try {
  for (const file of targets) {
    const relative = path.relative(process.cwd(), file);
    const page: FencedBlock[] = fencedBlocks(readFileSync(file, 'utf8'), relative);
    for (const block of page) results.push(await checkBlock(block, page, workspace));
  }
} catch (error) {
  if (error instanceof MissingToolError) {
    console.error(`check-samples: ${error.message}`);
    process.exit(1);
  }
  throw error;
} finally {
  await workspace.close();
}

console.log(formatReport(results, {verbose}));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const failed = results.filter((r) => r.status === 'fail').length;
console.log(`${targets.length} files in ${seconds} s.${reportOnly && failed ? ' --report-only: not failing the run.' : ''}`);
process.exit(failed && !reportOnly ? 1 : 0);
