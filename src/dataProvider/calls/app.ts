/** The calls of the shell and the UI kit: maps, form schemas, a delete that reports the server's message, any report, the profile and the dashboard. */
import type { Identifier } from 'react-admin';
import type { FormFieldSchema } from '../../domain/fields';
import type { ExcelRequest } from '../../domain/reports';
import type { Profile, ProfileUpdate } from '../../domain/auth';
import type { MapSettings, Place } from '../../domain/maps';
import type { HttpClient } from '../http';
import { endpointOf } from '../endpoints';

export interface DashboardData {
  tiles: { key: string; label: string; value: number | null }[];
  sales: { date: string; total: number | null }[];
}

export const appCalls = (http: HttpClient) => ({
  /** Tiles, default centre and zoom of every map on screen. */
  async mapSettings(): Promise<MapSettings> {
    return (await http<MapSettings>('map/settings')).data;
  },
  /** Places matching `q` (the server asks the configured search service). */
  async searchPlaces(q: string): Promise<Place[]> {
    return (await http<Place[]>('map/places', { query: { q }, ownsFailure: true })).data;
  },
  /** DELETE that reports the server's message (a user with history is deactivated, not deleted). */
  async remove(resource: string, id: Identifier): Promise<string> {
    const body = await http(`${endpointOf(resource).path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    return body.message;
  },
  /**
   * A report's answer: `path` is one of its definition's routes (src/domain/reports);
   * `truncated` when more rows matched than a report answers (the first REPORT_ROW_LIMIT).
   */
  async report<R>(path: string, body: Record<string, unknown>): Promise<{ data: R; truncated: boolean }> {
    const answer = await http<R>(path, { method: 'POST', body });
    return { data: answer.data, truncated: answer.truncated === true };
  },
  /**
   * A report's whole Excel (.xlsx), built by the server as it reads (`<path>/excel`): every
   * row, not only those a report answers; its sheet and column titles in the screen's language.
   */
  async reportExcel(
    path: string,
    body: Record<string, unknown>,
    excel: NonNullable<ExcelRequest>,
  ): Promise<Blob> {
    return (await http<Blob>(`${path}/excel`, { method: 'POST', body: { ...body, excel }, file: true })).data;
  },
  async formSchema(resource: string): Promise<FormFieldSchema[]> {
    const body = await http<{ fields: FormFieldSchema[] }>(`${resource}/create`);
    return body.data.fields;
  },
  async profile(): Promise<Profile> {
    return (await http<Profile>('profile', { method: 'POST' })).data;
  },
  async updateProfile(data: ProfileUpdate): Promise<{ profile: Profile; message: string }> {
    const body = await http<Profile>('profile/update', { method: 'PUT', body: data });
    return { profile: body.data, message: body.message };
  },
  async dashboard(): Promise<DashboardData> {
    return (await http<DashboardData>('dashboard')).data;
  },
});
