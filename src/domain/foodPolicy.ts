/**
 * The school's food policy on the wire (issue 35), for both sides: the body of
 * `PUT /api/inventory/foodpolicy`, what the policy page reads besides the policy, and the
 * Spanish messages. The policy itself (`FoodPolicy`) and the sale's rules are in foodRules.ts.
 */
import { z } from 'zod';
import { DEFAULT_SEAL_SET, SEAL_SETS, sealSet, type SealSetId } from './foodLabels';
import type { FoodPolicy } from './foodRules';

/** The country of each seal set, as the messages name it. */
export const SEAL_SET_NAMES: Record<SealSetId, string> = { CO: 'Colombia', MX: 'México', CL: 'Chile' };
const SET_IDS = Object.keys(SEAL_SETS) as [SealSetId, ...SealSetId[]];

/** The policy of a school that saved none. */
export const DEFAULT_FOOD_POLICY: FoodPolicy = {
  conjunto_sellos: DEFAULT_SEAL_SET,
  sellos_bloqueados: [],
  id_almuerzo_alternativo: null,
};

export const FOOD_POLICY_MESSAGES = {
  saved: 'Política de alimentos guardada',
  sealSet: `El campo Conjunto de sellos debe ser uno de: ${SET_IDS.map((id) => `${id} (${SEAL_SET_NAMES[id]})`).join(', ')}`,
  sealsList: 'El campo Sellos bloqueados debe ser una lista de sellos',
  sealKey: 'Cada sello bloqueado debe ser el nombre de un sello',
  unknownSeal: (value: string, set: SealSetId) =>
    `El sello «${value}» no es un sello de ${SEAL_SET_NAMES[set]}: elija entre ${sealSet(set)
      .map((s) => s.id)
      .join(', ')}`,
  foreignSeals: (count: number, set: SealSetId, names: readonly string[]) =>
    `${count === 1 ? 'Un producto lleva' : `${count} productos llevan`} sellos que ${SEAL_SET_NAMES[set]} no tiene (${names.join(', ')}${count > names.length ? '…' : ''}): quítelos antes de cambiar el conjunto de sellos`,
  mealType: 'El campo Almuerzo alternativo debe ser el número de un producto, o vacío',
  mealNotRestaurant: 'El almuerzo alternativo debe ser un producto del restaurante',
  year: 'El año debe ser un número entero entre 2000 y 2100',
  /** The export's sheets and columns (the inspector reads Spanish). */
  sheetProducts: 'Productos con sellos',
  sheetSales: (year: number) => `Ventas con sellos ${year}`,
} as const;

const MAX_ID = 2_147_483_647;

/** `PUT /api/inventory/foodpolicy`: every field, so a stray empty body never wipes the policy. */
export const foodPolicySchema = z
  .object({
    conjunto_sellos: z.enum(SET_IDS, { error: FOOD_POLICY_MESSAGES.sealSet }),
    sellos_bloqueados: z
      .array(
        z.string({ error: FOOD_POLICY_MESSAGES.sealKey }).max(60, { error: FOOD_POLICY_MESSAGES.sealKey }),
        {
          error: FOOD_POLICY_MESSAGES.sealsList,
        },
      )
      .max(50, { error: FOOD_POLICY_MESSAGES.sealsList }),
    id_almuerzo_alternativo: z
      .number({ error: FOOD_POLICY_MESSAGES.mealType })
      .int({ error: FOOD_POLICY_MESSAGES.mealType })
      .positive({ error: FOOD_POLICY_MESSAGES.mealType })
      .max(MAX_ID, { error: FOOD_POLICY_MESSAGES.mealType })
      .nullable(),
  })
  .superRefine((body, ctx) => {
    const known = new Set(sealSet(body.conjunto_sellos).map((s) => s.id));
    const bad = body.sellos_bloqueados.findIndex((key) => !known.has(key));
    if (bad >= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['sellos_bloqueados', bad],
        message: FOOD_POLICY_MESSAGES.unknownSeal(body.sellos_bloqueados[bad], body.conjunto_sellos),
      });
    }
  })
  // Stored as the product's seals are: each once, in the set's order.
  .transform((body): FoodPolicy => ({
    ...body,
    sellos_bloqueados: sealSet(body.conjunto_sellos)
      .map((s) => s.id)
      .filter((key) => body.sellos_bloqueados.includes(key)),
  }));
export type FoodPolicyInput = z.input<typeof foodPolicySchema>;

/** `GET /api/inventory/foodpolicy/export?year=`: the year of the sales sheet, this year by default. */
export const foodPolicyExportQuery = z.object({
  year: z.coerce
    .number({ error: FOOD_POLICY_MESSAGES.year })
    .int({ error: FOOD_POLICY_MESSAGES.year })
    .min(2000, { error: FOOD_POLICY_MESSAGES.year })
    .max(2100, { error: FOOD_POLICY_MESSAGES.year })
    .optional(),
});

/** What the policy page needs besides the policy (`GET /api/inventory/foodpolicy/catalog`). */
export const foodPolicyCatalogSchema = z.object({
  /** Per seal of the school's set, how many enabled products carry it (what blocking it takes off the tills). */
  productos_por_sello: z.record(z.string(), z.number().int()),
  /** The restaurant's products, the alternative meal's choices, by name. */
  almuerzos: z.array(z.object({ id: z.number().int(), name: z.string(), enable: z.number().int() })),
});
export type FoodPolicyCatalog = z.infer<typeof foodPolicyCatalogSchema>;

/** The export's file name. */
export const FOOD_POLICY_EXPORT_FILE = 'PoliticaAlimentos.xlsx';
