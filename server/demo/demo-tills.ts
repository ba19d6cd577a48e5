/**
 * The demo school's tills: one per store with a till («Caja cafetería 1», «Caja papelería 1», «Caja
 * restaurante 1»), made as a point of sale makes them, so a browser's first visit has one to choose.
 */
import { STORE_REGISTRY, storeLabel } from '../../src/domain/stores';
import type { Db } from '../db/client';
import { createTill } from '../modules/orders';

export async function seedDemoTills(tx: Db, now: Date): Promise<void> {
  for (const { id } of STORE_REGISTRY)
    await createTill(tx, id, `Caja ${storeLabel(id).toLowerCase()} 1`, now);
}
