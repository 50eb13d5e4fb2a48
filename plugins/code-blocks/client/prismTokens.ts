/**
 * Highlights edited code in the browser. Loaded on demand by the interactive
 * editor once the reader edits, so Prism and its extra languages stay out of
 * the pages' startup JavaScript.
 */
import type {Token} from 'prism-react-renderer';
import {Prism} from './browserPrism';
import {tokenize} from '../lib/tokens/tokenize';

export default function prismTokens(code: string, language: string): Token[][] {
  return tokenize(Prism, code, language);
}
