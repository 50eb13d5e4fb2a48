import type {ConsoleMessage, Page} from '@playwright/test';

/**
 * Collects what a page prints as a console error or warning, and its uncaught errors, as
 * "<path> <type>: <text>". `expected` says which messages are allowed, each for a stated reason.
 */
export function watchConsole(page: Page, expected: (message: ConsoleMessage, path: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  const pathOf = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type()) || expected(message, pathOf())) return;
    problems.push(`${pathOf()} ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${pathOf()} uncaught: ${error.message}`));
  return problems;
}
