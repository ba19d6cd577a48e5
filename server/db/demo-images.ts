/**
 * Pictures of the demo catalog, drawn here rather than downloaded: a small PNG per category,
 * subcategory and product — a background colour of its category, a lighter band and a simple
 * white shape. Deterministic (same arguments, same bytes) and fast (a 96×96 picture encodes in
 * well under a millisecond). The encoder writes the PNG chunks itself: signature, IHDR, one
 * zlib-deflated IDAT (node:zlib) and IEND, each with its CRC-32.
 */
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

export const PICTURE_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'ring', 'plus'] as const;
export type PictureShape = (typeof PICTURE_SHAPES)[number];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour (RGB, 8 bits) PNG of `width`×`height` pixels given row by row. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('encodePng: tamaño de imagen inconsistente');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // header[10..12]: deflate compression, adaptive filtering, no interlace (all 0)
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** HSL (hue in degrees, saturation and lightness 0-1) to RGB bytes. */
export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return [f(0), f(8), f(4)];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

const WHITE: Rgb = [255, 255, 255];

/** Whether the point (x, y), centred on 0 with radius 1, lies inside the shape. */
function inside(shape: PictureShape, x: number, y: number): boolean {
  switch (shape) {
    case 'circle':
      return x * x + y * y <= 1;
    case 'square':
      return Math.abs(x) <= 0.8 && Math.abs(y) <= 0.8;
    case 'triangle':
      return y <= 0.8 && y >= -0.9 && Math.abs(x) <= (y + 0.9) * 0.55;
    case 'diamond':
      return Math.abs(x) + Math.abs(y) <= 1;
    case 'ring': {
      const d = x * x + y * y;
      return d <= 1 && d >= 0.36;
    }
    case 'plus':
      return (Math.abs(x) <= 0.3 && Math.abs(y) <= 0.9) || (Math.abs(y) <= 0.3 && Math.abs(x) <= 0.9);
  }
}

export interface PictureSpec {
  /** Hue of the background in degrees (one per category). */
  hue: number;
  shape: PictureShape;
  /** 0-1: a slightly different tone for items of the same category. */
  tone?: number;
  size?: number;
}

/** A small picture: background, a lighter band across the lower third, a white shape in the middle. */
export function demoPicture({ hue, shape, tone = 0.5, size = 96 }: PictureSpec): Buffer {
  const background = hsl(hue, 0.55, 0.42 + tone * 0.12);
  const band = mix(background, WHITE, 0.3);
  const shapeColour = mix(WHITE, background, 0.08);
  const rgb = new Uint8Array(size * size * 3);
  const centre = (size - 1) / 2;
  const radius = size * 0.3;
  for (let py = 0; py < size; py++) {
    const base = py >= size * 0.68 ? band : background;
    for (let px = 0; px < size; px++) {
      const x = (px - centre) / radius;
      const y = (py - centre * 0.9) / radius;
      const colour = inside(shape, x, y) ? shapeColour : base;
      const i = (py * size + px) * 3;
      rgb[i] = colour[0];
      rgb[i + 1] = colour[1];
      rgb[i + 2] = colour[2];
    }
  }
  return encodePng(size, size, rgb);
}
