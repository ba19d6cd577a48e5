/**
 * Document types (spec part 1 §3 and part 2 §3). Every person (staff, students, guardians)
 * may hold any of the seven: a student's tarjeta de identidad is as valid on the users screen
 * as on the students one.
 */
export const DOCUMENT_TYPES = [
  { id: 1, name: 'Cédula de ciudadanía' },
  { id: 2, name: 'NIT' },
  { id: 3, name: 'Pasaporte' },
  { id: 4, name: 'Tarjeta de identidad' },
  { id: 5, name: 'Registro civil' },
  { id: 6, name: 'Número único de identificación personal' },
  { id: 7, name: 'Cédula de extranjería' },
] as const;
