/**
 * {base}robots.txt: everything but the search results, and the sitemap's absolute URL. Crawlers
 * read only a host's root file, so under a sub-path this one states the intent.
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
