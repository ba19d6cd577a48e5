/**
 * The large-school benchmark's reports: every report of every store over the last school day, the last
 * month and the last year (`runs` times, one after the other); goal a day < 100 ms, the year < 1 s.
 */
import { REPORTS, reportBody } from '../../src/domain/reports';
import { schoolDaysOfLastYear } from '../../server/demo/large-school';
import { localDate } from '../../server/time';
import { apiCall, pct } from '../support';
import { type LargeSchoolBench, row, timed, verdict } from './measure';

/** The user who bought most, and their document: the reports per user are measured on them. */
export interface Buyer {
  buyer: number;
  doc: string;
}

export async function reports({ node, token, runs: RUNS, tz: TZ }: LargeSchoolBench, facts: Buyer) {
  const days = schoolDaysOfLastYear(localDate(new Date(), TZ));
  const last = days[days.length - 1];
  const spans: [string, string, number][] = [
    [`un día (${last})`, last, 100],
    ['un mes', days[Math.max(0, days.length - 21)], 1000],
    ['el año', days[0], 1000],
  ];
  console.log(
    `\nReportes: ${RUNS} veces cada uno, uno tras otro (objetivo: un día < 100 ms, el año < 1 s)\n`,
  );
  row(['reporte', 'ruta', ...spans.map(([label]) => `${label} p50 ms (filas)`)]);
  row(['---', '---', ...spans.map(() => '---')]);
  const extra = { IdRM: facts.buyer, idUsuario: facts.buyer, numeroDocumento: facts.doc };
  for (const report of REPORTS) {
    for (const route of report.routes) {
      const cells: string[] = [];
      for (const [, from, goal] of spans) {
        // A report of one day (the absences') is measured on that day only.
        const oneDay = report.dates[0] === report.dates[1];
        if (oneDay && from !== last) {
          cells.push('—');
          continue;
        }
        let rows = 0;
        const times = await timed(RUNS, 1, async () => {
          const res = await apiCall<unknown>(
            'POST',
            node.base,
            route.path,
            token,
            reportBody(report, from, last, extra),
          );
          rows = Array.isArray(res.body.data)
            ? res.body.data.length
            : report.rowsOf(res.body.data as never).length;
          return res;
        });
        const p50 = Number(pct(times, 50));
        cells.push(`${pct(times, 50)} (${rows.toLocaleString('es-CO')}) ${verdict(p50, goal)}`);
      }
      row([report.name, route.path, ...cells]);
    }
  }
}
