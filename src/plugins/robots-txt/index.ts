/**
 * Writes {base}robots.txt after the build: everything may be crawled except the search results
 * page, and the sitemap is named by its absolute URL (the robots.txt rules require one). Crawlers
 * only read robots.txt at the root of a host, so when the site lives under a sub-path the host's
 * own file applies; this one is correct for a deployment at "/" and documents the intent otherwise.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  const { baseUrl, siteConfig } = context;
  return {
    name: 'robots-txt',
    async postBuild({ outDir }) {
      const lines = [
        `# ${siteConfig.title}`,
        'User-agent: *',
        `Disallow: ${baseUrl}search`,
        'Allow: /',
        '',
        `Sitemap: ${siteConfig.url}${baseUrl}sitemap.xml`,
      ];
      await fs.writeFile(path.join(outDir, 'robots.txt'), `${lines.join('\n')}\n`);
    },
  };
}
