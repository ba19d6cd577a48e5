import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/envelope';

/** `page`, `perPage`, `sort`, `order`, `q`, `filter` (JSON) accepted by every list. */
export const listQuerySchema = z.object({
  page: z.coerce.number({ error: 'page debe ser un número entero mayor a 0' }).int().min(1).default(1),
  perPage: z.coerce
    .number({ error: 'perPage debe ser un número entero entre 1 y 10000' })
    .int()
    .min(1)
    .max(10_000)
    .default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(60).optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc'], { error: 'order debe ser ASC o DESC' }).optional(),
  q: z.string().max(100, { error: 'La búsqueda admite máximo 100 caracteres' }).optional(),
  filter: z.string().max(4000).optional(),
});
export type ListQueryInput = z.infer<typeof listQuerySchema>;

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'El identificador debe ser un número entero positivo' })
    .int({ error: 'El identificador debe ser un número entero positivo' })
    .positive({ error: 'El identificador debe ser un número entero positivo' })
    // ids are PostgreSQL `integer`s: a larger number can only be a bad request.
    .max(2_147_483_647, { error: 'El identificador debe ser un número entero positivo' }),
});
