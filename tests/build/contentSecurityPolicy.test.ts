/**
 * The policies the build wrote for the web server allow exactly the inline scripts its pages
 * carry (hashes computed here, independently of the plugin), and nothing from other hosts.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { directive, inlineScriptHashes } from '../support/build';
import { builtFile, builtHtmlFiles, routeOf } from './site';

const policies = JSON.parse(fs.readFileSync(builtFile('.deploy/content-security-policy.json'), 'utf8')) as {
  site: string;
};
const hashesIn = (files: string[]) =>
  new Set(files.flatMap((file) => inlineScriptHashes(fs.readFileSync(builtFile(file), 'utf8'))));

describe('content security policy of the build', () => {
  it('hashes exactly the inline scripts of the pages, the API explorer included', () => {
    expect(builtHtmlFiles().map(routeOf)).toContain('openapi/explore');
    const expected = hashesIn(builtHtmlFiles());
    expect(expected.size, 'the theme emits inline scripts').toBeGreaterThan(0);
    const allowed = directive(policies.site, 'script-src')!.filter((source) => source.startsWith("'sha256-"));
    expect(new Set(allowed)).toEqual(expected);
  });

  it('is strict: own origin only, no inline or eval scripts', () => {
    expect(policies.site).not.toContain('unsafe-eval');
    expect(directive(policies.site, 'script-src')).not.toContain("'unsafe-inline'");
    expect(policies.site).not.toMatch(/https?:/);
  });

  it('gives nginx the one policy for every page', () => {
    const map = fs.readFileSync(builtFile('.deploy/nginx-csp-map.conf'), 'utf8');
    expect(map).toContain(`default "${policies.site}";`);
  });
});
