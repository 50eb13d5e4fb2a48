/**
 * Authors' check: `npm run check:article -- docs/hosting/backups.mdx [...]`
 * Prints prose words, reading time and every rule the article breaks,
 * and compiles it as MDX so syntax errors show before a full build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {lintArticle} from '../src/lib/articleRules';
import {countProseWords, withoutFrontMatter} from '../src/lib/prose';
import {pageProse, readingMinutes} from './lib/readingTime';
import {requirements} from '../tests/content/requirements';

async function main(): Promise<boolean> {
  let failed = false;
  for (const file of process.argv.slice(2)) {
    const source = readFileSync(file, 'utf8');
    const key = path.relative('docs', file).replace(/\.mdx?$/, '');
    const words = countProseWords(source);
    const problems = lintArticle(source, {requirements: requirements[key], checkWordRange: true});
    try {
      await compile(withoutFrontMatter(source), {remarkPlugins: [remarkGfm, remarkDirective]});
    } catch (error) {
      problems.push(`MDX: ${(error as Error).message}`);
    }
    console.log(`${file}: ${words} words, ${readingMinutes(pageProse(path.resolve(file), source))} min read`);
    for (const problem of problems) console.log(`  - ${problem}`);
    if (problems.length) failed = true;
  }
  return failed;
}

main().then((failed) => {
  process.exitCode = failed ? 1 : 0;
});
