/** The PNG encoder of the demo pictures: valid chunks, the pixels drawn, deterministic bytes. */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, demoPicture, encodePng, hsl } from '../../server/db/demo-images';

/** Chunks of a PNG: type, data, and whether the stored CRC is right. */
function chunks(png: Buffer) {
  const out: { type: string; data: Buffer; crcOk: boolean }[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('ascii');
    const data = png.subarray(at + 8, at + 8 + length);
    const crc = png.readUInt32BE(at + 8 + length);
    out.push({ type, data, crcOk: crc === crc32(png.subarray(at + 4, at + 8 + length)) });
    at += 12 + length;
  }
  return out;
}

describe('demo pictures', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
  });

  it('writes a valid truecolour PNG whose pixels are the ones given', () => {
    const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = encodePng(2, 2, rgb);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(parts.every((c) => c.crcOk)).toBe(true);
    expect(parts[0].data.readUInt32BE(0)).toBe(2);
    expect(parts[0].data[9]).toBe(2); // RGB
    const raw = inflateSync(parts[1].data);
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 10, 20, 30]);
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow();
  });

  it('draws a background, a lighter band and a white shape, the same bytes every time', () => {
    const png = demoPicture({ hue: 200, shape: 'circle', size: 32, tone: 0.5 });
    expect(demoPicture({ hue: 200, shape: 'circle', size: 32, tone: 0.5 }).equals(png)).toBe(true);
    const raw = inflateSync(chunks(png).find((c) => c.type === 'IDAT')!.data);
    const pixel = (x: number, y: number) => [...raw.subarray(y * (32 * 3 + 1) + 1 + x * 3, y * (32 * 3 + 1) + 1 + x * 3 + 3)];
    const background = pixel(0, 0);
    expect(background).toEqual([...hsl(200, 0.55, 0.48)]);
    const band = pixel(0, 31);
    expect(band.every((v, i) => v > background[i])).toBe(true);
    const centre = pixel(16, 14);
    expect(centre.every((v) => v > 230)).toBe(true);
    expect(demoPicture({ hue: 200, shape: 'square', size: 32 }).equals(png)).toBe(false);
  });
});
