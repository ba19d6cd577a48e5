/** The day's menu picture's read (routes.ts): the picture shown now. */
import { desc, eq } from 'drizzle-orm';
import type { MenuPicture } from '../../../../src/domain/restaurant';
import type { Db } from '../../../db/client';
import { restaurantMenus, users } from '../../../db/schema';

/** The picture shown now: the newest row, unless it took the picture down. */
export async function currentMenu(db: Db): Promise<MenuPicture | null> {
  const [row] = await db
    .select({ url: restaurantMenus.url, created_at: restaurantMenus.created_at, by: users.name })
    .from(restaurantMenus)
    .leftJoin(users, eq(users.id, restaurantMenus.created_by))
    .orderBy(desc(restaurantMenus.id))
    .limit(1);
  if (!row?.url) return null;
  return { url: row.url, created_at: row.created_at.toISOString(), by: row.by };
}
