/**
 * ESLint rule: a feature folder (`plugins/<feature>/`) is entered only through its public parts.
 * - Its components (`theme/`) through their `@theme/<Name>` alias, as Docusaurus resolves them,
 *   so a swizzle in src/theme replaces them everywhere.
 * - Its build side (the plugin's own files outside `lib/`, `client/` and `theme/`) only from
 *   Node code: the site config, other build-side files, scripts/, mcp/ and tests/.
 * - `lib/` (pure logic) and `client/` (browser helpers) from anywhere.
 * Imports inside one feature's folder are that feature's own business.
 */
import path from 'node:path';

const PUBLIC_PARTS = new Set(['lib', 'client']);

/** `plugins/<feature>/<part>/...` of a path relative to the repository (with `/` separators), or null. */
export function featurePlace(relativePath) {
  const [top, feature, part] = relativePath.split('/');
  if (top !== 'plugins' || !feature) return null;
  return {feature, part: part ?? ''};
}

/** Browser code: what the site's pages run. */
export function isBrowserFile(relativePath) {
  if (/\.test\.ts$/.test(relativePath)) return false;
  const place = featurePlace(relativePath);
  return place ? ['lib', 'client', 'theme'].includes(place.part) : relativePath.startsWith('src/');
}

/** Why importing `target` from `importer` crosses a feature's boundary, or null when it may. */
export function boundaryProblem(importer, target) {
  const to = featurePlace(target);
  if (!to) return null;
  const from = featurePlace(importer);
  if (from?.feature === to.feature) return null;
  if (to.part === 'theme') {
    return `Use the component through its alias (@theme/${target.split('/')[3]}), not plugins/${to.feature}/theme/.`;
  }
  if (!PUBLIC_PARTS.has(to.part) && isBrowserFile(importer)) {
    return `Browser code cannot import plugins/${to.feature}'s build side; its lib/ and client/ are public.`;
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: {description: "Keep features' internals private (see scripts/lint/featureBoundaries.mjs)"},
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const relative = (file) => path.relative(root, file).split(path.sep).join('/');
    const importer = relative(context.filename);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      let absolute;
      if (specifier.startsWith('@site/')) absolute = path.join(root, specifier.slice('@site/'.length));
      else if (specifier.startsWith('.')) absolute = path.resolve(path.dirname(context.filename), specifier);
      else return;
      const problem = boundaryProblem(importer, relative(absolute));
      if (problem) context.report({node: node.source, message: problem});
    };
    return {ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check};
  },
};
