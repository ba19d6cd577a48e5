/**
 * The families' portal (issue 32): what crosses the wire between a guardian's phone and the API,
 * and the staff's invitation. Family sessions are a scope of their own (docs/architecture.md: Rights): their tokens
 * start with FAMILY_TOKEN_PREFIX, which no staff token can (a staff token is base64url, without '.').
 */
import { z } from 'zod';
import { dailyLimitProblem } from './restrictions';
import { weeklyCapProblem, WEEKLY_CAP_PROBLEM } from './saleWindows';
import { saleWindowSchema, saleWindowsSchema } from './saleWindowsWire';
import { formatMoney } from './money';
import { f } from './fieldBuilders';
import { createSchema, updateSchema } from './fields';
import { seenAllergiesSchema, studentAllergyFields } from './resources/academic';

export const FAMILY_TOKEN_PREFIX = 'familia.';
export const isFamilyToken = (token: string) => token.startsWith(FAMILY_TOKEN_PREFIX);

/** How long an invitation link works. */
export const INVITE_DAYS = 7;
/** The portal's own entry (its own page, loading none of the staff screens' code). */
export const PORTAL_PATH = '/familia/';
/** The portal's page an invitation link opens (the token follows). */
export const ACTIVATION_PATH = `${PORTAL_PATH}#/activar?token=`;

export const INVITE_INVALID =
  'El enlace no es válido, ya se usó o venció: ingrese con su contraseña o pida un enlace nuevo';
/** How long a link to choose a new password works (issue 55): the guardian asked for it just now. */
export const RESET_MINUTES = 60;
export const RESET_MESSAGES = {
  sent: `Si los datos son de un acudiente con correo registrado, le enviamos un enlace para crear una nueva contraseña. Vence en ${RESET_MINUTES} minutos.`,
  noEmail: 'Este colegio no envía correos: pida en secretaría un enlace nuevo para ingresar.',
} as const;
export const FAMILY_WRONG = 'Usuario o contraseña incorrectos';
export const FAMILY_ONLY = 'Esta sesión es del portal de familias';
export const FAMILY_ROUTE = 'Esta página es del portal de familias';
export const GUARDIAN_NOT_FOUND = 'El acudiente no existe';
export const NO_PORTAL_ACCESS = 'El acudiente no tiene acceso al portal';
export const CHILD_NOT_FOUND = 'El estudiante no existe';

/** Sign-in: the guardian's e-mail or document number, and the password. */
export const familyLoginSchema = createSchema({
  usuario: f.text('Usuario', { required: true, maxLength: 120 }),
  password: f.text('Contraseña', { required: true, maxLength: 72 }),
});
export type FamilyLoginInput = z.infer<typeof familyLoginSchema>;

/** "¿Olvidó su contraseña?": the guardian's e-mail or document, as at sign-in. */
export const familyForgotSchema = createSchema({
  usuario: f.text('Usuario', { required: true, maxLength: 120 }),
});
export type FamilyForgotInput = z.infer<typeof familyForgotSchema>;
/** Whether the school sends e-mail: without it the page says to ask the school for a link. */
export const familyForgotTermsSchema = z.object({ correo: z.boolean() });

/** Activation: the invitation's token and the new password (the staff's password rules). */
export const activationSchema = createSchema({
  token: f.text('Enlace de invitación', { required: true, maxLength: 200 }),
  password: f.password('Contraseña', { required: true }),
});
export type ActivationInput = z.infer<typeof activationSchema>;

/** `POST /api/academic/attendant/{id}/invite`. */
export const invitationSchema = z.object({
  link: z.string(),
  token: z.string(),
  /** ISO instant the link stops working. */
  expira: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** none: never invited; invited: a link waits; expired: it was never used; active; revoked (until a new link is used). */
export const PORTAL_STATES = ['none', 'invited', 'expired', 'active', 'revoked'] as const;
export type PortalState = (typeof PORTAL_STATES)[number];
/** A guardian's portal access as the staff's guardian screen shows it; the instants as ISO text. */
export const portalAccessSchema = z.object({
  estado: z.enum(PORTAL_STATES),
  invitado: z.string().nullable(),
  expira: z.string().nullable(),
  activado: z.string().nullable(),
  revocado: z.string().nullable(),
});
export type PortalAccess = z.infer<typeof portalAccessSchema>;

/** What a family session answers on sign-in and activation. */
export const familySessionSchema = z.object({ token: z.string(), id: z.number().int(), name: z.string() });
export type FamilySession = z.infer<typeof familySessionSchema>;

/**
 * A child's card as the portal says it: `activo` takes top-ups; `inactivo` (the school must
 * activate it) and `ninguno` (no card: the school's office issues one) take none.
 */
export const CARD_STATES = ['activo', 'inactivo', 'ninguno'] as const;
export type CardState = (typeof CARD_STATES)[number];

/** One child on the portal's first page (`GET /api/family/children`). */
export const familyChildSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  course: z.string().nullable(),
  saldo: z.number(),
  consumo_hoy: z.number(),
  /** The daily cap; 0: none. */
  lockSaldo: z.number(),
  /** Issue 55: the weekly cap (0: none) and what the week (Monday to today, school time) spent. */
  tope_semanal: z.number(),
  consumo_semana: z.number(),
  /** Whole school days the balance lasts at the last 20 school days' average; null without purchases then. */
  dias_restantes: z.number().int().nullable(),
  /** The card's state: without an active one the portal offers no top-up for this child. */
  carnet: z.enum(CARD_STATES),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;

/** School days the forecast averages over. */
export const FORECAST_DAYS = 20;

/**
 * Whole days `saldo` lasts at `spent` over `days` school days; null when nothing was spent (no
 * history to go by). A child who spends nothing a day never runs out, which "null" says too.
 */
export function daysLeft(saldo: number, spent: number, days: number): number | null {
  if (!(spent > 0) || !(days > 0)) return null;
  return Math.floor(Math.max(saldo, 0) / (spent / days));
}

export { LIMIT_KINDS, type LimitKind } from './limitKinds';

/** The smallest low-balance threshold (0 is none), as the cap's. */
export const MIN_ALERT = 1000;
export const MAX_ALERT = 1_000_000;
export const ALERT_PROBLEM = `El aviso de saldo bajo debe ser 0 (sin aviso) o de ${formatMoney(MIN_ALERT)} a ${formatMoney(MAX_ALERT)}`;
export const alertProblem = (value: number): string | null =>
  Number.isSafeInteger(value) && (value === 0 || (value >= MIN_ALERT && value <= MAX_ALERT))
    ? null
    : ALERT_PROBLEM;

/** What the school lets families change themselves (`GET/PUT /api/academic/portal/settings`). */
export const portalSettingsSchema = z.object({
  familia_tope: z.boolean({ error: 'familia_tope debe ser verdadero o falso' }),
  familia_bloqueos: z.boolean({ error: 'familia_bloqueos debe ser verdadero o falso' }),
  familia_aviso: z.boolean({ error: 'familia_aviso debe ser verdadero o falso' }),
  /** Issue 55: the hours each store sells to the child (the weekly cap goes with familia_tope). */
  familia_horarios: z.boolean({ error: 'familia_horarios debe ser verdadero o falso' }),
});
export type PortalSettings = z.infer<typeof portalSettingsSchema>;
export const NOTHING_ALLOWED: PortalSettings = {
  familia_tope: false,
  familia_bloqueos: false,
  familia_aviso: false,
  familia_horarios: false,
};

export const FAMILY_MAY_NOT_CAP = 'El colegio no permite a las familias cambiar el tope diario';
export const FAMILY_MAY_NOT_ALERT = 'El colegio no permite a las familias cambiar el aviso de saldo bajo';
export const FAMILY_MAY_NOT_BLOCK = 'El colegio no permite a las familias bloquear productos o categorías';
export const FAMILY_MAY_NOT_WEEKLY = 'El colegio no permite a las familias cambiar el tope semanal';
export const FAMILY_MAY_NOT_WINDOWS = 'El colegio no permite a las familias fijar horarios de compra';
export const LIMITS_SAVED = 'Límites guardados';
export const NOTHING_TO_CHANGE =
  'Indique el tope diario, el tope semanal, los horarios, el aviso de saldo bajo o los bloqueos';
export const BLOCKS_NOT_A_LIST = 'Los bloqueos deben ser una lista de ids';
/** Most products or categories one family may block for a child. */
export const MAX_BLOCKS = 500;
export const TOO_MANY_BLOCKS = `Se pueden bloquear hasta ${MAX_BLOCKS}`;

const blockIds = z
  .array(
    z
      .number({ error: BLOCKS_NOT_A_LIST })
      .int({ error: BLOCKS_NOT_A_LIST })
      .positive({ error: BLOCKS_NOT_A_LIST })
      .max(2_147_483_647, { error: BLOCKS_NOT_A_LIST }),
    {
      error: BLOCKS_NOT_A_LIST,
    },
  )
  .max(MAX_BLOCKS, { error: TOO_MANY_BLOCKS });

/** A family's change of a child's limits: each field optional, at least one. */
export const familyLimitsSchema = z
  .object({
    lockSaldo: z
      .number({ error: 'El tope diario debe ser un número entero de pesos' })
      .superRefine((v, ctx) => {
        const problem = dailyLimitProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    aviso_saldo: z
      .number({ error: ALERT_PROBLEM })
      .superRefine((v, ctx) => {
        const problem = alertProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    /** Issue 55: the week's cap (0: none). */
    tope_semanal: z
      .number({ error: WEEKLY_CAP_PROBLEM })
      .superRefine((v, ctx) => {
        const problem = weeklyCapProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    /** Issue 55: the hours each store sells to the child (replaces them all; [] for any hour). */
    horarios: saleWindowsSchema.optional(),
    /** The products the family blocks (replaces the family's own; the school's stay). */
    productos: blockIds.optional(),
    /** The categories the family blocks, the same way. */
    categorias: blockIds.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: NOTHING_TO_CHANGE,
    path: ['lockSaldo'],
  });
export type FamilyLimitsInput = z.infer<typeof familyLimitsSchema>;

/** A child's limits as the family sees them, and which of them the school lets them change. */
/** A blocked product or category as the family sees it. */
export const familyBlockSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** STORE of inventory.ts. */
  store: z.number().int(),
  /** Blocked by the family (theirs to lift); otherwise by the school. */
  por_familia: z.boolean(),
});
export type FamilyBlock = z.infer<typeof familyBlockSchema>;

export const familyLimitsAnswerSchema = z.object({
  lockSaldo: z.number(),
  aviso_saldo: z.number(),
  tope_semanal: z.number(),
  horarios: z.array(saleWindowSchema),
  /** Blocked products and categories, the school's and the family's (`por_familia`), by name. */
  productos: z.array(familyBlockSchema),
  categorias: z.array(familyBlockSchema),
  permitido: z.object({
    tope: z.boolean(),
    bloqueos: z.boolean(),
    aviso: z.boolean(),
    horarios: z.boolean(),
  }),
});
export type FamilyLimits = z.infer<typeof familyLimitsAnswerSchema>;

/** What a family may block: the stores' products on sale and their categories (`GET /api/family/catalog`). */
export const familyCatalogSchema = z.object({
  categorias: z.array(z.object({ id: z.number().int(), name: z.string(), store: z.number().int() })),
  productos: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.number(),
      store: z.number().int(),
      id_category: z.number().int(),
    }),
  ),
});
export type FamilyCatalog = z.infer<typeof familyCatalogSchema>;

/**
 * A child's allergies as the family records them (issue 35): the student form's two fields,
 * validated alike (`GET/PUT /api/family/children/{id}/allergies`). Families may always record
 * them, with no school switch: it is health information the school must know. Each change goes
 * to the child's history, as the staff's do.
 */
export const familyAllergiesAnswerSchema = z.object({
  /** Allergen keys (src/domain/foodLabels.ts) in the list's order. */
  alergias: z.array(z.string()),
  alergias_nota: z.string().nullable(),
});
export type FamilyAllergies = z.infer<typeof familyAllergiesAnswerSchema>;
export const ALLERGIES_SAVED = 'Alergias guardadas';
export const ALLERGIES_NOTHING_TO_CHANGE = 'Indique las alergias o las indicaciones';

/**
 * Either field or both; left out: unchanged. `alergias_vistas`, what the card read: a value left as
 * read is not written, one changed over the school's change meanwhile is refused (409 under its field).
 */
export const familyAllergiesSchema = updateSchema(studentAllergyFields)
  .extend({ alergias_vistas: seenAllergiesSchema.optional() })
  .refine((v) => v.alergias !== undefined || v.alergias_nota !== undefined, {
    message: ALLERGIES_NOTHING_TO_CHANGE,
    path: ['alergias'],
  });
export type FamilyAllergiesInput = z.infer<typeof familyAllergiesSchema>;
