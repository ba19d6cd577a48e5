/**
 * The push worker (issue 55): every notice of the families' feed (family_notices) is also pushed
 * to each device where its family allowed notices (push_subscriptions), with Web Push (RFC 8030)
 * signed with the server's VAPID keys (security/vapid-keys.ts) and encrypted for the device
 * (RFC 8291). As the e-mail worker (family-notices.ts) does, a round claims a batch of notices in
 * one short transaction (FOR UPDATE SKIP LOCKED: two nodes, or two rounds, never take the same
 * one) and sends outside any transaction. The claim marks them pushed: a notice is pushed at most
 * once; one lost on the way stays in the feed. A device the push service says is gone (404, 410)
 * is forgotten. A notice older than the push's life (TTL) is marked and not sent: a phone that was
 * off all day should not light up with yesterday's arrival at the gate.
 */
import fp from 'fastify-plugin';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { NoticeData, NoticeKind } from '../../src/domain/notices';
import { noticeMessage } from '../../src/domain/notice-texts';
import { PUSH_NOTICE_URL, type PushPayload } from '../../src/domain/push';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { familyNotices, pushSubscriptions, users } from '../db/schema';
import { endpointProblem, pushAgents } from '../security/push-endpoints';
import { vapidKeys, type VapidKeys } from '../security/vapid-keys';
import { localTime } from '../time';
import { everyRound } from '../http/rounds';

/** Notices claimed by one round. */
const BATCH = 100;
/** How long a push service keeps a push for a device that is off, and the oldest notice pushed. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;
/** Devices pushed to at once (each device gets its notices in order). */
const AT_ONCE = 8;
/** A push service that does not answer within this long: that push failed. */
const TIMEOUT_MS = 10_000;

/** What the worker needs to send: the keys, the subject, the school's zone, the connections. */
export interface PushSender {
  keys: VapidKeys;
  subject: string;
  timezone: string;
  allowPrivate: boolean;
  agents: ReturnType<typeof pushAgents>;
}

export function pushSender(opts: Omit<PushSender, 'agents'>): PushSender {
  return { ...opts, agents: pushAgents(opts.allowPrivate) };
}

export interface PushRound {
  /** Notices claimed (and so marked pushed). */
  notices: number;
  /** Pushes a push service accepted. */
  sent: number;
  /** Devices forgotten: their push service said they are gone. */
  gone: number;
  /** Pushes refused or not answered (logged). */
  failed: number;
  /** Notices too old to push. */
  stale: number;
}

interface Claimed {
  id: number;
  family: number;
  kind: string;
  data: unknown;
  createdAt: Date;
  student: string | null;
}

/** Claims (marks pushed at `now`) the notices not pushed yet, oldest first. */
async function claim(db: Db, now: Date): Promise<Claimed[]> {
  const n = familyNotices;
  return db.transaction(async (tx) => {
    const claimed = (await tx.execute(sql`
      update ${n} set push_at = ${now.toISOString()}::timestamptz
      where id in (select id from ${n} where push_at is null order by id limit ${BATCH} for update skip locked)
      returning id`)) as unknown as { rows: { id: number | string }[] };
    const ids = claimed.rows.map((r) => Number(r.id));
    if (ids.length === 0) return [];
    return tx
      .select({
        id: n.id,
        family: n.id_family,
        kind: n.kind,
        data: n.data,
        createdAt: n.created_at,
        student: users.name,
      })
      .from(n)
      .leftJoin(users, eq(users.id, n.id_user))
      .where(inArray(n.id, ids))
      .orderBy(n.id);
  });
}

/** The notice as its push says it: the Spanish title and text (as its e-mail), and where it opens. */
export function pushPayload(notice: Claimed, timezone: string): PushPayload {
  const { title, body } = noticeMessage(
    'es',
    notice.kind as NoticeKind,
    notice.data as NoticeData,
    notice.student,
    (iso) => localTime(new Date(iso), timezone),
  );
  return { title, body, url: PUSH_NOTICE_URL };
}

type Device = typeof pushSubscriptions.$inferSelect;

/** One push to one device: accepted, gone (404/410), or failed. */
async function push(
  sender: PushSender,
  device: Device,
  payload: PushPayload,
  ttl: number,
  log: FastifyBaseLogger | null,
): Promise<'sent' | 'gone' | 'failed'> {
  // Checked again at each push: the setting may have changed since the device subscribed.
  const problem = endpointProblem(device.endpoint, sender.allowPrivate);
  if (problem) {
    log?.warn({ device: device.id }, `Aviso al teléfono no enviado: ${problem}`);
    return 'failed';
  }
  const plain = device.endpoint.startsWith('http:');
  try {
    await webpush.sendNotification(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: sender.subject, ...sender.keys },
        TTL: ttl,
        contentEncoding: 'aes128gcm',
        timeout: TIMEOUT_MS,
        agent: plain ? sender.agents.http : sender.agents.https,
      },
    );
    return 'sent';
  } catch (err) {
    if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
    const why = err instanceof WebPushError ? `${err.statusCode} ${err.body.slice(0, 200)}` : String(err);
    log?.warn({ device: device.id }, `El servicio de avisos no aceptó el aviso: ${why}`);
    return 'failed';
  }
}

/** Runs `work` on each item, at most `limit` at once. */
async function atMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * One round at the server's clock: claims the notices not pushed yet and pushes each to every
 * device of its family. Never throws: what failed is counted and logged.
 */
export async function pushRound(
  db: Db,
  sender: PushSender,
  clock: Clock,
  log: FastifyBaseLogger | null = null,
): Promise<PushRound> {
  const counts: PushRound = { notices: 0, sent: 0, gone: 0, failed: 0, stale: 0 };
  try {
    const now = clock.now();
    const notices = await claim(db, now);
    counts.notices = notices.length;
    const fresh = notices.filter((n) => now.getTime() - n.createdAt.getTime() < PUSH_TTL_SECONDS * 1000);
    counts.stale = notices.length - fresh.length;
    const families = [...new Set(fresh.map((n) => n.family))];
    if (families.length === 0) return counts;
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.id_family, families))
      .orderBy(pushSubscriptions.id);
    const sent = new Set<number>();
    const gone: Device[] = [];
    await atMost(AT_ONCE, devices, async (device) => {
      for (const notice of fresh.filter((n) => n.family === device.id_family)) {
        const age = Math.floor((now.getTime() - notice.createdAt.getTime()) / 1000);
        const ttl = Math.max(60, PUSH_TTL_SECONDS - age);
        const outcome = await push(sender, device, pushPayload(notice, sender.timezone), ttl, log);
        counts[outcome]++;
        if (outcome === 'sent') sent.add(device.id);
        if (outcome === 'gone') {
          gone.push(device);
          return; // its later notices would be refused the same way
        }
      }
    });
    if (sent.size > 0)
      await db
        .update(pushSubscriptions)
        .set({ last_sent_at: clock.now() })
        .where(inArray(pushSubscriptions.id, [...sent]));
    // By id and key: a device subscribed again meanwhile (new keys) keeps its row.
    for (const device of gone)
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.p256dh, device.p256dh)));
  } catch (err) {
    log?.warn({ err }, 'Los avisos al teléfono fallaron en esta ronda; se sigue en la próxima');
  }
  return counts;
}

/**
 * The server's VAPID keys (DATA_DIR/vapid.json; `keysDir` null: in memory), decorated as
 * `app.pushPublicKey` for the portal's routes, and every `seconds` (0: never) a round.
 */
export const familyPush = fp(
  async (
    app: FastifyInstance,
    opts: {
      db: Db;
      keysDir: string | null;
      seconds: number;
      subject: string;
      allowPrivate: boolean;
      timezone: string;
    },
  ) => {
    const keys = vapidKeys(opts.keysDir);
    app.decorate('pushPublicKey', keys.publicKey);
    if (opts.seconds === 0) return;
    const { subject, timezone, allowPrivate } = opts;
    const sender = pushSender({ keys, subject, timezone, allowPrivate });
    everyRound(
      app,
      opts.seconds * 1000,
      async () => {
        const counts = await pushRound(opts.db, sender, app.clock, app.log);
        if (counts.sent + counts.gone + counts.failed > 0)
          app.log.info({ push: counts }, 'Avisos a los teléfonos de las familias');
      },
      {
        failed: 'El envío de avisos a los teléfonos falló; se intentará en la próxima ronda',
        onClose: () => {
          sender.agents.https.destroy();
          sender.agents.http.destroy();
        },
      },
    );
  },
);
