/** Saving a student's restrictions and daily limit, under the sale's lock (the caller's transaction). */
import { and, eq } from 'drizzle-orm';
import { NO_USER, USER_WITHOUT_CREDENTIAL } from '../../../../../src/domain/credentials';
import type { RestrictionsSaved } from '../../../../../src/domain/restrictions';
import type { Db } from '../../../../db/client';
import { credentials, students, users } from '../../../../db/schema';
import { notFound } from '../../../../http/errors';
import { lockCredential } from '../../../../money';
import { findBlockRecord, inArea, restrictedProducts } from '../queries/records';
import { setStudentLimits } from './dailyCap';

export interface RestrictionsInput {
  userId: number;
  /** The products the student may not buy: replaces the current list. */
  ids: number[];
  /** Daily spending limit in pesos; 0 for none. */
  limit: number;
  staffId: number;
  /** The save's instant (the server's clock): the change's record and today's consumption. */
  now: Date;
}

/** Replaces the student's restricted products and sets the limit, inside the caller's transaction; the record and products after. */
export async function saveRestrictions(
  tx: Db,
  timezone: string,
  input: RestrictionsInput,
): Promise<RestrictionsSaved> {
  const { userId, ids, limit } = input;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(students, eq(students.id_user, users.id))
    .where(and(eq(users.id, userId), inArea))
    .limit(1);
  if (!user) throw notFound(NO_USER);
  // The sale locks the same row before reading the restrictions: a save and a sale of
  // this student never interleave.
  const credential = await lockCredential(tx, { userId });
  if (!credential) throw notFound(USER_WITHOUT_CREDENTIAL);
  // Recorded with who set it, as a family's change is; the staff's list replaces the family's blocks too.
  await setStudentLimits(
    tx,
    { userId, cap: limit, products: ids, by: { staffId: input.staffId }, at: input.now },
    credential,
  );
  const record = await findBlockRecord(tx, timezone, input.now, eq(credentials.id, credential.id));
  if (!record) throw notFound(NO_USER);
  return { record, products: await restrictedProducts(tx, userId) };
}
