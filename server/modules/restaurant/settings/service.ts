/** The lunch settings' write (issue 56): the one row, made or replaced. */
import type { LunchSettings } from '../../../../src/domain/lunchMenus';
import type { Db } from '../../../db/client';
import { lunchSettings } from '../../../db/schema';

export async function saveLunchSettings(tx: Db, settings: LunchSettings, now: Date): Promise<void> {
  const values = { ...settings, updated_at: now };
  await tx
    .insert(lunchSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: lunchSettings.id, set: values });
}
