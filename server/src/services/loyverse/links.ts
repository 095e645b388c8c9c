// The Loyverse links of a commerce (Loyverse id ↔ local id, per kind) and its Loyverse state row, plus the
// commerce's Loyverse credentials. One place reads and writes them; import, receipts and stock use it.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { loyverseLinks, loyverseStates, type LoyverseLinkKind } from '../../db/schema/loyverse';
import { integrationCredentials } from '../integrations/providers/credentials';
import type { LoyverseCredentials } from './client';

export const LOYVERSE_PROVIDER = { type: 'pos', code: 'loyverse' } as const;

/** The commerce's store id and token when Loyverse is connected (secrets opened: never log them). */
export async function loyverseCredentials(db: DbOrTx, secretsKey: Buffer, commerceId: string): Promise<LoyverseCredentials | null> {
  const fields = await integrationCredentials(db, secretsKey, commerceId, LOYVERSE_PROVIDER.type, LOYVERSE_PROVIDER.code);
  if (!fields?.store_id || !fields.token) return null;
  return { storeId: fields.store_id, token: fields.token };
}

/** Links of one commerce as two lookups per kind: Loyverse id → local id and local id → Loyverse id. */
export class LinkIndex {
  private readonly remote = new Map<string, string>();
  private readonly local = new Map<string, string>();

  constructor(rows: readonly { kind: LoyverseLinkKind; loyverse_id: string; local_id: string }[]) {
    for (const row of rows) this.add(row.kind, row.loyverse_id, row.local_id);
  }

  add(kind: LoyverseLinkKind, loyverseId: string, localId: string): void {
    this.remote.set(`${kind}:${loyverseId}`, localId);
    this.local.set(`${kind}:${localId}`, loyverseId);
  }

  drop(kind: LoyverseLinkKind, loyverseId: string): void {
    const localId = this.remote.get(`${kind}:${loyverseId}`);
    this.remote.delete(`${kind}:${loyverseId}`);
    if (localId) this.local.delete(`${kind}:${localId}`);
  }

  localOf(kind: LoyverseLinkKind, loyverseId: string): string | undefined {
    return this.remote.get(`${kind}:${loyverseId}`);
  }

  remoteOf(kind: LoyverseLinkKind, localId: string): string | undefined {
    return this.local.get(`${kind}:${localId}`);
  }

  count(kind: LoyverseLinkKind): number {
    let n = 0;
    for (const key of this.remote.keys()) if (key.startsWith(`${kind}:`)) n += 1;
    return n;
  }
}

export async function loadLinks(db: DbOrTx, commerceId: string): Promise<LinkIndex> {
  const rows = await db.select().from(loyverseLinks).where(eq(loyverseLinks.id_comercio, commerceId));
  return new LinkIndex(rows);
}

export async function saveLink(db: DbOrTx, commerceId: string, kind: LoyverseLinkKind, loyverseId: string, localId: string): Promise<void> {
  await db
    .insert(loyverseLinks)
    .values({ id_comercio: commerceId, kind, loyverse_id: loyverseId, local_id: localId })
    .onConflictDoUpdate({ target: [loyverseLinks.id_comercio, loyverseLinks.kind, loyverseLinks.loyverse_id], set: { local_id: localId } });
}

export async function dropLink(db: DbOrTx, commerceId: string, kind: LoyverseLinkKind, loyverseId: string): Promise<void> {
  await db.delete(loyverseLinks).where(and(eq(loyverseLinks.id_comercio, commerceId), eq(loyverseLinks.kind, kind), eq(loyverseLinks.loyverse_id, loyverseId)));
}

export type LoyverseStateRow = typeof loyverseStates.$inferSelect;

export async function loadState(db: DbOrTx, commerceId: string): Promise<LoyverseStateRow | null> {
  const [row] = await db.select().from(loyverseStates).where(eq(loyverseStates.id_comercio, commerceId));
  return row ?? null;
}

export async function saveState(db: DbOrTx, commerceId: string, values: Partial<Omit<LoyverseStateRow, 'id_comercio'>>): Promise<void> {
  const set = { ...values, updated_at: new Date() };
  await db.insert(loyverseStates).values({ id_comercio: commerceId, ...set }).onConflictDoUpdate({ target: loyverseStates.id_comercio, set });
}
