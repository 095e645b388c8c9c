// Plan catalogue and the modules an account may use: the plan's, narrowed by the user's own set if any.
import { asc, eq } from 'drizzle-orm';
import type { ModuleId, PlanId } from '@shared/constants';
import type { ModulePermissions, Plan } from '@shared/types/account';
import { fromCents } from '@shared/money';
import type { Db, DbOrTx } from '../db/database';
import { accounts, commerces, plans } from '../db/schema/index';
import { conflict, notFound } from '../errors';
import { SERVER_MSG } from '../messages';

export type PlanRow = typeof plans.$inferSelect;

export const TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

export async function listPlans(db: DbOrTx): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.orden));
}

export function toPlanWire(row: PlanRow): Plan {
  return {
    id: row.id,
    nombre: row.nombre,
    precio_mensual: fromCents(row.precio_mensual_cents),
    descripcion: row.descripcion,
    modulos: row.modulos.map((m) => m.id),
    limite_pedidos_mensual: row.limite_pedidos_mensual,
  };
}

/** A trial past its end counts as FREEMIUM until the account subscribes. */
export function effectivePlan(tipoPlan: PlanId, trialEndsAt: Date | null, now: Date = new Date()): PlanId {
  if (tipoPlan === 'TRIAL' && (!trialEndsAt || trialEndsAt.getTime() <= now.getTime())) return 'FREEMIUM';
  return tipoPlan;
}

export function trialDaysRemaining(tipoPlan: PlanId, trialEndsAt: Date | null, now: Date = new Date()): number {
  if (tipoPlan !== 'TRIAL' || !trialEndsAt) return 0;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** The plan's modules, or for a user with their own set, only what both allow. */
export function modulesFor(planModules: readonly ModulePermissions[], userModules: readonly ModulePermissions[] | null): ModulePermissions[] {
  if (!userModules) return planModules.map((m) => ({ id: m.id, permisos: [...m.permisos] }));
  const wanted = new Map(userModules.map((m) => [m.id, new Set(m.permisos)]));
  const result: ModulePermissions[] = [];
  for (const planModule of planModules) {
    const userPermissions = wanted.get(planModule.id);
    if (!userPermissions) continue;
    const permisos = planModule.permisos.filter((p) => userPermissions.has(p));
    if (permisos.length > 0) result.push({ id: planModule.id, permisos });
  }
  return result;
}

/** The modules of a commerce's effective plan (what the plan sells, before any user's narrowing). */
export async function commercePlanModules(db: DbOrTx, commerce: { tipo_plan: PlanId; account_id: string }, now: Date = new Date()): Promise<ModuleId[]> {
  const [account] = await db.select({ trialEndsAt: accounts.trial_ends_at }).from(accounts).where(eq(accounts.id, commerce.account_id)).limit(1);
  const planId = effectivePlan(commerce.tipo_plan, account?.trialEndsAt ?? null, now);
  const [plan] = await db.select({ modulos: plans.modulos }).from(plans).where(eq(plans.id, planId)).limit(1);
  return (plan?.modulos ?? []).map((module) => module.id);
}

/**
 * Starts the 14-day trial of a FREEMIUM commerce, once per account (409 TRIAL_ALREADY_USED, or
 * TRIAL_NOT_AVAILABLE on another plan); answers when the trial ends.
 */
export async function activateTrial(db: Db, commerceId: string, now: Date = new Date()): Promise<Date> {
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ commerce: commerces, account: accounts })
      .from(commerces)
      .innerJoin(accounts, eq(accounts.id, commerces.account_id))
      .where(eq(commerces.id, commerceId))
      .for('update')
      .limit(1);
    if (!row) throw notFound(SERVER_MSG.commerceNotFound);
    if (row.account.trial_used) throw conflict(SERVER_MSG.trialAlreadyUsed, 'TRIAL_ALREADY_USED');
    if (effectivePlan(row.commerce.tipo_plan, row.account.trial_ends_at, now) !== 'FREEMIUM') {
      throw conflict(SERVER_MSG.trialOnlyFreemium, 'TRIAL_NOT_AVAILABLE');
    }
    await tx.update(accounts).set({ trial_used: true, trial_ends_at: trialEndsAt }).where(eq(accounts.id, row.account.id));
    // The plan is the account's: every location of it (docs/locations.md).
    await tx.update(commerces).set({ tipo_plan: 'TRIAL', updated_at: now }).where(eq(commerces.account_id, row.account.id));
  });
  return trialEndsAt;
}
