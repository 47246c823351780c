/** A box on the screen, as `getBoundingClientRect()` gives it. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * How far below its place under the header the language offer goes, so that it lies over
 * nothing a parent could tap (`obstacles`: links, buttons and fields on the screen, the floating
 * buttons) and ends above `limit` (the bottom of the screen): the smallest such distance, each
 * candidate `gap` below an obstacle's bottom edge. 0 when it is clear where it is, or when no
 * place on the screen is clear (then it stays under the header, where the parent looks first).
 */
export function offerDrop(offer: Box, obstacles: readonly Box[], limit: number, gap: number) {
  const height = offer.bottom - offer.top;
  // Not `{ ...offer }`: a DOMRect's sides are getters, which a spread does not copy.
  const at = (drop: number): Box => ({
    top: offer.top + drop,
    bottom: offer.bottom + drop,
    left: offer.left,
    right: offer.right,
  });
  const candidates = [
    0,
    ...obstacles
      .filter((box) => box.left < offer.right && offer.left < box.right && box.bottom > offer.top)
      .map((box) => box.bottom + gap - offer.top),
  ]
    .filter((drop) => drop >= 0)
    .sort((a, b) => a - b);
  const clear = candidates.find(
    (drop) =>
      offer.top + drop + height <= limit && !obstacles.some((box) => overlap(at(drop), box)),
  );
  return clear ?? 0;
}
