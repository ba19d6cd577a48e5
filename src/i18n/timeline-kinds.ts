/**
 * The names of a student's history's events in both languages, read by the student file
 * (src/areas/academic) and the families' portal (src/family): one tree, no zod, no react-admin.
 */
import { ATTEMPT_WHY } from '../domain/attempts';
import { LIMIT_KINDS } from '../domain/limitKinds';
import { MOVEMENT_LABELS } from '../domain/movementKinds';

/** Issue 55: an attempt's label on the student file, the rule in the family's words after `lead`. */
const attemptLabels = (locale: 'es' | 'en', lead: string) =>
  Object.fromEntries(Object.entries(ATTEMPT_WHY[locale]).map(([kind, why]) => [kind, `${lead}: ${why}`]));

export const TIMELINE_KINDS = {
  es: {
    ledger: { ...MOVEMENT_LABELS },
    boarding: { subio: 'Subió al bus', bajo: 'Bajó del bus' },
    gate: { entrada: 'Entró al colegio', salida: 'Salió del colegio' },
    limits: { ...LIMIT_KINDS },
    food: {
      alergia_autorizada: 'Alérgeno autorizado por un supervisor',
      alergia_sin_conexion: 'Alérgeno entregado sin conexión',
    },
    attempts: attemptLabels('es', 'Intento de compra'),
  },
  en: {
    ledger: { recarga: 'Top-up', descarga: 'Deduction', compra: 'Purchase', reversion: 'Reversal' },
    boarding: { subio: 'Got on the bus', bajo: 'Got off the bus' },
    gate: { entrada: 'Entered the school', salida: 'Left the school' },
    limits: {
      tope: 'Daily cap',
      aviso: 'Low-balance notice',
      productos: 'Blocked products',
      categorias: 'Blocked categories',
      alergias: 'Allergies',
      alergias_nota: 'Other allergies and instructions',
      tope_semanal: 'Weekly cap',
      horarios: 'Purchase hours',
    },
    food: {
      alergia_autorizada: 'Allergen let through by a supervisor',
      alergia_sin_conexion: 'Allergen handed over offline',
    },
    attempts: attemptLabels('en', 'Purchase attempt'),
  },
};
