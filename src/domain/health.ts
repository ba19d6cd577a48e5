/** The server's health as `GET /api/health` (public) tells it: ready, and which database it runs on. */
import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ready'),
  /** PGlite (embedded) or PostgreSQL. */
  database: z.enum(['pglite', 'pg']),
});
export type Health = z.infer<typeof healthSchema>;
