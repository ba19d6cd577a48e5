/** The bus runs and their alarms (src/domain/transportRuns.ts): the monitor's phone and the coordinator's screen. */
import type {
  AlarmBoard,
  BoardRider,
  DropRider,
  RiderMove,
  Run,
  RunAlarm,
  RunDetail,
  StartRun,
} from '../../domain/transportRuns';
import type { HttpClient } from '../http';

export const transportRunCalls = (http: HttpClient) => ({
  /** A day's runs (today by the server's clock when not given). */
  async dayRuns(fecha?: string): Promise<Run[]> {
    return (await http<Run[]>('transport/runs', { query: { fecha } })).data;
  },
  async busRun(id: number): Promise<RunDetail> {
    return (await http<RunDetail>(`transport/runs/${id}`)).data;
  },
  /** Today's run of the route in that direction: a new one, or the one already open. */
  async startRun(body: StartRun): Promise<RunDetail> {
    return (await http<RunDetail>('transport/runs', { method: 'POST', body })).data;
  },
  async boardRider(runId: number, body: BoardRider): Promise<RiderMove> {
    return (await http<RiderMove>(`transport/runs/${runId}/board`, { method: 'POST', body })).data;
  },
  async dropRider(runId: number, body: DropRider): Promise<RiderMove> {
    return (await http<RiderMove>(`transport/runs/${runId}/drop`, { method: 'POST', body })).data;
  },
  /** Refused (409) while a child is on board: the message names them. */
  async endRun(runId: number): Promise<RunDetail> {
    return (await http<RunDetail>(`transport/runs/${runId}/end`, { method: 'POST' })).data;
  },
  async runAlarms(): Promise<AlarmBoard> {
    return (await http<AlarmBoard>('transport/alarms')).data;
  },
  async resolveRunAlarm(id: number): Promise<RunAlarm> {
    return (await http<RunAlarm>(`transport/alarms/${id}/resolve`, { method: 'POST' })).data;
  },
});
