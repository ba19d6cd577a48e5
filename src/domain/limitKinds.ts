/**
 * What a change of a student's limits changed (limit_changes.kind), as the histories name it.
 * Apart from family.ts (and its schemas) so that the families' portal names them without loading zod.
 */
export const LIMIT_KINDS = { tope: 'Tope diario', aviso: 'Aviso de saldo bajo', productos: 'Productos bloqueados', categorias: 'Categorías bloqueadas' } as const;
export type LimitKind = keyof typeof LIMIT_KINDS;
