/**
 * Reads a fenced code block's meta string (```js interactive title="a.js").
 * MDX also turns every bare word into a prop, so a title such as
 * "Inspect a live certificate" would otherwise switch on `live`: only words
 * outside quoted values are flags.
 */
const QUOTED = /(\w+=)?("[^"]*"|'[^']*'|\{[^}]*\})/g;

export function codeMetaFlags(metastring: string): Set<string> {
  return new Set(
    metastring
      .replace(QUOTED, ' ')
      .split(/\s+/)
      .filter((word) => /^[\w-]+$/.test(word)),
  );
}

/** A quoted attribute of the meta string: `title="a.js"`, `check='skip: needs MySQL'`. */
export function codeMetaAttribute(metastring: string, name: string): string | undefined {
  const pattern = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)')`);
  return pattern
    .exec(metastring)
    ?.slice(1)
    .find((v) => v !== undefined);
}

export function codeMetaTitle(metastring: string): string | undefined {
  return codeMetaAttribute(metastring, 'title');
}
