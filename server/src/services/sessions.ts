// Login sessions: random 32-byte bearer tokens, looked up by their SHA-256 hash, expiring and revocable.
// A login holds one session per location the user may use (docs/locations.md): same login_id, revoked
// together; each raw token is also kept sealed with the server's secrets key so the account details can
// hand the login's set again (accountCommerceTokens).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ModuleId, PlanId } from '@shared/constants';
import type { ModulePermissions } from '@shared/types/account';
import type { DbOrTx } from '../db/database';
import { accounts, commerces, sessions, userLocations, users, type UserRole } from '../db/schema/index';
import { openText, sealText } from '../db/secrets';
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

export interface NewSession {
  userId: string;
  commerceId: string;
  ttlHours: number;
  /** The login it belongs to (createLogin); a lone session otherwise. */
  loginId?: string;
  /** Seals the raw token so the login's set can be handed again (account details). */
  secretsKey?: Buffer;
}

export async function createSession(db: DbOrTx, input: NewSession): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      token_hash: hashToken(token),
      id_usuario: input.userId,
      id_comercio: input.commerceId,
      expires_at: new Date(Date.now() + input.ttlHours * 3_600_000),
      login_id: input.loginId ?? null,
      token_sealed: input.secretsKey ? sealText(input.secretsKey, token) : null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/** The entry of accountCommerceTokens (docs/domain.md (Entidades)): one per location of the login. */
export interface CommerceToken {
  id_comercio: string;
  token: string;
}

/** The commerces a user may use: its home commerce first, then the others by name (user_locations). */
export async function userCommerceIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: commerces.id })
    .from(userLocations)
    .innerJoin(users, eq(users.id, userLocations.id_usuario))
    .innerJoin(commerces, eq(commerces.id, userLocations.id_comercio))
    .where(eq(userLocations.id_usuario, userId))
    .orderBy(sql`${commerces.id} <> ${users.id_comercio}`, asc(commerces.nombre), asc(commerces.id));
  return rows.map((row) => row.id);
}

/**
 * A login: one session per location the user may use, in one login_id. `token` is the session of
 * `preferredCommerceId` when the user may use it, else of the home commerce.
 */
export async function createLogin(
  db: DbOrTx,
  input: { userId: string; ttlHours: number; secretsKey: Buffer; preferredCommerceId?: string | null },
): Promise<{ token: string; commerceId: string; commerceTokens: CommerceToken[] }> {
  const loginId = randomUUID();
  const commerceIds = await userCommerceIds(db, input.userId);
  const commerceTokens: CommerceToken[] = [];
  for (const commerceId of commerceIds) {
    const { token } = await createSession(db, { userId: input.userId, commerceId, ttlHours: input.ttlHours, loginId, secretsKey: input.secretsKey });
    commerceTokens.push({ id_comercio: commerceId, token });
  }
  const chosen = commerceTokens.find((entry) => entry.id_comercio === input.preferredCommerceId) ?? commerceTokens[0];
  if (!chosen) throw new Error(`Usuario ${input.userId} sin sucursales`);
  return { token: chosen.token, commerceId: chosen.id_comercio, commerceTokens };
}

/** Adds a session for a location to an open login (a location added or granted while signed in). */
export async function addLoginSession(db: DbOrTx, session: Pick<PanelSession, 'sessionId' | 'userId'>, commerceId: string, secretsKey: Buffer): Promise<CommerceToken> {
  const [current] = await db.select({ loginId: sessions.login_id, expiresAt: sessions.expires_at }).from(sessions).where(eq(sessions.id, session.sessionId)).limit(1);
  const loginId = current?.loginId ?? randomUUID();
  if (current && !current.loginId) await db.update(sessions).set({ login_id: loginId }).where(eq(sessions.id, session.sessionId));
  const ttlHours = current ? Math.max(1, (current.expiresAt.getTime() - Date.now()) / 3_600_000) : 24;
  const { token } = await createSession(db, { userId: session.userId, commerceId, ttlHours, loginId, secretsKey });
  return { id_comercio: commerceId, token };
}

/**
 * accountCommerceTokens of a session: one entry per location the user may use now, home first. A location
 * added or granted since the login (by this login or another) gets its session in this login here, so the
 * panel and the desktop side see it without signing in again.
 */
export async function loginCommerceTokens(
  db: DbOrTx,
  session: Pick<PanelSession, 'sessionId' | 'commerceId' | 'token' | 'userId'>,
  secretsKey: Buffer,
  now: Date = new Date(),
): Promise<CommerceToken[]> {
  const open = await openLoginTokens(db, session, secretsKey, now);
  const allowed = await userCommerceIds(db, session.userId);
  const byCommerce = new Map(open.map((entry) => [entry.id_comercio, entry]));
  for (const commerceId of allowed) {
    if (!byCommerce.has(commerceId)) byCommerce.set(commerceId, await addLoginSession(db, session, commerceId, secretsKey));
  }
  return allowed.flatMap((commerceId) => byCommerce.get(commerceId) ?? []);
}

/** The open sessions of a session's login whose token can be opened; the session's own always. */
async function openLoginTokens(db: DbOrTx, session: Pick<PanelSession, 'sessionId' | 'commerceId' | 'token'>, secretsKey: Buffer, now: Date): Promise<CommerceToken[]> {
  const [current] = await db.select({ loginId: sessions.login_id }).from(sessions).where(eq(sessions.id, session.sessionId)).limit(1);
  const own: CommerceToken = { id_comercio: session.commerceId, token: session.token };
  if (!current?.loginId) return [own];
  const rows = await db
    .select({ id: sessions.id, commerceId: sessions.id_comercio, sealed: sessions.token_sealed, expiresAt: sessions.expires_at, home: users.id_comercio })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.id_usuario))
    .innerJoin(userLocations, and(eq(userLocations.id_usuario, sessions.id_usuario), eq(userLocations.id_comercio, sessions.id_comercio)))
    .innerJoin(commerces, eq(commerces.id, sessions.id_comercio))
    .where(and(eq(sessions.login_id, current.loginId), isNull(sessions.revoked_at)))
    .orderBy(sql`${commerces.id} <> ${users.id_comercio}`, asc(commerces.nombre), asc(commerces.id));
  const result: CommerceToken[] = [];
  for (const row of rows) {
    if (row.id === session.sessionId) {
      result.push(own);
      continue;
    }
    if (!row.sealed || row.expiresAt.getTime() <= now.getTime()) continue;
    try {
      result.push({ id_comercio: row.commerceId, token: openText(secretsKey, row.sealed) });
    } catch {
      // Sealed with another key (SECRETS_KEY changed): that location needs a new login.
    }
  }
  return result;
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
      locationModules: userLocations.modules,
      userStatus: users.status,
      commerceId: commerces.id,
      accountId: commerces.account_id,
      tipoPlan: commerces.tipo_plan,
      trialEndsAt: accounts.trial_ends_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.id_usuario))
    // A session is good only while its user may use its location (a withdrawn grant ends it).
    .innerJoin(userLocations, and(eq(userLocations.id_usuario, sessions.id_usuario), eq(userLocations.id_comercio, sessions.id_comercio)))
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
    modules: modulesFor(plan?.modulos ?? [], row.locationModules ?? row.userModules),
    planModules: (plan?.modulos ?? []).map((module) => module.id),
  };
}

// Every revocation announces a forced logout on the panel_session channel of the revoked sessions, in
// the same transaction (outbox + NOTIFY on commit), so open panels leave at once instead of at their next call.
async function announceLogouts(db: DbOrTx, revoked: { id: string; commerceId: string }[]): Promise<void> {
  for (const session of revoked) await publishSessionEvent(db, session.commerceId, session.id, { reason: 'logout' });
}

/** Logout: the session and every other session of its login (one per location) end together. */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  const [current] = await db.select({ loginId: sessions.login_id }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  const revoked = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(current?.loginId ? eq(sessions.login_id, current.loginId) : eq(sessions.id, sessionId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id, commerceId: sessions.id_comercio });
  await announceLogouts(db, revoked);
}

/** Ends a user's sessions at one location (its grant was withdrawn). */
export async function revokeUserLocationSessions(db: DbOrTx, userId: string, commerceId: string): Promise<void> {
  const revoked = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id_usuario, userId), eq(sessions.id_comercio, commerceId), isNull(sessions.revoked_at)))
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
