/**
 * The rules a field's value can break and the spec's Spanish for each. Apart from fields.ts (zod)
 * so the sign-in page words its one check without loading zod.
 */
/** What went wrong with a field's value, whatever the language that says it. */
export type FieldRule =
  | 'required'
  | 'max_number'
  | 'max_length'
  | 'min_number'
  | 'min_length'
  | 'invalid_chars'
  | 'invalid_email'
  | 'invalid_time'
  | 'invalid_date'
  | 'invalid_format'
  | 'invalid_option'
  | 'unknown_option'
  | 'not_integer'
  | 'invalid_type'
  | 'invalid';

/** The spec's Spanish for each rule (`%{field}`, `%{max}`, `%{min}` are filled in); the web app's catalogs read them by rule. */
export const FIELD_RULE_TEXTS: Record<FieldRule, string> = {
  required: 'El campo %{field} es requerido',
  max_number: 'El campo %{field} no puede ser mayor a %{max}',
  max_length: 'El campo %{field} admite máximo %{max} caracteres',
  min_number: 'El campo %{field} debe ser mayor o igual a %{min}',
  min_length: 'El campo %{field} debe tener mínimo %{min} caracteres',
  invalid_chars: 'El campo %{field} contiene caracteres no válidos',
  invalid_email: 'El campo %{field} debe ser un correo electrónico válido',
  invalid_time: 'El campo %{field} debe ser una hora (HH:MM)',
  invalid_date: 'El campo %{field} debe ser una fecha (AAAA-MM-DD)',
  invalid_format: 'El campo %{field} tiene un formato inválido',
  invalid_option: 'El valor del campo %{field} no es una opción válida',
  unknown_option: 'El campo %{field} no admite «%{value}»: no es una de sus opciones',
  not_integer: 'El campo %{field} debe ser un número entero',
  invalid_type: 'El campo %{field} tiene un tipo de dato inválido',
  invalid: 'El campo %{field} es inválido',
};
