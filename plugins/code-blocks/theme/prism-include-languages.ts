/**
 * Wraps the theme's Prism language loader to add the language names our
 * articles use that Prism knows by another name (`apache`). Since code blocks
 * are highlighted at build time (plugins/code-blocks), this runs only in the
 * on-demand highlighter of plugins/code-blocks/client/browserPrism.ts.
 * docusaurus-internal: unsafe-swizzles (scripts/lib/docusaurusInternals.ts)
 */
import type * as PrismNamespace from 'prismjs';
import originalIncludeLanguages from '@theme-init/prism-include-languages';
import {addLanguageAliases} from '@site/plugins/code-blocks/lib/tokens/languages';

export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  originalIncludeLanguages(PrismObject);
  addLanguageAliases(PrismObject);
}
