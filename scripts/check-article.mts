/**
 * Authors' check: `npm run check:article -- docs/hosting/backups.mdx [...]`
 * Prints prose words, reading time and every rule the article breaks (internal
 * links and anchors included, checked against the docs' routes and heading ids),
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
import {internalLinkProblems} from '../plugins/article-model/links';
import {linkTargets} from '../plugins/article-model/linkTargets';
import {pageProse, readingMinutes} from '../plugins/article-meta/readingTime';
import {requirements} from './lib/articleRequirements';

async function main(): Promise<boolean> {
  let failed = false;
  // Links may lead to the articles of the folder run from (docs/ of the repository, or of an author's
  // copy) and to the repository's other pages and files.
  const targets = linkTargets(path.join(import.meta.dirname, '..'), path.resolve('docs'));
  for (const file of process.argv.slice(2)) {
    const source = readFileSync(file, 'utf8');
    const key = path.relative('docs', file).replace(/\.mdx?$/, '');
    const problems = lintArticle(source, {requirements: requirements[key], checkWordRange: true});
    let counts = 'not readable as MDX';
    try {
      const model = parseArticle(source);
      const slug = model.frontMatter.data.slug;
      problems.push(...internalLinkProblems(model.links, typeof slug === 'string' ? `/docs${slug}` : `/docs/${key}`, targets));
      counts = `${model.words} words, ${readingMinutes(pageProse(path.resolve(file), source))} min read`;
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
