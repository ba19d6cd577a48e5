// Printed carnets' layout (src/areas/credentials/cards/layout.ts): CR-80 cards in two columns on A4
// and US letter inside the printer's margins, cut marks at every corner touching no card, and one
// card per page on a card printer.
import { describe, expect, it } from 'vitest';
import {
  CARD_MM,
  cornerMarks,
  GAP_MM,
  MARK_OFFSET_MM,
  paginate,
  PAPER_MM,
  PRINTER_MARGIN_MM,
  sheetLayout,
  type Mark,
  type Slot,
} from '../../src/areas/credentials/cards/layout';

const TOLERANCE = 1e-9;

/** Whether a mark runs inside a card: on its edge line beyond a corner is outside it. */
const crossesCard = (mark: Mark, slot: Slot) =>
  Math.max(mark.x1, mark.x2) > slot.x &&
  Math.min(mark.x1, mark.x2) < slot.x + CARD_MM.width &&
  Math.max(mark.y1, mark.y2) > slot.y &&
  Math.min(mark.y1, mark.y2) < slot.y + CARD_MM.height;

describe('the sheets', () => {
  it.each([
    ['a4', 210, 297, 5, 10],
    ['letter', 215.9, 279.4, 4, 8],
  ] as const)(
    '%s (%s × %s mm): two columns, %s rows, %s cards a page',
    (paper, width, height, rows, perPage) => {
      const layout = sheetLayout(paper);
      expect(layout).toMatchObject({ width, height, columns: 2, rows, perPage });
      expect(layout.slots).toHaveLength(perPage);
    },
  );

  it.each(['a4', 'letter'] as const)(
    '%s: cards and marks inside the printer margins, cards apart, marks off every card',
    (paper) => {
      const { slots, width, height } = sheetLayout(paper);
      const marks = slots.flatMap(cornerMarks);
      for (const { x, y } of slots) {
        expect(x).toBeGreaterThanOrEqual(PRINTER_MARGIN_MM);
        expect(y).toBeGreaterThanOrEqual(PRINTER_MARGIN_MM);
        expect(x + CARD_MM.width).toBeLessThanOrEqual(width - PRINTER_MARGIN_MM);
        expect(y + CARD_MM.height).toBeLessThanOrEqual(height - PRINTER_MARGIN_MM);
      }
      for (const m of marks) {
        for (const v of [m.x1, m.x2]) {
          expect(v).toBeGreaterThanOrEqual(PRINTER_MARGIN_MM - TOLERANCE);
          expect(v).toBeLessThanOrEqual(width - PRINTER_MARGIN_MM + TOLERANCE);
        }
        for (const v of [m.y1, m.y2]) {
          expect(v).toBeGreaterThanOrEqual(PRINTER_MARGIN_MM - TOLERANCE);
          expect(v).toBeLessThanOrEqual(height - PRINTER_MARGIN_MM + TOLERANCE);
        }
        for (const slot of slots) expect(crossesCard(m, slot), JSON.stringify({ m, slot })).toBe(false);
      }
      // Neighbours keep the gap between them.
      for (const a of slots) {
        for (const b of slots) {
          if (a === b) continue;
          const apartX = Math.abs(a.x - b.x) >= CARD_MM.width + GAP_MM - TOLERANCE;
          const apartY = Math.abs(a.y - b.y) >= CARD_MM.height + GAP_MM - TOLERANCE;
          expect(apartX || apartY).toBe(true);
        }
      }
    },
  );

  it('an extra row would not fit: the grid is as tall as the margins allow', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const { rows } = sheetLayout(paper);
      const taller = (rows + 1) * CARD_MM.height + rows * GAP_MM;
      expect(taller).toBeGreaterThan(PAPER_MM[paper].height - 2 * PRINTER_MARGIN_MM);
    }
  });

  it('the grid is centred', () => {
    const { slots, width, height } = sheetLayout('a4');
    const last = slots[slots.length - 1];
    expect(slots[0].x).toBeCloseTo(width - (last.x + CARD_MM.width), 6);
    expect(slots[0].y).toBeCloseTo(height - (last.y + CARD_MM.height), 6);
    expect(slots.slice(0, 2).map((s) => s.y)).toEqual([slots[0].y, slots[0].y]);
  });

  it('eight marks per card, two at each corner along its edges, starting off the corner', () => {
    const slot = { x: 10, y: 20 };
    const marks = cornerMarks(slot);
    expect(marks).toHaveLength(8);
    const corners = [
      [10, 20],
      [10 + CARD_MM.width, 20],
      [10, 20 + CARD_MM.height],
      [10 + CARD_MM.width, 20 + CARD_MM.height],
    ];
    for (const [cx, cy] of corners) {
      const starting = marks.filter(
        (m) => Math.abs(Math.hypot(m.x1 - cx, m.y1 - cy) - MARK_OFFSET_MM) < 1e-6,
      );
      expect(starting).toHaveLength(2);
      // One along each edge, both pointing away from the card.
      expect(starting.filter((m) => m.y1 === m.y2 && m.y1 === cy)).toHaveLength(1);
      expect(starting.filter((m) => m.x1 === m.x2 && m.x1 === cx)).toHaveLength(1);
      for (const m of starting) expect(crossesCard(m, slot)).toBe(false);
    }
  });
});

describe('the card printer', () => {
  it('a page is one CR-80 card, the card filling it, no marks', () => {
    expect(sheetLayout('card')).toEqual({
      paper: 'card',
      width: 85.6,
      height: 54,
      columns: 1,
      rows: 1,
      perPage: 1,
      slots: [{ x: 0, y: 0 }],
    });
  });
});

describe('pages', () => {
  it('splits the cards in order, the last page holding the rest', () => {
    const cards = Array.from({ length: 27 }, (_, i) => i);
    expect(paginate(cards, sheetLayout('a4').perPage).map((p) => p.length)).toEqual([10, 10, 7]);
    expect(paginate(cards, sheetLayout('letter').perPage).map((p) => p.length)).toEqual([8, 8, 8, 3]);
    expect(paginate(cards, 1)).toHaveLength(27);
    expect(paginate(cards, 10).flat()).toEqual(cards);
    expect(paginate([], 10)).toEqual([]);
  });
});
