/** The papers' reads: every vehicle's papers and every driver's licence, as stored. */
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { drivers, vehicles } from '../../../db/schema';

/** A bus's papers as the rule reads them (src/domain/vehiclePapers.ts): also the run's start check's. */
export const vehiclePaperColumns = {
  id: vehicles.id,
  placa: vehicles.placa,
  soat_numero: vehicles.soat_numero,
  soat_vence: vehicles.soat_vence,
  tecnomecanica_numero: vehicles.tecnomecanica_numero,
  tecnomecanica_vence: vehicles.tecnomecanica_vence,
  poliza_numero: vehicles.poliza_numero,
  poliza_vence: vehicles.poliza_vence,
};

/** A driver's licence as the rule reads it. */
export const driverLicenceColumns = {
  id: drivers.id,
  name: drivers.name,
  licencia_categoria: drivers.licencia_categoria,
  licencia_vence: drivers.licencia_vence,
};

export function vehiclePapers(db: Db) {
  return db.select(vehiclePaperColumns).from(vehicles).orderBy(asc(vehicles.placa));
}

export function driverLicences(db: Db) {
  return db.select(driverLicenceColumns).from(drivers).orderBy(asc(drivers.name));
}
