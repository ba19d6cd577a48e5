/**
 * Links the server chooses (issue 50, item 5): an invitation's link points where the school said
 * (PUBLIC_URL) or where the server knows it is, never to the request's Host header — a forged
 * `Host: evil.example` would otherwise send the guardian, and the activation token, to that site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_PATH, type Invitation } from '../../src/domain/family';
import { loadConfig } from '../../server/config';
import { firstNetworkAddress } from '../../server/http/addresses';
import { guardianIdByDocument, MARIA, schoolWithStaff, type School, type TestApp } from './fixtures';

/** An invitation for María asked with the request's Host and Forwarded headers of an attacker's choosing. */
async function inviteFrom(t: TestApp, token: string, host: string): Promise<Invitation> {
  const id = await guardianIdByDocument(t, MARIA.num_doc);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/academic/attendant/${id}/invite`,
    headers: { authorization: `Bearer ${token}`, host, 'x-forwarded-host': host },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Invitation;
}

describe('with PUBLIC_URL', () => {
  let school: School<'admin'>;
  beforeAll(async () => {
    school = await schoolWithStaff({ staff: ['admin'], env: { PUBLIC_URL: 'https://colegio.edu.co/' } });
  });
  afterAll(async () => {
    await school?.t.close();
  });

  it('the link is on the school address whatever Host the request named', async () => {
    for (const host of ['evil.example', 'localhost:8080', '192.168.1.99:8080']) {
      const invitation = await inviteFrom(school.t, school.admin.token, host);
      expect(invitation.link).toBe(`https://colegio.edu.co${ACTIVATION_PATH}${invitation.token}`);
    }
  });
});

describe('without PUBLIC_URL, over plain HTTP', () => {
  let school: School<'admin'>;
  beforeAll(async () => {
    school = await schoolWithStaff({ staff: ['admin'] });
  });
  afterAll(async () => {
    await school?.t.close();
  });

  it("the link is on the machine's network address and the server's port, never on the forged Host", async () => {
    const invitation = await inviteFrom(school.t, school.admin.token, 'evil.example');
    const expected = `http://${firstNetworkAddress() ?? 'localhost'}:8080`;
    expect(invitation.link).toBe(`${expected}${ACTIVATION_PATH}${invitation.token}`);
    expect(invitation.link).not.toContain('evil.example');
  });
});

describe('PUBLIC_URL in the configuration', () => {
  it('is an http or https origin; anything else stops the start naming the variable', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://colegio.edu.co' }).publicUrl).toBe('https://colegio.edu.co');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080/' }).publicUrl).toBe('http://10.0.0.5:8080');
    expect(loadConfig({}).publicUrl).toBeNull();
    for (const bad of [
      'colegio.edu.co',
      'ftp://colegio.edu.co',
      'https://colegio.edu.co/familia',
      'https://a@b.co',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(
        /Configuración inválida: PUBLIC_URL: debe ser/,
      );
    }
  });
});
