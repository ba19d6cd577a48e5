/** School transport: the routes manager's calls (src/domain/transport.ts). */
import type {
  RouteInput,
  RoutePerson,
  RouteRecord,
  RiderWithHome,
  RouteSummary,
  UnassignedStudent,
} from '../../domain/transport';
import type { TodayRoute } from '../../domain/transportToday';
import type { BoardingKind, BoardingResult, OnBoardCount, RouteBoard } from '../../domain/transportBoarding';
import type { PapersSummary } from '../../domain/transportPapers';
import type { HttpClient } from '../http';

/** A vehicle as the routes manager needs it. */
export interface RouteVehicle {
  id: number;
  placa: string;
  nombre_ruta: string;
  sillas: number;
}

export const transportCalls = (http: HttpClient) => ({
  async routeSummaries(): Promise<RouteSummary[]> {
    return (await http<RouteSummary[]>('schoolroutes/routes')).data;
  },
  async busRoute(id: number): Promise<RouteRecord> {
    return (await http<RouteRecord>(`schoolroutes/routes/${id}/edit`)).data;
  },
  /** A new route (id null) or the whole of one replaced; the route as saved and the server's message. */
  async saveRoute(id: number | null, body: RouteInput): Promise<{ route: RouteRecord; message: string }> {
    const answer =
      id === null
        ? await http<RouteRecord>('schoolroutes/routes', { method: 'POST', body })
        : await http<RouteRecord>(`schoolroutes/routes/${id}`, { method: 'PUT', body });
    return { route: answer.data, message: answer.message };
  },
  async deleteRoute(id: number): Promise<string> {
    return (await http(`schoolroutes/routes/${id}`, { method: 'DELETE' })).message;
  },
  async routeDriver(numDoc: string): Promise<RoutePerson> {
    return (
      await http<RoutePerson>('schoolroutes/consultarCo', {
        method: 'POST',
        body: { num_doc: numDoc.trim() },
      })
    ).data;
  },
  async routeMonitor(numDoc: string): Promise<RoutePerson> {
    return (
      await http<RoutePerson>('schoolroutes/consultarMo', {
        method: 'POST',
        body: { num_doc: numDoc.trim() },
      })
    ).data;
  },
  async routeVehicle(placa: string): Promise<RouteVehicle> {
    return (
      await http<RouteVehicle>('schoolroutes/buscarVehiculo', {
        method: 'POST',
        body: { placa: placa.trim() },
      })
    ).data;
  },
  /** A course's students and the weekdays they have no route in the shift. */
  async unassignedStudents(courseId: number, shift: number): Promise<UnassignedStudent[]> {
    return (
      await http<UnassignedStudent[]>('schoolroutes/asignate', {
        query: { id_course: courseId, id_jornada: shift },
      })
    ).data;
  },
  /** A student added at the end of a route on the given weekdays. */
  async assignToRoute(input: { id_route: number; id_user: number; dias: number[] }): Promise<string> {
    return (await http('schoolroutes/asignarAlumno', { method: 'POST', body: input })).message;
  },
  /** A student read getting on or off a route's bus. */
  async recordBoarding(routeId: number, code: string, kind: BoardingKind): Promise<BoardingResult> {
    return (
      await http<BoardingResult>(`schoolroutes/routes/${routeId}/boardings`, {
        method: 'POST',
        body: { code, kind },
      })
    ).data;
  },
  /** Today's list of a route: on board, got off, missing. */
  async routeBoard(routeId: number): Promise<RouteBoard> {
    return (await http<RouteBoard>(`schoolroutes/routes/${routeId}/board`)).data;
  },
  /** Each route's riders of today and how many are on board. */
  async onBoardCounts(): Promise<OnBoardCount[]> {
    return (await http<OnBoardCount[]>('schoolroutes/onboard')).data;
  },
  /** The riders of a route on the school's today. */
  async todayRiders(routeId: number): Promise<TodayRoute> {
    return (await http<TodayRoute>(`schoolroutes/routes/${routeId}/today`)).data;
  },
  /** The routes manager's search: the first STUDENT_SEARCH_LIMIT by name, and whether more match. */
  async routeStudentSearch(filter: {
    id_course?: number | null;
    apellido?: string | null;
  }): Promise<{ students: RiderWithHome[]; more: boolean }> {
    const body = await http<RiderWithHome[]>('schoolroutes/consultarAl', { method: 'POST', body: filter });
    return { students: body.data, more: body.hasNextPage === true };
  },
  /** Every bus's and driver's papers with their state on the school's day, most urgent first (issue 53). */
  async transportPapers(): Promise<PapersSummary> {
    return (await http<PapersSummary>('schoolroutes/papers')).data;
  },
  async transportPapersExcel(): Promise<Blob> {
    return (await http<Blob>('schoolroutes/papers/excel', { file: true })).data;
  },
});
