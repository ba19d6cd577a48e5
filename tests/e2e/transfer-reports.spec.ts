/**
 * *Carnets → Recargas reportadas* (issue 32, item 5): a guardian invited and activated through the
 * API reports two bank transfers for her son with a real PNG receipt; the administrator sees them
 * pending, opens a receipt (the picture shows), rejects one with a reason (required), approves the
 * other, and the credential's balance grows by its amount exactly once. Every step axe-clean.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CredentialLookup } from '../../src/domain/credentials';
import type { FamilyChild } from '../../src/domain/family';
import type { StaffTransferReport, TransferReport } from '../../src/domain/transfers';
import { localDate } from '../../server/time';
import { adminCalls, familyCalls } from './admin-calls';
import { audit } from './axe';
import { atDashboard, login, menuLabels, newPage, openMenuEntry, startForFile } from './helpers';

const MARIA = { num_doc: '52987654', name: 'María Rojas Pérez' };
const EMILIANO = { num_doc: '1098765441', name: 'Emiliano Moreno Silva' };
const PASSWORD = 'Familia-2026-segura';
const APPROVED = { valor: 20_000, referencia: 'TRF-20001', money: '$20.000' };
const REJECTED = { valor: 35_000, referencia: 'TRF-35002', money: '$35.000' };
const REASON = 'El banco no muestra esa transferencia';
const run = startForFile();

/** A real PNG (a 96×64 blue-to-green gradient), built here: a phone's photo of a receipt, in small. */
function png(width = 96, height = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(8 + data.length + 4);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), 8 + data.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1)
      rows.set([30, 100 + Math.round((120 * x) / width), 200 - y], y * (1 + width * 3) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('recargas reportadas por las familias', () => {
  it('el administrador ve el soporte, rechaza una con motivo y aprueba otra, que recarga el carnet una sola vez', async () => {
    const staff = await adminCalls(run);
    const portal = await familyCalls(run, MARIA.num_doc, PASSWORD);
    const child = (await portal<FamilyChild[]>('GET', '/api/family/children')).find(
      (c) => c.name === EMILIANO.name,
    );
    expect(child).toBeDefined();
    // Three days ago at the school, by the server's clock: past, and well within 60 days.
    const fecha = localDate(new Date(run.clock.nowMs() - 3 * 86_400_000), 'America/Bogota');
    const soporte = `data:image/png;base64,${png().toString('base64')}`;
    for (const { valor, referencia } of [APPROVED, REJECTED]) {
      const report = await portal<TransferReport>('POST', '/api/family/transfers', {
        id_estudiante: child!.id,
        valor,
        fecha,
        referencia,
        soporte,
      });
      expect(report.estado).toBe('pendiente');
    }
    const balance = async () =>
      (await staff<CredentialLookup>('GET', `/api/admin/carnets/${EMILIANO.num_doc}`)).carnet!.saldo;
    const before = await balance();

    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await expect.poll(() => menuLabels(page)).toContain('Carnets');
    await openMenuEntry(page, 'Carnets', 'Recargas reportadas');
    await page.waitForURL(/#\/admin\/carnets\/transfers$/);
    await page.getByRole('heading', { level: 1, name: 'Recargas reportadas' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Pendientes' }).getAttribute('aria-selected')).toBe('true');
    const rows = page.getByTestId('transfer-row');
    // The two reported here and the demo's own (Mónica's, from yesterday).
    await expect.poll(() => rows.count()).toBe(3);
    const row = (ref: string) => rows.filter({ hasText: ref });
    const pending = await row(APPROVED.referencia).innerText();
    for (const text of [EMILIANO.name, EMILIANO.num_doc, MARIA.name, APPROVED.money, 'Pendiente'])
      expect(pending).toContain(text);
    expect(await audit(page)).toEqual([]);

    // The receipt: the PNG the family sent, drawn from the bytes the staff's route answers.
    await page
      .getByRole('button', { name: `Ver soporte de la recarga de ${APPROVED.money} de ${EMILIANO.name}` })
      .click();
    const receipt = page.getByRole('dialog', { name: `Soporte de la recarga de ${EMILIANO.name}` });
    await receipt.getByText(`referencia ${APPROVED.referencia}`).waitFor();
    const picture = receipt.getByRole('img', { name: `Soporte de la transferencia de ${EMILIANO.name}` });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(96);
    expect(await audit(page)).toEqual([]);
    await receipt.getByRole('button', { name: 'Cerrar' }).click();
    await receipt.waitFor({ state: 'detached' });

    // Rejected, by keyboard: the reason is required, then the family's to read.
    const reject = page.getByRole('button', {
      name: `Rechazar la recarga de ${REJECTED.money} de ${EMILIANO.name}`,
    });
    await reject.focus();
    await page.keyboard.press('Enter');
    const rejecting = page.getByRole('dialog', { name: `Rechazar la recarga de ${EMILIANO.name}` });
    await rejecting.getByRole('button', { name: 'Rechazar' }).click();
    await rejecting.getByText('El campo Motivo es requerido').waitFor();
    expect(await audit(page)).toEqual([]);
    await rejecting.getByRole('textbox', { name: 'Motivo' }).fill(REASON);
    await page.keyboard.press('Tab');
    await rejecting.getByRole('button', { name: 'Rechazar' }).click();
    await page.getByText('Recarga rechazada').waitFor();
    await expect.poll(() => rows.count()).toBe(2);

    // Approved: the confirmation names the amount and the student.
    await page
      .getByRole('button', { name: `Aprobar la recarga de ${APPROVED.money} de ${EMILIANO.name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Aprobar la recarga reportada' });
    const question = await confirm.innerText();
    expect(question).toContain(APPROVED.money);
    expect(question).toContain(EMILIANO.name);
    expect(await audit(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Aprobar' }).click();
    await page.getByText('Recarga aprobada').waitFor();
    // The demo's report is still pending.
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.innerText()).toContain('NEQUI-20461837');
    // The decided row's buttons are gone: the focus went to the list, not to the page's start.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('transfers-panel');
    expect(await balance()).toBe(before + APPROVED.valor);
    expect(await audit(page)).toEqual([]);

    // Each under its tab, with who decided and why.
    await page.getByRole('tab', { name: 'Aprobadas' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    const approved = await row(APPROVED.referencia).innerText();
    expect(approved).toContain('Aprobada');
    expect(approved).not.toContain('—');
    await page.getByRole('tab', { name: 'Rechazadas' }).click();
    await expect.poll(() => row(REJECTED.referencia).count()).toBe(1);
    expect(await row(REJECTED.referencia).innerText()).toContain(`Motivo: ${REASON}`);
    expect(
      await row(REJECTED.referencia)
        .getByRole('button', { name: /^Aprobar/ })
        .count(),
    ).toBe(0);
    await page.getByRole('tab', { name: 'Todas' }).click();
    await expect.poll(() => rows.count()).toBe(3);
    expect(await audit(page)).toEqual([]);

    // Approving again answers the same report: the balance grew once.
    const list = await staff<StaffTransferReport[]>('GET', '/api/admin/transfers?estado=aprobada');
    const again = await staff<StaffTransferReport>('POST', `/api/admin/transfers/${list[0].id}/approve`);
    expect(again.id_movimiento).toBe(list[0].id_movimiento);
    expect(await balance()).toBe(before + APPROVED.valor);
    await page.context().close();
  });
});
