/**
 * One hook guards every route, deny by default: a route declares `public`, `signedIn` or a
 * `permission` key in its config (a route declaring none refuses to register, whatever its
 * path), and the hook answers 401 without a live session and 403 without the key, before any
 * body is read. It decides from the route that MATCHED (`request.routeOptions`), never from
 * the raw URL: the router decodes the path (`/%61pi/…` is `/api/…`) and accepts an absolute
 * URL, so any spelling that reaches a route is treated exactly as that route.
 * A display session (scope 'display') holds only its role's turn-display keys and passes
 * only routes that declare `display`; everything else is 403.
 * A family session (the families' portal, its token prefixed FAMILY_TOKEN_PREFIX) passes only
 * routes that declare `family`, all of them under /api/family/, and those pass no other session:
 * a staff route answers 403 to a live family session, a family route 403 to a live staff session.
 */
import fp from 'fastify-plugin';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, isPermissionKey } from '../../src/domain/permissions';
import { DISPLAY_ONLY, DISPLAY_SCOPE, displayPermissions } from '../../src/domain/displays';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { familyAccounts, familySessions, guardians, roles, sessions, users } from '../db/schema';
import { FAMILY_ONLY, FAMILY_ROUTE, isFamilyToken } from '../../src/domain/family';
import { hashToken } from '../security/tokens';
import { AppError, forbidden, unauthenticated } from '../http/errors';
import type { FamilyMember, Staff } from '../http/types';

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : null;
};

/** Every request but the public ones runs it: built once (prepared.ts). */
const liveSession = preparedStatement('live_session', (db) =>
  db
    .select({
      sessionId: sessions.id,
      id: users.id,
      name: users.name,
      mustChangePassword: users.must_change_password,
      keys: roles.function,
      scope: sessions.scope,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(roles, eq(roles.id, users.id_rol))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
        eq(users.active, 1),
      ),
    )
    .limit(1),
);

/** The staff member of a live session `token` at `now` (the server's clock, which stamped its expiry); null otherwise. */
export async function findStaff(db: Db, token: string, now: Date): Promise<Staff | null> {
  const [row] = await liveSession.execute(db, { tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  const display = row.scope === DISPLAY_SCOPE;
  return {
    id: row.id,
    name: row.name,
    sessionId: row.sessionId,
    // Read from the role at each request: a role losing its turn keys empties its displays at once.
    permissions: new Set(display ? displayPermissions(row.keys) : row.keys),
    mustChangePassword: row.mustChangePassword,
    scope: display ? DISPLAY_SCOPE : null,
  };
}

/** A family session: live, its account neither revoked nor waiting for activation. */
const liveFamilySession = preparedStatement('live_family_session', (db) =>
  db
    .select({
      sessionId: familySessions.id,
      accountId: familyAccounts.id,
      guardianId: guardians.id,
      name: guardians.name,
    })
    .from(familySessions)
    .innerJoin(familyAccounts, eq(familyAccounts.id, familySessions.id_account))
    .innerJoin(guardians, eq(guardians.id, familyAccounts.id_guardian))
    .where(
      and(
        eq(familySessions.token_hash, sql.placeholder('tokenHash')),
        isNull(familySessions.revoked_at),
        gt(familySessions.expires_at, sql.placeholder('now')),
        isNull(familyAccounts.revoked_at),
        isNotNull(familyAccounts.password_hash),
      ),
    )
    .limit(1),
);

export async function findFamily(db: Db, token: string, now: Date): Promise<FamilyMember | null> {
  const [row] = await liveFamilySession.execute(db, { tokenHash: hashToken(token), now: now.toISOString() });
  return row ?? null;
}

const FAMILY_PATHS = '/api/family/';

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('staff', null);
  app.decorateRequest('family', null);

  app.addHook('onRoute', (route) => {
    const c = route.config ?? {};
    if (!c.public && !c.signedIn && !c.permission && !c.family) {
      throw new Error(`La ruta ${route.method} ${route.url} no declara su permiso`);
    }
    // The families' portal has its own paths and nothing else: a family route is never also a staff one.
    const familyPath = route.url.startsWith(FAMILY_PATHS);
    if (c.family && (!familyPath || c.signedIn || c.permission || c.display || c.public)) {
      throw new Error(`La ruta ${route.method} ${route.url} mezcla el portal de familias con otra sesión`);
    }
    if (familyPath && !c.family && !c.public) {
      throw new Error(
        `La ruta ${route.method} ${route.url} está bajo ${FAMILY_PATHS} y no es del portal de familias`,
      );
    }
    // A typo in a key built at run time would lock everyone out of the route: refuse it here.
    for (const key of [c.permission ?? []].flat()) {
      if (!isPermissionKey(key))
        throw new Error(`La ruta ${route.method} ${route.url} declara una clave desconocida: ${key}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    // No route matched: the 404 handler answers, and it reads nothing.
    if (!request.routeOptions.url) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const token = bearerToken(request);
    // Sessions expire by the server's clock, the one that stamped them (buildApp's app.clock).
    const now = app.clock.now();
    if (token && isFamilyToken(token)) {
      const family = await findFamily(opts.db, token, now);
      if (!family) throw unauthenticated();
      if (!config.family) throw forbidden(FAMILY_ONLY);
      request.family = family;
      return;
    }
    const staff = token ? await findStaff(opts.db, token, now) : null;
    if (!staff) throw unauthenticated();
    request.staff = staff;
    if (staff.scope === DISPLAY_SCOPE && !config.display) throw forbidden(DISPLAY_ONLY);
    if (staff.mustChangePassword && !config.duringPasswordChange) {
      throw new AppError(403, 'Debe cambiar su contraseña antes de continuar', 'password_change_required');
    }
    // A staff or display session is not a family session, whatever it holds.
    if (config.family) throw forbidden(FAMILY_ROUTE);
    const required = config.permission;
    if (required && ![required].flat().some((key) => hasPermission(staff.permissions, key)))
      throw forbidden();
  });
});
