/** The signed-in user's profile as the API answers it. */
import { eq } from 'drizzle-orm';
import type { Profile } from '../../../src/domain/auth';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';

export async function loadProfile(db: Db, id: number): Promise<Profile> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      type_doc: users.type_doc,
      num_doc: users.num_doc,
      address: users.address,
      phone: users.phone,
      cellphone: users.cellphone,
      url: users.url,
      rol: roles.name,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.id_rol))
    .where(eq(users.id, id));
  return row;
}
