/**
 * Every screen is accessible: no serious or critical axe-core violation (WCAG 2.1 A/AA) on the
 * login page, any menu page, any hall display or any generic form. A new page in the menu or a
 * new resource is checked too, without editing this file.
 */
import { describe, expect, it } from 'vitest';
import { auditScreens, auditStates, type ScreenAudit } from './axe';
import { newPage, startForFile } from './helpers';

const run = startForFile();

const failures = (audits: ScreenAudit[]) =>
  audits
    .filter((a) => a.violations.length > 0)
    .map(
      (a) =>
        `${a.path}: ${a.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`).join(', ')}`,
    );

describe('accesibilidad', () => {
  it('ninguna pantalla tiene violaciones graves o críticas de axe-core', async () => {
    const audits = await auditScreens(await newPage(run), run.baseUrl);
    expect(audits.length).toBeGreaterThan(50);
    expect(failures(audits)).toEqual([]);
  }, 300_000);

  it('tampoco con un cliente validado, un pedido en edición, la ficha de un estudiante, una importación en vista previa o un diálogo abierto', async () => {
    const audits = await auditStates(await newPage(run), run.baseUrl);
    // The refused sign-in, then each state of STATES (the student form's four dialogs among them).
    expect(audits.length).toBe(13);
    expect(failures(audits)).toEqual([]);
  }, 300_000);
});
