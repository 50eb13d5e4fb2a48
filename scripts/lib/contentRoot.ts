/**
 * Where the articles are, without reading them: scripts/lib/articles.ts parses every article as it loads, which a
 * process that needs only the folder (a recipe lane, scripts/run-recipes.mts) need not pay for.
 */
import path from 'node:path';

/**
 * The folder holding `docs/` and `sidebars.ts`: the repository, or the copy named by
 * LARKSPUR_CONTENT_ROOT, where tests/content/new-article.test.ts adds an article as an author would.
 */
// __filename, not __dirname: tsx sets only __filename when an ES module (check-samples.mts) imports this file.
export const CONTENT_ROOT = process.env.LARKSPUR_CONTENT_ROOT ?? path.join(path.dirname(__filename), '..', '..');
export const DOCS_DIR = path.join(CONTENT_ROOT, 'docs');
