/**
 * Dates as the site shows them ("May 10, 2025", in UTC), the format
 * `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric'})`
 * gives. Written out because creating that formatter costs a phone tens of
 * milliseconds while the page hydrates (src/theme/LastUpdated).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatDay(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
