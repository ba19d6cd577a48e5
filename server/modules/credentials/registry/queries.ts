/**
 * Reading credentials as the API answers them (`Credential` of src/domain/credentials.ts): the
 * list, one credential, the lookups by document and by code, with today's consumption for the
 * daily cap (the two reports are the reports feature's). The points of sale and the locks reuse these.
 * Codes are bearer secrets: every answer here masks them (`maskCode`) but one credential read
 * for the screens that show the card to its holder (`CodeView`).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  looksLikeCode,
  maskCode,
  type Credential,
  type CredentialLookup,
} from '../../../../src/domain/credentials';
import { credentialsResource } from '../../../../src/domain/resources/credentials';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';
import { credentials, students, users } from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import { joinedList, oneJoin, type JoinedList } from '../../../http/joined-list';
import type { ListQueryInput } from '../../../http/list-query';
import { consumptionBetweenSql, consumptionTodaySql } from '../../../money';
import { schoolToday } from '../../../time';

/** The columns of a `Credential`, from carnets joined to their holder (`users`), with the consumption of `now`'s school day. */
export function credentialColumns(timezone: string, now: Date) {
  return columnsWith(consumptionTodaySql(credentials.id, timezone, now));
}

function columnsWith(purchase: SQL<number>) {
  return {
    id: credentials.id,
    id_user_primary: credentials.id_user_primary,
    name_user_primary: users.name,
    num_doc: users.num_doc,
    url: users.url,
    code: credentials.code,
    saldo: credentials.saldo,
    active: credentials.active,
    lockSaldo: credentials.lockSaldo,
    purchase,
    created_at: credentials.created_at,
  };
}

type CredentialRow = { [K in keyof ReturnType<typeof credentialColumns>]: unknown } & { created_at: Date };

/**
 * 'whole': the answer of a screen that shows or prints the card for its holder (top-up,
 * deduction, edit, a new code), behind those screens' keys; 'masked' everywhere else.
 */
export type CodeView = 'whole' | 'masked';

export function toCredential(row: CredentialRow, view: CodeView): Credential {
  const code = String(row.code);
  return {
    id: Number(row.id),
    id_user_primary: Number(row.id_user_primary),
    name_user_primary: String(row.name_user_primary),
    num_doc: String(row.num_doc),
    url: (row.url as string | null) ?? null,
    code: view === 'whole' ? code : maskCode(code),
    saldo: Number(row.saldo),
    active: Number(row.active) === 1 ? 1 : 0,
    lockSaldo: Number(row.lockSaldo),
    purchase: Number(row.purchase),
    created_at: row.created_at.toISOString(),
  };
}

/** One credential by id, as the money screens answer it after a movement (prepared: every top-up reads it). */
const byId = preparedStatement('credential_by_id', (db) =>
  db
    .select(
      columnsWith(
        consumptionBetweenSql(credentials.id, sql.placeholder('dayStart'), sql.placeholder('dayEnd')),
      ),
    )
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .where(eq(credentials.id, sql.placeholder('id')))
    .limit(1),
);

export async function credentialById(
  db: Db,
  timezone: string,
  now: Date,
  id: number,
  view: CodeView,
): Promise<Credential | null> {
  const { start, end } = schoolToday(timezone, now);
  const [row] = await byId.execute(db, { id, dayStart: start.toISOString(), dayEnd: end.toISOString() });
  return row ? toCredential(row, view) : null;
}

/** Credentials matching `where` (over carnets and their holder), as `Credential`s. */
export async function selectCredentials(
  db: Db,
  timezone: string,
  now: Date,
  where: SQL | undefined,
  view: CodeView,
): Promise<Credential[]> {
  const rows = await db
    .select(credentialColumns(timezone, now))
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .where(where);
  return rows.map((row) => toCredential(row, view));
}

export async function findCredential(
  db: Db,
  timezone: string,
  now: Date,
  where: SQL,
  view: CodeView,
): Promise<Credential | null> {
  const [credential] = await selectCredentials(db, timezone, now, where, view);
  return credential ?? null;
}

const lookupUserColumns = {
  id: users.id,
  name: users.name,
  num_doc: users.num_doc,
  type_doc: users.type_doc,
  url: users.url,
  // Issue 35: the till shows a student's allergies and checks them before the server does (staff have none).
  alergias: sql<string[]>`coalesce(${students.alergias}, '{}'::text[])`,
  alergias_nota: students.alergias_nota,
};

/**
 * An active user by document (exact, trimmed) and their credential (code masked), if any; null
 * if no active user has it. The cashier sells to the user's id, never to the code.
 */
export async function lookupByDocument(
  db: Db,
  timezone: string,
  now: Date,
  document: string,
): Promise<CredentialLookup | null> {
  const [user] = await db
    .select(lookupUserColumns)
    .from(users)
    .leftJoin(students, eq(students.id_user, users.id))
    .where(and(eq(users.num_doc, document.trim()), eq(users.active, 1)))
    .limit(1);
  if (!user) return null;
  return {
    user,
    carnet: await findCredential(db, timezone, now, eq(credentials.id_user_primary, user.id), 'masked'),
  };
}

/** A credential by its code (case-insensitive) with its holder; null if no credential has it. The answer masks the code: the reader holds it. */
export async function lookupByCode(
  db: Db,
  timezone: string,
  now: Date,
  code: string,
): Promise<(CredentialLookup & { carnet: Credential; userActive: boolean }) | null> {
  const credential = await findCredential(
    db,
    timezone,
    now,
    eq(credentials.code, code.trim().toUpperCase()),
    'masked',
  );
  if (!credential) return null;
  const [user] = await db
    .select({ ...lookupUserColumns, active: users.active })
    .from(users)
    .leftJoin(students, eq(students.id_user, users.id))
    .where(eq(users.id, credential.id_user_primary))
    .limit(1);
  const { active, ...holder } = user;
  return { user: holder, carnet: credential, userActive: active === 1 };
}

/**
 * The credential list: credentials with their holder, paged, sorted and filtered in SQL, codes
 * masked. A code is neither searched by a part nor sorted (either would let anyone holding the
 * list read the codes out a character at a time): a search, or the `code` filter, that is a
 * whole code finds that one credential, as a card passed through a scanner. Today's consumption
 * is of the school day the server's `clock` reads at each request.
 */
export function credentialList(timezone: string, clock: Clock): JoinedList<Credential> {
  const listAt = (now: Date) =>
    joinedList<Credential>({
      from: credentials,
      joins: [oneJoin(users, users.id, credentials.id_user_primary)],
      select: credentialColumns(timezone, now),
      toRecord: (row) => toCredential(row as CredentialRow, 'masked'),
      fields: credentialsResource.fields,
      columns: {
        id: credentials.id,
        created_at: credentials.created_at,
        name_user_primary: users.name,
        num_doc: users.num_doc,
        saldo: credentials.saldo,
        lockSaldo: credentials.lockSaldo,
        active: credentials.active,
      },
      idColumn: credentials.id,
      searchable: credentialsResource.searchable,
      sortable: new Set(['id', 'created_at', 'name_user_primary', 'num_doc', 'saldo', 'lockSaldo', 'active']),
      defaultSort: credentialsResource.sort,
      extraFilters: {
        code: (value) => eq(credentials.code, String(value).trim().toUpperCase()),
        id_user_primary: (value) => {
          const list = (Array.isArray(value) ? value : [value]).map(Number);
          if (list.some((v) => !Number.isInteger(v))) {
            throw badRequest('El filtro id_user_primary debe ser numérico', {
              filter: 'El filtro id_user_primary debe ser numérico',
            });
          }
          return inArray(credentials.id_user_primary, list);
        },
      },
    });
  return (db, query, scope) => listAt(clock.now())(db, wholeCodeSearch(query), scope);
}

/** A search that is a whole code becomes the exact `code` filter (a malformed filter is left for the list to refuse). */
function wholeCodeSearch(query: ListQueryInput): ListQueryInput {
  const q = query.q?.trim();
  const filter = filterObject(query.filter);
  if (!q || !looksLikeCode(q) || !filter) return query;
  return { ...query, q: undefined, filter: JSON.stringify({ ...filter, code: q }) };
}

/** The list's `filter` JSON as an object; null when it is not one. */
function filterObject(raw: string | undefined): Record<string, unknown> | null {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
