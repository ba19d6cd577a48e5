/** The catalog keys of access control's texts that vary with a value. */
export const passageTypeKey = (tipo: number) => `access.types.${tipo}`;
/** The coming permits' table: its columns' catalog keys, in order. */
export const PERMIT_COLUMN_KEYS = ['date', 'time', 'type', 'person', 'notes', 'state'].map(
  (column) => `access.permits.columns.${column}`,
);
