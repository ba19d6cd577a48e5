/** The evacuation roll call (src/domain/rollCall.ts): open it, read it, mark a person safe, close it, its Excel. */
import type {
  RollCall,
  RollCallMark,
  RollCallMarkBody,
  RollCallOpened,
  RollCallSummary,
} from '../../domain/rollCall';
import type { HttpClient } from '../http';

const PATH = 'access/rollcall';

export const rollCallCalls = (http: HttpClient) => ({
  /** Opens one over everyone inside now, or answers the one already open. */
  async openRollCall(): Promise<RollCallOpened> {
    return (await http<RollCallOpened>(PATH, { method: 'POST', body: {} })).data;
  },
  /** The open one first, then the recent closed ones. */
  async rollCalls(): Promise<RollCallSummary[]> {
    return (await http<RollCallSummary[]>(PATH)).data;
  },
  async rollCall(id: number): Promise<RollCall> {
    return (await http<RollCall>(`${PATH}/${id}`)).data;
  },
  /** A tap (`id_persona`) or a read (`code`); the message says whether it was new, repeated or added. */
  async markSafe(id: number, who: RollCallMarkBody): Promise<{ mark: RollCallMark; message: string }> {
    const answer = await http<RollCallMark>(`${PATH}/${id}/safe`, { method: 'POST', body: who });
    return { mark: answer.data, message: answer.message };
  },
  async closeRollCall(id: number): Promise<RollCall> {
    return (await http<RollCall>(`${PATH}/${id}/close`, { method: 'POST', body: {} })).data;
  },
  async rollCallExcel(id: number): Promise<Blob> {
    return (await http<Blob>(`${PATH}/${id}/excel`, { file: true })).data;
  },
});
