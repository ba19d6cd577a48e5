/**
 * The notices' texts (src/domain/notices.ts) in both languages: the portal's feed in the family's
 * language, the e-mails in Spanish. `%{name}` placeholders are filled by `noticeText`.
 */
import type { NoticeKind } from '../domain/notices';

type NoticeTexts = Record<NoticeKind, { title: string; body: string }>;

export const NOTICE_TEXTS: { es: NoticeTexts; en: NoticeTexts } = {
  es: {
    saldo_bajo: { title: 'Saldo bajo', body: 'El saldo de %{estudiante} bajó a %{saldo}, menos que su aviso de %{aviso}.' },
    recarga_aprobada: { title: 'Recarga aprobada', body: 'El colegio aprobó la recarga de %{valor} para %{estudiante} (ref. %{referencia}).' },
    recarga_rechazada: {
      title: 'Recarga rechazada',
      body: 'El colegio rechazó la recarga de %{valor} para %{estudiante} (ref. %{referencia}). Motivo: %{motivo}.',
    },
    entrada: { title: 'Entrada al colegio', body: '%{estudiante} entró al colegio a las %{hora} (%{lugar}).' },
    salida: { title: 'Salida del colegio', body: '%{estudiante} salió del colegio a las %{hora} (%{lugar}).' },
    tarde: { title: 'Llegada tarde', body: '%{estudiante} llegó tarde al colegio: entró a las %{hora} (%{lugar}).' },
    subio: { title: 'Subió al bus', body: '%{estudiante} subió al bus de la ruta %{ruta} a las %{hora}.' },
    bajo: { title: 'Bajó del bus', body: '%{estudiante} bajó del bus de la ruta %{ruta} a las %{hora}.' },
  },
  en: {
    saldo_bajo: { title: 'Low balance', body: "%{estudiante}'s balance went down to %{saldo}, below the %{aviso} notice." },
    recarga_aprobada: { title: 'Top-up approved', body: 'The school approved the %{valor} top-up for %{estudiante} (ref. %{referencia}).' },
    recarga_rechazada: {
      title: 'Top-up rejected',
      body: 'The school rejected the %{valor} top-up for %{estudiante} (ref. %{referencia}). Reason: %{motivo}.',
    },
    entrada: { title: 'Arrived at school', body: '%{estudiante} entered the school at %{hora} (%{lugar}).' },
    salida: { title: 'Left school', body: '%{estudiante} left the school at %{hora} (%{lugar}).' },
    tarde: { title: 'Late arrival', body: '%{estudiante} arrived late: entered at %{hora} (%{lugar}).' },
    subio: { title: 'Got on the bus', body: '%{estudiante} got on the route %{ruta} bus at %{hora}.' },
    bajo: { title: 'Got off the bus', body: '%{estudiante} got off the route %{ruta} bus at %{hora}.' },
  },
};

/** A notice's title and text with its values in place (money and hours already formatted by the caller). */
export function noticeText(locale: 'es' | 'en', kind: NoticeKind, values: Record<string, string>): { title: string; body: string } {
  const { title, body } = NOTICE_TEXTS[locale][kind];
  return { title, body: body.replace(/%\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) };
}
