// SQL of otp_sessions. Attempts and use are counted by conditional UPDATEs, so concurrent
// verifications can neither exceed the attempt limit nor use one code twice.
import { and, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@gaadi/domain/constants';
import { otpSessions } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type OtpSessionRow = typeof otpSessions.$inferSelect;
export type OtpTargetType = 'email' | 'phone';
export type OtpPurpose = 'sign_in' | 'change_contact';
export interface OtpTarget {
  type: OtpTargetType;
  value: string;
}

export async function insertOtpSession(db: DbOrTx, values: typeof otpSessions.$inferInsert) {
  await db.insert(otpSessions).values(values);
}

const usable = () => and(isNull(otpSessions.consumedAt), isNull(otpSessions.invalidatedAt), gt(otpSessions.expiresAt, sql`now()`));

/** Earlier unused codes of a target stop working once a newer one has gone out (per asking account for changes). */
export async function invalidateOtherSessions(db: DbOrTx, target: OtpTarget, purpose: OtpPurpose, userId: string | null, keepId: string) {
  await db
    .update(otpSessions)
    .set({ invalidatedAt: sql`now()` })
    .where(
      and(
        eq(otpSessions.targetType, target.type),
        eq(otpSessions.target, target.value),
        eq(otpSessions.purpose, purpose),
        userId ? eq(otpSessions.userId, userId) : undefined,
        ne(otpSessions.id, keepId),
        usable(),
      ),
    );
}

/** Whether this target has completed a sign-in from this client address in the last `days`. */
export async function signedInFrom(db: DbOrTx, target: OtpTarget, ip: string, days = 30): Promise<boolean> {
  const [row] = await db
    .select({ id: otpSessions.id })
    .from(otpSessions)
    .where(
      and(
        eq(otpSessions.target, target.value),
        eq(otpSessions.targetType, target.type),
        eq(otpSessions.purpose, 'sign_in'),
        eq(otpSessions.ip, ip),
        gt(otpSessions.consumedAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .limit(1);
  return !!row;
}

export async function invalidateSession(db: DbOrTx, id: string) {
  await db.update(otpSessions).set({ invalidatedAt: sql`now()` }).where(eq(otpSessions.id, id));
}

export async function findOtpSession(db: DbOrTx, id: string): Promise<OtpSessionRow | null> {
  const [row] = await db.select().from(otpSessions).where(eq(otpSessions.id, id));
  return row ?? null;
}

/**
 * Spends one attempt of the live session `id` if it also matches `which`; null when none is left
 * (or no such session). Attempts are counted before the code is compared.
 */
async function spendAttempt(db: DbOrTx, id: string, which: SQL[]): Promise<OtpSessionRow | null> {
  const [row] = await db
    .update(otpSessions)
    .set({ attempts: sql`${otpSessions.attempts} + 1` })
    .where(and(eq(otpSessions.id, id), ...which, lt(otpSessions.attempts, OTP_MAX_ATTEMPTS), usable()))
    .returning();
  return row ?? null;
}

/** A sign-in code sent to this target. */
export const claimAttempt = (db: DbOrTx, id: string, target: OtpTarget) =>
  spendAttempt(db, id, [eq(otpSessions.purpose, 'sign_in'), eq(otpSessions.targetType, target.type), eq(otpSessions.target, target.value)]);

/** A contact-change code this user asked for. */
export const claimChangeAttempt = (db: DbOrTx, id: string, userId: string) =>
  spendAttempt(db, id, [eq(otpSessions.purpose, 'change_contact'), eq(otpSessions.userId, userId)]);

/** Marks the code used; false when a concurrent verification used it first. */
export async function consumeSession(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(otpSessions)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpSessions.id, id), isNull(otpSessions.consumedAt), isNull(otpSessions.invalidatedAt)))
    .returning({ id: otpSessions.id });
  return rows.length > 0;
}
