/**
 * Where printed carnets go on the paper, in millimetres, kept apart from the drawing so it can be
 * checked by arithmetic (tests/unit/cardLayout.test.ts). A sheet (A4, US letter) holds two columns
 * of CR-80 cards and as many rows as fit inside the printer's margins, with cut marks at every
 * card's corner; a card printer's page is exactly one card, so it needs neither margins nor marks.
 */

export type Paper = 'a4' | 'letter' | 'card';
export const PAPERS: readonly Paper[] = ['a4', 'letter', 'card'];

/** ISO/IEC 7810 ID-1 (CR-80), the size of a bank card. */
export const CARD_MM = { width: 85.6, height: 54 } as const;

export const PAPER_MM: Record<Paper, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
  card: CARD_MM,
};

/** Most office printers cannot print nearer the edge than this: neither cards nor marks go there. */
export const PRINTER_MARGIN_MM = 5;
/** Space between neighbouring cards: the cut marks of both sit in it, touching neither card. */
export const GAP_MM = 3;
/** A mark starts this far from its corner, so a cut a hair off does not leave a line on the card. */
export const MARK_OFFSET_MM = 0.5;
/** Neighbours' marks meet in the middle of the gap and never reach the card beyond it. */
export const MARK_LENGTH_MM = GAP_MM - 2 * MARK_OFFSET_MM;
const COLUMNS = 2;
/** How far marks reach out of the cards at the sheet's outer edges. */
const BLEED_MM = MARK_OFFSET_MM + MARK_LENGTH_MM;
// Hundredths of a millimetre: 0.1 + 0.2 arithmetic must not cost a row.
const EPSILON = 1e-6;
const round = (mm: number) => Math.round(mm * 100) / 100;

export interface Slot {
  x: number;
  y: number;
}

/** A cut mark, a short line from (x1, y1) to (x2, y2). */
export interface Mark {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface SheetLayout {
  paper: Paper;
  width: number;
  height: number;
  columns: number;
  rows: number;
  perPage: number;
  /** Each card's top-left corner, row by row. */
  slots: Slot[];
}

/** How many cards of `size` fit along `room`, with the gaps between them and the marks' bleed outside. */
const fitting = (room: number, size: number) =>
  Math.floor((room - 2 * BLEED_MM + GAP_MM + EPSILON) / (size + GAP_MM));

export function sheetLayout(paper: Paper): SheetLayout {
  const { width, height } = PAPER_MM[paper];
  if (paper === 'card')
    return { paper, width, height, columns: 1, rows: 1, perPage: 1, slots: [{ x: 0, y: 0 }] };
  const columns = Math.min(COLUMNS, fitting(width - 2 * PRINTER_MARGIN_MM, CARD_MM.width));
  const rows = fitting(height - 2 * PRINTER_MARGIN_MM, CARD_MM.height);
  // The grid centred on the page: the margins left over are shared equally.
  const left = (width - (columns * CARD_MM.width + (columns - 1) * GAP_MM)) / 2;
  const top = (height - (rows * CARD_MM.height + (rows - 1) * GAP_MM)) / 2;
  const slots: Slot[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      slots.push({
        x: round(left + column * (CARD_MM.width + GAP_MM)),
        y: round(top + row * (CARD_MM.height + GAP_MM)),
      });
    }
  }
  return { paper, width, height, columns, rows, perPage: rows * columns, slots };
}

/** The two marks of each corner of a card at `slot`, pointing away from the card along its edges. */
export function cornerMarks(slot: Slot): Mark[] {
  const marks: Mark[] = [];
  for (const [cx, dx] of [
    [slot.x, -1],
    [slot.x + CARD_MM.width, 1],
  ] as const) {
    for (const [cy, dy] of [
      [slot.y, -1],
      [slot.y + CARD_MM.height, 1],
    ] as const) {
      const near = MARK_OFFSET_MM;
      const far = MARK_OFFSET_MM + MARK_LENGTH_MM;
      marks.push({ x1: round(cx + dx * near), y1: round(cy), x2: round(cx + dx * far), y2: round(cy) });
      marks.push({ x1: round(cx), y1: round(cy + dy * near), x2: round(cx), y2: round(cy + dy * far) });
    }
  }
  return marks;
}

/** The cards split into pages of `perPage`, in order. */
export function paginate<T>(cards: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < cards.length; i += perPage) pages.push(cards.slice(i, i + perPage));
  return pages;
}
