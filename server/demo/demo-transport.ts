/**
 * The demo school's buses (issue 15): three drivers with current licences, three monitors, a
 * messenger and three vehicles with their papers (issue 53), one SOAT due within the 30-day
 * warning of the day the demo is loaded. Their routes and the run under way: demo-bus-routes.ts.
 */
import type { Db } from '../db/client';
import { drivers, messengers, monitors, vehicles } from '../db/schema';
import { localDate } from '../time';

/** 'YYYY-MM-DD' `days` after `day`. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A bus's papers, each expiring `days` from `today` (its SOAT first, then inspection and policy). */
const papers = (today: string, plate: string, [soat, inspection, policy]: [number, number, number]) => ({
  soat_numero: `SOAT-${plate}-01`,
  soat_vence: plusDays(today, soat),
  tecnomecanica_numero: `RTM-${plate}-01`,
  tecnomecanica_vence: plusDays(today, inspection),
  poliza_numero: `RC-${plate}-01`,
  poliza_vence: plusDays(today, policy),
});

/** The buses' people and vehicles, as of `opts.now` (the server's clock): licences and papers expire counted from its day. */
export async function seedDemoTransport(tx: Db, opts: { timezone: string; now: Date }): Promise<void> {
  const today = localDate(opts.now, opts.timezone);
  const stamped = { created_at: opts.now, updated_at: opts.now };
  await tx.insert(drivers).values(
    [
      {
        num_doc: '91234001',
        name: 'Jorge Enrique Pabón',
        cellphone: '3001112233',
        licencia_categoria: 'C2',
        licencia_vence: plusDays(today, 400),
      },
      {
        num_doc: '91234002',
        name: 'Luis Alberto Quintero',
        cellphone: '3002223344',
        licencia_categoria: 'C2',
        licencia_vence: plusDays(today, 250),
      },
      {
        num_doc: '91234003',
        name: 'Hernán Darío Rueda',
        cellphone: '3003334455',
        phone: '6076345678',
        licencia_categoria: 'C3',
        licencia_vence: plusDays(today, 700),
      },
    ].map((row) => ({ ...row, ...stamped })),
  );
  await tx.insert(monitors).values(
    [
      {
        num_doc: '63450001',
        name: 'Claudia Patricia Mantilla',
        cellphone: '3154445566',
        email: 'claudia.mantilla@colegio.demo',
      },
      { num_doc: '63450002', name: 'Sandra Milena Ardila', cellphone: '3155556677' },
      { num_doc: '63450003', name: 'Martha Lucía Serrano', cellphone: '3156667788' },
    ].map((row) => ({ ...row, ...stamped })),
  );
  await tx
    .insert(messengers)
    .values([{ num_doc: '1098000777', name: 'Óscar Iván Delgado', cellphone: '3167778899', ...stamped }]);
  await tx.insert(vehicles).values(
    [
      {
        placa: 'WXK481',
        nombre_ruta: 'Buseta Norte',
        sillas: 30,
        marca: 'Chevrolet NPR',
        categoria: 'Buseta',
        observaciones: 'Revisión técnico-mecánica vigente',
        // Its SOAT is due in 20 days: the dashboard and the vehicles list warn of it.
        ...papers(today, 'WXK481', [20, 150, 200]),
      },
      {
        placa: 'TMS265',
        nombre_ruta: 'Buseta Cabecera',
        sillas: 24,
        marca: 'Hyundai County',
        categoria: 'Buseta',
        observaciones: 'Con rampa de acceso',
        ...papers(today, 'TMS265', [180, 240, 300]),
      },
      {
        placa: 'SXV903',
        nombre_ruta: 'Bus Floridablanca',
        sillas: 40,
        marca: 'Mercedes-Benz OF',
        categoria: 'Bus',
        observaciones: 'Solo jornada de la mañana',
        ...papers(today, 'SXV903', [90, 120, 330]),
      },
    ].map((row) => ({ ...row, ...stamped })),
  );
}
