import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPageMarkdown, type PageContext } from '../../../src/plugins/llms-txt/renderMarkdown';
import { getOperation } from '../../../src/plugins/openapi-operations/spec';

const docs = path.resolve(__dirname, '../../../docs');
const page: PageContext = {
  sourceFile: path.join(docs, 'guides/example.md'),
  pageUrl: 'https://example.org/base/docs/guides/example',
  siteRoot: 'https://example.org/base/',
  urlForSource: (file) =>
    file === path.join(docs, 'api/metric/index.md') ? 'https://example.org/base/docs/api/metric' : undefined,
};

const fixture = `---
title: Example
sidebar_position: 3
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Intro with a [metric link](../api/metric/index.md#fields), an [anchor](#usage) and the [explorer](pathname:///openapi/explore).

:::warning[Careful]
Tokens expire.
:::

## Usage

<Tabs>
<TabItem value="curl" label="curl">

\`\`\`bash
curl https://example.org
\`\`\`

</TabItem>
<TabItem value="py" label="Python">

Some *Python*.

</TabItem>
</Tabs>

<details>
<summary>More</summary>

Folded text.

</details>
`;

describe('renderPageMarkdown', () => {
  it('writes the title, description and address, and drops front matter and imports', async () => {
    const md = await renderPageMarkdown(fixture, { title: 'Example', description: 'A page.' }, page);
    expect(md.startsWith('# Example\n\n> A page.\n\nSource: <https://example.org/base/docs/guides/example>')).toBe(
      true,
    );
    expect(md).not.toMatch(/sidebar_position|^import /m);
  });

  it('makes every link absolute: doc files, in-page anchors and pathname:// links', async () => {
    const md = await renderPageMarkdown(fixture, { title: 'Example', description: '' }, page);
    expect(md).toContain('(https://example.org/base/docs/api/metric#fields)');
    expect(md).toContain('(https://example.org/base/docs/guides/example#usage)');
    expect(md).toContain('(https://example.org/base/openapi/explore)');
  });

  it('turns admonitions into labelled blockquotes, tabs into sections and summaries into bold lines', async () => {
    const md = await renderPageMarkdown(fixture, { title: 'Example', description: '' }, page);
    expect(md).toMatch(/^> \*\*Warning: Careful\*\*/m);
    expect(md).toMatch(/^### curl$/m);
    expect(md).toMatch(/^### Python$/m);
    expect(md).toContain('```bash\ncurl https://example.org\n```');
    expect(md).toMatch(/^\*\*More\*\*$/m);
    expect(md).not.toMatch(/<\/?(Tabs|TabItem|details|summary)\b/);
  });

  it('fails on a link to a file that is not a doc page', async () => {
    await expect(renderPageMarkdown('[x](./missing.md)', { title: 'T', description: '' }, page)).rejects.toThrow(
      /does not point at a doc page/,
    );
  });

  it('renders <ApiOperation> with the same fields the page shows', async () => {
    const md = await renderPageMarkdown(
      '<ApiOperation id="createInstallation" />\n',
      { title: 'T', description: '' },
      page,
    );
    const op = getOperation('createInstallation')!;
    expect(md).toContain(`\`${op.path}\``);
    for (const field of op.bodyFields) expect(md).toContain(`\`${field.name}\``);
    expect(md).toMatch(/^## Responses$/m);
    expect(md).toMatch(/^\| Status +\| When +\|$/m);
  });
});
