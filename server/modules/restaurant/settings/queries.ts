/** The lunch settings' read (issue 56): the one row, or the defaults while the school saved none. */
import { DEFAULT_LUNCH_SETTINGS, type LunchSettings } from '../../../../src/domain/lunchMenus';
import type { Db } from '../../../db/client';
import { lunchSettings } from '../../../db/schema';

export async function readLunchSettings(db: Db): Promise<LunchSettings> {
  const [row] = await db
    .select({
      hora_corte: lunchSettings.hora_corte,
      cierre_cocina: lunchSettings.cierre_cocina,
      sin_pedido: lunchSettings.sin_pedido,
      descuento_mensualidad: lunchSettings.descuento_mensualidad,
      descuento_paquete: lunchSettings.descuento_paquete,
    })
    .from(lunchSettings)
    .limit(1);
  return row ?? DEFAULT_LUNCH_SETTINGS;
}
