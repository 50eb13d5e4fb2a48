/**
 * Formats console arguments the way the spec shows them: one line per call,
 * arguments joined by spaces, objects and arrays as JSON text (circular
 * references and BigInt handled).
 *
 * Kept as JavaScript source text because it runs inside the code runner's
 * worker, whose script is assembled as a string (see workerSource.ts); a
 * compiled function's toString() would depend on the bundler's helpers.
 */
export const FORMAT_CONSOLE_ARGS_SOURCE = String.raw`function formatConsoleArgs(args) {
  function toJson(value) {
    const ancestors = [];
    try {
      const json = JSON.stringify(value, function (key, item) {
        if (typeof item === 'bigint') return item.toString() + 'n';
        if (typeof item === 'function') return '[Function ' + (item.name || 'anonymous') + ']';
        if (typeof item === 'symbol') return item.toString();
        if (item === undefined) return 'undefined';
        if (item instanceof Error) return item.name + ': ' + item.message;
        if (item instanceof Map) return Object.fromEntries(item);
        if (item instanceof Set) return Array.from(item);
        if (item !== null && typeof item === 'object') {
          // Only ancestors make a cycle; a shared sibling is printed again.
          while (ancestors.length && ancestors[ancestors.length - 1] !== this) ancestors.pop();
          if (ancestors.includes(item)) return '[Circular]';
          ancestors.push(item);
        }
        return item;
      });
      return json === undefined ? String(value) : json;
    } catch (error) {
      return '[Unprintable: ' + error.message + ']';
    }
  }
  function formatOne(value) {
    if (typeof value === 'string') return value;
    if (typeof value === 'bigint') return value.toString() + 'n';
    if (typeof value === 'symbol') return value.toString();
    if (typeof value === 'function') return '[Function ' + (value.name || 'anonymous') + ']';
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (value === null || typeof value !== 'object') return String(value);
    return toJson(value);
  }
  return args.map(formatOne).join(' ');
}`;
