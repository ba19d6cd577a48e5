/**
 * Notices pushed to a guardian's devices (issue 55): a device subscribes through the API with a
 * browser's keys, a notice of the feed happens, the worker's round pushes it to the stand-in push
 * service on the loopback, which checks the VAPID signature and decrypts the body (RFC 8291) on
 * its own. A device the service says is gone is forgotten; another family's notice never reaches
 * it; two rounds at once push once; an endpoint that is not a public https host is refused; the
 * VAPID keys are made once in DATA_DIR, 0600, and kept.
 */
import { mkdtempSync, rmSync, statSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilySession } from '../../src/domain/family';
import type { NoticeKind } from '../../src/domain/notices';
import { PUSH_MESSAGES, PUSH_NOTICE_URL, type PushKey } from '../../src/domain/push';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { notifyFamilies } from '../../server/db/notices';
import { familyNotices, pushSubscriptions } from '../../server/db/schema';
import { pushRound, pushSender } from '../../server/plugins/family-push';
import { VAPID_FILE, vapidKeys } from '../../server/security/vapid-keys';
import { activatedFamily, api, JORGE, NICOLAS, unchanged, userIdByDocument, type Api } from './fixtures';
import { schoolWithMaria } from './fixtures/family';
import { browserDevice, startPushService, vapidOf } from './fixtures/push-service';

let t: Awaited<ReturnType<typeof schoolWithMaria>>['t'];
let maria: Api;
let jorge: Api;
let emiliano: number;
let nicolas: number;
let service: Awaited<ReturnType<typeof startPushService>>;

const SUBJECT = 'mailto:avisos@colegio.demo';
// The app's keys: without a data folder they are this process's own (security/vapid-keys.ts).
const sender = () =>
  pushSender({ keys: vapidKeys(null), subject: SUBJECT, timezone: 'America/Bogota', allowPrivate: true });
const round = () => pushRound(t.db, sender(), t.clock);

beforeAll(async () => {
  service = await startPushService();
  const school = await schoolWithMaria({ PUSH_ALLOW_PRIVATE: '1' });
  ({ t, maria, emiliano } = school);
  jorge = (await activatedFamily(t, school.admin, JORGE.num_doc)).api;
  nicolas = await userIdByDocument(t, NICOLAS);
  // The notices written before (the demo's), marked: no device had subscribed yet.
  await round();
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

/** A device of `family` at `path` of the stand-in, subscribed through the API. */
async function subscribed(family: Api, path: string) {
  const device = browserDevice(`${service.url}${path}`);
  const res = await family.post('/api/family/push/subscriptions', device.subscription);
  expect(res.status, res.body.message).toBe(200);
  expect(res.body.message).toBe(PUSH_MESSAGES.subscribed);
  return device;
}

/** A top-up approved for `student`: a money notice every live family of the child gets. */
const notice = (student: number, referencia: string, kind: NoticeKind = 'recarga_aprobada') =>
  t.db.transaction((tx) =>
    notifyFamilies(tx, { studentId: student, kind, data: { valor: 20_000, referencia }, at: t.clock.now() }),
  );

describe('a notice pushed to the family’s device', () => {
  it('signed with the server’s key for the service’s origin, encrypted for the device, once', async () => {
    const key = await maria.get<PushKey>('/api/family/push/key');
    expect(key.status).toBe(200);
    expect(Buffer.from(key.body.data.clave_publica, 'base64url')).toHaveLength(65);
    const device = await subscribed(maria, '/push/maria-phone');
    expect(await notice(emiliano, 'PUSH-1')).toBe(1);

    expect(await round()).toMatchObject({ notices: 1, sent: 1, gone: 0, failed: 0 });
    const [push] = service.at('/push/maria-phone');
    const vapid = vapidOf(push.headers);
    expect(vapid.key).toBe(key.body.data.clave_publica);
    expect(vapid.claims).toMatchObject({ aud: service.url, sub: SUBJECT, exp: expect.any(Number) });
    expect(push.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: expect.stringMatching(/^\d+$/),
    });
    expect(JSON.parse(device.decrypt(push.body))).toEqual({
      title: 'Recarga aprobada',
      body: expect.stringMatching(
        /^El colegio aprobó la recarga de \$\s?20\.000 para .*Emiliano.* \(ref\. PUSH-1\)\.$/,
      ),
      url: PUSH_NOTICE_URL,
    });

    // Marked when claimed, the device's last push recorded; the next round has nothing.
    expect(await t.db.select().from(familyNotices).where(isNull(familyNotices.pushed_at))).toEqual([]);
    const [sub] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${service.url}/push/maria-phone`));
    expect(sub.last_sent_at).not.toBeNull();
    expect(await round()).toMatchObject({ notices: 0, sent: 0 });
    expect(service.at('/push/maria-phone')).toHaveLength(1);
  });

  it('another family’s notice reaches its own device, not this one', async () => {
    const jorgeDevice = await subscribed(jorge, '/push/jorge-phone');
    const before = service.at('/push/maria-phone').length;
    expect(await notice(nicolas, 'PUSH-2')).toBe(1);
    expect(await round()).toMatchObject({ notices: 1, sent: 1 });
    expect(service.at('/push/maria-phone')).toHaveLength(before);
    const [push] = service.at('/push/jorge-phone');
    expect(JSON.parse(jorgeDevice.decrypt(push.body))).toMatchObject({ title: 'Recarga aprobada' });
  });

  it('a device the service says is gone (410) is forgotten; the family’s other devices still get it', async () => {
    await subscribed(maria, '/push/maria-old-tablet');
    service.answer('/push/maria-old-tablet', 410);
    await notice(emiliano, 'PUSH-3');
    expect(await round()).toMatchObject({ notices: 1, sent: 1, gone: 1 });
    const endpoints = (await t.db.select().from(pushSubscriptions)).map((s) => s.endpoint);
    expect(endpoints).not.toContain(`${service.url}/push/maria-old-tablet`);
    expect(endpoints).toContain(`${service.url}/push/maria-phone`);
  });

  it('two rounds at the same time push a notice once', async () => {
    const before = service.at('/push/maria-phone').length;
    await notice(emiliano, 'PUSH-4');
    const rounds = await Promise.all([round(), round()]);
    expect(rounds.map((r) => r.notices).sort()).toEqual([0, 1]);
    expect(service.at('/push/maria-phone')).toHaveLength(before + 1);
  });
});

describe('the family’s devices', () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/dispositivo-de-prueba';

  it('an endpoint subscribed again takes the new keys and owner; only the owner forgets it', async () => {
    const first = browserDevice(endpoint).subscription;
    expect((await maria.post('/api/family/push/subscriptions', first)).status).toBe(200);
    const second = browserDevice(endpoint).subscription;
    expect((await jorge.post('/api/family/push/subscriptions', second)).status).toBe(200);
    const owner = async () =>
      (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
    expect(await owner()).toMatchObject({ p256dh: second.keys.p256dh, auth: second.keys.auth });
    const mine = await maria.call('DELETE', '/api/family/push/subscriptions', { endpoint });
    expect(mine.body).toMatchObject({ data: { borrado: false }, message: PUSH_MESSAGES.notSubscribed });
    expect(await owner()).toBeDefined();
    const theirs = await jorge.call('DELETE', '/api/family/push/subscriptions', { endpoint });
    expect(theirs.body).toMatchObject({ data: { borrado: true }, message: PUSH_MESSAGES.unsubscribed });
    expect(await owner()).toBeUndefined();
  });

  it('without the tests’ setting, only a public https host is taken, with the reason on endpoint', async () => {
    const strict = await buildApp(
      t.database,
      { ...loadConfig({ PUSH_SECONDS: '0' }), webRoot: null },
      false,
      {
        clock: t.clock,
      },
    );
    try {
      const session = await api(strict).post<FamilySession>('/api/family/login', {
        usuario: '52987654',
        password: 'Familia-2026-segura',
      });
      const family = api(strict, session.body.data.token);
      const refusals: [string, string][] = [
        [`${service.url}/push/x`, PUSH_MESSAGES.notHttps],
        ['http://fcm.googleapis.com/fcm/send/x', PUSH_MESSAGES.notHttps],
        ['https://127.0.0.1/x', PUSH_MESSAGES.privateAddress],
        ['https://[::1]/x', PUSH_MESSAGES.privateAddress],
        ['https://[::ffff:10.0.0.8]/x', PUSH_MESSAGES.privateAddress],
        ['https://192.168.1.20/x', PUSH_MESSAGES.privateAddress],
        ['https://169.254.169.254/latest', PUSH_MESSAGES.privateAddress],
        ['https://2130706433/x', PUSH_MESSAGES.privateAddress],
        ['https://localhost/x', PUSH_MESSAGES.privateAddress],
        ['https://metadata.google.internal/x', PUSH_MESSAGES.privateAddress],
        ['https://router/x', PUSH_MESSAGES.privateAddress],
        ['https://fcm.googleapis.com:8443/x', PUSH_MESSAGES.port],
        ['https://user:pw@fcm.googleapis.com/x', PUSH_MESSAGES.credentials],
        ['no es una dirección', PUSH_MESSAGES.endpoint],
      ];
      const tables = { pushSubscriptions };
      await unchanged(
        t,
        async () => {
          for (const [endpoint, message] of refusals) {
            const res = await family.post(
              '/api/family/push/subscriptions',
              browserDevice(endpoint).subscription,
            );
            expect(res.status, endpoint).toBe(400);
            expect(res.body.errors, endpoint).toEqual({ endpoint: message });
          }
          const badKeys = {
            endpoint: 'https://fcm.googleapis.com/fcm/send/x',
            keys: { p256dh: 'abc', auth: 'x' },
          };
          const res = await family.post('/api/family/push/subscriptions', badKeys);
          expect(res.body.errors).toEqual({ keys: PUSH_MESSAGES.p256dh });
        },
        tables,
      );
    } finally {
      await strict.close();
    }
  });
});

describe('the VAPID keys', () => {
  it('are made at the first start in DATA_DIR, 0600, and read again at the next', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vapid-'));
    const start = () =>
      buildApp(t.database, { ...loadConfig({ PUSH_SECONDS: '0' }), webRoot: null }, false, {
        clock: t.clock,
        dataDir,
      });
    try {
      const first = await start();
      const key = first.pushPublicKey;
      await first.close();
      const file = join(dataDir, VAPID_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(key).not.toBe(vapidKeys(null).publicKey);
      // Loosened by a copy: kept, and made private again.
      chmodSync(file, 0o644);
      const again = await start();
      expect(again.pushPublicKey).toBe(key);
      await again.close();
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
