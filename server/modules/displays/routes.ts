/**
 * Display sessions: a staff member who may read a turn display turns the current browser into
 * a hall screen. `POST /api/display/session` opens a session of scope 'display' for the same
 * user, lasting DISPLAY_SESSION_DAYS and ending at the school's midnight after them (so it
 * never ends while the school is open), and revokes the caller's own session in the same
 * transaction. The new session holds only the user's turn-display keys (domain/displays) and
 * the auth hook lets it reach only the turn displays, their event streams and logout.
 * It ends by logout from the display, by deactivating the user, by a password reset or change,
 * or when the user's role loses its turn keys (then it reads nothing). The expiry and the write are in service.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DISPLAY_LEAF_KEYS,
  DISPLAY_SCOPE,
  displayPermissions,
  displaySessionSchema,
  type DisplaySession,
} from '../../../src/domain/displays';
import { accessChanged } from '../../../src/domain/topics';
import { staffOf } from '../../http/staff';
import { answers } from '../../http/answers';
import { ok } from '../../http/envelope';
import { hashToken, newToken } from '../../security/tokens';
import type { AreaOptions } from '../../http/area';
import { displayExpiry, openDisplaySession } from './service';

export function displayRoutes(app: FastifyInstance, { db, config, clock, bus }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/display/session',
    {
      // Any turn key of any store; a display session cannot open another one (no `display`).
      config: { permission: DISPLAY_LEAF_KEYS },
      schema: {
        tags: ['Sesión'],
        summary:
          'Convertir este navegador en pantalla de turnos: nueva sesión de solo lectura de turnos; la actual se cierra',
        body: z.object({}),
        response: answers(displaySessionSchema),
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const token = newToken();
      const now = clock.now();
      const expires = displayExpiry(now, config.displaySessionDays, config.timezone);
      await db.transaction(async (tx) => {
        await openDisplaySession(tx, staff.id, staff.sessionId, hashToken(token), expires, now);
        // The caller's session ended: its live streams close now, on every node.
        await bus.enqueue(tx, accessChanged({ users: [staff.id] }));
      });
      bus.flush();
      const data: DisplaySession = {
        token,
        id: staff.id,
        name: staff.name,
        // Intersected again by the auth hook on every request; these are the keys the browser shows.
        permission: displayPermissions(staff.permissions),
        mustChangePassword: false,
        scope: DISPLAY_SCOPE,
        expiresAt: expires.toISOString(),
      };
      return ok(data, 'Este navegador es ahora una pantalla de turnos');
    },
  );
}
