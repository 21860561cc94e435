import {
  appStarted,
  framesRendered,
  holdPageChunks,
  markDocument,
  stillSameDocument,
  test,
  expect,
} from '../support/fixtures';
import { rootDocTitle } from '../support/routes';
import { sites } from '../../playwright.config';

const base = sites.main.base;

test.describe('navbar', () => {
  test('has Docs, Explore the API and the source repository, and each resolves', async ({ page, request }) => {
    await page.goto(base);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', `${base}docs`);
    // Same site, same tab: its name must not announce a new tab.
    const explore = navbar.getByRole('link', { name: 'Explore the API', exact: true });
    await expect(explore).toHaveAttribute('href', `${base}openapi/explore`);
    await expect(navbar.getByRole('link', { name: 'Source code repository' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\//,
    );
    expect((await request.get(`${base}openapi/explore`)).status()).toBe(200);

    await navbar.getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}docs$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('"Explore the API" opens the explorer inside the site, and the navbar leads back', async ({ page }) => {
    await page.goto(`${base}docs`);
    await appStarted(page);
    await markDocument(page);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.getByRole('link', { name: 'Explore the API' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}openapi/explore$`));
    await expect(page).toHaveTitle(/Explore the API/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the API' })).toBeVisible();
    // A page of the app: the route changes without a page load.
    expect(await stillSameDocument(page)).toBe(true);
    await navbar.getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}docs$`));
    // Swagger UI's colour class does not outlive the explorer.
    await expect(page.locator('html')).not.toHaveClass(/dark-mode/);
  });

  test('hide-on-scroll is off: the navbar stays visible after scrolling', async ({ page }) => {
    await page.goto(`${base}docs/api/installation`);
    await page.mouse.wheel(0, 2500);
    // Once the page has scrolled and the frames after it are drawn, a hiding navbar would be gone.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await framesRendered(page);
    await expect(page.locator('nav.navbar')).toBeInViewport();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('footer', () => {
  // One load: the link columns are read as the server sent them, then brought to life; their
  // links are the same either way (the first step checks that), so the second reads them after.
  test('until used, its links are the server HTML; brought to life, they are the same; Docs, Community and More columns with distinct links that all resolve', async ({
    page,
    request,
  }) => {
    await page.goto(base);
    const footer = page.locator('footer');

    // src/components/HydrateOnUse: the link columns stay the server's HTML until used.
    await test.step('until used, its links are the server HTML; brought to life, they are the same', async () => {
      await appStarted(page);
      const columns = page.locator('footer [data-hydrate-on-use="footer-links"]');
      const firstLink = columns.locator('a').first();
      const renderedByReact = () =>
        firstLink.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
      expect(await renderedByReact()).toBe(false);
      const markup = () => columns.evaluate((box) => box.innerHTML);
      const height = () => columns.evaluate((box) => box.getBoundingClientRect().height);
      const [serverMarkup, serverHeight] = [await markup(), await height()];
      await columns.hover();
      await expect.poll(renderedByReact).toBe(true);
      expect(await markup()).toBe(serverMarkup);
      expect(await height()).toBe(serverHeight);
    });

    await test.step('has Docs, Community and More columns with distinct links that all resolve', async () => {
      await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
      const links = await footer
        .locator('.footer__links a')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      expect(new Set(links).size, 'no duplicated footer links').toBe(links.length);
      for (const href of links.filter((h) => h.startsWith('http://127.0.0.1'))) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
      await expect(footer).toContainText('CC BY 4.0');
      await expect(footer).toContainText('National Infrastructures for Research and Technology - GRNET S.A.');
    });
  });
});

test.describe('colour mode', () => {
  test('starts light, cycles light → dark → system, and persists across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(base);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.locator('.navbar').getByRole('button', { name: /mode/i });
    // A first visit follows the system (light here); one click pins light, then the cycle repeats.
    if ((await html.getAttribute('data-theme-choice')) !== 'light') await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'light');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
    // The theme stores the choice under a key namespaced per site ("theme" + suffix).
    const stored = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key === 'theme' || key.startsWith('theme-')),
    );
    expect(stored?.[1]).toBe('dark');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    await expect(html).toHaveAttribute('data-theme', 'light');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'light');

    await toggle.click();
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
  });

  test('system choice follows the operating system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // A first visit has no stored choice, so the site follows the (dark) system setting.
    await page.goto(base);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The theme listens for the system setting once React has started.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('announcement bar', () => {
  test('can be dismissed and stays dismissed after a reload', async ({ page }) => {
    await page.goto(base);
    const bar = page.getByRole('banner').filter({ hasText: 'Start with the Quickstart' });
    await expect(bar).toBeVisible();
    // Pressed once the app has started: this test is about closing and staying closed. A press while
    // the app starts once went unanswered on a loaded CI machine (not reproduced since); such presses
    // have their own test below, with the page's chunks held back.
    await appStarted(page);
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByText('Start with the Quickstart')).toBeHidden();
  });
});

test.describe('mobile layout (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('sidebar opens and closes, with the secondary docs menu and "back to main menu"', async ({ page }) => {
    await page.goto(`${base}docs/api/project`);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the sidebar opens on the docs menu (secondary) with a way back.
    const back = sidebar.getByRole('button', { name: /Back to main menu/ });
    await expect(back).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Project', exact: true })).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', { name: 'Docs' })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(sidebar).toBeHidden();
  });

  test('a tap on the menu button before the app has started opens the menu once it has', async ({ page }) => {
    const release = await holdPageChunks(page);
    await page.goto(`${base}docs/api/project`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    release();
    await appStarted(page);
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Project', exact: true })).toBeVisible();
  });

  test('the closed menu waits for idle time, and a tap before then still opens the docs menu', async ({ page }) => {
    // A page that never gets idle time: the menu's contents must then render on the tap.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
      window.cancelIdleCallback = () => undefined;
    });
    await page.goto(`${base}docs/api/project`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Project', exact: true })).toBeVisible();
  });
});

test.describe('crash page', () => {
  test('a component that throws shows "This page crashed", the error and a working "Try again"', async ({ page }) => {
    // Every Markdown table measures itself with a ResizeObserver once it renders; make the
    // first one throw, as a real render bug would, with no test-only page in the build.
    await page.addInitScript(() => {
      const Original = window.ResizeObserver;
      let thrown = false;
      window.ResizeObserver = class extends Original {
        constructor(callback: ResizeObserverCallback) {
          if (!thrown) {
            thrown = true;
            throw new Error('Simulated render failure for the crash-page test');
          }
          super(callback);
        }
      };
    });
    await page.goto(`${base}docs`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed');
    await expect(page.getByText('Simulated render failure for the crash-page test')).toBeVisible();
    // The navbar survives: the crash is contained to the page body.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rootDocTitle());
    await expect(page.locator('article table').first()).toBeVisible();
  });
});
