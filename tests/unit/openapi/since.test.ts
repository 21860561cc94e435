import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSlugger } from '@docusaurus/utils';
import { toString } from 'mdast-util-to-string';
import { renderPageMarkdown, type PageContext } from '../../../src/plugins/llms-txt/renderMarkdown';
import { operationNodes, type MdNode } from '../../../src/plugins/openapi-operations/operationMdast';
import { loadMarkdownParser } from '../../../src/plugins/openapi-operations/remarkApiOperation';
import { releaseUrl } from '../../../src/plugins/openapi-operations/releaseHistory';
import { getOperation, listOperations } from '../../../src/plugins/openapi-operations/spec';

const changelog = fs.readFileSync(path.resolve(__dirname, '../../../docs/changelog.md'), 'utf8');
const releases = [...changelog.matchAll(/^## (Release (\d+\.\d+\.\d+))$/gm)];

function links(nodes: MdNode[], found: MdNode[] = []): MdNode[] {
  for (const node of nodes) {
    if (node.type === 'link') found.push(node);
    links(node.children ?? [], found);
  }
  return found;
}

describe('the release an operation arrived in', () => {
  it('maps a release number to its changelog heading and refuses anything else', () => {
    expect(releaseUrl('1.8.0')).toBe('/docs/changelog#release-180');
    expect(() => releaseUrl('1.7')).toThrow(/not a release number/);
    expect(() => releaseUrl('v1.7.0')).toThrow(/not a release number/);
  });

  it('is shown on the operation page as a "Since" line linking to the changelog entry', async () => {
    const parse = await loadMarkdownParser();
    const since = links(operationNodes(getOperation('getProjectReport')!, parse)).filter((l) =>
      String(l.url).includes('changelog'),
    );
    expect(since.map((l) => [l.url, toString(l as never)])).toEqual([
      ['/docs/changelog#release-170', 'Since 1.7.0'],
    ]);
    const first = links(operationNodes(getOperation('createInstallation')!, parse));
    expect(first.some((l) => String(l.url).includes('changelog'))).toBe(false);
  });

  it('says when else an operation that came back after a gap was served', async () => {
    const parse = await loadMarkdownParser();
    const text = operationNodes(getOperation('getMyPermissions')!, parse).map((node) => toString(node as never)).join('\n');
    expect(text).toContain('Since 1.8.1; also served in 1.0.0–1.7.0');
  });

  it('is in the Markdown twin too, as an absolute link', async () => {
    const docs = path.resolve(__dirname, '../../../docs');
    const page: PageContext = {
      sourceFile: path.join(docs, 'api/installation/create-capacity.mdx'),
      pageUrl: 'https://example.org/base/docs/api/installation/create-capacity',
      siteRoot: 'https://example.org/base/',
      urlForSource: () => undefined,
    };
    const md = await renderPageMarkdown('<ApiOperation id="createCapacity" />\n', { title: 'T', description: '' }, page);
    expect(md).toContain('[Since 1.8.0](https://example.org/base/docs/changelog#release-180)');
    const back = await renderPageMarkdown('<ApiOperation id="getMyPermissions" />\n', { title: 'T', description: '' }, page);
    expect(back).toContain('[Since 1.8.1](https://example.org/base/docs/changelog#release-181); also served in 1.0.0–1.7.0');
  });
});

describe('the API changelog', () => {
  it('has an entry for each of the 13 releases, newest first, whose heading id is the anchor the operation pages link to', () => {
    expect(releases.map((r) => r[2])).toEqual([
      '1.8.1', '1.8.0', '1.7.0', '1.6.1', '1.6.0', '1.5.1', '1.5.0', '1.4.0', '1.3.0', '1.2.1', '1.2.0', '1.1.0', '1.0.0',
    ]);
    // The id Docusaurus gives each heading is the anchor the "Since" links point at.
    const slugger = createSlugger();
    for (const [, heading, version] of releases) expect(releaseUrl(version!)).toBe(`/docs/changelog#${slugger.slug(heading!)}`);
  });

  it('lists every release that an operation of the contract is served since, none of them the first', () => {
    const listed = new Set(releases.map((r) => r[2]));
    const marked = listOperations().filter((op) => op.since);
    expect(marked.length).toBeGreaterThan(30);
    for (const op of marked) {
      expect(listed.has(op.since!), `${op.operationId} since ${op.since}`).toBe(true);
      expect(op.since, op.operationId).not.toBe('1.0.0');
    }
  });
});
