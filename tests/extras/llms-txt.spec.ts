/**
 * {base}llms.txt and {base}llms-full.txt: the llms.txt shape, every doc page listed under its
 * sidebar group with its description, the API contract linked, and every link answering 200.
 */
import { test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';
import { siteUrl } from '../../config/siteEnv';
import { markdownTwinPath } from '../../src/plugins/llms-txt/twinPath';
import { docSources, toLocal } from './docSources';

interface LlmsLink {
  section: string;
  title: string;
  url: string;
  description: string;
}

function parseLlmsTxt(text: string): { title: string; summary: string; sections: string[]; links: LlmsLink[] } {
  const lines = text.split('\n');
  const links: LlmsLink[] = [];
  const sections: string[] = [];
  let section = '';
  for (const line of lines) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      section = heading[1]!;
      sections.push(section);
      continue;
    }
    const link = /^- \[(.+?)\]\((\S+?)\)(?:: (.*))?$/.exec(line);
    if (link) links.push({ section, title: link[1]!, url: link[2]!, description: link[3] ?? '' });
  }
  return {
    title: /^# (.+)$/.exec(lines[0] ?? '')?.[1] ?? '',
    summary: lines.find((line) => line.startsWith('> '))?.slice(2) ?? '',
    sections,
    links,
  };
}

for (const site of Object.values(sites)) {
  test.describe(`llms.txt under ${site.base}`, () => {
    test.use({ baseURL: site.baseURL });
    const siteRoot = `${siteUrl}${site.base}`;
    const localRoot = `${site.baseURL}${site.base}`;

    test('follows the llms.txt shape and lists every doc page under its sidebar group', async ({ request }) => {
      const response = await request.get(`${site.base}llms.txt`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/plain/);
      const llms = parseLlmsTxt(await response.text());
      expect(llms.title).toBe('Accounting System API Documentation');
      expect(llms.summary.length).toBeGreaterThan(40);
      expect(llms.sections.length).toBeGreaterThan(3);

      for (const doc of docSources) {
        const url = siteUrl + markdownTwinPath(`${site.base}${doc.route}`);
        const entries = llms.links.filter((link) => link.url === url);
        expect(entries, `${doc.file} is listed once`).toHaveLength(1);
        expect(entries[0]!.title).toBe(doc.title);
        expect(entries[0]!.description).toBe(doc.description.replace(/\s+/g, ' ').trim());
        // Grouped like the sidebar: the section is the page's category path.
        expect(entries[0]!.section, doc.file).toBe(doc.categories.join(' / '));
      }
      const docLinks = llms.links.filter((link) => link.url.endsWith('.md'));
      expect(docLinks).toHaveLength(docSources.length);

      const urls = llms.links.map((link) => link.url);
      expect(urls).toContain(`${siteRoot}openapi/accounting-system.yaml`);
      expect(urls).toContain(`${siteRoot}openapi/explore`);
      expect(urls).toContain(`${siteRoot}llms-full.txt`);
      for (const url of urls) expect(url, 'links are absolute').toMatch(/^https?:\/\//);
    });

    test('every link in llms.txt resolves', async ({ request }) => {
      const llms = parseLlmsTxt(await (await request.get(`${site.base}llms.txt`)).text());
      for (const link of llms.links) {
        const response = await request.get(toLocal(link.url, siteRoot, localRoot), { maxRedirects: 0 });
        expect(response.status(), link.url).toBe(200);
      }
    });

    test('llms-full.txt holds every page twin, in the order llms.txt lists them', async ({ request }) => {
      const full = await (await request.get(`${site.base}llms-full.txt`)).text();
      expect(full.startsWith('# Accounting System API Documentation\n')).toBe(true);
      const llms = parseLlmsTxt(await (await request.get(`${site.base}llms.txt`)).text());
      let previous = -1;
      for (const link of llms.links.filter((l) => l.url.endsWith('.md'))) {
        const twin = (await (await request.get(toLocal(link.url, siteRoot, localRoot))).text()).trimEnd();
        const at = full.indexOf(twin);
        expect(at, `${link.url} is in llms-full.txt`).toBeGreaterThan(previous);
        previous = at;
      }
    });
  });
}
