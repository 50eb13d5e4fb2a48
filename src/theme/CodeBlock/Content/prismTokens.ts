/**
 * Highlights a block in the browser, for the rare block without build-time
 * tokens. Loaded on demand by CodeBlock/Content, so Prism and its extra
 * languages stay out of the pages' startup JavaScript.
 */
import {Prism, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {tokenize} from '@site/src/lib/codeTokens/tokenize';

prismIncludeLanguages(Prism);

export default function prismTokens(code: string, language: string): Token[][] {
  return tokenize(Prism, code, language);
}
