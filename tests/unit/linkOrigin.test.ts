/**
 * The origin of the links the server sends out (server/http/addresses.ts, issue 50 item 5):
 * PUBLIC_URL, else the first name of the certificate it serves, else its network address.
 */
import type { networkInterfaces } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificateFirstName, linkOrigin } from '../../server/http/addresses';
import { authorityScope } from '../../server/security/authority-scope';
import {
  createAuthority,
  issueServerCertificate,
  type KeyAndCertificate,
} from '../../server/security/local-ca';

type Cards = ReturnType<typeof networkInterfaces>;
const card = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as unknown as NonNullable<
    Cards[string]
  >[number];
const CARDS: Cards = {
  lo: [card('127.0.0.1', 'IPv4', true), card('::1', 'IPv6', true)],
  eth0: [card('fe80::1', 'IPv6'), card('192.168.1.20', 'IPv4')],
};
const NO_NETWORK: Cards = { lo: CARDS.lo };

let authority: KeyAndCertificate;
const certificateFor = (...names: string[]) => issueServerCertificate(authority, names).certPem;
beforeAll(() => {
  authority = createAuthority('Autoridad de prueba', authorityScope(['localhost', '127.0.0.1', '::1']));
});

describe('linkOrigin', () => {
  it("uses PUBLIC_URL when the school set one, whatever the server's certificate or cards", () => {
    const certificate = certificateFor('servidor.colegio.test');
    expect(linkOrigin({ publicUrl: 'https://colegio.edu.co', certificate, port: 8443 }, CARDS)).toBe(
      'https://colegio.edu.co',
    );
    expect(linkOrigin({ publicUrl: 'http://10.0.0.5:8080', certificate: null, port: 8080 }, CARDS)).toBe(
      'http://10.0.0.5:8080',
    );
  });

  it('uses the first name of the certificate it serves, over https, with the port unless it is 443', () => {
    const certificate = certificateFor('servidor.colegio.test', 'localhost', '192.168.1.20');
    expect(certificateFirstName(certificate)).toBe('servidor.colegio.test');
    expect(linkOrigin({ publicUrl: null, certificate, port: 8443 }, CARDS)).toBe(
      'https://servidor.colegio.test:8443',
    );
    expect(linkOrigin({ publicUrl: null, certificate, port: 443 }, CARDS)).toBe(
      'https://servidor.colegio.test',
    );
    expect(linkOrigin({ publicUrl: null, certificate: certificateFor('fd00::20'), port: 8443 }, CARDS)).toBe(
      'https://[fd00::20]:8443',
    );
  });

  it('takes a certificate first for localhost as none: a phone would take it for itself', () => {
    const certificate = certificateFor('localhost', 'servidor.colegio.test');
    expect(linkOrigin({ publicUrl: null, certificate, port: 8443 }, CARDS)).toBe('https://192.168.1.20:8443');
  });

  it('uses the network address over plain HTTP, and localhost on a machine without a network', () => {
    expect(linkOrigin({ publicUrl: null, certificate: null, port: 8080 }, CARDS)).toBe(
      'http://192.168.1.20:8080',
    );
    expect(linkOrigin({ publicUrl: null, certificate: null, port: 8080 }, NO_NETWORK)).toBe(
      'http://localhost:8080',
    );
  });
});
