/** The address an invitation link carries (server/http/addresses.ts): one a phone on the school's network can open. */
import type { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { reachableOrigin } from '../../server/http/addresses';

type Cards = ReturnType<typeof networkInterfaces>;
const card = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as unknown as NonNullable<
    Cards[string]
  >[number];
const CARDS: Cards = {
  lo: [card('127.0.0.1', 'IPv4', true), card('::1', 'IPv6', true)],
  eth0: [card('fe80::1', 'IPv6'), card('192.168.1.20', 'IPv4')],
};

describe('reachableOrigin', () => {
  it('keeps the address the staff member used', () => {
    expect(reachableOrigin('http', '192.168.1.20:8080', CARDS)).toBe('http://192.168.1.20:8080');
    expect(reachableOrigin('https', 'colegio.local', CARDS)).toBe('https://colegio.local');
  });
  it("replaces the server's names for itself by its network address, keeping the port", () => {
    expect(reachableOrigin('http', 'localhost:8080', CARDS)).toBe('http://192.168.1.20:8080');
    expect(reachableOrigin('http', '127.0.0.1:8080', CARDS)).toBe('http://192.168.1.20:8080');
    expect(reachableOrigin('https', '[::1]:8443', CARDS)).toBe('https://192.168.1.20:8443');
  });
  it('keeps localhost on a machine without a network', () => {
    expect(reachableOrigin('http', 'localhost:8080', { lo: CARDS.lo })).toBe('http://localhost:8080');
  });
});
