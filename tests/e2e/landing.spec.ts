import {expect, test} from '@playwright/test';
import {articleById, sidebarGroups} from '../../scripts/lib/articles';
import {articleAt, listedRoutes} from '../../scripts/lib/targets';

test('the landing page has hero, feature cards, category cards and a call to action', async ({page}) => {
  await page.goto('/');
  const hero = page.locator('header').filter({has: page.getByRole('heading', {level: 1})});
  await expect(hero.getByRole('heading', {level: 1})).toHaveText('Larkspur Docs');
  await expect(hero.getByText(/web design company/)).toBeVisible();
  await expect(hero.getByRole('link', {name: 'Start with responsive design'})).toHaveAttribute(
    'href',
    '/docs/web-design/responsive-design',
  );
  await expect(hero.getByRole('link', {name: 'Learn SEO basics'})).toHaveAttribute('href', '/docs/web-design/seo');
  await expect(hero.getByRole('button', {name: /Search knowledge base/})).toBeVisible();

  const features = page.locator('section[aria-labelledby="features-heading"] li');
  await expect(features).toHaveCount(4);
  const featureLinks = await features.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(featureLinks).toEqual([
    '/docs/web-design/responsive-design',
    '/docs/web-design/seo',
    '/docs/hosting/basics',
    '/docs/wordpress/basics',
  ]);

  const categories = page.locator('section[aria-labelledby="categories-heading"] article');
  // One card per sidebar group after Getting Started, Security included: the hero promises web security.
  await expect(categories).toHaveCount(5);
  await expect(categories.locator('h3')).toHaveText(['Web Design', 'Web Hosting', 'WordPress', 'Plesk', 'Security']);
  for (const card of await categories.all()) {
    await expect(card.locator('ul a')).toHaveCount(3);
    await expect(card.getByRole('link', {name: /^Explore/})).toBeVisible();
  }
  await expect(page.getByRole('heading', {name: 'New to running a website?'})).toBeVisible();
});

test('every landing link into the docs leads to a listed article, and a category card opens it', async ({page}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const docsLinks = await main.locator('a[href^="/docs/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(docsLinks.length).toBeGreaterThan(20);
  // The listed articles are read from the content (scripts/lib/targets.ts).
  expect(docsLinks.filter((href) => !listedRoutes.includes(href))).toEqual([]);
  const cardLink = page.locator('section[aria-labelledby="categories-heading"] ul a').first();
  const href = (await cardLink.getAttribute('href'))!;
  await cardLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('article h1')).toHaveText(articleAt(href).title);
});

test('the Security card leads to the Security group', async ({page}) => {
  await page.goto('/');
  const explore = page.getByRole('link', {name: 'Explore Security'});
  const href = (await explore.getAttribute('href'))!;
  // The article it opens is in the content's Security group (scripts/lib/articles.ts reads sidebars.ts).
  const [, securityIds] = sidebarGroups.find(([label]) => label === 'Security')!;
  expect(securityIds.map((id) => articleById(id).route)).toContain(href);
  await explore.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const active = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[aria-current="page"]');
  await expect(active).toHaveText(articleAt(href).label);
  // The page opened is in the sidebar's Security group.
  const group = await active.evaluate((link) =>
    link.closest('.theme-doc-sidebar-item-category')?.querySelector('.menu__list-item-collapsible')?.textContent?.trim(),
  );
  expect(group).toBe('Security');
});

test('on a 375 px phone landing buttons and headings keep their text inside their padding', async ({page}) => {
  await page.setViewportSize({width: 375, height: 812});
  await page.goto('/');
  const overflowing = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.button, h1, h2, h3'))
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
        const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
        return text.left < left - 1 || text.right > right + 1;
      })
      .map((element) => element.textContent?.trim()),
  );
  expect(overflowing).toEqual([]);
});
