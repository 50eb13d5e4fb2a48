/**
 * ESLint rule: the code's layers, and each feature's boundary (README.md, "Where things live").
 * Layers, from the bottom; an import goes down or stays inside its own folder:
 * - plugins/shared/: the kit every feature may use (site constants, VisuallyHidden, CopyButton).
 *   It imports nothing else of the repository.
 * - plugins/article-model/: each article's MDX parsed once, and the docs plugin's content. It
 *   imports only plugins/shared/.
 * - the features (every other plugins/<feature>/): they use plugins/shared/, the article model, and
 *   each other only through lib/ (pure logic), client/ (browser helpers) and their components'
 *   `@theme/<Name>` alias (so a swizzle replaces a component everywhere); never src/, scripts/,
 *   mcp/ or tests/.
 * - src/ (the landing page, pages, global CSS, the remaining swizzles), mcp/, scripts/ and the
 *   configs on top: they may use any feature's build side, except from browser code. Only tests/
 *   import tests/.
 * Browser code (what pages run: src/, and lib/, client/ and theme/ in plugins/, with plugins/shared/components/)
 * never imports a build side (a plugin's files outside lib/, client/ and theme/).
 */
import path from 'node:path';

const PUBLIC_PARTS = new Set(['lib', 'client']);
/** Plugin folders that are layers under the features rather than features. */
const SHARED = 'shared';
const ARTICLE_MODEL = 'article-model';

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
  if (!place) return relativePath.startsWith('src/');
  if (place.feature === SHARED) return place.part === 'components';
  return ['lib', 'client', 'theme'].includes(place.part);
}

/** The top folder of a path relative to the repository: plugins, src, scripts, mcp, tests, or '' for a root file. */
function topFolder(relativePath) {
  return relativePath.includes('/') ? relativePath.split('/')[0] : '';
}

/** Why importing `target` from `importer` goes the wrong way or crosses a feature's boundary, or null when it may. */
export function boundaryProblem(importer, target) {
  const from = featurePlace(importer);
  const to = featurePlace(target);
  const targetTop = topFolder(target);
  if (targetTop === 'tests' && topFolder(importer) !== 'tests' && topFolder(importer) !== '') {
    return 'Only tests import tests/: move what both need into scripts/lib/ or the feature it belongs to.';
  }
  if (from && !to && ['src', 'scripts', 'mcp'].includes(targetTop)) {
    return `plugins/ does not import ${targetTop}/: what features share belongs in plugins/shared/.`;
  }
  if (!to || from?.feature === to.feature) return null;
  if (from?.feature === SHARED) {
    return 'plugins/shared is the bottom layer: it imports nothing of the repository outside itself.';
  }
  if (from?.feature === ARTICLE_MODEL && to.feature !== SHARED) {
    return `The article model sits under the features: it imports only plugins/shared/, not plugins/${to.feature}/.`;
  }
  if (to.feature === SHARED) return null;
  if (to.part === 'theme') {
    return `Use the component through its alias (@theme/${target.split('/')[3]}), not plugins/${to.feature}/theme/.`;
  }
  if (PUBLIC_PARTS.has(to.part)) return null;
  if (isBrowserFile(importer)) {
    return `Browser code cannot import plugins/${to.feature}'s build side; its lib/ and client/ are public.`;
  }
  if (from && to.feature !== ARTICLE_MODEL) {
    return `A feature uses plugins/${to.feature} only through its lib/, client/ or @theme/ components: move what both need into its lib/ or plugins/article-model/.`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {description: 'Keep the layers and features apart (see scripts/lint/featureBoundaries.mjs)'},
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
      const target = relative(absolute);
      if (target.startsWith('..') || target.startsWith('node_modules/')) return;
      const problem = boundaryProblem(importer, target);
      if (problem) context.report({node: node.source, message: problem});
    };
    const checkRequire = (node) => {
      // require('...') and require.resolve('...') reach a file as an import does.
      const callee = node.callee;
      const isRequire = callee.type === 'Identifier' && callee.name === 'require';
      const isResolve = callee.type === 'MemberExpression' && callee.object.name === 'require' && callee.property.name === 'resolve';
      if ((isRequire || isResolve) && node.arguments[0]?.type === 'Literal') check({source: node.arguments[0]});
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      CallExpression: checkRequire,
    };
  },
};
