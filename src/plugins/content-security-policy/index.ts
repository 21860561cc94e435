/**
 * Computes the Content-Security-Policy from the finished build into {outDir}/.deploy/ (never published):
 * content-security-policy.json for people and tests, and nginx-csp-map.conf for deploy/nginx.conf.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { executableInlineScripts, sha256Source, sitePolicy, unhashableInlineCode } from './policy';

export const deployDir = '.deploy';

/** The HTML files under `dir`, except those in its deploy folder. */
async function htmlFiles(dir: string): Promise<string[]> {
  return (await fs.readdir(dir, { recursive: true, encoding: 'utf8' }))
    .filter((relative) => relative.endsWith('.html') && !relative.startsWith(deployDir + path.sep))
    .map((relative) => path.join(dir, relative));
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

export default function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'content-security-policy',
    async postBuild({ outDir }) {
      const files = await htmlFiles(outDir);
      const sitePages = await Promise.all(
        files.map(async (file) => ({ name: path.relative(outDir, file), html: await fs.readFile(file, 'utf8') })),
      );
      const siteHashes = inlineScriptHashes(sitePages);
      const site = sitePolicy(siteHashes);

      const target = path.join(outDir, deployDir);
      await fs.mkdir(target, { recursive: true });
      await fs.writeFile(
        path.join(target, 'content-security-policy.json'),
        `${JSON.stringify({ site, inlineScriptHashes: { site: siteHashes }, htmlFilesScanned: sitePages.length }, null, 2)}\n`,
      );
      await fs.writeFile(
        path.join(target, 'nginx-csp-map.conf'),
        [
          '# Generated at build time by src/plugins/content-security-policy from the built HTML. Do not edit.',
          `default "${site}";`,
          '',
        ].join('\n'),
      );
    },
  };
}
