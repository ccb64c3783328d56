// SQL of otp_sessions. Attempts and use are counted by conditional UPDATEs, so concurrent
// verifications can neither exceed the attempt limit nor use one code twice.
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@gaadi/domain/constants';
import { otpSessions } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type OtpSessionRow = typeof otpSessions.$inferSelect;
export type OtpTargetType = 'email' | 'phone';

export async function insertOtpSession(db: DbOrTx, values: typeof otpSessions.$inferInsert) {
  await db.insert(otpSessions).values(values);
}

const usable = () => and(isNull(otpSessions.consumedAt), isNull(otpSessions.invalidatedAt), gt(otpSessions.expiresAt, sql`now()`));

/** Earlier unused codes of a target stop working once a newer one has gone out. */
export async function invalidateOtherSessions(db: DbOrTx, target: { type: OtpTargetType; value: string }, keepId: string) {
  await db
    .update(otpSessions)
    .set({ invalidatedAt: sql`now()` })
    .where(and(eq(otpSessions.targetType, target.type), eq(otpSessions.target, target.value), ne(otpSessions.id, keepId), usable()));
}

export async function invalidateSession(db: DbOrTx, id: string) {
  await db.update(otpSessions).set({ invalidatedAt: sql`now()` }).where(eq(otpSessions.id, id));
}

export async function findOtpSession(db: DbOrTx, id: string): Promise<OtpSessionRow | null> {
  const [row] = await db.select().from(otpSessions).where(eq(otpSessions.id, id));
  return row ?? null;
}

/** Spends one attempt of a live session of this target; null when none is left (or no such session). */
export async function claimAttempt(db: DbOrTx, id: string, target: { type: OtpTargetType; value: string }): Promise<OtpSessionRow | null> {
  const [row] = await db
    .update(otpSessions)
    .set({ attempts: sql`${otpSessions.attempts} + 1` })
    .where(
      and(
        eq(otpSessions.id, id),
        eq(otpSessions.targetType, target.type),
        eq(otpSessions.target, target.value),
        lt(otpSessions.attempts, OTP_MAX_ATTEMPTS),
        usable(),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks the code used; false when a concurrent verification used it first. */
export async function consumeSession(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(otpSessions)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpSessions.id, id), isNull(otpSessions.consumedAt), isNull(otpSessions.invalidatedAt)))
    .returning({ id: otpSessions.id });
  return rows.length > 0;
}
