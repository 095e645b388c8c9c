// What order intake reads about a commerce (its row, the account's trial end, the plans' monthly limits
// and the whole orderable menu), kept in memory per commerce. Triggers of migration 0005 bump the
// commerce's row in intake_versions on every change and NOTIFY 'intake_cache' (all instances drop their
// copy); intake compares the version inside its transaction too, so a copy never prices an order after a
// change committed (docs/scaling.md).
import { eq, inArray } from 'drizzle-orm';
import type { ModuleId, PlanId } from '../../../../shared/constants';
import type { Db, DbHandle } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { commerces } from '../../db/schema/commerces';
import { products } from '../../db/schema/menu';
import { plans } from '../../db/schema/plans';
import { intakeVersions } from '../../db/schema/runtime';
import { effectivePlan } from '../plans';
import type { CommerceRow } from './commerce-rules';
import { loadMenuProducts } from './menu';
import type { MenuProduct } from './pricing';

export const INTAKE_CACHE_CHANNEL = 'intake_cache';
/** intake_versions row of the plans table (shared by every commerce). */
export const PLANS_VERSION_ID = '00000000-0000-0000-0000-000000000000';
const MAX_COMMERCES = 5_000;

export interface IntakeVersions {
  commerce: string;
  plans: string;
}

export interface IntakeSnapshot {
  versions: IntakeVersions;
  commerce: CommerceRow;
  trialEndsAt: Date | null;
  planLimits: ReadonlyMap<string, number | null>;
  /** The modules of every plan (the effective plan's decide per-km fees and table rounds, docs/domain.md (Módulos)). */
  planModules: ReadonlyMap<string, readonly ModuleId[]>;
  /** Every product of the commerce, as pricing reads it. */
  menu: ReadonlyMap<string, MenuProduct>;
}

/** The modules of the snapshot's effective plan at `at`. */
export function planModulesAt(snapshot: IntakeSnapshot, at: Date): readonly ModuleId[] {
  return snapshot.planModules.get(effectivePlan(snapshot.commerce.tipo_plan, snapshot.trialEndsAt, at)) ?? [];
}

/** The monthly order limit of the snapshot's effective plan at `at` (an ended trial counts as FREEMIUM); null = unlimited. */
export function monthlyLimitAt(snapshot: IntakeSnapshot, at: Date): number | null {
  const planId: PlanId = effectivePlan(snapshot.commerce.tipo_plan, snapshot.trialEndsAt, at);
  return snapshot.planLimits.get(planId) ?? null;
}

export function sameVersions(a: IntakeVersions, b: IntakeVersions): boolean {
  return a.commerce === b.commerce && a.plans === b.plans;
}

export async function readVersions(db: Db, commerceId: string): Promise<IntakeVersions> {
  const rows = await db
    .select({ id: intakeVersions.id_comercio, version: intakeVersions.version })
    .from(intakeVersions)
    .where(inArray(intakeVersions.id_comercio, [commerceId, PLANS_VERSION_ID]));
  const of = (id: string) => String(rows.find((row) => row.id === id)?.version ?? 0);
  return { commerce: of(commerceId), plans: of(PLANS_VERSION_ID) };
}

/** Reads a fresh snapshot. Versions are read first: a change landing meanwhile makes the snapshot look stale, never fresh. */
export async function loadIntakeSnapshot(db: Db, commerceId: string): Promise<IntakeSnapshot | null> {
  const versions = await readVersions(db, commerceId);
  const [commerce] = await db.select().from(commerces).where(eq(commerces.id, commerceId)).limit(1);
  if (!commerce) return null;
  const [account, planRows, productRows] = await Promise.all([
    db.select({ trialEndsAt: accounts.trial_ends_at }).from(accounts).where(eq(accounts.id, commerce.account_id)).limit(1),
    db.select({ id: plans.id, limit: plans.limite_pedidos_mensual, modules: plans.modulos }).from(plans),
    db.select({ id: products.id }).from(products).where(eq(products.id_comercio, commerceId)),
  ]);
  const menu = await loadMenuProducts(db, commerceId, productRows.map((row) => row.id));
  return {
    versions,
    commerce,
    trialEndsAt: account[0]?.trialEndsAt ?? null,
    planLimits: new Map(planRows.map((row) => [row.id, row.limit])),
    planModules: new Map(planRows.map((row) => [row.id, row.modules.map((module) => module.id)])),
    menu,
  };
}

export class IntakeCache {
  private readonly byId = new Map<string, Promise<IntakeSnapshot | null>>();
  private readonly idByPath = new Map<string, string>();
  /** Bumped on every invalidation, so a load that started before it is not kept. */
  private generation = 0;

  constructor(private readonly db: Db) {}

  async snapshot(commerceId: string): Promise<IntakeSnapshot | null> {
    const hit = this.byId.get(commerceId);
    if (hit) return hit;
    const generation = this.generation;
    const loading = loadIntakeSnapshot(this.db, commerceId);
    this.byId.set(commerceId, loading);
    if (this.byId.size > MAX_COMMERCES) this.byId.delete(this.byId.keys().next().value!);
    try {
      const snapshot = await loading;
      if (generation !== this.generation && this.byId.get(commerceId) === loading) this.byId.delete(commerceId);
      if (!snapshot) this.byId.delete(commerceId);
      return snapshot;
    } catch (error) {
      if (this.byId.get(commerceId) === loading) this.byId.delete(commerceId);
      throw error;
    }
  }

  /**
   * The snapshot, checked against the versions committed now (one small read): a change whose NOTIFY has not
   * arrived yet (on a PostgreSQL server it can land after the writer's response) is loaded instead of the copy.
   * Used before a refusal read from the cache is allowed to stand.
   */
  async current(commerceId: string): Promise<IntakeSnapshot | null> {
    const cached = await this.snapshot(commerceId);
    if (cached && sameVersions(cached.versions, await readVersions(this.db, commerceId))) return cached;
    this.invalidate(commerceId);
    return this.snapshot(commerceId);
  }

  /** The commerce of a public menu path (id_path), from the cache when known. */
  async byPath(idPath: string): Promise<CommerceRow | null> {
    const known = this.idByPath.get(idPath);
    if (known) {
      const snapshot = await this.snapshot(known);
      if (snapshot && snapshot.commerce.id_path === idPath) return snapshot.commerce;
      this.idByPath.delete(idPath);
    }
    const [row] = await this.db.select({ id: commerces.id }).from(commerces).where(eq(commerces.id_path, idPath)).limit(1);
    if (!row) return null;
    const snapshot = await this.snapshot(row.id);
    if (!snapshot || snapshot.commerce.id_path !== idPath) return null;
    if (this.idByPath.size > MAX_COMMERCES) this.idByPath.clear();
    this.idByPath.set(idPath, row.id);
    return snapshot.commerce;
  }

  /** Drops one commerce (payload: its id) or everything (the plans' id, or anything unexpected). */
  invalidate(payload: string): void {
    this.generation += 1;
    if (payload === PLANS_VERSION_ID || !this.byId.has(payload)) {
      if (payload === PLANS_VERSION_ID) this.byId.clear();
      return;
    }
    this.byId.delete(payload);
  }
}

const caches = new WeakMap<Db, IntakeCache>();

/** The cache of a database handle's intake (created on first use). */
export function intakeCacheFor(db: Db): IntakeCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new IntakeCache(db)));
  return cache;
}

/**
 * Listens for invalidations from every instance; resolves to the function that stops listening. Notices sent
 * while the LISTEN connection was down are lost, so its recovery drops every copy.
 */
export async function listenForIntakeChanges(handle: DbHandle): Promise<() => Promise<void>> {
  const cache = intakeCacheFor(handle.db);
  const unwatch = handle.onListenerChange((connected) => {
    if (connected) cache.invalidate(PLANS_VERSION_ID);
  });
  const unlisten = await handle.listen(INTAKE_CACHE_CHANNEL, (payload) => cache.invalidate(payload));
  return async () => {
    unwatch();
    await unlisten();
  };
}
