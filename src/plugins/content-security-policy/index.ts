/**
 * Computes the Content-Security-Policy from the finished build (postBuild) and writes it where
 * the web server reads it, so the policy follows the content on every build:
 *   {outDir}/.deploy/content-security-policy.json  the policies and the hashes, for people and tests
 *   {outDir}/.deploy/nginx-csp-map.conf            the body of the nginx `map` deploy/nginx.conf includes
 * The web server must not publish the dot-folder (deploy/nginx.conf answers 404 for it).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { explorerHtml, explorerOutputDir, explorerRoute } from '../openapi-explorer';
import { executableInlineScripts, explorerPolicy, sha256Source, sitePolicy, unhashableInlineCode } from './policy';

export const deployDir = '.deploy';

/** The HTML files under `dir`, except those under `skip` or a deploy folder. */
async function htmlFiles(dir: string, skip: string): Promise<string[]> {
  const skipped = [skip + path.sep, path.join(dir, deployDir) + path.sep];
  return (await fs.readdir(dir, { recursive: true, encoding: 'utf8' }))
    .filter((relative) => relative.endsWith('.html'))
    .map((relative) => path.join(dir, relative))
    .filter((full) => !skipped.some((prefix) => full.startsWith(prefix)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function inlineScriptHashes(pages: { name: string; html: string }[]): string[] {
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const { name, html } of pages) {
    for (const script of executableInlineScripts(html)) hashes.add(sha256Source(script));
    for (const found of unhashableInlineCode(html)) problems.push(`${name}: ${found}`);
  }
  if (problems.length > 0) {
    throw new Error(`Inline code the Content-Security-Policy cannot allow by hash:\n${problems.join('\n')}`);
  }
  return [...hashes].sort();
}

export default function contentSecurityPolicyPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-security-policy',
    async postBuild({ outDir }) {
      // The explorer writes its page in its own postBuild, which runs at the same time as this
      // one, so its HTML is taken from the function that produces it rather than from disk.
      const files = await htmlFiles(outDir, path.join(outDir, explorerOutputDir));
      const sitePages = await Promise.all(
        files.map(async (file) => ({ name: path.relative(outDir, file), html: await fs.readFile(file, 'utf8') })),
      );
      const siteHashes = inlineScriptHashes(sitePages);
      const explorerHashes = inlineScriptHashes([
        {
          name: `${explorerRoute}.html`,
          html: explorerHtml(context.baseUrl, context.siteConfig.title, context.siteConfig.url),
        },
      ]);
      const site = sitePolicy(siteHashes);
      const explorer = explorerPolicy(explorerHashes);

      const target = path.join(outDir, deployDir);
      await fs.mkdir(target, { recursive: true });
      const explorerPath = `${context.baseUrl}${explorerRoute}`;
      await fs.writeFile(
        path.join(target, 'content-security-policy.json'),
        `${JSON.stringify(
          {
            site,
            explorer,
            explorerPath,
            inlineScriptHashes: { site: siteHashes, explorer: explorerHashes },
            htmlFilesScanned: sitePages.length,
          },
          null,
          2,
        )}\n`,
      );
      // Keys are matched against nginx's $uri, which try_files may have turned into the
      // index.html it found.
      const explorerKey = `~^${escapeRegExp(explorerPath)}(\\.html|/|/index\\.html)?$`;
      await fs.writeFile(
        path.join(target, 'nginx-csp-map.conf'),
        [
          '# Generated at build time by src/plugins/content-security-policy from the built HTML. Do not edit.',
          `"${explorerKey}" "${explorer}";`,
          `default "${site}";`,
          '',
        ].join('\n'),
      );
    },
  };
}
