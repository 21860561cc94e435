/** axe-core violations per page in light and dark mode, with tests/a11y/axe.spec.ts's rule tags. */
import { AxeBuilder } from '@axe-core/playwright';
import { axeSource } from '../../lib/axeSource.mjs';
import { inFreshPage } from './browser.mjs';

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What a page shows once hydrated, waited for so axe sees the finished page. */
const FINISHED = { search: 'article', explorer: '.opblock', docPage: '.docusaurus-mermaid-container svg' };

async function settle(page, key) {
  await page.waitForLoadState('networkidle').catch(() => {});
  if (FINISHED[key]) await page.waitForSelector(FINISHED[key], { timeout: 20_000 }).catch(() => {});
}

export function axeViolations(browser, url, key, colorScheme) {
  return inFreshPage(
    browser,
    async (page) => {
      await page.goto(url);
      await settle(page, key);
      const results = await new AxeBuilder({ page, axeSource }).withTags(axeTags).analyze();
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.length,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
    },
    { colorScheme },
  );
}
