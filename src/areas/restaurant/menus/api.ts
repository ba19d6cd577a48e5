/**
 * The lunch's calls (issue 56: src/domain/lunchMenus.ts, lunchPlans.ts, kitchen.ts) through the
 * app's HTTP client (envelope, session, the user's language). Kept in this feature and handed to
 * the kitchen's and the plans' screens through its door: the data provider's own calls are
 * another floor's file.
 */
import type { Kitchen, Forecast, WasteInput, WasteReport } from '../../../domain/kitchen';
import type {
  LunchSettings,
  MenusAnswer,
  MenusWrite,
  Preorder,
  PreorderInput,
} from '../../../domain/lunchMenus';
import type { MealPlan, PlanQuote, PlanSaleInput } from '../../../domain/lunchPlans';
import { http } from '../../../dataProvider/instance';

/** A write's answer: what the server holds now and its (Spanish) message. */
export interface Saved<T> {
  data: T;
  message: string;
}

const read = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await http<T>(path, { query })).data;

const write = async <T>(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
): Promise<Saved<T>> => {
  const answer = await http<T>(path, { method, body });
  return { data: answer.data, message: answer.message };
};

/** A plan's quote: a month's (`mes` YYYY-MM) or a pack of `cantidad` lunches. */
export type QuoteQuery =
  | { id_estudiante: number; tipo: 'mensualidad'; mes: string }
  | { id_estudiante: number; tipo: 'paquete'; cantidad: number };

export const lunchApi = {
  settings: () => read<LunchSettings>('restaurant/settings'),
  saveSettings: (settings: LunchSettings) => write<LunchSettings>('restaurant/settings', 'PUT', settings),
  menus: (desde: string, hasta: string) => read<MenusAnswer>('restaurant/menus', { desde, hasta }),
  saveMenus: (body: MenusWrite) => write<MenusAnswer>('restaurant/menus', 'PUT', body),
  preorders: (query: { fecha?: string; id_estudiante?: number }) =>
    read<Preorder[]>('restaurant/preorders', query),
  order: (input: PreorderInput) =>
    write<{ pedido: Preorder; saldo: number }>('restaurant/preorders', 'POST', input),
  cancelOrder: (id: number) =>
    write<{ pedido: Preorder; saldo: number }>(`restaurant/preorders/${id}`, 'DELETE'),
  kitchen: (fecha: string) => read<Kitchen>('restaurant/kitchen', { fecha }),
  forecast: () => read<Forecast>('restaurant/kitchen/forecast'),
  saveWaste: (input: WasteInput) => write<Kitchen>('restaurant/kitchen/waste', 'PUT', input),
  wasteReport: (desde: string, hasta: string) =>
    read<WasteReport>('restaurant/kitchen/report', { desde, hasta }),
  plans: (id_estudiante: number) => read<MealPlan[]>('restaurant/plans', { id_estudiante }),
  quote: (query: QuoteQuery) => read<PlanQuote>('restaurant/plans/quote', query),
  sellPlan: (sale: PlanSaleInput) => write<MealPlan>('restaurant/plans', 'POST', sale),
};
