/**
 * The large-school benchmark's Excel (`--only excel`): the whole Excel of the year's detailed sales of
 * the cafeteria, of the year's top-ups and of the gate's passages over the generated days, streamed by
 * the server: time to the first byte and to the last, size, rows, and the server's resident memory idle
 * and at its highest while it writes (sampled every 20 ms).
 */
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { PASSAGES_REPORT, reportBody, SALES_DETAIL_REPORT, TOPUP_REPORT } from '../../src/domain/reports';
import { credentialMovements, orders, passages } from '../../server/db/schema';
import { schoolDaysOfLastYear } from '../../server/demo/large-school';
import { LARGE_SCHOOL } from '../../server/demo/large-school-run';
import { localDate, schoolDaysRange } from '../../server/time';
import { pct } from '../support';
import { type LargeSchoolBench, row } from './measure';

export type ExcelExport = [label: string, path: string, body: Record<string, unknown>, rows: SQL];

/** The Excel exports measured, with the query counting their rows (counted before the server starts). */
export function excelExports(TZ: string): ExcelExport[] {
  const yearDays = schoolDaysOfLastYear(localDate(new Date(), TZ));
  const lastDay = yearDays[yearDays.length - 1];
  const gateDay = yearDays[yearDays.length - LARGE_SCHOOL.gateDays];
  const year = schoolDaysRange(yearDays[0], lastDay, TZ);
  const gateDays = schoolDaysRange(gateDay, lastDay, TZ);
  return [
    [
      'ventas detalladas de la cafetería, el año',
      'cafeteria/reporteRVD',
      reportBody(SALES_DETAIL_REPORT, yearDays[0], lastDay),
      sql`select count(*)::int as n from ${orders} where store = 1 and status <> 4 and created_at >= ${year.start} and created_at < ${year.end}`,
    ],
    [
      'recargas, el año',
      'admin/carnets/reports',
      reportBody(TOPUP_REPORT, yearDays[0], lastDay),
      sql`select count(*)::int as n from ${credentialMovements} where kind in ('recarga', 'descarga') and created_at >= ${year.start} and created_at < ${year.end}`,
    ],
    [
      `entradas y salidas, ${LARGE_SCHOOL.gateDays} días`,
      'admin/reporteES',
      reportBody(PASSAGES_REPORT, gateDay, lastDay),
      sql`select count(*)::int as n from ${passages} where created_at >= ${gateDays.start} and created_at < ${gateDays.end}`,
    ],
  ];
}

export async function excel(
  { node, token, runs: RUNS }: LargeSchoolBench,
  exports: ExcelExport[],
  excelRows: Record<string, number>,
) {
  /** The server's resident memory now, in MB (Linux). */
  function rssMb(): number {
    const status = readFileSync(`/proc/${node.child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  }

  console.log(
    `\nExcel del reporte completo, enviado mientras se lee (${RUNS} veces cada uno, uno tras otro)\n`,
  );
  row([
    'reporte',
    'filas',
    'primer byte p50 ms',
    'completo p50 ms',
    'filas/s',
    'tamaño MB',
    'memoria del servidor: en reposo → máxima MB',
  ]);
  row(['---', '---', '---', '---', '---', '---', '---']);
  for (const [label, path, body] of exports) {
    const firsts: number[] = [];
    const wholes: number[] = [];
    let bytes = 0;
    const idle = rssMb();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    try {
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const res = await fetch(`${node.base}/${path}/excel`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (res.status !== 200 || !res.body) throw new Error(`${path}/excel respondió ${res.status}`);
        let first = 0;
        bytes = 0;
        // Read and dropped as it comes, as a browser writes a download to disk.
        for await (const chunk of res.body) {
          if (!first) first = performance.now() - started;
          bytes += chunk.length;
        }
        firsts.push(first);
        wholes.push(performance.now() - started);
      }
    } finally {
      clearInterval(sampler);
    }
    firsts.sort((a, b) => a - b);
    wholes.sort((a, b) => a - b);
    const shown = excelRows[path];
    row([
      label,
      shown.toLocaleString('es-CO'),
      pct(firsts, 50),
      pct(wholes, 50),
      Math.round(shown / (Number(pct(wholes, 50)) / 1000)).toLocaleString('es-CO'),
      (bytes / 1e6).toFixed(1),
      `${idle.toFixed(0)} → ${peak.toFixed(0)}`,
    ]);
  }
}
