/** The day's menu picture's write (routes.ts). */
import type { Db } from '../../../db/client';
import { restaurantMenus } from '../../../db/schema';
import { storeImage, type CheckedImage } from '../../../http/images';

/**
 * The day's menu picture shown from `now` on (null: none), a new row of its history written in the
 * route's transaction `tx`; answers the picture's url.
 */
export async function changeMenu(
  tx: Db,
  staffId: number,
  image: CheckedImage | null,
  now: Date,
): Promise<string | null> {
  const shown = image ? await storeImage(tx, image) : null;
  await tx.insert(restaurantMenus).values({ url: shown, created_by: staffId, created_at: now });
  return shown;
}
