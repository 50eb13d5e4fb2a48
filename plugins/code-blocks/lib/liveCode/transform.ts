/**
 * The code of a ```jsx live block, compiled before react-live evaluates it.
 * react-live compiles JSX with Sucrase's development output, which adds
 * `__self`/`__source` to every element; React 19 reads that as the outdated
 * JSX transform and warns in development. Compiling it here first, with
 * Sucrase's production output, leaves react-live's own pass nothing to do.
 */
import {transform} from 'sucrase';

export function transformLiveCode(code: string): string {
  const compiled = transform(code, {transforms: ['jsx', 'typescript'], production: true}).code;
  // As theme-live-codeblock's default transform: the preview evaluates an expression or statements.
  return `${compiled};`;
}
