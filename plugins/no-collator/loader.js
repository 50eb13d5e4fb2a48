// A Rspack loader for theme-common's utils/reactUtils.js (see ./index.ts).
// Plain JavaScript: the bundler requires loaders with Node, without TypeScript.
const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const CODE_UNIT_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = function noCollatorLoader(source) {
  if (!source.includes(LOCALE_SORT)) {
    // A Docusaurus upgrade changed the code: say so rather than silently keep the collator.
    throw new Error(`plugins/no-collator: "${LOCALE_SORT}" is no longer in ${this.resourcePath}; update or remove the plugin.`);
  }
  return source.replace(LOCALE_SORT, CODE_UNIT_SORT);
};
