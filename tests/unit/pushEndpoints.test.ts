// Where the push worker may POST (issue 55): a public https host only, checked on the text of the
// endpoint a family's browser sends and again on each address its name resolves to (SSRF).
import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '../../src/domain/push';
import { request } from 'node:https';
import {
  endpointProblem,
  isPublicAddress,
  publicOnlyLookup,
  pushAgents,
} from '../../server/security/push-endpoints';

describe('push endpoints', () => {
  it('public addresses and the rest', () => {
    for (const address of ['142.250.78.10', '2607:f8b0:4005:80a::200a', '8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.20.30.40',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.1.1',
      '0.0.0.0',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
      'fd00::1',
      'fe80::1',
      'no-es-ip',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('the endpoint as the family sends it', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(endpointProblem('https://web.push.apple.com/QGx', false)).toBeNull();
    expect(endpointProblem('https://[2607:f8b0:4005:80a::200a]/x', false)).toBeNull();
    expect(endpointProblem('http://fcm.googleapis.com/x', false)).toBe(PUSH_MESSAGES.notHttps);
    expect(endpointProblem('ftp://fcm.googleapis.com/x', false)).toBe(PUSH_MESSAGES.notHttps);
    expect(endpointProblem('https://0x7f.1/x', false)).toBe(PUSH_MESSAGES.privateAddress);
    expect(endpointProblem('https://printer.local/x', false)).toBe(PUSH_MESSAGES.privateAddress);
    expect(endpointProblem('https://push.example.com./x', false)).toBeNull();
    expect(endpointProblem('https://a:b@push.example.com/x', true)).toBe(PUSH_MESSAGES.credentials);
    // The tests' setting: the stand-in on the loopback, over http.
    expect(endpointProblem('http://127.0.0.1:4000/push', true)).toBeNull();
    expect(endpointProblem('file:///etc/passwd', true)).toBe(PUSH_MESSAGES.notHttps);
  });

  it('a name that resolves to this host is refused when connecting', async () => {
    const lookup = (all: boolean) =>
      new Promise<unknown>((resolve) =>
        publicOnlyLookup('localhost', { all }, (err, address) =>
          resolve(err ? (err as { code?: string }).code : address),
        ),
      );
    expect(await lookup(false)).toBe('EPUSHPRIVATE');
    expect(await lookup(true)).toBe('EPUSHPRIVATE');
  });

  it("the worker's connections never reach this host, whatever the name", async () => {
    const { https } = pushAgents(false);
    const code = await new Promise((resolve) =>
      request({ hostname: 'localhost', port: 9, method: 'POST', agent: https }, () => resolve('answered'))
        .on('error', (err: NodeJS.ErrnoException) => resolve(err.code))
        .end(),
    );
    https.destroy();
    expect(code).toBe('EPUSHPRIVATE');
  });
});
