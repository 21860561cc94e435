#!/usr/bin/env node
/**
 * Renders card.html to static/img/social-card.png (1200×630), the image link previews show.
 * Run after changing the card: node scripts/social-card/render.mjs
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../lib/chromium.mjs';

const here = import.meta.dirname;
const output = path.resolve(here, '../../static/img/social-card.png');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.goto(`file://${path.join(here, 'card.html')}`);
  await page.screenshot({ path: output, type: 'png' });
  console.log(`Wrote ${path.relative(process.cwd(), output)}`);
} finally {
  await browser.close();
}
