/** The school's terms for one online payment (portal_settings; the defaults until it sets them). */
import { DEFAULT_ONLINE_TERMS, type OnlinePaymentTerms } from '../../../../../src/domain/onlinePaymentRules';
import type { Db } from '../../../../db/client';
import { portalSettings } from '../../../../db/schema';

export async function onlineTerms(db: Db): Promise<OnlinePaymentTerms> {
  const [row] = await db
    .select({
      minimo: portalSettings.online_minimum,
      maximo: portalSettings.online_maximum,
      basisPoints: portalSettings.online_fee_basis_points,
      comision_fija: portalSettings.online_fee_fixed,
    })
    .from(portalSettings)
    .limit(1);
  if (!row) return DEFAULT_ONLINE_TERMS;
  return {
    minimo: row.minimo,
    maximo: row.maximo,
    comision_porcentaje: row.basisPoints / 100,
    comision_fija: row.comision_fija,
  };
}
