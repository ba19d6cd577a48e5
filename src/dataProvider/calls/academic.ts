/** Academic: the pickers of the student form, and the purchase restrictions (locks) of students. */
import type { Identifier } from 'react-admin';
import type { PosCatalog, PosStore } from '../../domain/orders';
import type {
  BlockRecord,
  RestrictedProduct,
  RestrictionsSaved,
  RestrictionGridQuery,
  ProductsBlockInput,
} from '../../domain/restrictions';
import { LOCKED_PRODUCTS_PATH } from '../../domain/stores';
import type { ImportBody, ImportPreview, ImportResult } from '../../domain/studentImport';
import type { CourseStudent, StudentFile } from '../../domain/academic';
import type { TimelineEvent } from '../../domain/timeline';
import type { Spending, SpendingPeriod } from '../../domain/spending';
import type { Invitation, PortalAccess, PortalSettings } from '../../domain/family';
import type { HttpClient } from '../http';

/** A row of a student-form picker: a course, a guardian or a restaurant product. */
export interface PickRow {
  id: number;
  name: string;
  num_doc?: string;
  price?: number;
}

export const academicCalls = (http: HttpClient) => ({
  /** Every course, in the order the school entered them (the 'Cursos creados' dialog). */
  async allCourses(): Promise<PickRow[]> {
    return (await http<PickRow[]>('academic/courses/all')).data;
  },
  /** Students by surname (a part of the name) and/or course (the course dialog; at least one of the two). */
  async courseStudents(query: { apellido?: string; id_course?: number }): Promise<CourseStudent[]> {
    return (await http<CourseStudent[]>('academic/courses/students', { method: 'POST', body: query })).data;
  },
  /** The restaurant products for a student born on `birthday` (the 'Productos' dialog). */
  async productsForBirthday(birthday: string): Promise<PickRow[]> {
    return (await http<PickRow[]>('restaurant/getproductstudents', { method: 'POST', body: { birthday } }))
      .data;
  },
  /** Everything the school knows of one student (the student file). */
  async studentFile(id: Identifier): Promise<StudentFile> {
    return (await http<StudentFile>(`academic/students/${encodeURIComponent(id)}/file`)).data;
  },
  /** One page of the student's timeline, newest first. */
  async studentTimeline(
    id: Identifier,
    query: { page: number; perPage: number },
  ): Promise<{ data: TimelineEvent[]; total: number }> {
    const body = await http<TimelineEvent[]>(`academic/students/${encodeURIComponent(id)}/timeline`, {
      query,
    });
    return { data: body.data, total: body.total ?? body.data.length };
  },
  /** Where the student's money went this week, month or school year. */
  async studentSpending(id: Identifier, periodo: SpendingPeriod): Promise<Spending> {
    return (
      await http<Spending>(`academic/students/${encodeURIComponent(id)}/spending`, { query: { periodo } })
    ).data;
  },
  /** The restrictions' grid: students with a credential, their daily limit and restriction count. */
  async restrictionGrid(query: RestrictionGridQuery): Promise<{ data: BlockRecord[]; total: number }> {
    const body = await http<BlockRecord[]>('lock/students', { method: 'POST', body: query });
    return { data: body.data, total: body.total ?? body.data.length };
  },
  /** One student's block record by document (or a scanned credential code); its code comes masked. */
  async restrictionRecord(credential: string): Promise<BlockRecord> {
    return (await http<BlockRecord>(`academic/validatecredential/${encodeURIComponent(credential.trim())}`))
      .data;
  },
  /** The products a student may not buy (the cashiers read it too). */
  async restrictedProducts(idUser: Identifier): Promise<RestrictedProduct[]> {
    return (await http<RestrictedProduct[]>(`${LOCKED_PRODUCTS_PATH}/${encodeURIComponent(idUser)}`)).data;
  },
  /** Replaces the student's restrictions and sets the daily limit (0 = none). */
  async saveRestrictions(input: ProductsBlockInput): Promise<RestrictionsSaved & { message: string }> {
    const body = await http<RestrictionsSaved>('academic/productsblock', { method: 'POST', body: input });
    return { ...body.data, message: body.message };
  },
  /** The restrictions screen's product picker: a store's point-of-sale catalog. */
  async restrictionCatalog(store: PosStore): Promise<PosCatalog> {
    return (await http<PosCatalog>('academic/locks/catalog', { query: { store } })).data;
  },
  /** A students CSV checked row by row against the school; nothing is written. */
  async previewStudentImport(body: ImportBody): Promise<ImportPreview> {
    return (await http<ImportPreview>('academic/students/import/preview', { method: 'POST', body })).data;
  },
  /** A guardian's access to the families' portal. */
  async portalAccess(guardianId: Identifier): Promise<PortalAccess> {
    return (await http<PortalAccess>(`academic/attendant/${encodeURIComponent(guardianId)}/portal`)).data;
  },
  /** A new single-use invitation link for the guardian (the previous one stops working). */
  async invitePortal(guardianId: Identifier): Promise<Invitation> {
    return (
      await http<Invitation>(`academic/attendant/${encodeURIComponent(guardianId)}/invite`, {
        method: 'POST',
      })
    ).data;
  },
  /** Ends the guardian's portal access and sessions. */
  async revokePortal(guardianId: Identifier): Promise<PortalAccess> {
    return (
      await http<PortalAccess>(`academic/attendant/${encodeURIComponent(guardianId)}/portal`, {
        method: 'DELETE',
      })
    ).data;
  },
  /** What the school lets families change from the portal. */
  async portalSettings(): Promise<PortalSettings> {
    return (await http<PortalSettings>('academic/portal/settings')).data;
  },
  async savePortalSettings(settings: PortalSettings): Promise<PortalSettings> {
    return (await http<PortalSettings>('academic/portal/settings', { method: 'PUT', body: settings })).data;
  },
  /** The same file's valid rows written in one transaction; the rows left out come back. */
  async importStudents(body: ImportBody): Promise<ImportResult> {
    return (await http<ImportResult>('academic/students/import', { method: 'POST', body })).data;
  },
});
