// Creating a commerce with its account and owner (sign-up, fixtures, demo seed), the login session
// answer, and the account details of docs/domain.md (Entidades) (plan, trial, modules, monthly order usage).
import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { DEFAULT_COUNTRY_CODE, type PlanId } from '@shared/constants';
import { menuLink } from '@shared/public-menu/links';
import type { AccountDetails, LoginSession, ModulePermissions } from '@shared/types/account';
import type { Db, DbOrTx } from '../db/database';
import { accounts, commerces, users, type UserRole } from '../db/schema/index';
import { conflict } from '../errors';
import { SERVER_MSG } from '../messages';
import { type CommerceInsert } from './commerce';
import { accountMonthCounts, orderLimitsOf } from './order-limits';
import { hashPassword } from './passwords';
import { isServerOperator } from './operator';
import type { PlanCatalog } from './plan-catalog';
import { effectivePlan, trialDaysRemaining, TRIAL_DAYS } from './plans';
import { createLogin, loginCommerceTokens, type CommerceToken, type PanelSession } from './sessions';

export interface NewCommerceAccount {
  nombre: string;
  ownerName: string;
  email: string;
  password: string;
  username?: string;
  telefono?: string;
  country_code?: string;
  plan?: PlanId;
  /** Onboarding finished (a date is set) or not (null, the wizard shows). */
  onboarded?: boolean;
  /** Owner's own module set; null/undefined = everything the plan has. */
  modules?: ModulePermissions[] | null;
  idPath?: string;
  /** Any further commerce columns (demo seed, fixtures). */
  commerce?: Partial<CommerceInsert>;
  /** Fixed ids (deterministic seed). */
  ids?: { accountId?: string; commerceId?: string; userId?: string };
  trialUsed?: boolean;
}

export interface CreatedCommerceAccount {
  accountId: string;
  commerceId: string;
  userId: string;
  idPath: string;
  email: string;
  username: string;
}

export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'comercio';
}

async function freeIdPath(db: DbOrTx, wanted: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = attempt === 0 ? wanted : `${wanted}-${randomBytes(2).toString('hex')}`;
    const [taken] = await db.select({ id: commerces.id }).from(commerces).where(eq(commerces.id_path, candidate)).limit(1);
    if (!taken) return candidate;
  }
  return `${wanted}-${randomBytes(4).toString('hex')}`;
}

async function freeUsername(db: DbOrTx, wanted: string): Promise<string> {
  const base = wanted.toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 24) || 'usuario';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${randomBytes(2).readUInt16BE() % 10_000}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, candidate)).limit(1);
    if (!taken) return candidate;
  }
  return `${base}${randomBytes(4).toString('hex')}`;
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object' && current !== null && 'code' in current && (current as { code: unknown }).code === '23505') return true;
    current = typeof current === 'object' && current !== null && 'cause' in current ? (current as { cause: unknown }).cause : null;
  }
  return false;
}

export async function createCommerceAccount(db: Db, input: NewCommerceAccount): Promise<CreatedCommerceAccount> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email), input.username ? eq(users.username, input.username.toLowerCase()) : sql`false`))
    .limit(1);
  if (existing) throw conflict(existing.email === email ? SERVER_MSG.emailTaken : SERVER_MSG.usernameTaken);

  const plan = input.plan ?? 'FREEMIUM';
  const passwordHash = await hashPassword(input.password);
  const idPath = await freeIdPath(db, input.idPath ?? slugify(input.nombre));
  const username = input.username ? input.username.toLowerCase() : await freeUsername(db, email.split('@')[0] ?? 'usuario');
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const trial = plan === 'TRIAL';
      const [account] = await tx
        .insert(accounts)
        .values({
          id: input.ids?.accountId,
          trial_used: input.trialUsed ?? trial,
          trial_ends_at: trial ? new Date(now.getTime() + TRIAL_DAYS * 86_400_000) : null,
          subscription_id: plan === 'FREEMIUM' || trial ? null : `sub_${randomBytes(8).toString('hex')}`,
          last_invoice: plan === 'FREEMIUM' || trial ? null : { status: 'paid', attempt_count: 1 },
        })
        .returning({ id: accounts.id });
      const [commerce] = await tx
        .insert(commerces)
        .values({
          country_code: DEFAULT_COUNTRY_CODE,
          ...input.commerce,
          id: input.ids?.commerceId,
          account_id: account!.id,
          nombre: input.nombre.trim(),
          nombre_contacto: input.ownerName.trim(),
          correo_contacto: email,
          id_path: idPath,
          tipo_plan: plan,
          telefono: input.telefono ?? input.commerce?.telefono ?? '',
          ...(input.country_code ? { country_code: input.country_code } : {}),
          onboarding_finish_date: input.onboarded ? now : null,
        })
        .returning({ id: commerces.id });
      const [user] = await tx
        .insert(users)
        .values({
          id: input.ids?.userId,
          id_comercio: commerce!.id,
          email,
          username,
          name: input.ownerName.trim(),
          password_hash: passwordHash,
          role: 'owner' satisfies UserRole,
          modules: input.modules ?? null,
        })
        .returning({ id: users.id });
      return { accountId: account!.id, commerceId: commerce!.id, userId: user!.id, idPath, email, username };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MSG.emailTaken);
    throw error;
  }
}

/** The LoginSession answer of POST /v1/auth/login and sign-up, for the login's session at `login.commerceId`. */
export async function loginSessionFor(db: DbOrTx, userId: string, login: { token: string; commerceId: string; commerceTokens: CommerceToken[] }): Promise<LoginSession> {
  const { token } = login;
  const [row] = await db
    .select({ user: users, commerce: commerces })
    .from(users)
    .innerJoin(commerces, eq(commerces.id, login.commerceId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`Usuario ${userId} sin comercio`);
  const { user, commerce } = row;
  return {
    token,
    id_comercio: commerce.id,
    id_usuario: user.id,
    id_path: commerce.id_path,
    nombre_comercio: commerce.nombre,
    logotipo: commerce.logotipo,
    nombre_usuario: user.name,
    usuario: { id: user.id, email: user.email, name: user.name, username: user.username, status: user.status },
    onboarding_finish_date: commerce.onboarding_finish_date?.toISOString() ?? null,
    accountCommerceTokens: login.commerceTokens,
  };
}

/** Signs a user in: one session per location (createLogin), answered as the LoginSession. */
export async function signIn(db: DbOrTx, input: { userId: string; ttlHours: number; secretsKey: Buffer; preferredCommerceId?: string | null }): Promise<LoginSession> {
  const login = await createLogin(db, input);
  return loginSessionFor(db, input.userId, login);
}

export async function accountDetails(
  db: DbOrTx,
  catalog: PlanCatalog,
  session: PanelSession,
  operatorEmails: readonly string[] | null,
  /** The origin customers reach (server/src/http/public-origin.ts). */
  publicOrigin: string,
  /** Opens the login's sealed tokens (accountCommerceTokens). */
  secretsKey: Buffer,
  now: Date = new Date(),
): Promise<AccountDetails> {
  const [row] = await db
    .select({ commerce: commerces, account: accounts })
    .from(commerces)
    .innerJoin(accounts, eq(accounts.id, commerces.account_id))
    .where(eq(commerces.id, session.commerceId))
    .limit(1);
  if (!row) throw new Error(`Comercio ${session.commerceId} sin cuenta`);
  const { commerce, account } = row;
  const planId = effectivePlan(commerce.tipo_plan, account.trial_ends_at, now);
  const plan = await catalog.get(planId);
  const perLocation = await accountMonthCounts(db, account.id, now);
  const monthCount = perLocation.reduce((sum, location) => sum + location.currentMonthCount, 0);
  return {
    planId,
    role: session.role,
    operator: await isServerOperator(db, operatorEmails, session),
    trialDaysRemaining: trialDaysRemaining(commerce.tipo_plan, account.trial_ends_at, now),
    trialUsed: account.trial_used,
    modulesAndPermissions: session.modules,
    accountCommerceTokens: await loginCommerceTokens(db, session, secretsKey, now),
    accountId: account.id,
    subscriptionId: account.subscription_id,
    fecha_registro_timestamp: Math.floor(commerce.created_at.getTime() / 1000),
    zona_horaria: commerce.zona_horaria,
    menuUrl: menuLink(publicOrigin, commerce.id_path),
    lastSuscriptionInvoice: account.last_invoice ?? null,
    // The per-location split for the owner (Mi cuenta), and only with more than one location: a single
    // commerce's answer is as it was, and staff never see another location's name or orders.
    orderLimits: { ...orderLimitsOf(monthCount, plan?.limite_pedidos_mensual ?? null), ...(perLocation.length > 1 && session.role === 'owner' ? { perLocation } : {}) },
  };
}
