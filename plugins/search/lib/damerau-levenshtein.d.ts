/** The `damerau-levenshtein` package ships no types. */
declare module 'damerau-levenshtein' {
  export default function distance(a: string, b: string, limit?: number): {steps: number; relative: number; similarity: number};
}
