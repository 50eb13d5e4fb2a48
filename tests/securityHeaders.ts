/**
 * The security headers every response carries, and the Content-Security-Policy
 * as a browser applies it, for the e2e and host tests:
 * a response may carry several policies (several headers, or one header with
 * comma-separated policies, as `_headers` hosts send two matching rules' values),
 * and the browser enforces every one, so a source counts only if all allow it.
 */
import {expect, type APIResponse, type Page} from '@playwright/test';
import {liveBlock} from './liveBlock';
import {pageSettled, watchRequests} from './idle';
import {interactive, live, search, webDesignRedirect} from '../scripts/lib/targets';
import {hydrated} from './hydrated';

/** The headers static/_headers sets on every response, besides the policy. */
export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** Every policy the response carries. */
export function policies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({name}) => name.toLowerCase() === 'content-security-policy')
    .flatMap(({value}) => value.split(','))
    .map((policy) => policy.trim())
    .filter(Boolean);
}

/** The sources of one directive that every policy allows (a policy without it falls back to default-src, else allows all). */
export function allowedSources(all: string[], directive: string): string[] {
  const lists = all.map((policy) => {
    const directives = new Map(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...sources]) => [name.toLowerCase(), sources]),
    );
    return directives.get(directive) ?? directives.get('default-src');
  });
  const present = lists.filter((list): list is string[] => list !== undefined);
  return present.length ? present.reduce((common, list) => common.filter((source) => list.includes(source))) : [];
}

/** The effective policy of a page is strict: inline scripts only by hash, no eval, no plugins, framing and base URI locked. */
export function expectStrictPolicy(response: APIResponse, {evalAllowed = false} = {}) {
  const all = policies(response);
  expect(all.length, 'a Content-Security-Policy header').toBeGreaterThan(0);
  const scripts = allowedSources(all, 'script-src');
  expect(scripts.filter((source) => source.startsWith("'sha256-")).length, 'inline scripts allowed by hash').toBeGreaterThan(0);
  expect(scripts.filter((source) => !source.startsWith("'sha256-"))).toEqual(evalAllowed ? ["'self'", "'unsafe-eval'"] : ["'self'"]);
  expect(allowedSources(all, 'default-src')).toEqual(["'self'"]);
  expect(allowedSources(all, 'object-src')).toEqual(["'none'"]);
  expect(allowedSources(all, 'base-uri')).toEqual(["'self'"]);
  expect(allowedSources(all, 'frame-ancestors')).toEqual(["'self'"]);
}

/** Collects CSP violations the page reports, from the DOM event and the console. */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/**
 * What a reader does that needs the policy's exceptions: the landing page, a
 * search in the palette, an interactive block run, a live preview, an old
 * address redirected by the client-redirects plugin.
 */
export async function browseEverythingThePolicyCovers(page: Page) {
  watchRequests(page);
  await page.goto('/');
  await pageSettled(page);
  // Keyboard shortcuts work once the page is hydrated.
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', {name: 'Search knowledge base'});
  await palette.getByRole('combobox').fill(search.titleWord.query);
  await expect(palette.getByRole('group', {name: 'In the text'}).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The query, the blocks and the old address come from the articles (scripts/lib/targets.ts).
  await page.goto(interactive.route);
  const block = page.locator('[data-interactive-code]').first();
  await block.getByRole('button', {name: 'Run'}).click();
  await expect(block.getByTestId('code-output')).toHaveText(interactive.output);

  await page.goto(live.route);
  await expect(liveBlock(page).preview.getByText(live.text)).toBeVisible();

  await page.goto(webDesignRedirect.from);
  await expect(page).toHaveURL(new RegExp(`${webDesignRedirect.to}$`));
  await pageSettled(page);
}
