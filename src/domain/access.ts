/**
 * Access control (spec part 2 §2 'Access-control screens', §3 'Turn', the report filters, §5,
 * §7 'Access control', §9): the gate reads a credential, the person's own app QR or a typed
 * document; each read is a passage in or out, appended to a log that nobody edits. What
 * crosses the wire, the messages and the rules both sides share are here.
 *
 * Decisions where the spec is silent (docs/decisions.md: Access control):
 * - In or out is decided by the person's last passage of the school day: none or an exit gives
 *   an entry, an entry gives an exit.
 * - The same person read again within the repeat window (GATE_REPEAT_SECONDS, 60 s by default)
 *   is the same passage: answered again, logged once.
 * - An entry is late when it is the day's first and comes after the start of the person's
 *   shift (to the minute). A permit of that day and direction is used by the passage, once; its
 *   time is what the office wrote, not a window.
 * - The own QR is a code of one use, replaced at every refetch (50 s) and refused after
 *   OWN_CODE_SECONDS; only its hash is kept.
 * - The absences of a day are the active students enrolled by then who have no entry and no
 *   permit that day; Saturdays and Sundays have none.
 *
 * The permits' wire (the office's lookup, a permit written, a permit as listed) is in ./accessPermits.
 */
import { z } from 'zod';
import { reportDay } from './dateRange';
import { EMPTY_FIELDS } from './transport';
import { userIdField } from './salesReports';

/** Entry or exit (spec §9: 1 Entrada, 2 Salida), as passages and permits store them. */
export const ENTRY = 1;
export const EXIT = 2;
export const passageTypeSchema = z.union([z.literal(ENTRY), z.literal(EXIT)]);
export type PassageType = z.infer<typeof passageTypeSchema>;
export const PASSAGE_TYPES: Record<PassageType, string> = { [ENTRY]: 'Entrada', [EXIT]: 'Salida' };

/** How the person was read at the gate. */
export const PASSAGE_VIA = ['carnet', 'app', 'documento'] as const;
export type PassageVia = (typeof PASSAGE_VIA)[number];

/** Seconds within which a second read of the same person is the same passage. */
export const DEFAULT_REPEAT_SECONDS = 60;
/** The own QR is fetched again this often (spec §9). */
export const OWN_QR_REFRESH_MS = 50_000;
/** How long an own QR code is accepted: the refetch plus a margin for a slow phone. */
export const OWN_CODE_SECONDS = 60;
/** The prefix of an own QR code; a credential's starts with CRN. */
export const OWN_CODE_PREFIX = 'APP';
export const OWN_CODE_PATTERN = /^APP[A-HJ-NP-Z2-9]{24}$/;
export const looksLikeOwnCode = (text: string) => OWN_CODE_PATTERN.test(text.trim().toUpperCase());
/** After a validation the answer stays this long; then the reader is ready again (spec §9). */
export const GATE_RESULT_MS = 2000;
/** The live view polls this often only while its event stream is down. */
export const GATE_POLL_MS = 15_000;
/** Passages the live view lists. */
export const LIVE_RECENT = 12;

// ── Messages ─────────────────────────────────────────────────────────────────────────────
export const CODE_UNKNOWN = 'Código no reconocido: el carnet no existe o fue reemplazado por uno nuevo';
export const CREDENTIAL_INACTIVE_AT_GATE = 'El carnet está inactivo: no permite el ingreso';
export const PERSON_INACTIVE = 'El usuario está inactivo: no permite el ingreso';
export const OWN_CODE_STALE =
  'El código de la aplicación ya no es válido: actualícelo en el teléfono e intente de nuevo';
export const FUTURE_DAY = 'La fecha no puede ser posterior a hoy';
export const NO_SCHOOL_DAY = 'El día elegido no es un día de clases (sábado o domingo)';
export const PERMIT_CREATED = 'Permiso creado correctamente';
export const PERMIT_DELETED = 'Permiso eliminado';
export const PERMIT_USED = 'El permiso ya se usó en la portería: no se puede eliminar';
export const PERMIT_NOT_FOUND = 'El permiso no existe';
export const BAD_PERMIT_DATE = 'La fecha del permiso no es una fecha válida (AAAA-MM-DD)';
export const BAD_PERMIT_TIME = 'La hora del permiso no es una hora válida (HH:MM)';
export const BAD_PASSAGE_TYPE = 'El tipo debe ser 1 (Entrada) o 2 (Salida)';
export const BAD_GATE = 'La portería elegida no existe';
export const SHIFT_CREATED = 'Turno creado correctamente';
export const SHIFT_DELETED = 'Turno eliminado';

/**
 * Late arrival, the one rule (issue 29, item 9; called by the gate, server/modules/access/
 * passages.ts): an entry is late when it is the person's first passage of the school day and
 * comes after the start of their shift, to the minute: a shift starting 07:00 takes 07:00 and
 * any second of it as on time, 07:01 as late. `localTime` is the passage's time on the school's
 * clock (TZ_SCHOOL, server/time.ts `localTime`), never the server's. Whoever has no shift is
 * never late. A shift ends after it starts on the same day (the shifts' check), so none runs
 * past midnight; the school day is the local calendar day.
 */
export function isLateArrival(entry: {
  tipo: PassageType;
  firstOfDay: boolean;
  shiftStart: string | null;
  localTime: string;
}): boolean {
  if (entry.tipo !== ENTRY || !entry.firstOfDay || entry.shiftStart === null) return false;
  // 'HH:MM' strings (24 h, zero-padded) compare as times; stored starts may carry seconds.
  return entry.localTime.slice(0, 5) > entry.shiftStart.slice(0, 5);
}

/** The alert's text: which way, who, when, and whether late or under a permit. */
export function passageMessage(p: {
  tipo: PassageType;
  name: string;
  hora: string;
  late: boolean;
  permit: boolean;
  early?: boolean;
}): string {
  const base = `${PASSAGE_TYPES[p.tipo]}: ${p.name}, ${p.hora}`;
  if (p.permit) return `${base} · con permiso`;
  if (p.tipo === ENTRY) return `${base} · ${p.late ? 'llegada tarde' : 'a tiempo'}`;
  return p.early ? `${base} · sin permiso antes del fin de la jornada` : base;
}

/** A second read inside the repeat window: the passage already logged, named again. */
export const repeatedMessage = (message: string) => `${message} (ya registrada)`;

// ── Wire ─────────────────────────────────────────────────────────────────────────────────
/** `GET admin/turns/{id}/registerstar`: what the reader read (named `id` as the shifts' routes under the same path). */
export const gateScanParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(3, { error: 'El código leído debe tener al menos 3 caracteres' })
    .max(100, { error: 'El código leído admite máximo 100 caracteres' }),
});
/** The gate of the station (optional for the old client, which named none). */
export const gateScanQuerySchema = z.object({
  gate: z.coerce
    .number({ error: BAD_GATE })
    .int({ error: BAD_GATE })
    .positive({ error: BAD_GATE })
    .max(2_147_483_647, { error: BAD_GATE })
    .optional(),
});

/** The answer of a read: the old client's `mensaje` and `img`, and what the alert shows. */
export const gateResultSchema = z.object({
  mensaje: z.string(),
  img: z.string().nullable(),
  name: z.string(),
  num_doc: z.string(),
  id_passage: z.number().int(),
  tipo: passageTypeSchema,
  /** 'HH:MM', the school's clock. */
  hora: z.string(),
  late: z.boolean(),
  permit: z.boolean(),
  /** A student leaving before the end of the shift without a permit: logged, with a warning. */
  early: z.boolean(),
  /** Read again within the repeat window: nothing new was logged. */
  repeated: z.boolean(),
});
export type GateResult = z.infer<typeof gateResultSchema>;

/** `GET admin/mostrarQR`: the signed-in person's own code, of one use. */
export const ownCodeSchema = z.object({
  code: z.string(),
  /** ISO instant after which the gate refuses it. */
  expira: z.string(),
  segundos: z.number(),
});
export type OwnCode = z.infer<typeof ownCodeSchema>;

/** A field that must be there: null and blank text count as absent ('Tienes Campos Vacios'). */
export const required = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), schema);

/** Entry or exit, as a number or its digits. */
export const passageType = () =>
  required(
    z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: (iss) => (iss.input === undefined ? EMPTY_FIELDS : BAD_PASSAGE_TYPE) })
        .refine((v): v is PassageType => v === ENTRY || v === EXIT, { error: BAD_PASSAGE_TYPE, path: [] }),
    ),
  ) as z.ZodType<PassageType>;

/** A passage as the entries/exits report and the live view list it. */
export const passageRowSchema = z.object({
  id: z.number().int(),
  id_user: z.number().int(),
  /** ISO instant. */
  fecha: z.string(),
  nombre: z.string(),
  num_doc: z.string(),
  curso: z.string().nullable(),
  tipo: passageTypeSchema,
  tipo_nombre: z.string(),
  porteria: z.string().nullable(),
  guarda: z.string().nullable(),
  /** 'Sí' for a late entry, '' otherwise (as the Excel sheet shows it). */
  tarde: z.string(),
  permiso: z.string(),
  via: z.enum(PASSAGE_VIA),
});
export type PassageRow = z.infer<typeof passageRowSchema>;

/** A student of the day with no entry and no permit. */
export const absenceRowSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  num_doc: z.string(),
  curso: z.string().nullable(),
  jornada: z.string().nullable(),
  acudiente: z.string().nullable(),
  telefono_acudiente: z.string().nullable(),
});
export type AbsenceRow = z.infer<typeof absenceRowSchema>;

/** The live view: who is in now, the last passages, today's late arrivals. */
export const gateLiveSchema = z.object({
  fecha: z.string(),
  /** Students whose last passage today is an entry. */
  dentro: z.number(),
  /** Active students of the school. */
  estudiantes: z.number(),
  entradas_hoy: z.number(),
  tarde: z.array(passageRowSchema),
  ultimos: z.array(passageRowSchema),
});
export type GateLive = z.infer<typeof gateLiveSchema>;

// ── Reports' bodies ──────────────────────────────────────────────────────────────────────
/** An optional person (0, '' or absent: everybody). */
export const optionalUser = (field: string) =>
  z.preprocess(
    (v) => (v === 0 || v === '0' || v === '' || v === null ? undefined : v),
    userIdField(field).optional(),
  );
/** An optional direction (0, '' or absent: both). */
export const optionalType = () =>
  z.preprocess(
    (v) => (v === 0 || v === '0' || v === '' || v === null ? undefined : v),
    passageType().optional(),
  );

/** `POST admin/reporteFallos`: one school day. */
export const absencesBodySchema = z.object({
  fechaFallo: reportDay('Fecha', { required: EMPTY_FIELDS }),
});

export const isWeekend = (day: string) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};
