/**
 * Parsed syntax trees kept on disk between processes (Node only). remark's MDX parser is the
 * slow part of the article model: about 4.5 s of CPU for the 51 articles (1 MB of MDX), which every
 * process that reads the articles paid again (the unit and content tests, the sample check, the
 * build, each Playwright process). A tree read back with `v8.deserialize` takes about 80 ms for all
 * of them. The trees are the parser's own output, so every check still reads what the parser made of
 * the current source: an entry is found only by a hash of the source, its format, model.ts (which
 * holds the parser's plugins) and the installed packages (node_modules/.package-lock.json).
 *
 * Kept in .cache/article-trees/ (git ignores .cache/); delete it at will. LARKSPUR_ARTICLE_TREES=off
 * parses every time. An entry that cannot be read or written is parsed instead, never an error.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

// __filename, not __dirname: tsx sets only __filename when an ES module imports this file (scripts/lib/contentRoot.ts).
const HERE = path.dirname(__filename);
const REPO = path.join(HERE, '..', '..');
export const TREE_CACHE_DIR = path.join(REPO, '.cache', 'article-trees');

const readOr = (file: string, fallback: string) => {
  try {
    return readFileSync(file);
  } catch {
    return fallback;
  }
};

let fingerprint: string | undefined;
/** What else decides a tree: the parser's set-up in model.ts and the parser packages installed. */
function parserFingerprint(): string {
  fingerprint ??= createHash('sha256')
    .update(readOr(path.join(HERE, 'model.ts'), 'no model.ts'))
    .update(
      readOr(path.join(REPO, 'node_modules', '.package-lock.json'), readOr(path.join(REPO, 'package-lock.json'), 'no lock').toString()),
    )
    .digest('hex');
  return fingerprint;
}

/** Where the tree of `source` in `format` is kept. */
export function treeCacheFile(format: string, source: string): string {
  const key = createHash('sha256').update(parserFingerprint()).update(`\0${format}\0`).update(source).digest('hex');
  return path.join(TREE_CACHE_DIR, `${key}.v8`);
}

/** The tree `parse` makes of `source`, read from the cache when this source was parsed before. */
export function cachedTree<T>(format: string, source: string, parse: () => T): T {
  if (process.env.LARKSPUR_ARTICLE_TREES === 'off') return parse();
  const file = treeCacheFile(format, source);
  try {
    return v8.deserialize(readFileSync(file)) as T;
  } catch {
    // Not cached yet (or unreadable): parse it below.
  }
  const tree = parse();
  try {
    mkdirSync(TREE_CACHE_DIR, {recursive: true});
    // Written beside, then renamed: processes running side by side never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, v8.serialize(tree));
    renameSync(partial, file);
  } catch {
    // A read-only checkout parses every time.
  }
  return tree;
}
