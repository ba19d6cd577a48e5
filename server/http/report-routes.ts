/**
 * A report's routes from its definition (src/domain/reports): for each of its routes,
 * `POST /api/<path>` guarded by the route's key, the body validated by the definition's
 * schema, the dates turned into the instants of those school days, then the report's own
 * read. An answer without rows is code 1 with the definition's empty message.
 *
 * Beside it, `POST /api/<path>/excel` answers the same body with the whole report as an
 * .xlsx, streamed: a report of one row per event (`pages`) is read a batch at a time after
 * the last row sent, so a year of a large school's sales never sits in memory. Only a few are
 * written at once (http/excel-slots.ts).
 */
import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daysOf } from '../../src/domain/dateRange';
import {
  EXCEL_PER_STAFF,
  EXCEL_REPORT_FILE,
  excelRequestSchema,
  REPORT_ROW_LIMIT,
  type ReportDefinition,
} from '../../src/domain/reports';
import { schoolDaysRange } from '../time';
import { answerOf } from '../../src/domain/envelopeSchemas';
import { download, REFUSALS } from './answers';
import { ok } from './envelope';
import { unauthenticated } from './errors';
import { EXCEL_MIME, excelChunks } from './excel-stream';

/** The instants from the first school day's midnight to the one after the last. */
export interface ReportRange {
  start: Date;
  end: Date;
}

export interface ReportAsk<Body, Scope> {
  scope: Scope;
  body: Body;
  range: ReportRange;
}

/** At most `limit` rows, those after the row `after` in the report's order. */
export interface ReportPage<Row> {
  limit: number;
  after?: Row;
}

/** A paged read's page as its SQL takes it: at most `limit` rows, after the row of id `after`. */
export interface RowPage {
  limit: number;
  after?: number;
}

/** The SQL page of a report page: its last row named by its id. */
export const idPage = <Row extends { id: number }>(page: ReportPage<Row>): RowPage => ({
  limit: page.limit,
  after: page.after?.id,
});

/** How many rows the Excel of a report of events reads at a time. */
export const EXCEL_BATCH = 5_000;

interface CommonOptions<Scope> {
  timezone: string;
  /** The API docs' group of the route in this scope. */
  tags: (scope: Scope) => string[];
}

/** A report read whole (totals, one person's rows); it throws the report's own refusals (an unknown user: 404). */
interface WholeRead<Body, Result, Scope> extends CommonOptions<Scope> {
  read: (ask: ReportAsk<Body, Scope>) => Promise<Result>;
  pages?: never;
}

/**
 * A report of one row per event, read a page at a time: the screen gets the first
 * REPORT_ROW_LIMIT rows (and says when there were more), the Excel every row.
 */
interface PagedRead<Body, Row, Scope> extends CommonOptions<Scope> {
  pages: (ask: ReportAsk<Body, Scope>, page: ReportPage<Row>) => Promise<Row[]>;
  read?: never;
}

export type ReportRouteOptions<Body, Row, Result, Scope> =
  WholeRead<Body, Result, Scope> | ([Result] extends [Row[]] ? PagedRead<Body, Row, Scope> : never);

/**
 * Rows after `after` in the order (time, id), ascending or descending: the keyset of a paged
 * report. The row's time is read from the table itself, to the microsecond.
 */
export function keysetAfter(
  table: PgTable,
  time: PgColumn,
  id: PgColumn,
  after: number | undefined,
  order: 'asc' | 'desc',
): SQL | undefined {
  if (after === undefined) return undefined;
  const past = order === 'asc' ? sql`>` : sql`<`;
  // Inside the subquery the table's own name stands for its row, as in any correlated read.
  return sql`(${time}, ${id}) ${past} (select ${time}, ${id} from ${table} where ${id} = ${after})`;
}

/** Every page of a paged read, in order, each after the last row of the one before. */
export async function* everyPage<Row>(
  read: (page: ReportPage<Row>) => Promise<Row[]>,
  size = EXCEL_BATCH,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await read({ limit: size, after });
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

export function reportRoutes<Schema extends z.ZodType<Record<string, unknown>>, Row, Result, Scope>(
  app: FastifyInstance,
  report: ReportDefinition<Schema, Row, Result, Scope>,
  options: ReportRouteOptions<z.output<Schema>, Row, Result, Scope>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const [fromField, toField] = report.dates;
  const { timezone, tags } = options;
  const excelBody = z.intersection(report.body, excelRequestSchema);
  for (const { scope, path, permission } of report.routes) {
    const config = {
      permission,
      ...(report.validationOrder ? { validationOrder: report.validationOrder } : {}),
    };
    const askOf = (body: z.output<Schema>): ReportAsk<z.output<Schema>, Scope> => {
      const days = daysOf(body, fromField, toField);
      return { scope, body, range: schoolDaysRange(days.from, days.to, timezone) };
    };

    r.post(
      `/api/${path}`,
      {
        config,
        schema: {
          tags: tags(scope),
          summary: report.summary,
          body: report.body,
          response: {
            200: answerOf(report.answer, { truncated: z.boolean().optional() }),
            ...REFUSALS,
          },
        },
      },
      async (req) => {
        // The type provider cannot follow a generic schema; `report.body` validated it already.
        const ask = askOf(req.body as z.output<Schema>);
        if (options.pages) {
          const rows = await options.pages(ask, { limit: REPORT_ROW_LIMIT + 1 });
          if (rows.length > REPORT_ROW_LIMIT)
            return ok(rows.slice(0, REPORT_ROW_LIMIT), 'OK', { truncated: true });
          return ok(rows, rows.length ? 'OK' : report.empty);
        }
        const result = await options.read(ask);
        return ok(result, report.rowsOf(result).length ? 'OK' : report.empty);
      },
    );

    r.post(
      `/api/${path}/excel`,
      {
        config,
        schema: {
          tags: tags(scope),
          summary: `${report.summary}. Todo el reporte en Excel (.xlsx), enviado a medida que se lee; {excel: {sheet, titles}} opcional: nombre de la hoja y títulos de las columnas. A lo sumo ${EXCEL_PER_STAFF} a la vez por persona y EXCEL_MAX_CONCURRENT por servidor (429)`,
          body: excelBody,
          response: download(EXCEL_MIME, 'El reporte en Excel (.xlsx)'),
        },
      },
      async (req, reply) => {
        const { excel, ...body } = req.body as z.output<Schema> & z.output<typeof excelRequestSchema>;
        const ask = askOf(body as z.output<Schema>);
        if (!req.staff) throw unauthenticated();
        // One of the staff member's and the node's few exports at once (429 past them), held
        // until the answer closes: sent whole, refused, failed halfway or left by the client.
        const release = app.excelSlots.take(req.staff.id);
        reply.raw.once('close', release);
        const batches: AsyncIterable<readonly Row[]> = options.pages
          ? everyPage((page) => options.pages(ask, page))
          : (async function* () {
              yield report.rowsOf(await options.read(ask));
            })();
        // The first batch is read before answering: a refusal (an unknown user) is still an envelope.
        const iterator = batches[Symbol.asyncIterator]();
        const first = await iterator.next();
        const rest = async function* () {
          if (!first.done) yield first.value;
          for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
        };
        const titles = excel?.titles;
        const columns = report.columns.map((c, i) => ({
          key: c.key,
          kind: c.kind,
          title: titles?.[i] || c.label,
        }));
        const chunks = excelChunks(rest() as AsyncIterable<readonly Record<string, unknown>[]>, {
          sheet: excel?.sheet || report.sheet,
          columns,
          timezone,
        });
        return reply
          .header('content-type', EXCEL_MIME)
          .header('content-disposition', `attachment; filename="${EXCEL_REPORT_FILE}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(chunks));
      },
    );
  }
}
