/**
 * The client the API description generates agrees with the types the back office's data provider
 * reads its answers with (src/domain, inferred from the schemas the routes declare): for the
 * credentials', orders' and students' operations, each answer's `data` as openapi-typescript
 * writes it and the domain's type as JSON carries it must be assignable both ways. Compiled by
 * generate.ts after it writes .tmp/api-types/api.ts.
 */
import type { paths } from '../../.tmp/api-types/api';
import type { CourseStudent, StudentEdit, StudentFile, StudentRecord } from '../../src/domain/academic';
import type {
  Credential,
  CredentialByCode,
  CredentialLookup,
  MovedCredential,
} from '../../src/domain/credentials';
import type {
  EditResult,
  Order,
  OrderSummary,
  PosCatalog,
  PurchaseResult,
  ReverseResult,
} from '../../src/domain/orders';
import type { ImportPreview } from '../../src/domain/studentImport';
import type { TimelineEvent } from '../../src/domain/timeline';

/** A value as JSON carries it: a date becomes its ISO text. */
type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

type Method = 'get' | 'post' | 'put' | 'delete';

/** The `data` of an operation's success answer (200 or 201) as the generated client types it. */
type Data<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: { [S in 200 | 201]?: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;

/** True when each is assignable to the other (never agrees with nothing). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? ([A] extends [never] ? false : true) : false) : false;

/** Compiles only when `T` is true. */
type Agrees<T extends true> = T;

export type Checks = [
  // Credentials: the list, the look-ups, one credential, a top-up or deduction, a new code.
  Agrees<Same<Data<'/api/admin/carnets', 'get'>, Json<Credential[]>>>,
  Agrees<Same<Data<'/api/admin/carnets/{document}', 'get'>, Json<CredentialLookup>>>,
  Agrees<Same<Data<'/api/admin/carnets/{code}/validate', 'get'>, Json<CredentialByCode>>>,
  Agrees<Same<Data<'/api/admin/carnets/{id}/edit', 'get'>, Json<Credential>>>,
  Agrees<Same<Data<'/api/admin/carnets/{id}', 'put'>, Json<MovedCredential>>>,
  Agrees<Same<Data<'/api/admin/carnetscode/{id}', 'put'>, Json<Credential>>>,
  // Orders: the lists, one order, the till's catalog, a sale, its reversal and its edit.
  Agrees<Same<Data<'/api/cafeteria/requests', 'get'>, Json<OrderSummary[]>>>,
  Agrees<Same<Data<'/api/cafeteria/requests/{id}/edit', 'get'>, Json<Order>>>,
  Agrees<Same<Data<'/api/cafeteria/pos/catalog', 'get'>, Json<PosCatalog>>>,
  Agrees<Same<Data<'/api/cafeteria/requests', 'post'>, Json<PurchaseResult>>>,
  Agrees<Same<Data<'/api/cafeteria/requests/{id}/reverse', 'post'>, Json<ReverseResult>>>,
  Agrees<Same<Data<'/api/cafeteria/requests/{id}', 'put'>, Json<EditResult>>>,
  // Students: the list, one to edit, the file, the timeline, a course's students, the import's preview.
  Agrees<Same<Data<'/api/academic/students', 'get'>, Json<StudentRecord[]>>>,
  Agrees<Same<Data<'/api/academic/students/{id}/edit', 'get'>, Json<StudentEdit>>>,
  Agrees<Same<Data<'/api/academic/students/{id}/file', 'get'>, Json<StudentFile>>>,
  Agrees<Same<Data<'/api/academic/students/{id}/timeline', 'get'>, Json<TimelineEvent[]>>>,
  Agrees<Same<Data<'/api/academic/courses/students', 'post'>, Json<CourseStudent[]>>>,
  Agrees<Same<Data<'/api/academic/students/import/preview', 'post'>, Json<ImportPreview>>>,
];
