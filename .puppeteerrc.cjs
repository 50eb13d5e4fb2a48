/**
 * Puppeteer (pa11y's browser driver) must not download its own Chrome at `npm ci`: the tests drive
 * Debian's Chromium (scripts/lib/chromium.ts finds it), and machines without outside network cannot download.
 */
module.exports = {skipDownload: true};
