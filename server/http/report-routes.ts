/**
 * A report's routes from its definition (src/domain/reports): for each of its routes,
 * `POST /api/<path>` guarded by the route's key, the body validated by the definition's
 * schema, the dates turned into the instants of those school days, then the report's own
 * read. An answer without rows is code 1 with the definition's empty message.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { daysOf } from '../../src/domain/dateRange';
import { REPORT_ROW_LIMIT, type ReportDefinition } from '../../src/domain/reports';
import { schoolDaysRange } from '../time';
import { ok } from './envelope';

/** The instants from the first school day's midnight to the one after the last. */
export interface ReportRange {
  start: Date;
  end: Date;
}

export interface ReportRead<Body, Result, Scope> {
  /** `limit`: a read of detail rows reads no more (one more than a report answers, to tell it was cut). */
  (ask: { scope: Scope; body: Body; range: ReportRange; limit: number }): Promise<Result>;
}

export interface ReportRouteOptions<Body, Result, Scope> {
  timezone: string;
  /** The API docs' group of the route in this scope. */
  tags: (scope: Scope) => string[];
  /** The report's read; it throws the report's own refusals (an unknown user: 404). */
  read: ReportRead<Body, Result, Scope>;
}

export function reportRoutes<Schema extends z.ZodType<Record<string, unknown>>, Row, Result, Scope>(
  app: FastifyInstance,
  report: ReportDefinition<Schema, Row, Result, Scope>,
  { timezone, tags, read }: ReportRouteOptions<z.output<Schema>, Result, Scope>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const [fromField, toField] = report.dates;
  for (const { scope, path, permission } of report.routes) {
    r.post(
      `/api/${path}`,
      {
        config: { permission, ...(report.validationOrder ? { validationOrder: report.validationOrder } : {}) },
        schema: { tags: tags(scope), summary: report.summary, body: report.body },
      },
      async (req) => {
        // The type provider cannot follow a generic schema; `report.body` validated it already.
        const body = req.body as z.output<Schema>;
        const days = daysOf(body, fromField, toField);
        const result = await read({ scope, body, range: schoolDaysRange(days.from, days.to, timezone), limit: REPORT_ROW_LIMIT + 1 });
        if (Array.isArray(result) && result.length > REPORT_ROW_LIMIT) {
          return ok(result.slice(0, REPORT_ROW_LIMIT) as Result, 'OK', { truncated: true });
        }
        return ok(result, report.rowsOf(result).length ? 'OK' : report.empty);
      },
    );
  }
}
