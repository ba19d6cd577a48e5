import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { lastSchoolDays, schoolDaysRange } from '../../time';
import type { AreaOptions } from '../../http/area';
import { salesSources, tileSources } from './queries';
import { TILE_LABELS, type TileKey } from '../../../src/domain/dashboard';

export interface DashboardData {
  tiles: { key: TileKey; label: string; value: number | null }[];
  /** The last 14 school days, oldest first; null totals until an area records sales. */
  sales: { date: string; total: number | null }[];
}

export function dashboardRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const { timezone } = config;
  app.get(
    '/api/dashboard',
    { config: { permission: 'dashboard' }, schema: { tags: ['Escritorio'] } },
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
