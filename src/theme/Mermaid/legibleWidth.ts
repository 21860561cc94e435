/** The smallest label size a drawing is shown at; a narrower column scrolls it sideways. */
export const LEGIBLE_LABEL_PX = 11.5;

/** The narrowest width that keeps labels at LEGIBLE_LABEL_PX or more (never above the natural width). */
export function legibleWidth(naturalWidth: number, smallestLabelPx: number): number {
  return Math.min(naturalWidth, (naturalWidth * LEGIBLE_LABEL_PX) / (smallestLabelPx || 16));
}
