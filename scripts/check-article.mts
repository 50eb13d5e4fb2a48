/**
 * Authors' check: `npm run check:article -- docs/hosting/backups.mdx [...]`
 * Prints prose words, reading time and every rule the article breaks,
 * and compiles it as MDX so syntax errors show before a full build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {parseArticle} from '../plugins/article-model/model';
import {lintArticle, mdxProblem} from '../plugins/article-model/rules';
import {pageProse, readingMinutes} from '../plugins/article-meta/readingTime';
import {requirements} from '../tests/content/requirements';

async function main(): Promise<boolean> {
  let failed = false;
  for (const file of process.argv.slice(2)) {
    const source = readFileSync(file, 'utf8');
    const key = path.relative('docs', file).replace(/\.mdx?$/, '');
    const problems = lintArticle(source, {requirements: requirements[key], checkWordRange: true});
    let counts = 'not readable as MDX';
    try {
      counts = `${parseArticle(source).words} words, ${readingMinutes(pageProse(path.resolve(file), source))} min read`;
      await compile(source, {remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective]});
    } catch (error) {
      // The lint reports a file the parser rejects already; the compile finds what only building the page does.
      const problem = mdxProblem(error);
      if (!problems.includes(problem)) problems.push(problem);
    }
    console.log(`${file}: ${counts}`);
    for (const problem of problems) console.log(`  - ${problem}`);
    if (problems.length) failed = true;
  }
  return failed;
}

main().then((failed) => {
  process.exitCode = failed ? 1 : 0;
});
