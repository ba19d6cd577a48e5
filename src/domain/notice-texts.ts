/**
 * The notices' texts (src/domain/notices.ts) in both languages: the portal's feed in the family's
 * language, the e-mails in Spanish. `%{name}` placeholders are filled by `noticeText`.
 */
import { attemptWhy } from './attempts';
import { formatMoney } from './money';
import type { NoticeData, NoticeKind } from './notices';

type NoticeTexts = Record<NoticeKind, { title: string; body: string }>;

export const NOTICE_TEXTS: { es: NoticeTexts; en: NoticeTexts } = {
  es: {
    saldo_bajo: {
      title: 'Saldo bajo',
      body: 'El saldo de %{estudiante} bajó a %{saldo}, menos que su aviso de %{aviso}.',
    },
    recarga_aprobada: {
      title: 'Recarga aprobada',
      body: 'El colegio aprobó la recarga de %{valor} para %{estudiante} (ref. %{referencia}).',
    },
    recarga_rechazada: {
      title: 'Recarga rechazada',
      body: 'El colegio rechazó la recarga de %{valor} para %{estudiante} (ref. %{referencia}). Motivo: %{motivo}.',
    },
    entrada: {
      title: 'Entrada al colegio',
      body: 'A las %{hora}, %{estudiante} entró al colegio (%{lugar}).',
    },
    salida: {
      title: 'Salida del colegio',
      body: 'A las %{hora}, %{estudiante} salió del colegio (%{lugar}).',
    },
    tarde: {
      title: 'Llegada tarde',
      body: 'A las %{hora}, %{estudiante} llegó tarde al colegio (%{lugar}).',
    },
    subio: { title: 'Subió al bus', body: 'A las %{hora}, %{estudiante} subió al bus de la ruta %{ruta}.' },
    bajo: { title: 'Bajó del bus', body: 'A las %{hora}, %{estudiante} bajó del bus de la ruta %{ruta}.' },
    alergia: {
      title: 'Alérgeno entregado sin conexión',
      body: 'A las %{hora}, la caja de %{lugar}, sin conexión, entregó a %{estudiante} %{producto}. %{motivo}.',
    },
    ausente: { title: 'Sin ingreso', body: 'A las %{hora}, %{estudiante} no ha registrado ingreso hoy.' },
    sin_salida: {
      title: 'Sin salida registrada',
      body: '%{estudiante} entró al colegio a las %{hora} y no ha registrado salida.',
    },
    pago_acreditado: {
      title: 'Recarga en línea acreditada',
      body: 'Se acreditaron %{valor} al carnet de %{estudiante} (pago en línea %{referencia}).',
    },
    pago_reembolsado: {
      title: 'Recarga en línea reembolsada',
      body: 'Mercado Pago devolvió el pago en línea %{referencia}: se descontaron %{valor} del carnet de %{estudiante}, cuyo saldo quedó en %{saldo}.',
    },
    intento: {
      title: 'Intento de compra rechazado',
      body: 'A las %{hora}, %{estudiante} intentó comprar %{producto} (%{lugar}): %{regla}.',
    },
    almuerzo_anulado: {
      title: 'Almuerzo cancelado',
      body: '%{estudiante} no registró ingreso al corte del %{fecha}: se canceló su almuerzo (%{producto}) y se devolvió %{devuelto}.',
    },
    almuerzo_restablecido: {
      title: 'Almuerzo restablecido',
      body: '%{estudiante} llegó al colegio: se restableció su almuerzo del %{fecha} (%{producto}), pagado con %{devuelto}.',
    },
    paquete_almuerzos: {
      title: 'Paquete de almuerzos',
      body: 'El paquete de almuerzos de %{estudiante} %{restantes}.',
    },
  },
  en: {
    saldo_bajo: {
      title: 'Low balance',
      body: "%{estudiante}'s balance went down to %{saldo}, below the %{aviso} notice.",
    },
    recarga_aprobada: {
      title: 'Top-up approved',
      body: 'The school approved the %{valor} top-up for %{estudiante} (ref. %{referencia}).',
    },
    recarga_rechazada: {
      title: 'Top-up rejected',
      body: 'The school rejected the %{valor} top-up for %{estudiante} (ref. %{referencia}). Reason: %{motivo}.',
    },
    entrada: { title: 'Arrived at school', body: 'At %{hora}, %{estudiante} entered the school (%{lugar}).' },
    salida: { title: 'Left school', body: 'At %{hora}, %{estudiante} left the school (%{lugar}).' },
    tarde: { title: 'Late arrival', body: 'At %{hora}, %{estudiante} arrived late (%{lugar}).' },
    subio: { title: 'Got on the bus', body: 'At %{hora}, %{estudiante} got on the route %{ruta} bus.' },
    bajo: { title: 'Got off the bus', body: 'At %{hora}, %{estudiante} got off the route %{ruta} bus.' },
    alergia: {
      title: 'Allergen handed over offline',
      body: 'At %{hora}, the %{lugar} till, offline, handed %{estudiante} %{producto}. %{motivo}.',
    },
    ausente: { title: 'No arrival', body: 'At %{hora}, %{estudiante} had not checked in at school today.' },
    sin_salida: {
      title: 'No exit recorded',
      body: '%{estudiante} entered school at %{hora} and has not checked out.',
    },
    pago_acreditado: {
      title: 'Online top-up credited',
      body: "%{valor} was credited to %{estudiante}'s credential (online payment %{referencia}).",
    },
    pago_reembolsado: {
      title: 'Online top-up refunded',
      body: "Mercado Pago refunded online payment %{referencia}: %{valor} was taken off %{estudiante}'s credential, whose balance is now %{saldo}.",
    },
    intento: {
      title: 'Purchase attempt refused',
      body: 'At %{hora}, %{estudiante} tried to buy %{producto} (%{lugar}): %{regla}.',
    },
    almuerzo_anulado: {
      title: 'Lunch cancelled',
      body: '%{estudiante} had not checked in by the cut-off on %{fecha}: their lunch (%{producto}) was cancelled and %{devuelto} given back.',
    },
    almuerzo_restablecido: {
      title: 'Lunch restored',
      body: '%{estudiante} arrived at school: their lunch on %{fecha} (%{producto}) was restored, paid with %{devuelto}.',
    },
    paquete_almuerzos: {
      title: 'Lunch pack',
      body: "%{estudiante}'s lunch pack %{restantes}.",
    },
  },
};

const SOMETHING = { es: 'algo', en: 'something' } as const;

/** A notice's title and text with its values in place (money and hours already formatted by the caller). */
export function noticeText(
  locale: 'es' | 'en',
  kind: NoticeKind,
  values: Record<string, string>,
): { title: string; body: string } {
  const { title, body } = NOTICE_TEXTS[locale][kind];
  return { title, body: body.replace(/%\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) };
}

/**
 * A notice as it reads: its values formatted (money as $1.000, the hour by `hour`: the school's
 * clock in an e-mail, the phone's in the portal) and put in its text.
 */
export function noticeMessage(
  locale: 'es' | 'en',
  kind: NoticeKind,
  data: NoticeData,
  student: string | null,
  hour: (iso: string) => string,
) {
  const values: Record<string, string> = { estudiante: student ?? '' };
  for (const field of ['saldo', 'aviso', 'valor'] as const) {
    const pesos = data[field];
    if (typeof pesos === 'number') values[field] = formatMoney(pesos);
  }
  for (const field of ['referencia', 'motivo', 'lugar', 'ruta', 'producto'] as const) {
    const text = data[field];
    if (text !== undefined) values[field] = text;
  }
  if (data.hora) values.hora = hour(data.hora);
  // An attempt's rule in the reader's words; one refused for no product in particular (a cap at the lunch line) tried "something".
  if (data.regla !== undefined) values.regla = attemptWhy(locale, data.regla);
  if (kind === 'intento' && data.producto === undefined) values.producto = SOMETHING[locale];
  // Issue 56: a lunch's day as the reader writes dates, what paid it, a pack's lunches left.
  if (data.fecha !== undefined) values.fecha = lunchDay(locale, data.fecha);
  if (kind === 'almuerzo_anulado' || kind === 'almuerzo_restablecido')
    values.devuelto =
      typeof data.valor === 'number'
        ? formatMoney(data.valor)
        : LUNCH_PAID_BY[locale][data.motivo === 'paquete' ? 'paquete' : 'mensualidad'];
  if (data.restantes !== undefined) values.restantes = lunchesLeft(locale, data.restantes);
  return noticeText(locale, kind, values);
}

/** What a lunch was paid with when not the balance: a pack's lunch, or the month's plan. */
const LUNCH_PAID_BY = {
  es: { paquete: 'un almuerzo del paquete', mensualidad: 'la mensualidad' },
  en: { paquete: 'a lunch of the pack', mensualidad: 'the monthly plan' },
} as const;

/** '2026-03-12' as the reader writes a day: 12/03/2026 or 03/12/2026. */
function lunchDay(locale: 'es' | 'en', day: string): string {
  const [y, m, d] = day.split('-');
  return locale === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** What a pack holds: run out, or its lunches left. */
function lunchesLeft(locale: 'es' | 'en', n: number): string {
  if (locale === 'en') return n === 0 ? 'has run out' : `has ${n} lunch${n === 1 ? '' : 'es'} left`;
  return n === 0 ? 'se agotó' : `tiene ${n} almuerzo${n === 1 ? '' : 's'} disponible${n === 1 ? '' : 's'}`;
}
