/**
 * Reader links at the end of every doc page: "Edit this page" opens the page's own source file in
 * the repository, "Last updated" matches git (or the front matter) and is simply absent when the
 * clone has no history for the file, and the feedback links prefill an issue with the page URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';
import { repositoryUrl, siteUrl } from '../../config/siteEnv';
import { docSources, expectedLastUpdate, repoRoot } from './docSources';

const base = sites.main.base;

test.describe('on every doc page', () => {
  // What a reader gets before any script runs; the links do not depend on JavaScript.
  test.use({ javaScriptEnabled: false });

  for (const doc of docSources) {
    test(`edit link, last update and feedback of ${doc.route}`, async ({ page }) => {
      await page.goto(`${base}${doc.route}`);

      const edit = page.getByRole('link', { name: 'Edit this page' });
      const href = (await edit.getAttribute('href')) ?? '';
      expect(href.startsWith(`${repositoryUrl}/edit/`), href).toBe(true);
      expect(href.endsWith(`/${doc.file}`), `${href} ends with ${doc.file}`).toBe(true);
      // Path inside the repository: after /edit/<branch>/.
      const inRepo = href.slice(`${repositoryUrl}/edit/`.length).split('/').slice(1).join('/');
      expect(fs.existsSync(path.join(repoRoot, inRepo)), `${inRepo} exists`).toBe(true);

      const lastUpdated = page.locator('.theme-last-updated');
      const expected = expectedLastUpdate(doc);
      if (expected) {
        await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', expected.toISOString());
        await expect(lastUpdated).toContainText(
          expected.toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
        );
      } else if (await lastUpdated.count()) {
        // No history here, yet a date was built in (for example the build ran in a full clone):
        // it must at least be a real date.
        const datetime = (await lastUpdated.locator('time').getAttribute('datetime')) ?? '';
        expect(Number.isNaN(Date.parse(datetime)), datetime).toBe(false);
        await expect(lastUpdated).not.toContainText(/Invalid|NaN|1970/);
      }

      const pageUrl = `${siteUrl}${base}${doc.route}`;
      await expect(page.getByText('Was this page helpful?')).toBeVisible();
      for (const [name, answer] of [
        ['Yes', 'Yes'],
        ['No', 'No'],
      ] as const) {
        const link = page.getByRole('link', { name, exact: true });
        const url = new URL((await link.getAttribute('href')) ?? '');
        expect(`${url.origin}${url.pathname}`).toBe(`${repositoryUrl}/issues/new`);
        expect(url.searchParams.get('title')).toContain(doc.title);
        expect(url.searchParams.get('body')).toContain(`Page: ${pageUrl}\n`);
        expect(url.searchParams.get('body')).toContain(`Was this page helpful? ${answer}`);
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    });
  }
});

test('the feedback line makes no request of its own', async ({ page }) => {
  // The fixture fails the test on any request to another host; scroll so everything renders.
  await page.goto(`${base}docs/api/metric`);
  await page.getByText('Was this page helpful?').scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'No', exact: true })).toBeVisible();
});
