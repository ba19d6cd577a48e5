/**
 * What a page prints, checked as paper: the pages of the browser's own PDF of the print (their size
 * in points, 1 pt = 1/72 in) and a QR read from a screenshot as a phone would read it.
 */
import { expect } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/** Each page's size and the number of pages of a PDF as Chromium writes it (page objects left uncompressed). */
export function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page\b/g) ?? [];
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  expect(boxes.length).toBe(pages.length);
  return boxes.map((m) => ({ width: Number(m[3]) - Number(m[1]), height: Number(m[4]) - Number(m[2]) }));
}

/** The pages of the page's print, with the paper its CSS asks for. */
export async function printedPages(page: Page): Promise<{ width: number; height: number }[]> {
  await page.emulateMedia({ media: 'print' });
  try {
    return pdfPages(await page.pdf({ preferCSSPageSize: true }));
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

/** The QR in a screenshot, read as a phone would, with a white border added around it. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pad = 16;
  const width = image.width + 2 * pad;
  const height = image.height + 2 * pad;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < image.height; y += 1) {
    const row = image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4);
    data.set(row, ((y + pad) * width + pad) * 4);
  }
  return jsQR(data, width, height)?.data ?? null;
}

/**
 * What of a printed document does not fit its paper, in print: an element past the sheet's edges,
 * a box whose content is wider than it, an amount (`data-amount`) broken over two lines. Empty
 * when everything fits.
 */
export async function overflowIn(page: Page, selector: string): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  try {
    return await page.locator(selector).evaluate((root) => {
      const sheet = root.getBoundingClientRect();
      const bad: string[] = [];
      const name = (el: Element) => `${el.tagName.toLowerCase()} «${(el.textContent ?? '').slice(0, 50)}»`;
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.right > sheet.right + 0.5 || box.left < sheet.left - 0.5)
          bad.push(`fuera de la hoja: ${name(el)}`);
        if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) bad.push(`se desborda: ${name(el)}`);
      }
      for (const el of root.querySelectorAll<HTMLElement>('[data-amount]')) {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) bad.push(`valor partido en dos líneas: ${name(el)}`);
      }
      return bad;
    });
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}
