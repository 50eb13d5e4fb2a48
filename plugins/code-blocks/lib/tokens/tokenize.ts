/**
 * Prism tokens for a code block, exactly as prism-react-renderer's
 * <Highlight> computes them (its useTokenize, without React): the build uses
 * it in Node (plugins/code-blocks) and the browser only for blocks that
 * arrive without build-time tokens (CodeBlock/Content/prismTokens.ts).
 */
import {normalizeTokens, type PrismLib, type Token} from 'prism-react-renderer';

export function tokenize(prism: PrismLib, code: string, languageName: string): Token[][] {
  const language = languageName.toLowerCase();
  const grammar = prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as ReturnType<PrismLib['tokenize']>};
  // Languages such as PHP tokenize their embedded parts in these hooks.
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
