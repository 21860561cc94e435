/** The smallest label size a drawing is shown at; a narrower column scrolls it sideways. */
export const LEGIBLE_LABEL_PX = 11.5;

/**
 * The narrowest width a drawing can be shown at with labels of at least LEGIBLE_LABEL_PX: its
 * natural width, scaled down by as much as its smallest label allows (never scaled up).
 */
export function legibleWidth(naturalWidth: number, smallestLabelPx: number): number {
  return Math.min(naturalWidth, (naturalWidth * LEGIBLE_LABEL_PX) / (smallestLabelPx || 16));
}
