/**
 * Each point of sale's wire body and the one internal sale, both directions in one place:
 * the old clients of the cafeteria and the stationery shop sent different bodies for the same
 * thing (`id_user` / `idStudent`, `inmediate` / `immediate`, extra fields the server ignores).
 * The server reads a body with `toSale`; the cashier's screen writes one with `toBody`.
 * A store with a point of sale (`sale` in the registry) has its entry here.
 */
import type { z } from 'zod';
import { cafeteriaOrderSchema, papeleriaOrderSchema } from './orders';
import type { SaleSegment } from './stores';

/** A sale as `purchase` takes it, whatever store it is for. */
export interface Sale {
  userId: number;
  lines: { id: number; count: number }[];
  /** Handed over at once when nothing needs preparing. */
  immediate: boolean;
  comment: string | null | undefined;
  dateProgram: string | null | undefined;
  /** A supervisor's reason to sell despite an allergy (issue 35); null: none. */
  allergyOverride: string | null;
}

/** What the cashier's screen has when it sends a sale (the old bodies also carry name, balance and total). */
export interface SaleDraft {
  userId: number;
  name: string;
  saldo: number;
  lines: { id: number; count: number; price: number }[];
  total: number;
  comment: string;
  /** Whether some line needs preparing (informative: the server reads it from the catalog). */
  enlistment: 0 | 1;
  immediate: boolean;
  /** The supervisor's reason when the cashier asked to sell despite an allergy. */
  allergyOverride?: string;
}

export interface SaleBody<S extends z.ZodType> {
  schema: S;
  /** The body's name of the immediate flag (the cafeteria's old client spelt it 'inmediate'). */
  immediateField: string;
  toSale: (body: z.infer<S>) => Sale;
  toBody: (draft: SaleDraft) => z.input<S>;
}

type Flag = 0 | 1 | boolean | '0' | '1' | undefined;
/** The old clients' 1/0, true/false or '1'/'0'; absent = `fallback`. */
const flagOf = (value: Flag, fallback: boolean) =>
  value === undefined ? fallback : value === 1 || value === true || value === '1';

/** An order handed over on the spot is the common case at a counter: `immediate` defaults to 1. */
interface Schemas extends Record<SaleSegment, z.ZodType> {
  cafeteria: typeof cafeteriaOrderSchema;
  papeleria: typeof papeleriaOrderSchema;
}

export const SALE_BODIES: { [S in SaleSegment]: SaleBody<Schemas[S]> } = {
  cafeteria: {
    schema: cafeteriaOrderSchema,
    immediateField: 'inmediate',
    toSale: (b) => ({
      userId: b.id_user,
      lines: b.products,
      immediate: flagOf(b.inmediate, true),
      comment: b.comment,
      dateProgram: b.date_program,
      allergyOverride: b.autorizacion_alergia || null,
    }),
    toBody: (d) => ({
      id_user: d.userId,
      products: d.lines,
      total: d.total,
      comment: d.comment,
      enlistment: d.enlistment,
      inmediate: d.immediate ? 1 : 0,
      date_program: null,
      ...(d.allergyOverride ? { autorizacion_alergia: d.allergyOverride } : {}),
    }),
  },
  papeleria: {
    schema: papeleriaOrderSchema,
    immediateField: 'immediate',
    toSale: (b) => ({
      userId: b.idStudent,
      lines: b.products,
      immediate: flagOf(b.immediate, true),
      comment: b.comment,
      dateProgram: null,
      allergyOverride: b.autorizacion_alergia || null,
    }),
    toBody: (d) => ({
      idStudent: d.userId,
      name: d.name,
      saldo: d.saldo,
      products: d.lines,
      total: d.total,
      comment: d.comment,
      enlistment: d.enlistment,
      immediate: d.immediate ? 1 : 0,
      ...(d.allergyOverride ? { autorizacion_alergia: d.allergyOverride } : {}),
    }),
  },
};
