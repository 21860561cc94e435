import { test, expect } from '../support/fixtures';
import { categoryLabel, categoryPages, docPages, docTitle, rootDocTitle } from '../support/routes';
import { sites } from '../../playwright.config';

// The same route checks run against the default build and the one under /docs-preview/.
for (const site of Object.values(sites)) {
  test.describe(`routes under ${site.base}`, () => {
    test.use({ baseURL: site.baseURL });

    test('home page shows the hero, both calls to action and the task cards', async ({ page }) => {
      await page.goto(site.base);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounting System API Documentation');
      await expect(page.getByText('Learn how the Accounting System API works')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('href', `${site.base}docs/`);
      await expect(page.getByRole('main').getByRole('link', { name: 'Explore the API' })).toHaveAttribute(
        'href',
        `${site.base}openapi/explore`,
      );
      await expect(page.getByRole('region', { name: 'Main tasks' }).getByRole('heading', { level: 2 })).toHaveCount(3);
    });

    test('docs root is the test and production environments page', async ({ page }) => {
      await page.goto(`${site.base}docs/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(rootDocTitle());
      await expect(page.locator('.theme-doc-sidebar-menu')).toContainText('Accounting System');
    });

    for (const route of docPages) {
      test(`doc page ${route}`, async ({ page }) => {
        const response = await page.goto(`${site.base}docs/${route}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(docTitle(route));
        await expect(page.locator('article .markdown p').first()).not.toBeEmpty();
      });
    }

    for (const slug of categoryPages) {
      test(`category index ${slug}`, async ({ page }) => {
        await page.goto(`${site.base}docs/category/${slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryLabel(slug));
        // The generated index lists its pages as cards and carries its one-line description.
        await expect(page.locator('article a.card').first()).toBeVisible();
        await expect(page.locator('.generatedIndexPage_vN6x p, header p').first()).not.toBeEmpty();
      });
    }

    test('search page reads its query from the URL', async ({ page }) => {
      await page.goto(`${site.base}search?q=installation`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('installation');
    });

    test('a made-up path shows the not-found page', async ({ page }) => {
      const response = await page.goto(`${site.base}docs/no-such-page-here`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'Start from the documentation home' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Search the docs for “no such page here”/ })).toBeVisible();
    });

    test('a path outside the docs shows the not-found page', async ({ page }) => {
      const response = await page.goto(`${site.base}totally/unknown`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    });

    test('.html and index.html suffixes are stripped', async ({ page }) => {
      await page.goto(`${site.base}docs/api/metric.html`);
      await expect(page).toHaveURL(new RegExp(`${site.base}docs/api/metric$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(docTitle('api/metric'));
      await page.goto(`${site.base}docs/index.html`);
      await expect(page).toHaveURL(new RegExp(`${site.base}docs/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(rootDocTitle());
    });

    test('every doc route is reachable from the sidebar', async ({ page }) => {
      await page.goto(`${site.base}docs/`);
      // Expand every collapsed category, then collect the sidebar's links.
      for (let round = 0; round < 4; round += 1) {
        const collapsed = page.locator(
          '.menu__list-item--collapsed > div > a.menu__link--sublist, .menu__list-item--collapsed > a.menu__link--sublist-caret',
        );
        const count = await collapsed.count();
        if (count === 0) break;
        for (let i = count - 1; i >= 0; i -= 1) await collapsed.nth(i).click();
      }
      const hrefs = await page
        .locator('.theme-doc-sidebar-menu a.menu__link')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      for (const route of docPages) expect(hrefs).toContain(`${site.base}docs/${route}`);
      for (const slug of categoryPages) expect(hrefs).toContain(`${site.base}docs/category/${slug}`);
    });
  });
}
