/**
 * No published password reachable from the network (docs/security.md: threats). The demo school's
 * password is printed in the README, so an account still holding it signs in only from the
 * server's own machine (http://localhost:8080), where a newcomer tries the demo. From any other
 * machine, or through a proxy, it is refused until the password is changed (profile). The rule
 * holds for every account, not only the demo's: whoever set the published password anywhere.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { isLoopback } from '../../../http/addresses';
import { DEMO_PASSWORD, verifyPassword } from '../../../security/passwords';

export const PUBLISHED_PASSWORD_REFUSED =
  'Esta cuenta aún tiene la contraseña publicada de la demostración. Ingrese desde el equipo del servidor (http://localhost) y cámbiela en su perfil antes de usarla desde la red.';

/** The request comes from the server's own machine, not through a proxy. */
export const fromServerMachine = (request: FastifyRequest) =>
  isLoopback(request.ip) &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/** Refuses (403) the published password from the network; call it once the password is known to be right. */
export function assertNotPublishedFromNetwork(password: string, fromServer: boolean): void {
  if (password === DEMO_PASSWORD && !fromServer)
    throw new AppError(403, PUBLISHED_PASSWORD_REFUSED, 'published_password');
}

/** The active accounts among `emails` whose password is still the published one (said at start). */
export async function accountsWithPublishedPassword(db: Db, emails: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const email of emails) {
    const [row] = await db
      .select({ hash: users.password_hash, active: users.active })
      .from(users)
      .where(eq(users.email, email));
    if (row?.active === 1 && (await verifyPassword(DEMO_PASSWORD, row.hash))) out.push(email);
  }
  return out;
}
