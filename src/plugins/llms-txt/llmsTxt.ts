/** The text of llms.txt (https://llmstxt.org) and llms-full.txt. */
import type { DocMetadata } from '@docusaurus/plugin-content-docs';

export interface LlmsSection {
  title: string;
  docs: DocMetadata[];
}

/** The texts around the page list (config/llms.ts). */
export interface LlmsTexts {
  /** One or two sentences: the blockquote under the H1 of llms.txt. */
  summary: string;
  /** Plain paragraphs after the summary: how to use the files. */
  details: string[];
  /** Site-relative links listed in the "API contract" section. */
  contractLinks: Array<{ title: string; path: string; description: string }>;
}

interface LlmsSite extends LlmsTexts {
  title: string;
  /** Absolute URL of the site root, with a trailing slash. */
  root: string;
}

/** Link text and descriptions are single-line; brackets would end the link text early. */
function inline(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkLine(title: string, url: string, description: string): string {
  const label = inline(title).replace(/([[\]])/g, '\\$1');
  return description ? `- [${label}](${url}): ${inline(description)}` : `- [${label}](${url})`;
}

export function buildLlmsTxt(site: LlmsSite, sections: LlmsSection[], twinUrl: (doc: DocMetadata) => string): string {
  const parts = [`# ${site.title}`, `> ${inline(site.summary)}`, ...site.details.map(inline)];
  for (const section of sections) {
    parts.push(
      `## ${section.title}`,
      section.docs.map((doc) => linkLine(doc.title, twinUrl(doc), doc.description)).join('\n'),
    );
  }
  parts.push(
    '## API contract',
    site.contractLinks.map((link) => linkLine(link.title, site.root + link.path, link.description)).join('\n'),
    '## Optional',
    linkLine(
      'All pages in one file',
      `${site.root}llms-full.txt`,
      'The Markdown of every page listed above, in the same order, for tools that want the whole documentation at once.',
    ),
  );
  return `${parts.join('\n\n')}\n`;
}

export function buildLlmsFullTxt(site: LlmsSite, sections: LlmsSection[], twins: Map<string, string>): string {
  const header = [
    `# ${site.title}`,
    `> ${inline(site.summary)}`,
    `Every documentation page follows, in sidebar order, separated by horizontal rules. Each page starts with its title as a level-1 heading, its description and its web address. Index of pages: ${site.root}llms.txt`,
  ].join('\n\n');
  const pages = sections.flatMap((section) => section.docs.map((doc) => twins.get(doc.id)!.trimEnd()));
  return `${[header, ...pages].join('\n\n---\n\n')}\n`;
}
