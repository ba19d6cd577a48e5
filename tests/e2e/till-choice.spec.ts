/**
 * Tills are named things, not browser accidents (src/domain/tillChoice.ts): a second browser
 * profile (a context of its own, as a guest window or a cleared browser) that opens the cafeteria's
 * point of sale is asked for a till, chooses the demo's «Caja cafetería 1» that the first one uses,
 * and no till is made; the choice survives a reload. The screen is clean for axe with the notice.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tills } from '../../server/db/schema';
import { DEMO_CASHIER, DEMO_PASSWORD } from '../../server/demo/seed';
import { audit } from './axe';
import { atDashboard, chooseTill, login, newPage, startForFile } from './helpers';

const run = startForFile();
const SALE = '/#/cafeteria/requests/create';
const tillCount = async () => (await run.database.db.select({ n: count() }).from(tills))[0].n;
const figures = (page: Page) => page.getByTestId('till-status').innerText();

/** A browser profile of its own, signed in as the demo cashier, at the cafeteria's point of sale. */
async function profileAtTheTill(): Promise<Page> {
  const page = await newPage(run);
  await login(page, run.baseUrl, DEMO_CASHIER, DEMO_PASSWORD);
  await atDashboard(page);
  await page.goto(`${run.baseUrl}${SALE}`);
  return page;
}

describe('la caja de este equipo', () => {
  it('un segundo perfil del navegador elige la caja que ya existe: no se crea ninguna y la elección sobrevive a recargar', async () => {
    const before = await tillCount();
    const first = await profileAtTheTill();
    await chooseTill(first, 'Caja cafetería 1');
    await expect.poll(() => figures(first), { timeout: 15_000 }).toContain('Última sincronización');

    const second = await profileAtTheTill();
    const chooser = second.getByTestId('till-chooser');
    await chooser.waitFor();
    expect(await chooser.innerText()).toContain(
      'Este equipo no tiene caja asignada: elíjala para poder vender sin conexión',
    );
    // The first profile's visit shows as the till's last connection (the tills' list comes after the
    // notice: wait for it); the cashier may not create tills.
    await chooser
      .getByText(/Última conexión:/)
      .first()
      .waitFor();
    expect(await second.getByRole('button', { name: 'Crear caja' }).count()).toBe(0);
    // Not a modal: the sale screen is there to sell online meanwhile.
    await second.getByTestId('carnet-search').waitFor();
    expect(await audit(second)).toEqual([]);

    await chooseTill(second, 'Caja cafetería 1');
    await expect.poll(() => figures(second), { timeout: 15_000 }).toContain('Última sincronización');
    expect(await tillCount()).toBe(before);
    expect(await audit(second)).toEqual([]);

    await second.reload();
    await expect.poll(() => second.getByTestId('till-name').innerText()).toBe('Caja: Caja cafetería 1');
    expect(await second.getByTestId('till-chooser').count()).toBe(0);
    expect(await tillCount()).toBe(before);
    await first.context().close();
    await second.context().close();
  });
});
