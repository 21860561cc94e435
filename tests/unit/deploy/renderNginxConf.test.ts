import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  availableBrotliModules,
  brotliModules,
  cacheControlOf,
  renderSite,
  renderStandalone,
} from '../../../scripts/render-nginx-conf.mjs';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A build folder with what the renderer reads, and a module folder holding the given modules. */
function setUp(modules: string[]) {
  const dir = fs.mkdtempSync(path.join(scratch, 'case-'));
  const build = path.join(dir, 'build');
  fs.mkdirSync(path.join(build, '.deploy'), { recursive: true });
  fs.writeFileSync(path.join(build, '.deploy', 'nginx-csp-map.conf'), '');
  const moduleDir = path.join(dir, 'modules');
  fs.mkdirSync(moduleDir);
  for (const module of modules) fs.writeFileSync(path.join(moduleDir, module), '');
  return { build, moduleDir, prefix: path.join(dir, 'prefix') };
}

const loads = (conf: string) => [...conf.matchAll(/^load_module (\S+);$/gm)].map((m) => path.basename(m[1]!));

describe('render-nginx-conf', () => {
  it('loads both brotli modules and keeps the brotli directives when both are present', () => {
    const { build, moduleDir, prefix } = setUp([brotliModules.filter, brotliModules.static]);
    const conf = renderStandalone({ dir: build, base: '/docs/', port: 8080, moduleDir }, prefix);
    expect(loads(conf)).toEqual([brotliModules.filter, brotliModules.static]);
    expect(conf).toMatch(/^\s+brotli on;$/m);
  });

  it('loads only the filter module when the static one is missing (nginx cannot open a missing module)', () => {
    const { build, moduleDir, prefix } = setUp([brotliModules.filter]);
    expect(availableBrotliModules(moduleDir)).toEqual([path.join(moduleDir, brotliModules.filter)]);
    const conf = renderStandalone({ dir: build, base: '/docs/', port: 8080, moduleDir }, prefix);
    expect(loads(conf)).toEqual([brotliModules.filter]);
    expect(conf).toMatch(/^\s+brotli on;$/m);
  });

  it('drops the brotli directives, and loads nothing, without the filter module', () => {
    for (const modules of [[brotliModules.static], []]) {
      const { build, moduleDir, prefix } = setUp(modules);
      const conf = renderStandalone({ dir: build, base: '/docs/', port: 8080, moduleDir }, prefix);
      expect(loads(conf), modules.join()).toEqual([]);
      expect(conf).not.toMatch(/^\s*brotli\w*\s/m);
    }
  });

  it('fills the base path, with the sub-path redirect only below the root', () => {
    const { build, moduleDir } = setUp([]);
    const sub = renderSite({ dir: build, base: 'docs', port: 8080, moduleDir });
    expect(sub).toContain('location = /docs {');
    expect(sub).not.toMatch(/\{\{\w+\}\}/);
    const root = renderSite({ dir: build, base: '/', port: 8080, moduleDir });
    expect(root).not.toContain('location = / {');
    expect(root).toContain('listen 127.0.0.1:8080');
  });

  // serve-static.mjs answers with these, so the template's map is the one place they are written.
  it("reads the template's Cache-Control map: hashed names for a year, the rest revalidated", () => {
    const cacheControl = cacheControlOf();
    const year = 'public, max-age=31536000, immutable';
    expect(cacheControl('assets/js/main.0f3a9c1e.js')).toBe(year);
    expect(cacheControl('search-index-0f3a9c1e.json')).toBe(year);
    expect(cacheControl('search-catalog-0f3a9c1e.json')).toBe(year);
    for (const file of ['search-files.json', 'index.html', 'docs/quickstart.html', 'docs/assets/x.png']) {
      expect(cacheControl(file), file).toBe('no-cache');
    }
    expect(() => cacheControlOf('map $uri $other { default "no-cache"; }')).toThrow(/no Cache-Control map/);
  });

  it('refuses a folder that is not a build', () => {
    expect(() => renderSite({ dir: scratch, base: '/', port: 1 })).toThrow(/build the site first/);
  });

  it('produces a configuration nginx accepts without the brotli modules', () => {
    const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
    if (!nginx) {
      // scripts/ensure-system-deps.sh installs nginx before npm test; running alone, say why.
      console.warn('nginx is not installed: the `nginx -t` check of the rendered configuration is skipped');
      return;
    }
    const { build, moduleDir, prefix } = setUp([]);
    fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
    const file = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(file, renderStandalone({ dir: build, base: '/docs/', port: 8080, moduleDir }, prefix));
    expect(() => execFileSync(nginx, ['-t', '-p', prefix, '-c', file], { stdio: 'pipe' })).not.toThrow();
  });
});
