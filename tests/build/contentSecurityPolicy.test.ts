/**
 * The policies the build wrote for the web server allow exactly the inline scripts its pages
 * carry (hashes computed here, independently of the plugin), and nothing from other hosts.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { directive, inlineScriptHashes } from '../support/build';
import { builtFile, builtHtmlFiles } from './site';

const policies = JSON.parse(fs.readFileSync(builtFile('.deploy/content-security-policy.json'), 'utf8')) as {
  site: string;
  explorer: string;
};
const hashesIn = (files: string[]) =>
  new Set(files.flatMap((file) => inlineScriptHashes(fs.readFileSync(builtFile(file), 'utf8'))));

describe('content security policy of the build', () => {
  it('hashes exactly the inline scripts of the Docusaurus pages', () => {
    const expected = hashesIn(builtHtmlFiles().filter((file) => !file.startsWith('openapi/')));
    expect(expected.size, 'the theme emits inline scripts').toBeGreaterThan(0);
    const allowed = directive(policies.site, 'script-src')!.filter((source) => source.startsWith("'sha256-"));
    expect(new Set(allowed)).toEqual(expected);
  });

  it('gives the explorer its own policy with its own hashes', () => {
    const explorer = hashesIn(builtHtmlFiles().filter((file) => file.startsWith('openapi/')));
    expect(directive(policies.explorer, 'script-src')).toEqual(["'self'", ...explorer]);
  });

  it('is strict: own origin only, no inline or eval scripts', () => {
    for (const policy of [policies.site, policies.explorer]) {
      expect(policy).not.toContain('unsafe-eval');
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
      expect(policy).not.toMatch(/https?:/);
    }
  });

  it('maps every HTML file to its policy for nginx', () => {
    const map = fs.readFileSync(builtFile('.deploy/nginx-csp-map.conf'), 'utf8');
    expect(map).toContain(policies.site);
    expect(map).toContain(policies.explorer);
  });
});
