/**
 * The report definitions' requests (src/domain/reports): their routes and permission keys are the
 * API's, and each report's body puts the dates under its own fields, checked by its schema. Their
 * columns: reportColumns.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { DATES_REVERSED } from '../../src/domain/dateRange';
import { isPermissionKey } from '../../src/domain/permissions';
import {
  ABSENCES_REPORT,
  GLOBAL_REPORT,
  PASSAGES_REPORT,
  PERMITS_REPORT,
  refusalOf,
  RESTAURANT_BY_PRODUCT_REPORT,
  RESTAURANT_DETAIL_REPORT,
  RESTAURANT_MOVEMENTS_REPORT,
  RESTAURANT_REVERSALS_REPORT,
  reportBody,
  REPORTS,
  REVERSALS_REPORT,
  routeOf,
  SALES_DETAIL_REPORT,
  TOPUP_REPORT,
  USER_MOVEMENTS_REPORT,
} from '../../src/domain/reports';

describe("report definitions' requests", () => {
  it('answer at the API paths under their keys', () => {
    const routes = (report: (typeof REPORTS)[number]) => report.routes.map((r) => [r.path, r.permission]);
    expect(routes(SALES_DETAIL_REPORT)).toEqual([
      ['cafeteria/reporteRVD', 'cafeteria.reports'],
      ['papeleria/reporteRVD', 'papeleria.reports'],
    ]);
    expect(routeOf(REVERSALS_REPORT, 'papeleria')).toEqual({
      scope: 'papeleria',
      path: 'papeleria/reporteReversion',
      permission: 'papeleria.reports',
    });
    expect(routes(TOPUP_REPORT)).toEqual([['admin/carnets/reports', 'carnets.reports']]);
    expect(routes(GLOBAL_REPORT)).toEqual([['admin/reporte-global', 'admin.general']]);
    // The restaurant's own paths (spec part 2 §7).
    expect(
      [
        RESTAURANT_DETAIL_REPORT,
        RESTAURANT_BY_PRODUCT_REPORT,
        RESTAURANT_MOVEMENTS_REPORT,
        RESTAURANT_REVERSALS_REPORT,
      ].map(routes),
    ).toEqual(
      ['reporteR', 'reporte/producto', 'reporte/usuario', 'reporteReversion'].map((p) => [
        [`restaurant/${p}`, 'restaurant.reports'],
      ]),
    );
    // Access control's (spec part 2 §7).
    expect([PASSAGES_REPORT, PERMITS_REPORT, ABSENCES_REPORT].map(routes)).toEqual(
      ['reporteES', 'reportePe', 'reporteFallos'].map((p) => [[`admin/${p}`, 'access.reports']]),
    );
    for (const report of REPORTS)
      for (const r of report.routes) expect(isPermissionKey(r.permission)).toBe(true);
  });

  it("put the dates under each report's own fields, checked by its schema", () => {
    const day = '2026-03-02';
    const extra: Record<string, Record<string, unknown>> = {
      reporteRM: { IdRM: 7 },
      reporteUsuario: { idUsuario: 7 },
      global: { numeroDocumento: '10' },
    };
    for (const report of REPORTS) {
      const body = reportBody(report, day, day, extra[report.name]);
      expect(refusalOf(report, body), report.name).toBeNull();
      // A report of one day names one field twice: the last day given is its day.
      if (report.dates[0] === report.dates[1]) continue;
      expect(refusalOf(report, reportBody(report, day, '2026-03-01', extra[report.name])), report.name).toBe(
        DATES_REVERSED,
      );
    }
    expect(reportBody(ABSENCES_REPORT, day, day)).toEqual({ fechaFallo: day });
    expect(reportBody(USER_MOVEMENTS_REPORT, 'a', 'b', { IdRM: 1 })).toEqual({
      IdRM: 1,
      fechaIniRM: 'a',
      fechafinRM: 'b',
    });
  });
});
