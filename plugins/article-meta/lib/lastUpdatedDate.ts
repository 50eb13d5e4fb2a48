/**
 * The last-updated line's date, "Nov 27, 2026", as the theme writes it for the site's one
 * locale (en) with `Intl.DateTimeFormat` (day numeric, month short, year numeric, UTC).
 * Written out here because the first `Intl.DateTimeFormat` a page builds sets up the
 * browser's locale data inside hydration: 60-70 ms of one task on a phone (4x CPU slowdown,
 * ARCHITECTURE.md, issue 33), for one date.
 */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function lastUpdatedDate(timestamp: number): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${timestamp}`);
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
