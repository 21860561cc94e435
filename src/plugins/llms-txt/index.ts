/**
 * The docs for tools and assistants, after the build: {base}llms.txt (every page by sidebar section),
 * {base}llms-full.txt (all in one file) and each page's Markdown twin, from the docs plugin's content.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import type { DocMetadata, LoadedContent as DocsContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import { renderPageMarkdown } from './renderMarkdown';
import { markdownTwinPath } from './twinPath';
import { buildLlmsFullTxt, buildLlmsTxt, type LlmsSection } from './llmsTxt';
import { llmsTxtOptions } from '../../../config/llms';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Groups docs like the sidebar: one section per category, nested categories named by their path. */
export const TOP_LEVEL_SECTION = 'Start here';

function sectionsFromSidebar(items: SidebarItem[], docsById: Map<string, DocMetadata>): LlmsSection[] {
  const sections: LlmsSection[] = [];
  const visit = (list: SidebarItem[], trail: string[]) => {
    // Pages outside any category (the quickstart) come first in the sidebar.
    const section: LlmsSection = { title: trail.join(' / ') || TOP_LEVEL_SECTION, docs: [] };
    sections.push(section);
    for (const item of list) {
      if (item.type === 'doc' && docsById.has(item.id)) section.docs.push(docsById.get(item.id)!);
      if (item.type === 'category') {
        const own = item.link?.type === 'doc' ? docsById.get(item.link.id) : undefined;
        const first = sections.length;
        visit(item.items, [...trail, item.label]);
        if (own) sections[first]!.docs.unshift(own);
      }
    }
  };
  visit(items, []);
  return sections.filter((section) => section.docs.length > 0);
}

// The texts are imported, not plugin options: Docusaurus sends every plugin's options to the browser.
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const { siteDir, baseUrl, siteConfig } = context;
  const siteRoot = `${siteConfig.url}${baseUrl}`;
  let docsContent: DocsContent | undefined;
  return {
    name: 'llms-txt',
    // Kept here: postBuild sees only this plugin's own content.
    allContentLoaded({ allContent }) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
    },
    async postBuild({ outDir }) {
      const version = docsContent?.loadedVersions[0];
      if (!version) throw new Error('llms-txt: the docs plugin has no loaded content');

      const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
      const sourceFile = (doc: DocMetadata) => path.join(siteDir, doc.source.replace(/^@site\//, ''));
      // The address the page's canonical link gives (the docs root's permalink ends in a slash).
      const pageUrl = (doc: DocMetadata) => siteConfig.url + applyTrailingSlash(doc.permalink, siteConfig);
      const urlBySource = new Map(version.docs.map((doc) => [sourceFile(doc), pageUrl(doc)]));

      const sections = Object.values(version.sidebars).flatMap((sidebar) => sectionsFromSidebar(sidebar, docsById));
      const listed = new Set(sections.flatMap((section) => section.docs.map((doc) => doc.id)));
      const unlisted = version.docs.filter((doc) => !listed.has(doc.id));
      if (unlisted.length > 0) sections.push({ title: 'Other pages', docs: unlisted });

      const twins = new Map<string, string>();
      for (const doc of sections.flatMap((section) => section.docs)) {
        const file = sourceFile(doc);
        const markdown = await renderPageMarkdown(
          await fs.readFile(file, 'utf8'),
          { title: doc.title, description: doc.description },
          {
            sourceFile: file,
            pageUrl: pageUrl(doc),
            siteRoot,
            urlForSource: (target) => urlBySource.get(target),
          },
        );
        twins.set(doc.id, markdown);
        const target = path.join(outDir, markdownTwinPath(doc.permalink).slice(baseUrl.length));
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, markdown);
      }

      const site = { title: siteConfig.title, root: siteRoot, ...llmsTxtOptions };
      const twinUrl = (doc: DocMetadata) => siteConfig.url + markdownTwinPath(doc.permalink);
      await fs.writeFile(path.join(outDir, 'llms.txt'), buildLlmsTxt(site, sections, twinUrl));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), buildLlmsFullTxt(site, sections, twins));
    },
  };
}
