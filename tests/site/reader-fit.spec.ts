/**
 * What a reader meets first on a phone, where one page shows it (issue 43): code that is wider
 * than its box shows so (a shadow at the cut edge, a scrollbar on touch), and a wide diagram
 * opens at its start with its cue and "Open full size" above it, whose dialog keeps labels
 * legible. The checks every page gets (page height, title position, heading words) are part of
 * the page sweep, tests/site/layout.spec.ts.
 */
import { appStarted, framesRendered, test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';

const base = sites.main.base;

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('code wider than its box shows a shadow at the cut edge and keeps a scrollbar', async ({ page }) => {
    await page.goto(`${base}docs/api/metric/create-metric`);
    await appStarted(page);
    const blocks = await page.locator('.theme-code-block pre').evaluateAll((pres) =>
      pres
        .filter((pre) => pre.checkVisibility() && pre.scrollWidth > pre.clientWidth + 1)
        .map((pre) => {
          const style = getComputedStyle(pre);
          return {
            shadows: (style.backgroundImage.match(/radial-gradient/g) ?? []).length,
            attachments: style.backgroundAttachment,
            scrollbarWidth: style.scrollbarWidth,
          };
        }),
    );
    // The visible curl sample is wider than a phone's column.
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block.shadows).toBe(2);
      expect(block.attachments).toMatch(/^local, local, scroll, scroll\b/);
      // Headless Chromium hides every scrollbar (--hide-scrollbars), so the style is what can be read.
      expect(block.scrollbarWidth).toBe('auto');
    }
  });

  // One load: the first step only reads the page, the second opens the dialog.
  test('a wide diagram opens at its start, with its cue and "Open full size" above it; the full-size dialog shows labels of at least 11 px, panning when the drawing is wider', async ({
    page,
  }) => {
    await page.goto(`${base}docs/system/data_model`);
    await appStarted(page);
    const button = page.getByRole('button', { name: 'Open full size' }).first();

    await test.step('the diagram opens at its start, its cue and "Open full size" above it', async () => {
      const box = page.getByRole('region', { name: /diagram/i }).first();
      await box.scrollIntoViewIfNeeded();
      await expect(box.locator('svg')).toBeVisible();
      await framesRendered(page);
      expect(await box.evaluate((element) => element.scrollLeft)).toBe(0);
      const boxTop = (await box.boundingBox())!.y;
      const cue = page.getByText('Scroll sideways for the rest').first();
      for (const control of [button, cue]) {
        const top = (await control.boundingBox())!;
        expect(top.y + top.height).toBeLessThanOrEqual(boxTop + 1);
        expect(boxTop - top.y).toBeLessThan(60);
      }
    });

    await test.step('the full-size dialog shows labels of at least 11 px, inside the screen', async () => {
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeEnabled();
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Diagram at full size' });
      await expect(dialog).toBeVisible();
      const svg = dialog.locator('svg').first();
      const labelPx = await svg.evaluate((element: SVGSVGElement) => {
        const scale = element.getBoundingClientRect().width / element.viewBox.baseVal.width;
        const sizes = [...element.querySelectorAll('foreignObject p, foreignObject span, text')]
          .filter((label) => label.textContent?.trim())
          .map((label) => parseFloat(getComputedStyle(label).fontSize) * scale);
        return Math.min(...sizes);
      });
      expect(labelPx).toBeGreaterThanOrEqual(11);
      const dialogBox = (await dialog.boundingBox())!;
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(360);
    });
  });
});
