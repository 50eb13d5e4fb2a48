/**
 * Carries a block's build-time tokens (its `codeTokens` prop, from
 * plugins/code-blocks) from the CodeBlock wrap to CodeBlock/Content: the
 * theme components in between pass on only the props they know.
 */
import {createContext} from 'react';

export const CodeTokensContext = createContext<string | undefined>(undefined);
