import { describe, expect, it } from 'vitest';
import type { Element, ElementContent, Properties, Root } from 'hast';
import rehypeReadableTables, { breakPoints } from '../../../src/plugins/readable-tables/rehypeReadableTables';

const text = (value: string): ElementContent => ({ type: 'text', value });
const el = (tagName: string, children: ElementContent[] = [], properties: Properties = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

function table(header: string[], rows: ElementContent[][]): Element {
  return el('table', [
    el('thead', [
      el(
        'tr',
        header.map((h) => el('th', [text(h)])),
      ),
    ]),
    el(
      'tbody',
      rows.map((cells) =>
        el(
          'tr',
          cells.map((cell) => el('td', [cell])),
        ),
      ),
    ),
  ]);
}

function run(tree: Element): Element {
  const root: Root = { type: 'root', children: [tree] };
  rehypeReadableTables()(root);
  return tree;
}

const find = (node: ElementContent, tagName: string): Element[] =>
  node.type !== 'element'
    ? []
    : [...(node.tagName === tagName ? [node] : []), ...node.children.flatMap((child) => find(child, tagName))];

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

describe('breakPoints', () => {
  it('splits an entitlement after each colon and before the equals sign', () => {
    expect(breakPoints('urn:geant:group:accounting:role=admin')).toEqual([
      'urn:',
      'geant:',
      'group:',
      'accounting:',
      'role',
      '=admin',
    ]);
  });

  it('breaks a URL after its scheme and slashes and before each dot, never inside "//"', () => {
    expect(breakPoints('https://login.envri.eu/auth')).toEqual(['https://', 'login', '.envri', '.eu/', 'auth']);
  });

  it('never breaks right after a leading slash', () => {
    expect(breakPoints('/accounting-system/clients')).toEqual(['/accounting-system/', 'clients']);
  });

  it('breaks a long field name after each underscore', () => {
    expect(breakPoints('group_management_namespace')).toEqual(['group_', 'management_', 'namespace']);
  });

  it('leaves short values and values without separators whole', () => {
    expect(breakPoints('role=admin')).toEqual(['role=admin']);
    expect(breakPoints('unit_of_access')).toEqual(['unit_of_access']);
    expect(breakPoints('InstallationReportByExternalId')).toEqual(['InstallationReportByExternalId']);
  });

  it('joins back to the value it was given', () => {
    const value = 'https://api.example.org/path?x=1&y=2';
    expect(breakPoints(value).join('')).toBe(value);
  });
});

describe('rehypeReadableTables', () => {
  it('labels every body cell of a table of two or more columns with its header', () => {
    const tree = run(table(['Role', 'Entitlement', 'Scope'], [[text('Admin'), text('x'), text('all')]]));
    expect(tree.properties).toMatchObject({ dataStack: '3', role: 'table' });
    const cells = find(tree, 'td');
    expect(cells.map((cell) => cell.properties?.dataLabel)).toEqual(['Role', 'Entitlement', 'Scope']);
    expect(cells.every((cell) => cell.properties?.role === 'cell')).toBe(true);
    expect(find(tree, 'th').every((cell) => cell.properties?.role === 'columnheader')).toBe(true);
  });

  it('stacks two-column tables too, so no column is squeezed narrower than its words', () => {
    const tree = run(table(['Term', 'Meaning'], [[text('Capacity'), text('an allocated quantity')]]));
    expect(tree.properties).toMatchObject({ dataStack: '2', role: 'table' });
    expect(find(tree, 'td').map((cell) => cell.properties?.dataLabel)).toEqual(['Term', 'Meaning']);
  });

  it('leaves a one-column table as it is', () => {
    const tree = run(table(['Step'], [[text('Sign in')]]));
    expect(tree.properties?.dataStack).toBeUndefined();
  });

  it('puts break points into long code values and marks that code, text unchanged', () => {
    const value = 'urn:geant:group:accounting:role=admin';
    const tree = run(table(['A', 'B'], [[el('code', [text(value)]), text('short')]]));
    const [code] = find(tree, 'code');
    expect(code!.properties?.className).toEqual(['code-break-points']);
    expect(find(code!, 'wbr')).toHaveLength(5);
    expect(textOf(code!)).toBe(value);
  });

  it('breaks long words of running text, such as a URL as link text', () => {
    const tree = run(table(['A', 'B'], [[el('a', [text('see api.devel.acc.argo.grnet.gr/oidc-client')]), text('x')]]));
    const [link] = find(tree, 'a');
    expect(find(link!, 'wbr').length).toBeGreaterThan(0);
    expect(textOf(link!)).toBe('see api.devel.acc.argo.grnet.gr/oidc-client');
  });

  it('keeps short hyphen-joined runs of inline code in prose whole, text unchanged', () => {
    const code = el('code', [text('from 2025-03-01T00:00:00Z on')]);
    const tree: Root = { type: 'root', children: [el('p', [code])] };
    rehypeReadableTables()(tree);
    expect(find(code, 'span').map(textOf)).toEqual(['2025-03-01T00']);
    expect(find(code, 'span')[0]!.properties?.className).toEqual(['code-whole']);
    expect(code.properties?.className).toEqual(['code-break-points']);
    expect(textOf(code)).toBe('from 2025-03-01T00:00:00Z on');
  });

  it('lets a hyphen-joined run longer than a phone line break, and leaves code blocks alone', () => {
    const uuid = el('code', [text('3fa85f64-5717-4562-b3fc-2c963f66afa6')]);
    const block = el('code', [text('metric-definitions')]);
    rehypeReadableTables()({ type: 'root', children: [el('p', [uuid]), el('pre', [block])] });
    expect(find(uuid, 'span')).toHaveLength(0);
    expect(find(block, 'span')).toHaveLength(0);
    expect(uuid.properties?.className).toBeUndefined();
  });

  it('leaves the hyphen a break point in tables, whose columns are narrow', () => {
    const value = '/accounting-system/metric-definitions/{id}';
    const tree = run(table(['A', 'B'], [[el('code', [text(value)]), text('short')]]));
    const [code] = find(tree, 'code');
    expect(find(code!, 'span')).toHaveLength(0);
    expect(textOf(code!)).toBe(value);
  });

  it('leaves API paths, which carry their own break points, alone in tables', () => {
    const path = el('code', [text('/accounting-system/projects')], { className: ['api-path'] });
    run(table(['A', 'B'], [[path, text('x')]]));
    expect(path.children).toHaveLength(1);
  });

  it('keeps the hyphen-joined runs of an API path in prose whole, adding no break points', () => {
    const path = el('code', [text('/accounting-system/projects')], { className: ['api-path'] });
    rehypeReadableTables()({ type: 'root', children: [el('p', [path])] });
    expect(find(path, 'wbr')).toHaveLength(0);
    expect(find(path, 'span').map(textOf)).toEqual(['accounting-system']);
    expect(path.properties?.className).toEqual(['api-path']);
  });

  it('touches no element outside tables', () => {
    const code = el('code', [text('urn:geant:group:accounting:role=admin')]);
    run(el('p', [code]));
    expect(code.children).toHaveLength(1);
  });
});
