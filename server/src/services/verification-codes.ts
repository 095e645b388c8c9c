// One-time 6-digit codes (password recovery, phone validation): stored hashed, single use,
// valid 15 minutes, void after 5 wrong tries. Issuing a new code voids the previous ones.
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { VERIFICATION_CODE_LENGTH } from '@shared/validation/auth';
import type { DbOrTx } from '../db/database';
import { verificationCodes, type VerificationPurpose } from '../db/schema/index';

export const CODE_TTL_MS = 15 * 60_000;
const MAX_WRONG_TRIES = 5;

function hashCode(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

export async function issueCode(
  db: DbOrTx,
  input: { purpose: VerificationPurpose; userId: string; commerceId: string; target: string },
): Promise<string> {
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
  const now = new Date();
  await db
    .update(verificationCodes)
    .set({ used_at: now })
    .where(and(eq(verificationCodes.id_usuario, input.userId), eq(verificationCodes.purpose, input.purpose), isNull(verificationCodes.used_at)));
  const [row] = await db
    .insert(verificationCodes)
    .values({
      purpose: input.purpose,
      id_usuario: input.userId,
      id_comercio: input.commerceId,
      target: input.target,
      code_hash: 'pendiente',
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
    })
    .returning({ id: verificationCodes.id });
  await db.update(verificationCodes).set({ code_hash: hashCode(row!.id, code) }).where(eq(verificationCodes.id, row!.id));
  return code;
}

/** Marks the user's current code used and answers true when `code` matches it. */
export async function consumeCode(db: DbOrTx, input: { purpose: VerificationPurpose; userId: string; code: string }): Promise<boolean> {
  const [current] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.id_usuario, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.used_at),
        gt(verificationCodes.expires_at, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.created_at))
    .limit(1);
  if (!current) return false;
  if (current.code_hash !== hashCode(current.id, input.code.trim())) {
    await db
      .update(verificationCodes)
      .set({
        attempts: sql`${verificationCodes.attempts} + 1`,
        used_at: current.attempts + 1 >= MAX_WRONG_TRIES ? new Date() : null,
      })
      .where(eq(verificationCodes.id, current.id));
    return false;
  }
  // Single use even under concurrent requests: only the update that flips used_at wins.
  const claimed = await db
    .update(verificationCodes)
    .set({ used_at: new Date() })
    .where(and(eq(verificationCodes.id, current.id), isNull(verificationCodes.used_at)))
    .returning({ id: verificationCodes.id });
  return claimed.length === 1;
}

/** Where a phone code is sent (and the rate-limit key): "+<country code><number>". */
export function phoneTarget(countryCode: string, telefono: string): string {
  return `+${countryCode.trim()}${telefono.trim()}`;
}
