/** The start-up tricks (ARCHITECTURE.md), off with `DOCS_TRICKS_OFF=stagedBoot,leanPrism`; an unknown name fails. */
export const TRICKS = [
  'stagedBoot',
  'staticArticles',
  'hydrateOnUse',
  'idleMobileMenu',
  'leanPrism',
  'diagramDrawings',
  'searchPreload',
  'leanSearchBar',
] as const;
export type Trick = (typeof TRICKS)[number];

/** Tricks that go off with another: static articles only bring drawn diagrams to life. */
const ALSO_OFF: Partial<Record<Trick, Trick>> = { diagramDrawings: 'staticArticles' };

/** The tricks switched off by a DOCS_TRICKS_OFF value (comma-separated names), with those that go with them. */
export function parseTricksOff(value: string | undefined): Set<Trick> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(TRICKS as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(`DOCS_TRICKS_OFF: unknown trick ${unknown.join(', ')}; the tricks are ${TRICKS.join(', ')}.`);
  }
  const off = new Set(names as Trick[]);
  for (const trick of [...off]) {
    const also = ALSO_OFF[trick];
    if (also) off.add(also);
  }
  return off;
}

export const tricksOff: ReadonlySet<Trick> = parseTricksOff(process.env.DOCS_TRICKS_OFF);

export const trickOn = (trick: Trick): boolean => !tricksOff.has(trick);
