/**
 * A one-frame Y4M video of a QR code for Chromium's fake camera
 * (--use-file-for-fake-video-capture). Written directly: a white 640×480 frame with the QR's
 * modules in black, 4 modules of quiet zone, full-range 4:2:0 (C420jpeg).
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { expect } from 'vitest';

const W = 640;
const H = 480;

export function writeQrVideo(text: string, path: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const size = qr.modules.size;
  const scale = Math.floor((Math.min(W, H) * 0.6) / (size + 8));
  const side = (size + 8) * scale;
  const left = Math.floor((W - side) / 2);
  const top = Math.floor((H - side) / 2);
  const y = Buffer.alloc(W * H, 255);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + (row + 4) * scale + dy) * W + left + (col + 4) * scale;
        y.fill(0, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  writeFileSync(path, Buffer.concat([header, y, chroma]));
  return path;
}

/** A screen's camera switch: *Leer con la cámara*, or the lunch line's *Preparar*. */
export function cameraSwitch(page: Page, name = 'Leer con la cámara') {
  const camera = page.getByRole('switch', { name });
  return { open: () => camera.check(), close: () => camera.uncheck() };
}

/**
 * Opens the screen's camera until `read()` (which waits up to 15 s) sees the code read.
 * Chromium's fake camera may give no usable frame on a busy machine, so the staff member closes
 * the camera and opens it again, as a person would: three tries; then it fails with what the page
 * shows (and `more()`, such as the console's errors).
 */
export async function readWithCamera(
  page: Page,
  read: () => Promise<unknown>,
  camera: { open: () => Promise<unknown>; close: () => Promise<unknown> } = cameraSwitch(page),
  more: () => string = () => '',
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await camera.open();
    const done = await read().then(
      () => true,
      () => false,
    );
    if (done) return;
    if (attempt === 3)
      throw new Error(`la cámara no leyó el QR. Página: ${await page.locator('body').innerText()}${more()}`);
    await camera.close();
  }
}

/** Waits up to 15 s for `shown()` to match `expected` (a text: contains). */
export const showsWithin = (shown: () => Promise<string>, expected: string | RegExp) => () =>
  expect.poll(() => shown().catch(() => ''), { timeout: 15_000 }).toMatch(expected);
