// A Rspack loader that applies one patch of ./patches.ts (its options).
// Plain JavaScript: the bundler requires loaders with Node, without TypeScript.
module.exports = function startupPatchLoader(source) {
  const {name, find, replace} = this.getOptions();
  if (!source.includes(find)) {
    // An upgrade changed the code: say so rather than silently lose the patch.
    throw new Error(`plugins/startup-patches: "${name}" no longer finds its code in ${this.resourcePath}; update or remove the patch.`);
  }
  return source.replace(find, replace);
};
