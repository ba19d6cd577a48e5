/** The maps' points: typed, configured or answered by a search service, they are checked alike. */
import { describe, expect, it } from 'vitest';
import { parsePoint, validPoint } from '../../src/domain/maps';
import { formatSignedMoney } from '../../src/domain/money';
import { plainHttpOrigin } from '../../server/plugins/security-headers';

describe('points', () => {
  it('accepts numbers and numeric text within range', () => {
    expect(validPoint(7.1193, -73.1227)).toEqual({ lat: 7.1193, lon: -73.1227 });
    expect(validPoint('7.1', ' -73.2 ')).toEqual({ lat: 7.1, lon: -73.2 });
    expect(validPoint(-90, 180)).toEqual({ lat: -90, lon: 180 });
  });

  it('refuses what is missing, empty, not a number or out of range', () => {
    for (const [lat, lon] of [
      [null, -73],
      [7, undefined],
      ['', '-73'],
      ['siete', '-73'],
      [91, 0],
      [0, -181],
      [Number.NaN, 0],
    ]) {
      expect(validPoint(lat, lon)).toBeNull();
    }
  });

  it('reads the configured centre "lat,lon"', () => {
    expect(parsePoint('4.6097,-74.0817')).toEqual({ lat: 4.6097, lon: -74.0817 });
    expect(parsePoint('4.6097')).toBeNull();
    expect(parsePoint('a,b')).toBeNull();
    expect(parsePoint('1,2,3')).toBeNull();
  });
});

describe('the security policy and a tile server', () => {
  it('adds only a plain-http tile server to the allowed image origins', () => {
    expect(plainHttpOrigin('http://tiles.colegio.local:8080/{z}/{x}/{y}.png')).toEqual([
      'http://tiles.colegio.local:8080',
    ]);
    expect(plainHttpOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([]);
    expect(plainHttpOrigin(null)).toEqual([]);
    expect(plainHttpOrigin('http://')).toEqual([]);
  });
});

describe('a balance change on the timeline', () => {
  it('always shows its sign', () => {
    expect(formatSignedMoney(12000)).toBe('+$12.000');
    expect(formatSignedMoney(-2500)).toBe('-$2.500');
    expect(formatSignedMoney(0)).toBe('$0');
  });
});
