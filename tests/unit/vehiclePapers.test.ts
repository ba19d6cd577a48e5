/**
 * The papers' one rule (src/domain/vehiclePapers.ts) and its summary (src/domain/transportPapers.ts):
 * which papers a bus and its driver have, which one stops a run on a day (good through its expiry
 * day), the refusal naming it, the 30-day warning's boundary, and the states the screens show.
 */
import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  isExpired,
  PAPER_WARNING_DAYS,
  paperRefusal,
  papersDue,
  papersOf,
  stoppingPaper,
  type Paper,
} from '../../src/domain/vehiclePapers';
import { paperState, papersSummary } from '../../src/domain/transportPapers';
import { vehiclesResource } from '../../src/domain/resources/transport';

const DAY = '2026-03-10';
const bus = {
  placa: 'WXK481',
  soat_numero: 'S-1',
  soat_vence: '2026-03-30',
  tecnomecanica_numero: 'T-1',
  tecnomecanica_vence: '2026-09-01',
  poliza_numero: null,
  poliza_vence: null,
};
const driver = { name: 'Jorge Enrique Pabón', licencia_categoria: 'C2', licencia_vence: '2026-03-09' };
const paper = (vence: string | null, tipo: Paper['tipo'] = 'soat'): Paper => ({
  tipo,
  de: 'WXK481',
  numero: 'N',
  vence,
});

describe('papersOf', () => {
  it("lists the bus's SOAT, inspection and policy, then the driver's licence", () => {
    expect(papersOf(bus, driver)).toEqual([
      { tipo: 'soat', de: 'WXK481', numero: 'S-1', vence: '2026-03-30' },
      { tipo: 'tecnomecanica', de: 'WXK481', numero: 'T-1', vence: '2026-09-01' },
      { tipo: 'poliza', de: 'WXK481', numero: null, vence: null },
      { tipo: 'licencia', de: 'Jorge Enrique Pabón', numero: 'C2', vence: '2026-03-09' },
    ]);
  });

  it('leaves out a missing bus or driver', () => {
    expect(papersOf(null, driver).map((p) => p.tipo)).toEqual(['licencia']);
    expect(papersOf(bus, null).map((p) => p.tipo)).toEqual(['soat', 'tecnomecanica', 'poliza']);
    expect(papersOf(null, null)).toEqual([]);
  });
});

describe('stoppingPaper', () => {
  it('lets a paper through on its expiry day and stops it the day after', () => {
    expect(isExpired(paper(DAY), DAY)).toBe(false);
    expect(stoppingPaper([paper(DAY)], DAY)).toBeNull();
    expect(stoppingPaper([paper('2026-03-09')], DAY)).toEqual(paper('2026-03-09'));
  });

  it('stops on a missing paper, and names the first in order', () => {
    expect(stoppingPaper([paper('2026-12-31'), paper(null, 'poliza')], DAY)?.tipo).toBe('poliza');
    expect(stoppingPaper(papersOf(bus, driver), DAY)?.tipo).toBe('poliza');
    expect(stoppingPaper(papersOf({ ...bus, poliza_vence: '2027-01-01' }, driver), DAY)?.tipo).toBe(
      'licencia',
    );
  });
});

describe('paperRefusal', () => {
  it('names the paper, whose it is and the day it expired, in Spanish', () => {
    expect(paperRefusal({ tipo: 'soat', de: 'WXK481', numero: 'S', vence: '2026-03-09' })).toBe(
      'No se puede iniciar el recorrido: el SOAT del vehículo WXK481 venció el 09/03/2026',
    );
    expect(paperRefusal({ tipo: 'tecnomecanica', de: 'WXK481', numero: null, vence: null })).toBe(
      'No se puede iniciar el recorrido: falta registrar la revisión técnico-mecánica del vehículo WXK481',
    );
    expect(paperRefusal({ tipo: 'poliza', de: 'TMS265', numero: 'P', vence: '2025-12-31' })).toBe(
      'No se puede iniciar el recorrido: la póliza de responsabilidad civil del vehículo TMS265 venció el 31/12/2025',
    );
    expect(paperRefusal({ tipo: 'licencia', de: 'Luis Quintero', numero: 'C2', vence: null })).toBe(
      'No se puede iniciar el recorrido: falta registrar la licencia de conducción del conductor Luis Quintero',
    );
  });
});

describe('papersDue', () => {
  it('warns from 30 days before the expiry, of expired and missing papers too', () => {
    expect(PAPER_WARNING_DAYS).toBe(30);
    expect(daysLeft(paper('2026-04-09'), DAY)).toBe(30);
    expect(daysLeft(paper('2026-04-10'), DAY)).toBe(31);
    const due = papersDue(
      [paper('2026-04-09'), paper('2026-04-10'), paper('2026-03-01'), paper(null), paper(DAY)],
      DAY,
    );
    expect(due.map((p) => p.vence)).toEqual(['2026-04-09', '2026-03-01', null, DAY]);
  });

  it('counts calendar days across a month and a year', () => {
    expect(daysLeft(paper('2026-03-01'), '2026-02-28')).toBe(1);
    expect(daysLeft(paper('2027-01-01'), '2026-12-31')).toBe(1);
    expect(daysLeft(paper(null), DAY)).toBeNull();
  });
});

describe('paperState and papersSummary', () => {
  it('agrees with papersDue: only a current paper is left out of the warning', () => {
    const cases: [string | null, string][] = [
      ['2026-03-09', 'vencido'],
      [DAY, 'por_vencer'],
      ['2026-04-09', 'por_vencer'],
      ['2026-04-10', 'vigente'],
      [null, 'sin_registrar'],
    ];
    for (const [vence, state] of cases) {
      expect(paperState(paper(vence), DAY), String(vence)).toBe(state);
      expect(papersDue([paper(vence)], DAY).length === 1, String(vence)).toBe(state !== 'vigente');
    }
  });

  it('answers every paper with its days and state, the most urgent first', () => {
    const summary = papersSummary([{ id: 7, ...bus }], [{ id: 3, ...driver }], DAY);
    expect(summary.fecha).toBe(DAY);
    expect(summary.papeles).toEqual([
      {
        tipo: 'licencia',
        id: 3,
        de: 'Jorge Enrique Pabón',
        numero: 'C2',
        vence: '2026-03-09',
        dias: -1,
        estado: 'vencido',
      },
      { tipo: 'poliza', id: 7, de: 'WXK481', numero: null, vence: null, dias: null, estado: 'sin_registrar' },
      {
        tipo: 'soat',
        id: 7,
        de: 'WXK481',
        numero: 'S-1',
        vence: '2026-03-30',
        dias: 20,
        estado: 'por_vencer',
      },
      {
        tipo: 'tecnomecanica',
        id: 7,
        de: 'WXK481',
        numero: 'T-1',
        vence: '2026-09-01',
        dias: 175,
        estado: 'vigente',
      },
    ]);
  });
});

describe('the vehicles resource', () => {
  it('takes the papers as optional fields, their expiry flagged 30 days before', () => {
    for (const kind of ['soat', 'tecnomecanica', 'poliza']) {
      const number = vehiclesResource.fields[`${kind}_numero` as keyof typeof vehiclesResource.fields];
      const expiry = vehiclesResource.fields[`${kind}_vence` as keyof typeof vehiclesResource.fields];
      expect(number.required, kind).toBe(false);
      expect(expiry).toMatchObject({ kind: 'date', required: false, dueWithinDays: PAPER_WARNING_DAYS });
    }
    expect(vehiclesResource.validationOrder?.slice(0, 6)).toEqual([
      'placa',
      'nombre_ruta',
      'sillas',
      'marca',
      'categoria',
      'observaciones',
    ]);
  });
});
