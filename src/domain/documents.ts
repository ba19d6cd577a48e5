/** Document types (spec part 1 §3 and part 2 §3). Users use the first three; students all seven. */
export const DOCUMENT_TYPES = [
  { id: 1, name: 'Cédula de ciudadanía' },
  { id: 2, name: 'NIT' },
  { id: 3, name: 'Pasaporte' },
  { id: 4, name: 'Tarjeta de identidad' },
  { id: 5, name: 'Registro civil' },
  { id: 6, name: 'Número único de identificación personal' },
  { id: 7, name: 'Cédula de extranjería' },
] as const;

export const USER_DOCUMENT_TYPES = DOCUMENT_TYPES.slice(0, 3);
