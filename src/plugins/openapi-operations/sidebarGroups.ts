/**
 * The sidebar groups operations by the contract's tags, as the explorer does: an operation whose tag has no
 * folder of its own moves to a sibling category named after it; each category gets its card's description.
 */
import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import { collections, kebabCase } from './collections';
import { listOperations, loadSpec, tagOrder } from './spec';

type SidebarItemsGenerator = PluginOptions['sidebarItemsGenerator'];
type SidebarItem = Awaited<ReturnType<SidebarItemsGenerator>>[number];

export interface TagInfo {
  /** Contract tag of each operation's page, by doc id (`api/client/create-entitlement`). */
  tagByDocId: ReadonlyMap<string, string>;
  /** The tag whose name each collection folder's category carries, by doc id prefix `api/<slug>/`. */
  folderTag: ReadonlyMap<string, string>;
  descriptions: ReadonlyMap<string, string>;
}

export function contractTags(): TagInfo {
  const tagOf = new Map(listOperations().map((op) => [op.operationId, op.tag]));
  const tagByDocId = new Map<string, string>();
  for (const collection of collections) {
    for (const id of collection.operationIds) tagByDocId.set(`api/${collection.slug}/${kebabCase(id)}`, tagOf.get(id)!);
  }
  const folderTag = new Map(collections.map((c) => [`api/${c.slug}/`, c.label]));
  const descriptions = new Map<string, string>(
    (loadSpec().tags ?? []).map((tag: { name: string; description?: string }) => [
      tag.name,
      (tag.description ?? '').replace(/\s+/g, ' ').trim(),
    ]),
  );
  return { tagByDocId, folderTag, descriptions };
}

/** Moves each operation whose tag is not its folder's into a sibling category named after the tag. */
export function groupByTag(items: SidebarItem[], tags: TagInfo): SidebarItem[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [item];
    const inner = groupByTag(item.items, tags);
    const moved = new Map<string, SidebarItem[]>();
    const kept = inner.filter((child) => {
      if (child.type !== 'doc') return true;
      const tag = tags.tagByDocId.get(child.id);
      const folder = [...tags.folderTag].find(([prefix]) => child.id.startsWith(prefix))?.[1];
      if (!tag || tag === folder) return true;
      moved.set(tag, [...(moved.get(tag) ?? []), child]);
      return false;
    });
    const siblings: SidebarItem[] = [...moved].map(([tag, docs]) => ({
      type: 'category',
      label: tag,
      collapsed: true,
      collapsible: true,
      items: docs,
      link: {
        type: 'generated-index',
        slug: `/category/${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        title: tag,
        description: tags.descriptions.get(tag),
      },
    }));
    return [{ ...item, items: kept }, ...siblings];
  });
}

/** Each category's card description (not "17 items"): its index's, or its linked doc's. */
export function describeCategories(
  items: SidebarItem[],
  descriptionOf: (docId: string) => string | undefined,
): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const link = item.link;
    const description =
      item.description ??
      (link?.type === 'generated-index' ? link.description : link?.type === 'doc' ? descriptionOf(link.id) : undefined);
    return {
      ...item,
      items: describeCategories(item.items, descriptionOf),
      ...(description ? { description } : {}),
    };
  });
}

/** Puts the tag categories in `tagOrder`, in the places they held; other items stay where they are. */
export function orderByTag(items: SidebarItem[], order: readonly string[]): SidebarItem[] {
  const rank = (item: SidebarItem) => (item.type === 'category' ? order.indexOf(item.label) : -1);
  const tagged = items.filter((item) => rank(item) >= 0).sort((a, b) => rank(a) - rank(b));
  return items.map((item) => {
    const placed = rank(item) >= 0 ? tagged.shift()! : item;
    return placed.type === 'category' ? { ...placed, items: orderByTag(placed.items, order) } : placed;
  });
}

export const sidebarItemsGenerator: SidebarItemsGenerator = async ({ defaultSidebarItemsGenerator, ...args }) => {
  const descriptions = new Map(args.docs.map((doc) => [doc.id, doc.frontMatter.description]));
  const grouped = groupByTag(await defaultSidebarItemsGenerator(args), contractTags());
  return describeCategories(orderByTag(grouped, tagOrder()), (id) => descriptions.get(id));
};
