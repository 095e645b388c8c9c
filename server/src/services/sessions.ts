// Login sessions: random 32-byte bearer tokens, stored only as SHA-256 hashes, expiring and revocable.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ModuleId, PlanId } from '@shared/constants';
import type { ModulePermissions } from '@shared/types/account';
import type { DbOrTx } from '../db/database';
import { accounts, commerces, sessions, users, type UserRole } from '../db/schema/index';
import { effectivePlan, modulesFor } from './plans';
import { publishSessionEvent } from '../live/publisher';
import type { PlanCatalog } from './plan-catalog';

/** What every authenticated request knows about its caller (request.session). */
export interface PanelSession {
  sessionId: string;
  /** The raw bearer token of this request. */
  token: string;
  userId: string;
  commerceId: string;
  accountId: string;
  role: UserRole;
  planId: PlanId;
  modules: ModulePermissions[];
  /** The plan's own modules: a module missing from `modules` but here is the user's permissions, not the plan. */
  planModules: ModuleId[];
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: DbOrTx, input: { userId: string; commerceId: string; ttlHours: number }): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      token_hash: hashToken(token),
      id_usuario: input.userId,
      id_comercio: input.commerceId,
      expires_at: new Date(Date.now() + input.ttlHours * 3_600_000),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/** The session of a bearer token, or null when unknown, expired, revoked or its user is disabled. */
export async function authenticateToken(db: DbOrTx, catalog: PlanCatalog, token: string, now: Date = new Date()): Promise<PanelSession | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expires_at,
      revokedAt: sessions.revoked_at,
      userId: users.id,
      role: users.role,
      userModules: users.modules,
      userStatus: users.status,
      commerceId: commerces.id,
      accountId: commerces.account_id,
      tipoPlan: commerces.tipo_plan,
      trialEndsAt: accounts.trial_ends_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.id_usuario))
    .innerJoin(commerces, eq(commerces.id, sessions.id_comercio))
    .innerJoin(accounts, eq(accounts.id, commerces.account_id))
    .where(eq(sessions.token_hash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime() || row.userStatus !== 'activo') return null;
  const planId = effectivePlan(row.tipoPlan, row.trialEndsAt, now);
  const plan = await catalog.get(planId);
  return {
    sessionId: row.sessionId,
    token,
    userId: row.userId,
    commerceId: row.commerceId,
    accountId: row.accountId,
    role: row.role,
    planId,
    modules: modulesFor(plan?.modulos ?? [], row.userModules),
    planModules: (plan?.modulos ?? []).map((module) => module.id),
  };
}

// Every revocation announces a forced logout on the panel_session channel of the revoked sessions, in
// the same transaction (outbox + NOTIFY on commit), so open panels leave at once instead of at their next call.
async function announceLogouts(db: DbOrTx, revoked: { id: string; commerceId: string }[]): Promise<void> {
  for (const session of revoked) await publishSessionEvent(db, session.commerceId, session.id, { reason: 'logout' });
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  const revoked = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id, commerceId: sessions.id_comercio });
  await announceLogouts(db, revoked);
}

/** Revokes every open session of a user (password reset, user disabled). */
export async function revokeUserSessions(db: DbOrTx, userId: string): Promise<void> {
  const revoked = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id_usuario, userId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id, commerceId: sessions.id_comercio });
  await announceLogouts(db, revoked);
}
