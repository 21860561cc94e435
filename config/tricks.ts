/**
 * The start-up tricks (ARCHITECTURE.md), each with an off switch, read here and only here:
 *
 *   DOCS_TRICKS_OFF=stagedBoot,leanPrism npm run build
 *
 * A build with a trick off is the site without that trick: slower to start, otherwise the same.
 * Use it to measure what a trick saves (`npm run bench -- --tricks-off NAME`) or to rule one
 * out while hunting a bug. An unknown name fails the build.
 */
export const TRICKS = [
  'stagedBoot',
  'staticArticles',
  'hydrateOnUse',
  'idleMobileMenu',
  'leanPrism',
  'diagramDrawings',
] as const;
export type Trick = (typeof TRICKS)[number];

/** The tricks switched off by a DOCS_TRICKS_OFF value (comma-separated names). */
export function parseTricksOff(value: string | undefined): Set<Trick> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(TRICKS as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(`DOCS_TRICKS_OFF: unknown trick ${unknown.join(', ')}; the tricks are ${TRICKS.join(', ')}.`);
  }
  return new Set(names as Trick[]);
}

export const tricksOff: ReadonlySet<Trick> = parseTricksOff(process.env.DOCS_TRICKS_OFF);

export const trickOn = (trick: Trick): boolean => !tricksOff.has(trick);
