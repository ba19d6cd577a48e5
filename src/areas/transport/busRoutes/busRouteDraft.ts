/**
 * What the routes manager edits: a bus route as its form holds it (the driver, monitor and bus
 * found by document or plate, the riders with their homes), empty or read from a route.
 */
import {
  RUN_MINUTES,
  ridersWithHomes,
  type ShiftId,
  type RiderWithHome,
  type RoutePerson,
  type RouteRecord,
} from '../../../domain/transport';
import type { RouteVehicle } from '../../../dataProvider/calls/transport';

export interface Draft {
  nombreRuta: string;
  hora_inicio: string;
  driver: RoutePerson | null;
  monitor: RoutePerson | null;
  vehicle: RouteVehicle | null;
  id_jornada: ShiftId;
  observaciones: string;
  /** The afternoon drop-off's departure ('HH:MM'; empty: when its monitor starts it). */
  hora_regreso: string;
  /** Minutes a run takes, as typed (sent as a number). */
  duracion_min: string;
  /** The riders in stop order, each with their home from the route's `estudiantes` (the map's stops). */
  alumnos: RiderWithHome[];
}

export const EMPTY: Draft = {
  nombreRuta: '',
  hora_inicio: '',
  driver: null,
  monitor: null,
  vehicle: null,
  id_jornada: 1,
  observaciones: '',
  hora_regreso: '',
  duracion_min: String(RUN_MINUTES.default),
  alumnos: [],
};

export const draftOf = (r: RouteRecord): Draft => ({
  nombreRuta: r.nombreRuta,
  hora_inicio: r.hora_inicio,
  driver: { id: r.idConductor, name: r.conductor, num_doc: r.doc_conductor, cellphone: '' },
  monitor: { id: r.idMonitor, name: r.monitor, num_doc: r.doc_monitor, cellphone: '' },
  vehicle:
    r.idVehiculo && r.placa
      ? { id: r.idVehiculo, placa: r.placa, nombre_ruta: r.nombre_ruta ?? '', sillas: r.sillas ?? 0 }
      : null,
  id_jornada: r.id_jornada,
  observaciones: r.observaciones ?? '',
  hora_regreso: r.hora_regreso ?? '',
  duracion_min: String(r.duracion_min),
  alumnos: ridersWithHomes(r),
});
