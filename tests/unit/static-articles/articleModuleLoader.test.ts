import { describe, expect, it } from 'vitest';
import { toStaticArticleModule } from '../../../src/plugins/static-articles/articleModuleLoader.mjs';

// The shape of a doc module after the MDX loader and the JS loader (abridged from a real one).
const compiledDoc = `
export const frontMatter = { id: "roles", title: "Roles" };
export const contentTitle = undefined;
export { default as metadata } from "@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-roles-md-1a2.json";
export const assets = {};
import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useMDXComponents as _provideComponents } from "@mdx-js/react";
import Tabs from '@theme/Tabs';
import { sectionIds } from './sections';
export const toc = [{ value: "Roles", id: sectionIds.roles, level: 2 }];
function _createMdxContent(props) {
  const _components = { p: "p", ..._provideComponents(), ...props.components };
  return _jsxs(Tabs, { children: [_jsx(_components.p, { children: "Hi" })] });
}
export default function MDXContent(props = {}) {
  return _jsx(_createMdxContent, { ...props });
}
function _missingMdxReference(id, component) {
  throw new Error("Expected " + (component ? "component" : "object") + " \`" + id + "\` to be defined");
}
`;

const runtime = '/site/src/plugins/static-articles/client/loadArticle.tsx';

describe('toStaticArticleModule', () => {
  const result = toStaticArticleModule(compiledDoc, runtime);

  it('keeps the exports the page frame reads', () => {
    expect(result).toContain('export const frontMatter = { id: "roles", title: "Roles" };');
    expect(result).toContain('export const contentTitle = undefined;');
    expect(result).toContain('export { default as metadata } from');
    expect(result).toContain('export const assets = {};');
    expect(result).toContain('export const toc = [');
  });

  it('drops the content renderer and the imports only it used', () => {
    for (const gone of [
      '_createMdxContent',
      'MDXContent',
      '_missingMdxReference',
      'react/jsx-runtime',
      '@mdx-js/react',
      '@theme/Tabs',
    ]) {
      expect(result).not.toContain(gone);
    }
  });

  it('keeps an import that a kept export uses, before its use', () => {
    const importAt = result.indexOf("import { sectionIds } from './sections';");
    expect(importAt).toBeGreaterThanOrEqual(0);
    expect(importAt).toBeLessThan(result.indexOf('export const toc'));
  });

  it('exports the static article, loaded with the doc metadata, as the default', () => {
    expect(result).toContain(
      'import __articleMetadata from "@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-roles-md-1a2.json";',
    );
    expect(result).toContain(`import { loadStaticArticle as __loadStaticArticle } from ${JSON.stringify(runtime)};`);
    expect(result).toMatch(/export default await __loadStaticArticle\(__articleMetadata\);\s*$/);
    expect(result.match(/export default/g)).toHaveLength(1);
  });

  it('fails loudly when the compiled module changes shape', () => {
    expect(() => toStaticArticleModule(compiledDoc.replace(/export default function/, 'function'), runtime)).toThrow(
      /without a default export/,
    );
    expect(() =>
      toStaticArticleModule(compiledDoc.replace(/export \{ default as metadata \}[^\n]*\n/, ''), runtime),
    ).toThrow(/without a metadata export/);
    expect(() => toStaticArticleModule(`${compiledDoc}\nconsole.log("effect");`, runtime)).toThrow(
      /unexpected top-level ExpressionStatement/,
    );
  });
});
