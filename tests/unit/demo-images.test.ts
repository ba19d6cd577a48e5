/** The PNG encoder of the demo pictures and portraits: valid chunks, the pixels drawn, deterministic bytes. */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  crc32,
  demoPicture,
  demoPortrait,
  encodePng,
  HAIR_COLOURS,
  HAIR_STYLES,
  hsl,
  SKIN_TONES,
  type PortraitSpec,
} from '../../server/demo/demo-images';
import { portraitKey, schoolYearOf } from '../../server/demo/demo-people';
import { planDemoSchool } from '../../server/demo/demo-plan';
import { DEMO_STUDENTS } from '../../server/demo/seed';

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

/** The RGB of pixel (x, y) of one of our PNGs (no filter on any row). */
function pixelOf(png: Buffer, size: number) {
  const raw = inflateSync(chunks(png).find((c) => c.type === 'IDAT')!.data);
  return (x: number, y: number) => [
    ...raw.subarray(y * (size * 3 + 1) + 1 + x * 3, y * (size * 3 + 1) + 1 + x * 3 + 3),
  ];
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
    const pixel = (x: number, y: number) => [
      ...raw.subarray(y * (32 * 3 + 1) + 1 + x * 3, y * (32 * 3 + 1) + 1 + x * 3 + 3),
    ];
    const background = pixel(0, 0);
    expect(background).toEqual([...hsl(200, 0.55, 0.48)]);
    const band = pixel(0, 31);
    expect(band.every((v, i) => v > background[i])).toBe(true);
    const centre = pixel(16, 14);
    expect(centre.every((v) => v > 230)).toBe(true);
    expect(demoPicture({ hue: 200, shape: 'square', size: 32 }).equals(png)).toBe(false);
  });
});

describe('demo portraits', () => {
  const spec: PortraitSpec = {
    background: 200,
    skin: 2,
    hair: 1,
    hairStyle: 'short',
    shirt: 40,
    glasses: false,
  };

  it('are valid 96×96 PNGs, the same bytes for the same parameters', () => {
    const png = demoPortrait(spec);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(parts.every((c) => c.crcOk)).toBe(true);
    expect([parts[0].data.readUInt32BE(0), parts[0].data.readUInt32BE(4), parts[0].data[9]]).toEqual([
      96, 96, 2,
    ]);
    expect(inflateSync(parts[1].data)).toHaveLength(96 * (96 * 3 + 1));
    expect(demoPortrait({ ...spec }).equals(png)).toBe(true);
    expect(png.length).toBeLessThan(4000);
  });

  it('draws the background, the face in the skin tone, the hair and the shirt where they belong', () => {
    const pixel = pixelOf(demoPortrait({ ...spec, size: 64 }), 64);
    const corner = pixel(0, 0);
    expect(corner.every((v, i) => Math.abs(v - hsl(200, 0.45, 0.88)[i]) <= 2)).toBe(true);
    expect(pixel(32, 32)).toEqual([...SKIN_TONES[2]]); // the cheek between eyes and smile
    expect(pixel(32, 12)).toEqual([...HAIR_COLOURS[1]]); // the top of the head
    expect(pixel(32, 62)).toEqual([...hsl(40, 0.55, 0.45)]); // the shirt
  });

  it('changes with every parameter', () => {
    const base = demoPortrait(spec);
    const variants: PortraitSpec[] = [
      { ...spec, background: 215 },
      { ...spec, skin: 3 },
      { ...spec, hair: 2 },
      { ...spec, shirt: 70 },
      { ...spec, glasses: true },
      ...HAIR_STYLES.filter((style) => style !== spec.hairStyle).map((hairStyle) => ({ ...spec, hairStyle })),
    ];
    for (const variant of variants)
      expect(demoPortrait(variant).equals(base), JSON.stringify(variant)).toBe(false);
  });

  it('gives every student of the demo a portrait of their own', () => {
    const fixed = DEMO_STUDENTS.map((st, i) => ({
      name: st.name,
      guardian: st.guardian,
      grade: (i * 3) % 11,
    }));
    const plan = planDemoSchool(fixed, 2026);
    const specs = [...plan.fixed.map((f) => f.portrait), ...plan.students.map((st) => st.portrait)];
    expect(specs).toHaveLength(300);
    expect(new Set(specs.map(portraitKey)).size).toBe(300);
    const bytes = new Set(specs.map((s) => demoPortrait(s).toString('base64')));
    expect(bytes.size).toBe(300);
    // Deterministic: the same plan every time.
    expect(planDemoSchool(fixed, 2026).students.map((st) => st.portrait)).toEqual(
      plan.students.map((st) => st.portrait),
    );
  });
});

describe('the demo school year', () => {
  it('runs February to November: December and January still belong to the year that ends', () => {
    expect(schoolYearOf('2026-11-23')).toBe(2026);
    expect(schoolYearOf('2026-12-20')).toBe(2026);
    expect(schoolYearOf('2027-01-15')).toBe(2026);
    expect(schoolYearOf('2027-02-01')).toBe(2027);
  });

  it('fits the ages to the year the demo is loaded', () => {
    const fixed = [{ name: 'Valentina Gómez Rojas', guardian: 0, grade: 0 }];
    const born = (year: number) =>
      planDemoSchool(fixed, year)
        .students.filter((st) => st.grade === 0)
        .map((st) => Number(st.birth.slice(0, 4)));
    expect(Math.min(...born(2026))).toBe(2019);
    expect(Math.min(...born(2030))).toBe(2023);
  });
});
