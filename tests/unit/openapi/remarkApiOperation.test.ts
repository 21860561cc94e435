import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { mdxjs } from 'micromark-extension-mdxjs';
import remarkApiOperation from '../../../src/plugins/openapi-operations/remarkApiOperation';
import type { MdNode } from '../../../src/plugins/openapi-operations/operationMdast';
import { getOperation } from '../../../src/plugins/openapi-operations/spec';
import { pythonClient } from '../../../config/pythonClient';

async function expand(mdx: string): Promise<MdNode> {
  const tree = fromMarkdown(mdx, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }) as unknown as MdNode;
  await remarkApiOperation()(tree, { path: 'fixture.mdx' });
  return tree;
}

function all(node: MdNode, test: (n: MdNode) => boolean, found: MdNode[] = []): MdNode[] {
  if (test(node)) found.push(node);
  for (const child of node.children ?? []) all(child, test, found);
  return found;
}

const headings = (tree: MdNode) => all(tree, (n) => n.type === 'heading').map((n) => toString(n as never));
const attr = (node: MdNode, name: string) =>
  (node.attributes as Array<{ name: string; value: unknown }> | undefined)?.find((a) => a.name === name)?.value;

describe('remarkApiOperation', () => {
  it('expands <ApiOperation> into the operation: endpoint, fields, responses and examples', async () => {
    const tree = await expand('# Page\n\n<ApiOperation id="createInstallation" />\n');
    const op = getOperation('createInstallation')!;
    expect(all(tree, (n) => n.name === 'ApiOperation')).toHaveLength(0);
    const wrapper = all(tree, (n) => attr(n, 'data-operation-id') === 'createInstallation');
    expect(wrapper).toHaveLength(1);
    expect(headings(tree)).toEqual(expect.arrayContaining(['Request body', 'Responses', '201 Created']));
    // Every request-body field is one stacked entry whose first code span is the field name.
    const entries = all(tree, (n) => n.type === 'listItem')
      .map((item) => all(item, (n) => n.type === 'inlineCode')[0]?.value)
      .filter(Boolean);
    for (const field of op.bodyFields) expect(entries).toContain(field.name);
    // Errors sit in one collapsible table; samples in tabs, one per language.
    const details = all(tree, (n) => n.name === 'details');
    expect(details).toHaveLength(1);
    expect(toString(details[0] as never)).toContain('Errors:');
    const tabs = all(tree, (n) => n.name === 'TabItem').map((n) => attr(n, 'value'));
    expect(tabs).toEqual(['curl', 'python', 'javascript']);
    expect(all(tree, (n) => n.type === 'code' && n.lang === 'json').length).toBeGreaterThan(0);
  });

  it('expands <ApiOperationTable> into a table linking every operation of the collection', async () => {
    const tree = await expand('<ApiOperationTable collection="unit_type" />\n');
    const links = all(tree, (n) => n.type === 'link').map((n) => n.url);
    expect(links.length).toBeGreaterThan(2);
    for (const url of links) expect(url).toMatch(/^\/docs\/api\/unit_type\/[a-z-]+$/);
  });

  it('expands <ApiOperationLink> into one line with method, path and a link', async () => {
    const tree = await expand('<ApiOperationLink id="getInstallation" />\n');
    const text = toString(tree as never);
    expect(text).toContain('GET');
    expect(text).toContain(getOperation('getInstallation')!.path);
    expect(all(tree, (n) => n.type === 'link')[0]?.url).toBe('/docs/api/installation/get-installation');
  });

  it("gives API paths in the page's own inline code break points before each inner slash", async () => {
    const tree = await expand('See [`/projects/{project_id}/metrics`](x.md), `/single`, `a/b` and `/a b/c`.\n');
    const codes = all(tree, (n) => n.type === 'inlineCode');
    expect(codes.map((n) => n.value)).toEqual(['/projects/{project_id}/metrics', '/single', 'a/b', '/a b/c']);
    const [path, ...others] = codes;
    const hChildren = (path!.data as { hChildren: Array<{ type: string; tagName?: string; value?: string }> }).hChildren;
    expect(hChildren.map((n) => n.tagName ?? n.value)).toEqual(['/projects', 'wbr', '/{project_id}', 'wbr', '/metrics']);
    expect((path!.data as { hProperties: object }).hProperties).toEqual({ className: 'api-path' });
    for (const other of others) expect(other.data).toBeUndefined();
  });

  it('gives a path after an HTTP method break points too, the method staying with the first segment', async () => {
    const tree = await expand('`POST /projects/{id}/associate` and `POST\u00a0/roles/{id}`, not `FETCH /a/b`.\n');
    const [spaced, joined, unknown] = all(tree, (n) => n.type === 'inlineCode');
    const parts = (node: MdNode | undefined) =>
      (node!.data as { hChildren: Array<{ tagName?: string; value?: string }> }).hChildren.map((n) => n.tagName ?? n.value);
    expect(parts(spaced)).toEqual(['POST /projects', 'wbr', '/{id}', 'wbr', '/associate']);
    expect(parts(joined)).toEqual(['POST\u00a0/roles', 'wbr', '/{id}']);
    expect(unknown!.data).toBeUndefined();
  });

  it("breaks the paths of a <ReleaseOperations> entry, the generated lists' and the changelog's own, at their slashes", async () => {
    const entry = /<ReleaseOperations version="1\.8\.0">[\s\S]*?<\/ReleaseOperations>/.exec(
      fs.readFileSync(path.resolve(__dirname, '../../../docs/changelog.md'), 'utf8'),
    )![0];
    const tree = await expand(`${entry}\n`);
    const codes = all(tree, (n) => n.type === 'inlineCode' && /\/\S+\//.test(String(n.value)));
    expect(codes.map((n) => n.value)).toEqual(
      expect.arrayContaining(['/admin/clients', 'POST\u00a0/projects/{id}/associate']),
    );
    for (const code of codes) expect(code.data, String(code.value)).toMatchObject({ hProperties: { className: 'api-path' } });
  });

  it('gives a URL with a path break points before each slash of its path and each dot of its host, never inside a word', async () => {
    const tree = await expand('`https://api.acc.argo.grnet.gr/accounting-system/unit-types` and `https://example.org`.\n');
    const [url, host] = all(tree, (n) => n.type === 'inlineCode');
    const hChildren = (url!.data as { hChildren: Array<{ tagName?: string; value?: string }> }).hChildren;
    expect(hChildren.map((n) => n.tagName ?? n.value)).toEqual([
      'https://api',
      'wbr',
      '.acc',
      'wbr',
      '.argo',
      'wbr',
      '.grnet',
      'wbr',
      '.gr',
      'wbr',
      '/accounting-system',
      'wbr',
      '/unit-types',
    ]);
    expect(host!.data).toBeUndefined();
  });

  it('expands <PythonClientNote> into the client link, what it does and what no longer works', async () => {
    const tree = await expand('<PythonClientNote />\n');
    expect(all(tree, (n) => n.name === 'PythonClientNote')).toHaveLength(0);
    expect(all(tree, (n) => n.type === 'link').map((n) => n.url)).toEqual([pythonClient.url]);
    const text = toString(tree as never);
    expect(text).toContain(pythonClient.covers);
    expect(all(tree, (n) => n.type === 'inlineCode').map((n) => n.value)).toContain('GET /accounting-system/projects');
  });

  it('leaves other elements alone', async () => {
    const tree = await expand('<Tabs><TabItem value="a">x</TabItem></Tabs>\n');
    expect(all(tree, (n) => n.name === 'Tabs')).toHaveLength(1);
  });

  it('fails on an unknown id, a missing id or an unknown collection, naming the file', async () => {
    await expect(expand('<ApiOperation id="noSuchThing" />\n')).rejects.toThrow(/fixture\.mdx.*noSuchThing/);
    await expect(expand('<ApiOperation />\n')).rejects.toThrow(/needs an id/);
    await expect(expand('<ApiOperationLink id="nope" />\n')).rejects.toThrow(/nope/);
    await expect(expand('<ApiOperationTable collection="nope" />\n')).rejects.toThrow(/no such collection/);
  });
});
