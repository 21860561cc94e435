import { describe, expect, it } from 'vitest';
import { parseTricksOff, TRICKS } from '../../../config/tricks';

describe('DOCS_TRICKS_OFF', () => {
  it('switches nothing off when unset or empty', () => {
    expect(parseTricksOff(undefined).size).toBe(0);
    expect(parseTricksOff(' , ').size).toBe(0);
  });

  it('reads comma-separated trick names, spaces allowed', () => {
    expect([...parseTricksOff('stagedBoot, leanPrism')]).toEqual(['stagedBoot', 'leanPrism']);
    expect(parseTricksOff(TRICKS.join(',')).size).toBe(TRICKS.length);
  });

  it('fails on a name that is no trick, listing the ones there are', () => {
    expect(() => parseTricksOff('stagedBoot,idlePrefetch')).toThrow(
      /unknown trick idlePrefetch; the tricks are stagedBoot/,
    );
  });

  it('switches static articles off with the diagram drawings, which they depend on', () => {
    expect([...parseTricksOff('diagramDrawings')]).toEqual(['diagramDrawings', 'staticArticles']);
  });
});
