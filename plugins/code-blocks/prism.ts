/**
 * prism-react-renderer's Prism in Node with the site's additional languages
 * (themeConfig.prism.additionalLanguages) and our aliases: what the browser's
 * Prism has after theme-classic's prism-include-languages, whose file needs
 * webpack and so cannot run here. Like it, each Prism component is run with
 * the instance mounted as the global `Prism`, which is where they register.
 */
import {createRequire} from 'node:module';
import {Prism, type PrismLib} from 'prism-react-renderer';
import {addLanguageAliases} from './lib/tokens/languages';

// The prismjs the theme bundles for the browser. docusaurus-internal: prismjs-from-theme (scripts/lib/docusaurusInternals.ts)
const requireFromTheme = createRequire(require.resolve('@docusaurus/theme-classic'));

export function prismWithLanguages(additionalLanguages: readonly string[]): PrismLib {
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of additionalLanguages) {
      if (language === 'php') runComponent('markup-templating');
      runComponent(language);
    }
  } finally {
    if (previous === undefined) delete scope.Prism;
    else scope.Prism = previous;
  }
  const missing = additionalLanguages.filter((language) => !Prism.languages[language]);
  if (missing.length > 0) throw new Error(`Prism has no grammar for ${missing.join(', ')} after loading its component`);
  addLanguageAliases(Prism);
  return Prism;
}

/** Runs the component even when an earlier require ran it, possibly against another Prism instance. */
function runComponent(language: string): void {
  const file = requireFromTheme.resolve(`prismjs/components/prism-${language}`);
  delete requireFromTheme.cache[file];
  requireFromTheme(file);
}
