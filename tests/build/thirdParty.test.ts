/** No built page makes the browser load anything from another host by itself. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtFile, builtHtmlFiles } from './site';

const loading =
  /<(script|img|iframe|source|video|audio|embed|object)\b[^>]*\s(?:src|data)=["']?((?:https?:)?\/\/[^"'\s>]+)|<link\b[^>]*\srel=["']?(?:stylesheet|preload|prefetch|preconnect|dns-prefetch|modulepreload|icon|manifest)\b[^>]*\shref=["']?((?:https?:)?\/\/[^"'\s>]+)|url\(\s*["']?((?:https?:)?\/\/[^"')\s]+)/gi;

describe('third-party requests', () => {
  it('no HTML page loads a script, style, image, font or frame from another host', () => {
    const files = builtHtmlFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      // Inline scripts are left out: the base-path banner's text names docusaurus.io as a link.
      const html = fs.readFileSync(builtFile(file), 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
      return [...html.matchAll(loading)].map((m) => `${file}: ${m[2] ?? m[3] ?? m[4]}`);
    });
    expect(found).toEqual([]);
  });

  it('no style sheet or script bundle refers to another host for fonts, images or imports', () => {
    const assets = fs
      .readdirSync(builtFile('assets'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'));
    expect(assets.length).toBeGreaterThan(0);
    const found = assets.flatMap((file) =>
      [...fs.readFileSync(builtFile(`assets/${file}`), 'utf8').matchAll(/url\(\s*["']?((?:https?:)?\/\/[^"')\s]+)/g)].map(
        (m) => `${file}: ${m[1]}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('Swagger UI is self-hosted', () => {
    expect(fs.existsSync(builtFile('openapi/swagger-ui/swagger-ui-bundle.js'))).toBe(true);
  });
});
