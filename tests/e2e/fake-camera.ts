/**
 * A Y4M video of a QR code for Chromium's fake camera (--use-file-for-fake-video-capture),
 * written directly: white 640×480 frames, full-range 4:2:0 (C420jpeg), the QR's modules dark
 * with 4 modules of quiet zone, as a card held up to a camera: each frame at a slightly
 * different angle and distance, each pixel the mean of four samples (an edge is grey).
 * A single square frame is not enough: for about one code in twenty the browser's reader
 * (ZXing) finds no QR in a perfectly square, pixel-aligned picture, whatever its size; turned a
 * little, every code tried (200 random credential codes) is read in at least one pose.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { expect } from 'vitest';

const W = 640;
const H = 480;
/** The card's poses, looped at 10 frames a second: turn (radians) and size (1: 60 % of the height). */
const POSES = [
  [0.03, 1.0],
  [-0.06, 0.92],
  [0.09, 1.06],
  [-0.12, 0.87],
  [0.14, 1.02],
  [-0.02, 1.1],
] as const;
const SAMPLES = [0.25, 0.75].flatMap((dx) => [0.25, 0.75].map((dy) => [dx, dy] as const));

/** One frame's luma: the symbol (with its quiet zone) turned by `angle`, `px` pixels a module. */
function lumaFrame(dark: (row: number, col: number) => boolean, modules: number, angle: number, px: number) {
  const y = Buffer.alloc(W * H);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  for (let j = 0; j < H; j++) {
    for (let i = 0; i < W; i++) {
      let sum = 0;
      for (const [dx, dy] of SAMPLES) {
        const x = i + dx - W / 2;
        const z = j + dy - H / 2;
        const col = Math.floor((cos * x + sin * z) / px + modules / 2) - 4;
        const row = Math.floor((-sin * x + cos * z) / px + modules / 2) - 4;
        sum += dark(row, col) ? 20 : 235;
      }
      y[j * W + i] = sum / SAMPLES.length;
    }
  }
  return y;
}

export function writeQrVideo(text: string, path: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const size = qr.modules.size;
  const dark = (row: number, col: number) =>
    row >= 0 && col >= 0 && row < size && col < size && Boolean(qr.modules.get(row, col));
  const base = (Math.min(W, H) * 0.6) / (size + 8);
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frames = POSES.flatMap(([angle, zoom]) => [
    Buffer.from('FRAME\n', 'ascii'),
    lumaFrame(dark, size + 8, angle, base * zoom),
    chroma,
  ]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  writeFileSync(path, Buffer.concat([header, ...frames]));
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
    if (attempt === 3) {
      // What the camera's picture was doing: no video, a video with no frame, or frames the reader could not read.
      const video = await page.evaluate(() => {
        const v = document.querySelector('video');
        return v
          ? `${v.videoWidth}×${v.videoHeight}, ${v.currentTime.toFixed(1)} s, readyState ${v.readyState}, ${v.paused ? 'en pausa' : 'corriendo'}`
          : 'sin video';
      });
      throw new Error(
        `la cámara no leyó el QR. Video: ${video}. Página: ${await page.locator('body').innerText()}${more()}`,
      );
    }
    await camera.close();
  }
}

/** Waits up to 15 s for `shown()` to match `expected` (a text: contains). */
export const showsWithin = (shown: () => Promise<string>, expected: string | RegExp) => () =>
  expect.poll(() => shown().catch(() => ''), { timeout: 15_000 }).toMatch(expected);
