import { describe, expect, it } from 'vitest';
import { offerDrop, type Box } from './offerSpot';

const box = (top: number, bottom: number, left = 0, right = 375): Box => ({
  top,
  bottom,
  left,
  right,
});
const offer = box(200, 300, 16, 359);

describe('where the language offer goes', () => {
  it('stays under the header when nothing tappable is there', () => {
    expect(offerDrop(offer, [box(500, 544), box(100, 150)], 667, 8)).toBe(0);
  });

  it('goes just below a link that lies under the header', () => {
    expect(offerDrop(offer, [box(224, 268, 16, 190), box(600, 644)], 667, 8)).toBe(76);
  });

  it('goes below several, to the first place tall enough', () => {
    // A gap of 50 px between the first two is too short for the 100 px offer.
    const obstacles = [box(210, 250), box(300, 340), box(560, 600)];
    expect(offerDrop(offer, obstacles, 667, 8)).toBe(148);
  });

  it('ignores what is beside it', () => {
    expect(offerDrop(box(200, 300, 200, 359), [box(220, 260, 16, 190)], 667, 8)).toBe(0);
  });

  it('stays under the header when no place on the screen is clear', () => {
    expect(offerDrop(offer, [box(210, 400), box(410, 600), box(610, 660)], 667, 8)).toBe(0);
  });

  it('measures a DOMRect, whose sides are getters', () => {
    class Rect {
      constructor(private readonly box: Box) {}
      get top() {
        return this.box.top;
      }
      get bottom() {
        return this.box.bottom;
      }
      get left() {
        return this.box.left;
      }
      get right() {
        return this.box.right;
      }
    }
    expect(offerDrop(new Rect(offer), [new Rect(box(224, 268, 16, 190))], 667, 8)).toBe(76);
  });

  it('keeps above the limit (the floating buttons, the bottom of the screen)', () => {
    expect(offerDrop(offer, [box(210, 500)], 600, 8)).toBe(0);
  });
});
