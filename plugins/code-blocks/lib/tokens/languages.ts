/**
 * Language names our articles use that Prism knows by another name. Applied
 * to Prism wherever it is loaded: in the browser (theme/prism-include-languages.ts)
 * and at build time (plugins/code-blocks).
 */
import type {PrismLib} from 'prism-react-renderer';

const ALIASES: Record<string, string> = {apache: 'apacheconf'};

export function addLanguageAliases(prism: PrismLib): void {
  for (const [alias, language] of Object.entries(ALIASES)) prism.languages[alias] = prism.languages[language]!;
}
