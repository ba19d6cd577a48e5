/**
 * *Cocina hoy*'s view of the kitchen's answer (src/areas/restaurant/kitchen/kitchenView.ts): a
 * service's figures summed over its menus, the alternatives by allergen (most first), the serving
 * line's names by course with each alternative named, and the print's type shrinking as the day
 * grows so it stays one A4 sheet.
 */
import { describe, expect, it } from 'vitest';
import type { Kitchen, KitchenMenu } from '../../src/domain/kitchen';
import {
  allergenCounts,
  dinerCount,
  lineGroups,
  printScale,
  serviceTotals,
} from '../../src/areas/restaurant/kitchen/kitchenView';

const figures = (over: Partial<KitchenMenu>): KitchenMenu => ({
  id_menu: 1,
  producto: 'Almuerzo juvenil',
  platos: ['Sopa'],
  pedidos: 0,
  porciones: 0,
  alternativas: 0,
  servidos: 0,
  cancelados: 0,
  no_presentados: 0,
  pendientes: 0,
  sin_pedido: 0,
  libres: 0,
  sobrantes: null,
  ...over,
});

const diner = (id: number, curso: string, over: { alergenos?: string[]; servido?: boolean } = {}) => ({
  curso,
  d: {
    id_estudiante: id,
    nombre: `Estudiante ${id}`,
    producto: over.alergenos?.length ? 'Almuerzo sin alérgenos' : 'Almuerzo juvenil',
    alergenos: over.alergenos ?? [],
    estado: over.servido ? ('servido' as const) : ('pedido' as const),
  },
});

function kitchen(diners: ReturnType<typeof diner>[], menus = 2): Kitchen {
  const courses = [...new Set(diners.map((x) => x.curso))];
  return {
    fecha: '2026-03-10',
    hora_corte: '08:30',
    cerrado: true,
    sin_clases: null,
    servicios: [
      {
        id_servicio: null,
        servicio: null,
        porciones: 30,
        alternativas: 3,
        por_alergeno: { leche: 1, mani: 2, huevo: 0 },
        cancelados: 2,
        servidos: 12,
        menus: Array.from({ length: menus }, (_, i) =>
          figures({
            id_menu: i + 1,
            pedidos: 10 + i,
            porciones: 15,
            servidos: 6,
            libres: 2 + i,
            sobrantes: i === 0 ? 1 : null,
          }),
        ),
        cursos: courses.map((curso) => ({
          curso,
          nombres: diners.filter((x) => x.curso === curso).map((x) => x.d),
        })),
      },
    ],
  };
}

describe("the kitchen's figures", () => {
  it("sums the menus' figures, keeping the service's own counts and the leftovers recorded", () => {
    const totals = serviceTotals(kitchen([]).servicios[0]);
    expect(totals).toMatchObject({
      pedidos: 21,
      porciones: 30,
      alternativas: 3,
      servidos: 12,
      cancelados: 2,
      libres: 5,
    });
    expect(totals.sobrantes).toBe(1);
    const none = kitchen([]).servicios[0];
    none.menus = none.menus.map((m) => ({ ...m, sobrantes: null }));
    expect(serviceTotals(none).sobrantes).toBeNull();
  });

  it('lists the alternatives by allergen, the largest first, without the empty ones', () => {
    expect(allergenCounts({ leche: 1, mani: 2, huevo: 0, gluten: 1 })).toEqual([
      { allergen: 'mani', count: 2 },
      { allergen: 'gluten', count: 1 },
      { allergen: 'leche', count: 1 },
    ]);
  });
});

describe('the serving line', () => {
  it("keeps the courses' order and names each alternative with its allergens", () => {
    const day = kitchen([
      diner(1, '5A'),
      diner(2, '5A', { alergenos: ['mani'] }),
      diner(3, 'Sin curso', { servido: true }),
    ]);
    expect(lineGroups(day.servicios[0])).toEqual([
      {
        curso: '5A',
        diners: [
          { id: 1, nombre: 'Estudiante 1', alternativa: null, alergenos: [], servido: false },
          {
            id: 2,
            nombre: 'Estudiante 2',
            alternativa: 'Almuerzo sin alérgenos',
            alergenos: ['mani'],
            servido: false,
          },
        ],
      },
      {
        curso: 'Sin curso',
        diners: [{ id: 3, nombre: 'Estudiante 3', alternativa: null, alergenos: [], servido: true }],
      },
    ]);
    expect(dinerCount(day)).toBe(3);
  });

  it('prints smaller and in more columns as the day grows, down to 7 pt in four for a whole school', () => {
    const school = (n: number) => kitchen(Array.from({ length: n }, (_, i) => diner(i, `${(i % 11) + 1}A`)));
    expect(printScale(school(20))).toEqual({ fontPt: 10, columns: 2 });
    expect(printScale(school(150))).toEqual({ fontPt: 9, columns: 3 });
    expect(printScale(school(300))).toEqual({ fontPt: 8, columns: 3 });
    expect(printScale(school(500))).toEqual({ fontPt: 7, columns: 4 });
  });
});
