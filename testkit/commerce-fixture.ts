// Commerce + owner factory for tests, benchmarks and the e2e global setup (test-only, so it lives under tests/): one call gives an account in any of the
// states the panel distinguishes (onboarding, freemium, trial, founder, paid with a partial module set).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlanId } from '@shared/constants';
import type { ModulePermissions } from '@shared/types/account';
import type { DbHandle } from '../server/src/db/database';
import { accounts, commerces } from '../server/src/db/schema/index';
import { createCommerceAccount, type CreatedCommerceAccount } from '../server/src/services/accounts';
import type { CommerceInsert } from '../server/src/services/commerce';

export interface CommerceFixtureOptions {
  plan?: PlanId;
  /** false: onboarding_finish_date null (the wizard shows). Default true. */
  onboarded?: boolean;
  /** The owner's own module set (a subset of the plan's), e.g. a paid account with a partial module set. */
  modules?: ModulePermissions[] | null;
  email?: string;
  password?: string;
  username?: string;
  nombre?: string;
  ownerName?: string;
  /** Trial already used (FREEMIUM accounts that may no longer activate it). */
  trialUsed?: boolean;
  /** Days until a TRIAL ends (default 14; 0 or less = already ended). */
  trialDaysLeft?: number;
  commerce?: Partial<CommerceInsert>;
}

export interface CommerceFixture extends CreatedCommerceAccount {
  password: string;
  plan: PlanId;
}

export const FIXTURE_PASSWORD = 'prueba1234';

/** A complete, valid commerce (passes commerceDataSchema) unless overridden. */
function completeCommerce(name: string): Partial<CommerceInsert> {
  return {
    telefono: '9931234567',
    direccion: 'Av. Paseo Tabasco 1203, Tabasco 2000, 86035 Villahermosa, Tab.',
    prefijo_folio: 'PRB',
    nombre_contacto: name,
  };
}

export async function createCommerceFixture(handle: DbHandle, options: CommerceFixtureOptions = {}): Promise<CommerceFixture> {
  const suffix = randomBytes(4).toString('hex');
  const plan = options.plan ?? 'PLUS';
  const password = options.password ?? FIXTURE_PASSWORD;
  const nombre = options.nombre ?? `Comercio prueba ${suffix}`;
  const created = await createCommerceAccount(handle.db, {
    nombre,
    ownerName: options.ownerName ?? 'Dueña de Prueba',
    email: options.email ?? `dueno-${suffix}@prueba.mx`,
    username: options.username ?? `dueno_${suffix}`,
    password,
    plan,
    onboarded: options.onboarded ?? true,
    modules: options.modules ?? null,
    trialUsed: options.trialUsed,
    commerce: { ...completeCommerce(nombre), ...options.commerce },
  });
  if (plan === 'TRIAL' && options.trialDaysLeft !== undefined) {
    await handle.db
      .update(accounts)
      .set({ trial_ends_at: new Date(Date.now() + options.trialDaysLeft * 86_400_000) })
      .where(eq(accounts.id, created.accountId));
  }
  return { ...created, password, plan };
}

/** Sets a commerce's plan directly (tests of plan gating). */
export async function setCommercePlan(handle: DbHandle, commerceId: string, plan: PlanId): Promise<void> {
  await handle.db.update(commerces).set({ tipo_plan: plan }).where(eq(commerces.id, commerceId));
}
