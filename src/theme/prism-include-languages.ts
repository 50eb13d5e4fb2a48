/**
 * Wraps the theme's Prism language loader to add the `apache` name our
 * articles use for Apache configuration (Prism calls it `apacheconf`).
 */
import type * as PrismNamespace from 'prismjs';
import originalIncludeLanguages from '@theme-original/prism-include-languages';

export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  originalIncludeLanguages(PrismObject);
  PrismObject.languages.apache = PrismObject.languages.apacheconf;
}
