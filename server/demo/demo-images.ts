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
  const f = (n: number) =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
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

/*
 * Portraits of the demo students: a head and shoulders on a soft background. Enough
 * parameters (background, skin, hair colour and style, shirt, glasses) that the demo's
 * students never share a picture; the same parameters always give the same bytes.
 */

export const HAIR_STYLES = ['short', 'buzz', 'curly', 'long', 'ponytail', 'bob'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

/** From light to dark. */
export const SKIN_TONES: readonly Rgb[] = [
  [250, 221, 196],
  [238, 196, 162],
  [222, 170, 128],
  [196, 138, 98],
  [158, 104, 70],
  [110, 72, 48],
];

/** Black, browns, blond and auburn. */
export const HAIR_COLOURS: readonly Rgb[] = [
  [28, 22, 20],
  [62, 42, 30],
  [104, 68, 40],
  [150, 106, 62],
  [204, 164, 96],
  [136, 56, 32],
];

export interface PortraitSpec {
  /** Hue of the background in degrees. */
  background: number;
  /** Index in SKIN_TONES. */
  skin: number;
  /** Index in HAIR_COLOURS. */
  hair: number;
  hairStyle: HairStyle;
  /** Hue of the shirt in degrees. */
  shirt: number;
  glasses: boolean;
  size?: number;
}

/** Whether (u, v) lies inside the ellipse centred on (cu, cv) with radii ru, rv. */
const inEllipse = (u: number, v: number, cu: number, cv: number, ru: number, rv: number) =>
  ((u - cu) / ru) ** 2 + ((v - cv) / rv) ** 2 <= 1;

/** Squared distance: cheaper than Math.hypot, and enough to compare with a squared radius. */
const dist2 = (u: number, v: number, cu: number, cv: number) => (u - cu) ** 2 + (v - cv) ** 2;

/** The face: an oval a little taller than wide. */
const inFace = (u: number, v: number) => inEllipse(u, v, 0.5, 0.44, 0.19, 0.22);

/** Hair over the head (in front of the face): a cap, plus what the style adds beside the face. */
function inHairFront(style: HairStyle, u: number, v: number): boolean {
  const side = Math.abs(u - 0.5);
  if (style === 'buzz') return inEllipse(u, v, 0.5, 0.42, 0.2, 0.24) && v < 0.3;
  if (style === 'curly') {
    // A cap whose edge curls: the radius rises and falls eight times around the head.
    if ((v >= 0.32 && side <= 0.16) || dist2(u, v, 0.5, 0.38) > 0.275 ** 2) return false;
    const radius = 0.25 * (1 + 0.07 * Math.sin(Math.atan2(v - 0.38, u - 0.5) * 8));
    return dist2(u, v, 0.5, 0.38) <= radius * radius;
  }
  const cap = inEllipse(u, v, 0.5, 0.41, 0.215, 0.25);
  if (style === 'bob')
    return inEllipse(u, v, 0.5, 0.44, 0.235, 0.27) && v < 0.6 && (v < 0.33 || side > 0.155);
  if (style === 'short') return cap && (v < 0.31 || (side > 0.17 && v < 0.42));
  return cap && (v < 0.32 || side > 0.16); // long and ponytail
}

/** Hair behind the head and shoulders (long hair falls behind them; a ponytail sticks out). */
function inHairBack(style: HairStyle, u: number, v: number): boolean {
  if (style === 'long') return Math.abs(u - 0.5) < 0.25 && v > 0.3 && v < 0.8;
  if (style === 'ponytail') return dist2(u, v, 0.73, 0.33) < 0.08 ** 2 || dist2(u, v, 0.8, 0.43) < 0.06 ** 2;
  return false;
}

const EYE_LEFT = 0.43;
const EYE_RIGHT = 0.57;
const EYE_LINE = 0.45;

function inEye(u: number, v: number): boolean {
  return dist2(u, v, EYE_LEFT, EYE_LINE) < 0.022 ** 2 || dist2(u, v, EYE_RIGHT, EYE_LINE) < 0.022 ** 2;
}

function inFrame(u: number, v: number, eye: number): boolean {
  const d = dist2(u, v, eye, EYE_LINE);
  return d > 0.045 ** 2 && d < 0.057 ** 2;
}

/** Round frames around both eyes and a bridge between them. */
function inGlasses(u: number, v: number): boolean {
  return (
    inFrame(u, v, EYE_LEFT) ||
    inFrame(u, v, EYE_RIGHT) ||
    (Math.abs(v - EYE_LINE) < 0.006 && Math.abs(u - 0.5) < 0.03)
  );
}

/** A smile: the lower part of a thin ring under the eyes. */
function inMouth(u: number, v: number): boolean {
  const d = dist2(u, v, 0.5, 0.5);
  return v > 0.55 && d > 0.075 ** 2 && d < 0.09 ** 2;
}

/** Shoulders (a wide ellipse at the bottom) and the neck. */
const inShirt = (u: number, v: number) => inEllipse(u, v, 0.5, 1.08, 0.4, 0.36);
const inNeck = (u: number, v: number) =>
  Math.abs(u - 0.5) < 0.075 && v > 0.55 && v < 0.82 - Math.abs(u - 0.5);

interface PortraitColours {
  skin: Rgb;
  hair: Rgb;
  shirt: Rgb;
  eye: Rgb;
  mouth: Rgb;
  frame: Rgb;
}

/** The colour of one point (u, v in 0-1, v downwards), painted from the front layer back. */
function portraitPixel(spec: PortraitSpec, c: PortraitColours, u: number, v: number, background: Rgb): Rgb {
  // Above the hair and beside the head there is only background: most pixels stop here.
  if (v < 0.1 || (v < 0.7 && (u < 0.2 || u > 0.9))) return background;
  const face = inFace(u, v);
  if (spec.glasses && face && inGlasses(u, v)) return c.frame;
  if (inHairFront(spec.hairStyle, u, v)) return c.hair;
  if (face) {
    if (inEye(u, v)) return c.eye;
    if (inMouth(u, v)) return c.mouth;
    return c.skin;
  }
  if (inNeck(u, v)) return c.skin;
  if (inHairBack(spec.hairStyle, u, v)) return c.hair;
  if (inShirt(u, v)) return c.shirt;
  return background;
}

/** A student's portrait: background, shoulders in a shirt, a face with eyes and a smile, hair. */
export function demoPortrait(spec: PortraitSpec): Buffer {
  const size = spec.size ?? 96;
  const skin = SKIN_TONES[spec.skin % SKIN_TONES.length];
  const colours: PortraitColours = {
    skin,
    hair: HAIR_COLOURS[spec.hair % HAIR_COLOURS.length],
    shirt: hsl(spec.shirt, 0.55, 0.45),
    eye: [40, 30, 26],
    mouth: mix(skin, [150, 40, 50], 0.55),
    frame: [45, 45, 52],
  };
  // A gentle vertical gradient, lighter at the top.
  const top = hsl(spec.background, 0.45, 0.88);
  const bottom = hsl(spec.background, 0.45, 0.78);
  const rgb = new Uint8Array(size * size * 3);
  for (let py = 0; py < size; py++) {
    const v = (py + 0.5) / size;
    const background = mix(top, bottom, v);
    for (let px = 0; px < size; px++) {
      const colour = portraitPixel(spec, colours, (px + 0.5) / size, v, background);
      const i = (py * size + px) * 3;
      rgb[i] = colour[0];
      rgb[i + 1] = colour[1];
      rgb[i + 2] = colour[2];
    }
  }
  return encodePng(size, size, rgb);
}
