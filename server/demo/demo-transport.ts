/**
 * The demo school's buses (issue 15): three drivers (one licence expiring within the list's
 * 30-day warning of the day the demo is loaded), three monitors, a messenger and three vehicles.
 */
import type { Db } from '../db/client';
import { drivers, messengers, monitors, vehicles } from '../db/schema';
import { localDate } from '../time';

/** 'YYYY-MM-DD' `days` after `day`. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The buses' people and vehicles, as of `opts.now` (the server's clock): licences expire counted from its day. */
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
        licencia_vence: plusDays(today, 20),
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
      },
      {
        placa: 'TMS265',
        nombre_ruta: 'Buseta Cabecera',
        sillas: 24,
        marca: 'Hyundai County',
        categoria: 'Buseta',
        observaciones: 'Con rampa de acceso',
      },
      {
        placa: 'SXV903',
        nombre_ruta: 'Bus Floridablanca',
        sillas: 40,
        marca: 'Mercedes-Benz OF',
        categoria: 'Bus',
        observaciones: 'Solo jornada de la mañana',
      },
    ].map((row) => ({ ...row, ...stamped })),
  );
}
