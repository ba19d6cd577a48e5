import { describe, expect, it } from 'vitest';
import {
  dataUserSchema,
  movementsReportSchema,
  reportDays,
  reversalReportSchema,
  salesReportSchema,
  sumOf,
  USER_REQUIRED,
} from '../../src/domain/salesReports';
import { DATES_REVERSED, dayOf, isCalendarDay } from '../../src/domain/dateRange';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('report dates (server and page share the schemas)', () => {
  it('accept a day, with or without the old client suffixes, which are ignored', () => {
    expect(
      salesReportSchema.parse({ fechaIniRVD: '2026-03-01', fechafinRVD: '2026-03-02 23:59:00' }),
    ).toEqual({
      fechaIniRVD: '2026-03-01',
      fechafinRVD: '2026-03-02 23:59:00',
    });
    expect(dayOf(' 2026-03-02 23:59:00')).toBe('2026-03-02');
    expect(reportDays({ a: '2026-03-01 00:00:00', b: '2026-03-02' }, 'a', 'b')).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
    });
  });

  it('take fecha_ini / fecha_fin when the report’s own names are absent', () => {
    expect(reversalReportSchema.parse({ fecha_ini: '2026-03-01', fecha_fin: '2026-03-01' })).toEqual({
      fechaIniRev: '2026-03-01',
      fechafinRev: '2026-03-01',
    });
    expect(
      salesReportSchema.parse({
        fechaIniRVD: '2026-03-02',
        fecha_ini: '2026-01-01',
        fechafinRVD: '2026-03-02',
      }).fechaIniRVD,
    ).toBe('2026-03-02');
  });

  it('name each missing, malformed or reversed field', () => {
    expect(issues(salesReportSchema.safeParse({}))).toEqual([
      ['fechaIniRVD', 'Todos los campos son obligatorios: falta Fecha inicial'],
      ['fechafinRVD', 'Todos los campos son obligatorios: falta Fecha final'],
    ]);
    expect(
      issues(salesReportSchema.safeParse({ fechaIniRVD: '2026-02-30', fechafinRVD: '2026-03-01' })),
    ).toEqual([['fechaIniRVD', 'El campo Fecha inicial no es una fecha del calendario']]);
    expect(issues(salesReportSchema.safeParse({ fechaIniRVD: '01/03/2026', fechafinRVD: '  ' }))).toEqual([
      ['fechaIniRVD', 'El campo Fecha inicial debe ser una fecha (AAAA-MM-DD)'],
      ['fechafinRVD', 'Todos los campos son obligatorios: falta Fecha final'],
    ]);
    expect(
      issues(salesReportSchema.safeParse({ fechaIniRVD: '2026-03-02', fechafinRVD: '2026-03-01 23:59:00' })),
    ).toEqual([['fechaIniRVD', DATES_REVERSED]]);
  });

  it('know the calendar', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });
});

describe('the user of the movements report', () => {
  const days = { fechaIniRM: '2026-03-01', fechafinRM: '2026-03-01' };
  it('is a user id, as a number or its digits', () => {
    expect(movementsReportSchema.parse({ IdRM: 7, ...days }).IdRM).toBe(7);
    expect(movementsReportSchema.parse({ IdRM: ' 7 ', ...days }).IdRM).toBe(7);
  });
  it("is required: 'Usuario para busqueda es requerido'", () => {
    for (const IdRM of [undefined, '', null]) {
      expect(issues(movementsReportSchema.safeParse({ IdRM, ...days }))).toEqual([['IdRM', USER_REQUIRED]]);
    }
    expect(issues(movementsReportSchema.safeParse({ IdRM: 'Ana', ...days }))[0][0]).toBe('IdRM');
    expect(issues(movementsReportSchema.safeParse({ IdRM: 1.5, ...days }))[0][0]).toBe('IdRM');
  });
  it('is looked up by id or by document', () => {
    expect(dataUserSchema.parse({ num_doc: ' 1098 ' })).toEqual({ num_doc: '1098' });
    expect(dataUserSchema.parse({ id: '3' })).toEqual({ id: 3 });
    expect(issues(dataUserSchema.safeParse({}))).toEqual([['id', USER_REQUIRED]]);
  });
});

describe('totals of a report', () => {
  it('add up whole pesos and units', () => {
    const rows = [
      { total: 5800, CANTIDAD: 3 },
      { total: 1800, CANTIDAD: 1 },
    ];
    expect(sumOf(rows, (r) => r.total)).toBe(7600);
    expect(sumOf(rows, (r) => r.CANTIDAD)).toBe(4);
    expect(sumOf([], (r: { total: number }) => r.total)).toBe(0);
  });
});
