import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { lastSchoolDays, schoolDaysRange } from '../../time';
import type { AreaOptions } from '../../http/area';
import { salesSources, tileSources } from './queries';
import {
  dashboardSchema,
  TILE_LABELS,
  type DashboardData,
  type TileKey,
} from '../../../src/domain/dashboard';
import { answers } from '../../http/answers';

export function dashboardRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const { timezone } = config;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard',
    {
      config: { permission: 'dashboard' },
      schema: { tags: ['Escritorio'], response: answers(dashboardSchema) },
    },
    async () => {
      const keys = Object.keys(TILE_LABELS) as TileKey[];
      const now = clock.now();
      const values = await Promise.all(
        keys.map((k) => tileSources[k]?.(db, timezone, now) ?? Promise.resolve(null)),
      );
      const days = lastSchoolDays(14, timezone, now);
      // From the first day's midnight to the midnight after today (the whole last second counts).
      const range = schoolDaysRange(days[0].date, days[days.length - 1].date, timezone);
      const series = await Promise.all(salesSources.map((s) => s(db, range.start, range.end, timezone)));
      const data: DashboardData = {
        tiles: keys.map((key, i) => ({ key, label: TILE_LABELS[key], value: values[i] })),
        sales: days.map(({ date }) => ({
          date,
          total: series.length ? series.reduce((sum, m) => sum + (m.get(date) ?? 0), 0) : null,
        })),
      };
      return ok(data);
    },
  );
}
