// The user rows the sign-in, password and phone-validation flows read and write (routes/auth/*,
// routes/v1/change-password.ts, routes/v1/account.ts).
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { commerces, sessions, users } from '../../db/schema/index';
import { revokeUserSessions } from '../sessions';

export type UserRow = typeof users.$inferSelect;

/** The user whose email or username is `identifier` (already trimmed and lower-cased). */
export async function findUserByLogin(db: DbOrTx, identifier: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, identifier), eq(users.username, identifier)))
    .limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/**
 * The signed-in user's own change: every other open session of theirs is revoked; `keptSessionId` stays, with
 * the other locations' sessions of the same login (docs/locations.md).
 */
export async function changeOwnPassword(db: Db, userId: string, passwordHash: string, keptSessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
    const [kept] = await tx.select({ loginId: sessions.login_id }).from(sessions).where(eq(sessions.id, keptSessionId)).limit(1);
    const sameLogin = kept?.loginId ? or(isNull(sessions.login_id), ne(sessions.login_id, kept.loginId)) : undefined;
    await tx
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.id_usuario, userId), isNull(sessions.revoked_at), ne(sessions.id, keptSessionId), sameLogin));
  });
}

/** A reset by code: the new password, and every open session of the user revoked. */
export async function resetPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
  });
}

/** The owner of the commerce with this phone, for the logged-out phone validation. */
export async function ownerOfPhone(db: DbOrTx, telefono: string, countryCode: string): Promise<{ user: UserRow; commerceId: string } | undefined> {
  const [row] = await db
    .select({ user: users, commerceId: commerces.id })
    .from(commerces)
    .innerJoin(users, and(eq(users.id_comercio, commerces.id), eq(users.role, 'owner')))
    .where(and(eq(commerces.telefono, telefono.trim()), eq(commerces.country_code, countryCode.trim())))
    .limit(1);
  return row;
}

/** The commerce's phone marked validated; with a new password hash, the owner's password reset too. */
export async function markPhoneValidated(db: Db, commerceId: string, reset?: { userId: string; passwordHash: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(commerces).set({ telefono_verificado: true }).where(eq(commerces.id, commerceId));
    if (reset) {
      await tx.update(users).set({ password_hash: reset.passwordHash }).where(eq(users.id, reset.userId));
      await revokeUserSessions(tx, reset.userId);
    }
  });
}
