/** The sidebar's operation groups come from the contract's tags (src/plugins/openapi-operations/sidebarGroups.ts). */
import { describe, expect, it } from 'vitest';
import {
  contractTags,
  describeCategories,
  groupByTag,
  orderByTag,
  type TagInfo,
} from '../../../src/plugins/openapi-operations/sidebarGroups';
import { collections } from '../../../src/plugins/openapi-operations/collections';
import { listOperations, loadSpec, tagOrder } from '../../../src/plugins/openapi-operations/spec';

const doc = (id: string) => ({ type: 'doc' as const, id });
const category = (label: string, items: any[]) => ({ type: 'category' as const, label, items, collapsed: true, collapsible: true });

const tags: TagInfo = {
  tagByDocId: new Map([
    ['api/client/register-client', 'Client'],
    ['api/client/create-entitlement', 'Entitlement Administration'],
    ['api/client/delete-entitlement', 'Entitlement Administration'],
    ['api/client/get-version', 'System Administration'],
  ]),
  folderTag: new Map([['api/client/', 'Client']]),
  descriptions: new Map([['Entitlement Administration', 'Entitlements.']]),
};

describe('groupByTag', () => {
  it('moves operations whose tag is not their folder’s into a sibling category per tag, in order', () => {
    const items = [
      category('API Reference', [
        category('Client', [
          doc('api/client/index'),
          doc('api/client/register-client'),
          doc('api/client/create-entitlement'),
          doc('api/client/get-version'),
          doc('api/client/delete-entitlement'),
        ]),
      ]),
      doc('quickstart'),
    ];
    const [reference, quickstart] = groupByTag(items as any, tags) as any[];
    expect(quickstart).toEqual(doc('quickstart'));
    expect(reference.items.map((c: any) => c.label)).toEqual(['Client', 'Entitlement Administration', 'System Administration']);
    expect(reference.items[0].items.map((d: any) => d.id)).toEqual(['api/client/index', 'api/client/register-client']);
    expect(reference.items[1].items.map((d: any) => d.id)).toEqual(['api/client/create-entitlement', 'api/client/delete-entitlement']);
    expect(reference.items[1].link).toMatchObject({ type: 'generated-index', slug: '/category/entitlement-administration', description: 'Entitlements.' });
  });

  it('leaves a sidebar whose operations all carry their folder’s tag as it is', () => {
    const items = [category('Client', [doc('api/client/register-client')])];
    expect(groupByTag(items as any, tags)).toEqual(items);
  });
});

describe('orderByTag', () => {
  it('puts the tag categories in the given order, in the places they held, other items in theirs', () => {
    const items = [
      category('API Reference', [
        category('Client', []),
        doc('api/api_errors'),
        category('Metric', []),
        category('Installation', []),
      ]),
      doc('quickstart'),
    ];
    const [reference, quickstart] = orderByTag(items as any, ['Metric', 'Installation', 'Client']) as any[];
    expect(quickstart).toEqual(doc('quickstart'));
    expect(reference.items.map((item: any) => item.label ?? item.id)).toEqual([
      'Metric',
      'api/api_errors',
      'Installation',
      'Client',
    ]);
  });

  it('follows the contract: every tag once, the ones operations use included', () => {
    const order = tagOrder();
    expect(new Set(order).size).toBe(order.length);
    for (const op of listOperations()) expect(order).toContain(op.tag);
    expect(order.indexOf('Metric')).toBeLessThan(order.indexOf('Client'));
    expect(order.indexOf('Installation')).toBeLessThan(order.indexOf('Entitlement Administration'));
  });
});

describe('describeCategories', () => {
  it('gives each category the description of its generated index or of the doc it links to', () => {
    const items = [
      { ...category('Guides', [doc('guides/registration')]), link: { type: 'generated-index', slug: '/category/guides', permalink: '/docs/category/guides', description: 'Walkthroughs.' } },
      { ...category('Client', [category('Inner', [])]), link: { type: 'doc', id: 'api/client/index' } },
      { ...category('Kept', []), description: 'Own words.', link: { type: 'doc', id: 'api/client/index' } },
    ];
    const described = describeCategories(items as any, (id) => (id === 'api/client/index' ? 'Who calls the API.' : undefined)) as any[];
    expect(described.map((c) => c.description)).toEqual(['Walkthroughs.', 'Who calls the API.', 'Own words.']);
    expect(described[1].items[0].description).toBeUndefined();
  });
});

describe('the contract and the collections', () => {
  it('every collection is named after a contract tag, and every tag is described', () => {
    const declared = new Set((loadSpec().tags ?? []).map((tag: { name: string }) => tag.name));
    expect(collections.map((c) => c.label).filter((label) => !declared.has(label))).toEqual([]);
    expect([...new Set(listOperations().map((op) => op.tag))].filter((tag) => !declared.has(tag))).toEqual([]);
  });

  it('knows the tag of every operation page', () => {
    const { tagByDocId } = contractTags();
    expect(tagByDocId.size).toBe(listOperations().length);
    expect(tagByDocId.get('api/client/create-entitlement')).toBe('Entitlement Administration');
    expect(tagByDocId.get('api/collect_metrics/list-project-metrics')).toBe('Metric Listings and Reports');
  });
});
