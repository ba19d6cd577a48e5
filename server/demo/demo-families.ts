/**
 * The demo's families with access to the portal (issue 32, item 8): a guardian of four of the fixed
 * students and one of two generated children, both with the README's published password — which,
 * as the staff's, signs in only on the server's own machine; a new invitation from the guardian's
 * profile lets them choose their own.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  familyAccounts,
  guardians,
  noticeChoices,
  portalSettings,
  students,
  transferReports,
} from '../db/schema';
import { localDate } from '../time';
import { encodePng } from './demo-images';

/** Luz Ruiz Martínez (Camila, Samuel, Mariana and Tomás) and Mónica Gualdrón Jiménez (Alejandro and Luis Miguel). */
export const DEMO_FAMILIES = [
  'luz.ruiz@familias.colegio.demo',
  'monica.gualdron1@familias.colegio.demo',
] as const;

export async function seedDemoFamilies(
  tx: Db,
  {
    passwordHash,
    adminId,
    timezone,
    now,
  }: { passwordHash: string; adminId: number; timezone: string; now: Date },
): Promise<void> {
  const found = await tx
    .select({ id: guardians.id })
    .from(guardians)
    .where(inArray(guardians.email, [...DEMO_FAMILIES]));
  if (found.length !== DEMO_FAMILIES.length)
    throw new Error('seedDemoFamilies: faltan acudientes de la demostración');
  await tx.insert(familyAccounts).values(
    found.map((g) => ({
      id_guardian: g.id,
      password_hash: passwordHash,
      invited_by: adminId,
      invited_at: now,
      activated_at: now,
      created_at: now,
      updated_at: now,
    })),
  );
  // The demo school lets families change all four: the caps, the blocks, the low-balance notice and the hours.
  await tx.insert(portalSettings).values({
    id: 1,
    family_sets_cap: true,
    family_blocks: true,
    family_sets_alert: true,
    family_sets_windows: true,
    updated_by: adminId,
    updated_at: now,
  });
  const childrenOf = (email: string) =>
    tx
      .select({ account: familyAccounts.id, child: students.id_user })
      .from(familyAccounts)
      .innerJoin(guardians, eq(guardians.id, familyAccounts.id_guardian))
      .innerJoin(students, eq(students.id_attendant, guardians.id))
      .where(eq(guardians.email, email))
      .orderBy(asc(students.id_user));
  const [luz, monica] = [await childrenOf(DEMO_FAMILIES[0]), await childrenOf(DEMO_FAMILIES[1])];
  // Luz wants to know when her children pass the gate, arrive late or ride the bus.
  await tx.insert(noticeChoices).values(
    luz.map((c) => ({
      id_family: c.account,
      id_user: c.child,
      gate: true,
      late: true,
      bus: true,
      updated_at: now,
    })),
  );
  // Mónica reported yesterday's transfer: the front desk's *Recargas reportadas* has one to review.
  const yesterday = new Date(now.getTime() - 86_400_000);
  await tx.insert(transferReports).values({
    id_user: monica[0].child,
    id_family: monica[0].account,
    amount: 50_000,
    paid_on: localDate(yesterday, timezone),
    reference: 'NEQUI-20461837',
    receipt: demoReceipt(),
    receipt_type: 'image/png',
    created_at: yesterday,
  });
}

/** A phone's photo of a transfer's receipt, as the demo draws it: a slip with a green header and lines of text. */
function demoReceipt(): Buffer {
  const width = 240;
  const height = 360;
  const rgb = new Uint8Array(width * height * 3).fill(236);
  const paint = (x0: number, y0: number, x1: number, y1: number, [r, g, b]: [number, number, number]) => {
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const i = (y * width + x) * 3;
        rgb[i] = r;
        rgb[i + 1] = g;
        rgb[i + 2] = b;
      }
  };
  paint(20, 20, 220, 340, [255, 255, 255]);
  paint(20, 20, 220, 70, [46, 125, 50]);
  for (let line = 0; line < 9; line++)
    paint(36, 96 + line * 24, line % 3 === 2 ? 150 : 204, 104 + line * 24, [120, 120, 120]);
  paint(36, 310, 140, 322, [46, 125, 50]);
  return encodePng(width, height, rgb);
}
