/**
 * Diagrams a reader can read, checked where only a browser can tell: on a phone a wide diagram
 * scrolls sideways inside its own box (by keyboard too) while the page does not; "Open full size"
 * opens a dialog that Escape and its Close button close, handing focus back; dark mode shows the
 * dark drawing. That every diagram page shows the drawing made ahead of time (not live Mermaid)
 * with labels of at least 11 px and none cut off, at a desktop and a phone width, is read by the
 * page sweep (tests/site/layout.spec.ts) on the load it makes of every page.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { measureDiagrams, pageScrollsSideways } from '../support/diagrams';
import { sites } from '../../playwright.config';

const base = sites.main.base;

test.describe('a wide diagram on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** Opens the full-size dialog from the keyboard. */
  async function openDialog(page: Page) {
    const button = page.getByRole('button', { name: 'Open full size' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Diagram at full size' });
    await expect(dialog).toBeVisible();
    return { button, dialog };
  }

  // One load; each step leaves the page as it found it (the dialog closed).
  test('scrolls sideways inside its own box, by keyboard too, and the page does not; "Open full size" opens fitted to the screen, goes to natural size on request, and Escape or Close closes it with focus returned', async ({
    page,
  }) => {
    await page.goto(`${base}docs/guides/api_actions/project`);
    const [facts] = await measureDiagrams(page);

    await test.step('scrolls sideways inside its own box, by keyboard too, and the page does not', async () => {
      expect(facts.box.scrollWidth).toBeGreaterThan(facts.box.clientWidth);
      expect(await pageScrollsSideways(page)).toBe(false);
      await expect(page.getByText('Scroll sideways for the rest')).toBeVisible();

      const box = page.getByRole('region', { name: /diagram/i });
      await box.focus();
      await expect(box).toBeFocused();
      const start = await box.evaluate((element) => element.scrollLeft);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(start);
      expect(await pageScrollsSideways(page)).toBe(false);
    });

    await test.step('opens fitted to the screen, goes to natural size on request; Escape closes it and focus returns', async () => {
      const { button, dialog } = await openDialog(page);
      const svg = dialog.locator('svg').first();
      // First fitted to the screen, never below legible labels: its start in view, the dialog
      // inside the screen (the zoom button shows the fitted state; tests/site/reader-fit.spec.ts
      // checks the label size).
      await expect(dialog.getByRole('button', { name: 'Actual size' })).toBeVisible();
      const fitted = (await svg.boundingBox())!;
      expect(fitted.x).toBeGreaterThanOrEqual(0);
      const frame = (await dialog.boundingBox())!;
      expect(frame.x + frame.width).toBeLessThanOrEqual(360);
      expect(frame.y + frame.height).toBeLessThanOrEqual(740);

      await dialog.getByRole('button', { name: 'Actual size' }).click();
      const labelPx = await svg.evaluate((element: SVGSVGElement) => {
        const scale = element.getBoundingClientRect().width / element.viewBox.baseVal.width;
        return parseFloat(getComputedStyle(element.querySelector('foreignObject p, text')!).fontSize) * scale;
      });
      expect(labelPx).toBeGreaterThanOrEqual(15.5);
      await expect(dialog.getByRole('button', { name: 'Fit to screen' })).toBeVisible();
      // A second copy of the drawing gets ids of its own.
      const ids = await page.evaluate(() => [...document.querySelectorAll('svg[id]')].map((element) => element.id));
      expect(new Set(ids).size).toBe(ids.length);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step('the Close button closes it and focus returns', async () => {
      const { button, dialog } = await openDialog(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
});

test('dark mode shows the dark drawing', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${base}docs/api/installation`);
  const [facts] = await measureDiagrams(page);
  await expect(page.locator(`svg#diagram-${facts.key}-dark`)).toBeVisible();
});
