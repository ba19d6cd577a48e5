/** The buses' reads: the table the generic CRUD of vehicles works on, and one vehicle by its plate. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { vehicles } from '../../../db/schema';

export { vehicles as vehicleTable } from '../../../db/schema';

/** The vehicle of a plate (stored upper case), or undefined. */
export async function vehicleByPlate(db: Db, plate: string) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.placa, plate)).limit(1);
  return row;
}
