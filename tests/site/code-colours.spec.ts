/**
 * Code blocks show the current colour mode's Prism theme straight from the server's HTML: the
 * server renders in light mode, and a reader in dark mode gets the dark theme's token colours
 * and background from the stylesheet, whether or not the page's scripts run.
 */
import type { Page } from '@playwright/test';
import type { PrismTheme } from 'prism-react-renderer';
import { test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';
import { darkCodeTheme, lightCodeTheme } from '../../config/prismThemes';

const docWithCode = `${sites.main.base}docs/api/installation/create-installation`;

/** A theme colour as the browser reports a computed one: `rgb(r, g, b)`. */
function computed(colour: string): string {
  const rgb = /^rgb\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)\s*\)$/i.exec(colour.trim());
  if (rgb) return `rgb(${rgb[1]}, ${rgb[2]}, ${rgb[3]})`;
  const digits = colour.trim().replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `rgb(${[0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).join(', ')})`;
}

/** What a theme promises for a string token, a plain token and the block's background. */
function expectedFrom(theme: PrismTheme) {
  const string = [...theme.styles].reverse().find((entry) => entry.types.includes('string') && entry.style.color);
  return {
    string: computed(string!.style.color!),
    plain: computed(theme.plain.color!),
    background: computed(theme.plain.backgroundColor!),
  };
}

/** The colours the reader sees in the first code block that has a string token. */
async function codeColours(page: Page) {
  const block = page
    .locator('article .theme-code-block')
    .filter({ has: page.locator('[class="token string"]') })
    .first();
  const colour = (selector: string) =>
    block
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).color);
  return {
    string: await colour('[class="token string"]'),
    plain: await colour('.token.plain'),
    background: await block.locator('pre').evaluate((element) => getComputedStyle(element).backgroundColor),
  };
}

test.describe('code colours with JavaScript', () => {
  test('dark mode: the dark theme’s colours and background, also after React starts', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(docWithCode);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await codeColours(page)).toEqual(expectedFrom(darkCodeTheme));
  });

  test('dark mode from the server HTML alone, with the site’s scripts blocked', async ({ page }) => {
    // The colour mode script is inline, so the page still turns dark; nothing renders it again.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(docWithCode);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    expect(await codeColours(page)).toEqual(expectedFrom(darkCodeTheme));
  });

  // One load: the light colours are read first, then the toggle changes them.
  test('light mode: the light theme’s colours and background; the colour mode toggle switches the code colours in place', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(docWithCode);
    const html = page.locator('html');

    await test.step('light mode: the light theme’s colours and background', async () => {
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(html).toHaveAttribute('data-has-hydrated', 'true');
      expect(await codeColours(page)).toEqual(expectedFrom(lightCodeTheme));
    });

    await test.step('the colour mode toggle switches the code colours in place', async () => {
      const toggle = page.locator('.navbar').getByRole('button', { name: /mode/i });
      // From the first visit's "system" (light here), light comes before dark in the cycle.
      for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme')) !== 'dark'; clicks += 1) {
        await toggle.click();
      }
      await expect(html).toHaveAttribute('data-theme', 'dark');
      expect(await codeColours(page)).toEqual(expectedFrom(darkCodeTheme));
    });
  });
});

test.describe('code colours without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('light mode: the light theme’s colours and background', async ({ page }) => {
    await page.goto(docWithCode);
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    expect(await codeColours(page)).toEqual(expectedFrom(lightCodeTheme));
  });
});
