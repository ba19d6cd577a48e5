/** Absence at the cut-off (src/domain/absences.ts): the day's absent, its excuses, excusing a day, an excuse's photo. */
import type { AbsentDay, Excuse } from '../../domain/absences';
import type { HttpClient } from '../http';

export interface ExcuseBody {
  id_estudiante: number;
  fecha: string;
  motivo: string;
  /** A JPG or PNG as a data URL. */
  foto?: string;
}

export const absenceCalls = (http: HttpClient) => ({
  /** The day's cut-offs, absent students and missing exits ('YYYY-MM-DD'; a day not yet come is refused). */
  async absentDay(fecha: string): Promise<AbsentDay> {
    return (await http<AbsentDay>('access/absent', { query: { fecha } })).data;
  },
  /** The day's excuses, the family's and the office's (any day, one ahead too). */
  async dayExcuses(fecha: string): Promise<Excuse[]> {
    return (await http<Excuse[]>('access/excuses', { query: { fecha } })).data;
  },
  async excuseStudent(body: ExcuseBody): Promise<Excuse> {
    return (await http<Excuse>('access/excuses', { method: 'POST', body })).data;
  },
  /** The excuse's photo as a data URL. */
  async excusePhoto(id: number): Promise<string> {
    return (await http<{ foto_tipo: string; foto: string }>(`access/excuses/${id}/foto`)).data.foto;
  },
});
