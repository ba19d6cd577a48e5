/** The notices' texts (src/domain/notice-texts.ts): every kind in both languages, its values in place and formatted. */
import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS, type NoticeData } from '../../src/domain/notices';
import { NOTICE_TEXTS, noticeMessage } from '../../src/domain/notice-texts';

const DATA: NoticeData = {
  saldo: 4500,
  aviso: 5000,
  valor: 20000,
  referencia: 'NEQUI-1',
  motivo: 'No llegó',
  hora: '2026-11-27T12:35:00.000Z',
  lugar: 'Portería principal',
  ruta: 'Ruta 3',
  producto: 'Maní salado 50 g',
  regla: 'bloqueado_familia',
  fecha: '2026-03-12',
  restantes: 2,
};
const hour = (iso: string) => `<${iso.slice(11, 16)}>`;

describe('notice texts', () => {
  it('has every kind in Spanish and English, and every placeholder filled', () => {
    for (const locale of ['es', 'en'] as const) {
      expect(Object.keys(NOTICE_TEXTS[locale]).sort()).toEqual([...NOTICE_KINDS].sort());
      for (const kind of NOTICE_KINDS) {
        const { title, body } = noticeMessage(locale, kind, DATA, 'Emiliano Moreno Silva', hour);
        expect(title.length, `${locale} ${kind}`).toBeGreaterThan(0);
        expect(body, `${locale} ${kind}`).not.toMatch(/%\{/);
        expect(body, `${locale} ${kind}`).toContain('Emiliano Moreno Silva');
        // A Spanish hour ends in 'a. m.': no text ends on it (no double full stop).
        expect(body.trimEnd().endsWith('>.'), `${locale} ${kind}`).toBe(false);
      }
    }
  });

  it('says a lunch’s day, what paid it and a pack’s lunches left in the reader’s words (issue 56)', () => {
    const lunch = { fecha: '2026-03-12', producto: 'Almuerzo juvenil' };
    expect(
      noticeMessage('es', 'almuerzo_anulado', { ...lunch, valor: 12000, motivo: 'saldo' }, 'Ana', hour).body,
    ).toBe(
      'Ana no registró ingreso al corte del 12/03/2026: se canceló su almuerzo (Almuerzo juvenil) y se devolvió $12.000.',
    );
    expect(
      noticeMessage('en', 'almuerzo_restablecido', { ...lunch, motivo: 'paquete' }, 'Ana', hour).body,
    ).toBe(
      'Ana arrived at school: their lunch on 03/12/2026 (Almuerzo juvenil) was restored, paid with a lunch of the pack.',
    );
    expect(noticeMessage('es', 'paquete_almuerzos', { restantes: 0 }, 'Ana', hour).body).toBe(
      'El paquete de almuerzos de Ana se agotó.',
    );
    expect(noticeMessage('en', 'paquete_almuerzos', { restantes: 2 }, 'Ana', hour).body).toBe(
      "Ana's lunch pack has 2 lunches left.",
    );
    expect(noticeMessage('es', 'paquete_almuerzos', { restantes: 2 }, 'Ana', hour).body).toBe(
      'El paquete de almuerzos de Ana tiene 2 almuerzos disponibles.',
    );
  });

  it('formats money as pesos and the hour as the caller says', () => {
    expect(noticeMessage('es', 'saldo_bajo', DATA, 'Ana', hour).body).toBe(
      'El saldo de Ana bajó a $4.500, menos que su aviso de $5.000.',
    );
    expect(noticeMessage('es', 'recarga_rechazada', DATA, 'Ana', hour).body).toBe(
      'El colegio rechazó la recarga de $20.000 para Ana (ref. NEQUI-1). Motivo: No llegó.',
    );
    expect(noticeMessage('en', 'subio', DATA, 'Ana', hour).body).toBe(
      'At <12:35>, Ana got on the route Ruta 3 bus.',
    );
    expect(noticeMessage('es', 'tarde', DATA, 'Ana', hour).body).toBe(
      'A las <12:35>, Ana llegó tarde al colegio (Portería principal).',
    );
    const allergy = {
      ...DATA,
      lugar: 'cafetería',
      motivo: 'El producto contiene maní, al que el estudiante es alérgico',
    };
    expect(noticeMessage('es', 'alergia', allergy, 'Ana', hour).body).toBe(
      'A las <12:35>, la caja de cafetería, sin conexión, entregó a Ana Maní salado 50 g. El producto contiene maní, al que el estudiante es alérgico.',
    );
  });

  it("an attempt (issue 55): the product, the store and the rule in the reader's words, never the cashier", () => {
    const attempt = {
      hora: DATA.hora,
      producto: 'Gaseosa cola 350 ml',
      lugar: 'Cafetería',
      regla: 'alergia',
    };
    expect(noticeMessage('es', 'intento', attempt, 'Ana', hour)).toEqual({
      title: 'Intento de compra rechazado',
      body: 'A las <12:35>, Ana intentó comprar Gaseosa cola 350 ml (Cafetería): contiene algo a lo que es alérgico.',
    });
    expect(noticeMessage('en', 'intento', { ...attempt, regla: 'categoria_colegio' }, 'Ana', hour).body).toBe(
      'At <12:35>, Ana tried to buy Gaseosa cola 350 ml (Cafetería): category blocked by the school.',
    );
    // Refused for no product in particular (a cap at the lunch line): "something".
    const { producto: _p, ...capped } = { ...attempt, regla: 'tope_diario' };
    expect(noticeMessage('es', 'intento', capped, 'Ana', hour).body).toBe(
      'A las <12:35>, Ana intentó comprar algo (Cafetería): superaba el tope diario.',
    );
  });
});
