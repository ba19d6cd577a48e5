/**
 * The school's food policy (issue 35). Every signed-in staff member reads it (each till greys the
 * products of a blocked seal); `inventory.foodpolicy` changes it, reads what its page shows besides
 * it, and downloads the inspector's Excel: the products carrying a seal and their sales per month.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FOOD_POLICY_EXPORT_FILE,
  FOOD_POLICY_MESSAGES,
  foodPolicyCatalogSchema,
  foodPolicyExportQuery,
  foodPolicySchema,
} from '../../../../src/domain/foodPolicy';
import { foodPolicyAnswerSchema } from '../../../../src/domain/foodRules';
import type { PermissionKey } from '../../../../src/domain/permissions';
import type { AreaOptions } from '../../../http/area';
import { answers, download } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { EXCEL_MIME } from '../../../http/excel-stream';
import { staffOf } from '../../../http/staff';
import { localDate, schoolDaysRange } from '../../../time';
import { foodPolicyWorkbook } from './service/export';
import { foodPolicyCatalog, readFoodPolicy, sealedProducts, sealedSalesByMonth } from './queries';
import { saveFoodPolicy } from './service/save';

const POLICY: PermissionKey = 'inventory.foodpolicy';

export function foodPolicyRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Inventario: política de alimentos'];
  const base = '/api/inventory/foodpolicy';

  r.get(
    base,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'La política de alimentos del colegio (los valores por defecto si no se ha guardado): conjunto de sellos, sellos bloqueados, almuerzo alternativo',
        response: answers(foodPolicyAnswerSchema),
      },
    },
    async () => ok(await readFoodPolicy(db)),
  );

  r.put(
    base,
    {
      config: { permission: POLICY },
      schema: {
        tags,
        summary:
          'Guardar la política de alimentos: los sellos bloqueados, cada uno una vez en el orden del conjunto; el almuerzo alternativo, un producto del restaurante o null',
        body: foodPolicySchema,
        response: answers(foodPolicyAnswerSchema),
      },
    },
    async (req) => {
      const staff = staffOf(req);
      await db.transaction((tx) => saveFoodPolicy(tx, staff.id, req.body, clock.now()));
      return ok(await readFoodPolicy(db), FOOD_POLICY_MESSAGES.saved);
    },
  );

  r.get(
    `${base}/catalog`,
    {
      config: { permission: POLICY },
      schema: {
        tags,
        summary:
          'Para la pantalla de la política: cuántos productos habilitados lleva cada sello y los productos del restaurante',
        response: answers(foodPolicyCatalogSchema),
      },
    },
    async () => ok(await foodPolicyCatalog(db)),
  );

  r.get(
    `${base}/export`,
    {
      config: { permission: POLICY },
      schema: {
        tags,
        summary: `Excel para la inspección (.xlsx): los productos con sellos y sus ventas por mes del año (year, el actual por defecto), sin pedidos reversados`,
        querystring: foodPolicyExportQuery,
        response: download(EXCEL_MIME, 'Los productos con sellos y sus ventas por mes, en Excel (.xlsx)'),
      },
    },
    async (req, reply) => {
      const year = req.query.year ?? Number(localDate(clock.now(), config.timezone).slice(0, 4));
      const range = schoolDaysRange(`${year}-01-01`, `${year}-12-31`, config.timezone);
      const [policy, products, sales] = [
        await readFoodPolicy(db),
        await sealedProducts(db),
        await sealedSalesByMonth(db, range, config.timezone),
      ];
      return reply
        .header('content-type', EXCEL_MIME)
        .header('content-disposition', `attachment; filename="${FOOD_POLICY_EXPORT_FILE}"`)
        .header('cache-control', 'no-store')
        .send(await foodPolicyWorkbook({ policy, products, sales, year }));
    },
  );
}
