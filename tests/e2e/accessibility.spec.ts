import {expect, test} from '@playwright/test';
import {loadInMode, seriousAxeViolationsInBothModes, type ColorMode} from '../axe';
import {pageSettled, watchRequests} from '../idle';
import {everyAdmonition, modelOf, richestArticle, search, staleLinks, titledTip} from '../../scripts/lib/targets';

// The article with the most kinds of markup, the search page with results and a correction, and a
// not-found page with suggestions (all read from the articles: scripts/lib/targets.ts). Each page is checked in light and dark mode (loaded in one,
// switched to the other: tests/axe.ts), half of them loaded in dark.
['/', richestArticle, staleLinks.lastLetter.missing, `/search?q=${search.typo.typed}`].forEach((path, index) => {
  const loaded: ColorMode = index % 2 === 0 ? 'light' : 'dark';
  test(`${path} has no serious or critical axe violations in light and dark mode`, async ({page}) => {
    test.slow(); // axe over a whole page, twice, takes seconds on a busy machine
    await loadInMode(page, loaded);
    watchRequests(page);
    await page.goto(path);
    await pageSettled(page);
    if (path.startsWith('/search')) await expect(page.getByText('Did you mean')).toBeVisible();
    expect(await seriousAxeViolationsInBothModes(page, loaded)).toEqual([]);
  });
});

// Every page's console is checked in pages.spec.ts, in its one visit to every page.

test('admonitions are notes whose accessible name says their type', async ({page}) => {
  // The tip, and a page of every admonition type with what it writes, are read from the articles (scripts/lib/targets.ts).
  await page.goto(titledTip.route);
  // A titled tip is announced as a tip, not only by its custom title.
  await expect(page.getByRole('note', {name: `Tip: ${titledTip.title}`})).toBeVisible();
  // A page with all five types, titled and untitled; an unlisted one also shows the theme's "Unlisted page" caution.
  await page.goto(everyAdmonition.route);
  const written = modelOf(everyAdmonition.route).admonitions;
  const shown = written.length + (everyAdmonition.unlisted ? 1 : 0);
  const name = (type: string) => type[0].toUpperCase() + type.slice(1);
  await expect(page.locator('.theme-admonition')).toHaveCount(shown);
  await expect(page.getByRole('note', {name: /^(Note|Tip|Info|Warning|Danger|Caution)\b/})).toHaveCount(shown);
  for (const type of everyAdmonition.types) {
    const count = written.filter((admonition) => admonition.type === type).length;
    expect(count, `the page shows a ${type}`).toBeGreaterThan(0);
    await expect(page.getByRole('note', {name: new RegExp(`^${name(type)}\\b`)})).toHaveCount(count);
  }
  for (const {type, title} of written.filter((admonition) => admonition.title)) {
    await expect(page.getByRole('note', {name: `${name(type)}: ${title}`})).toBeVisible();
  }
});
