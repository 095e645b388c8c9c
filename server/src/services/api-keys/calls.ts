// The log of the calls made with a commerce's API keys (docs/api.md): one row per call with the key's name,
// the route pattern (never the query, which could carry data) and the answer's status. The owner reads the
// latest ones in Integraciones; older rows are dropped now and then so the log stays small.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { ApiKeyCall } from '../../../../shared/types/api-keys';
import type { DbOrTx } from '../../db/database';
import { apiKeyCalls } from '../../db/schema/api-keys';
import { isUuid } from '../../../../shared/ids';

/** How long a call stays in the log. */
const KEPT_FOR_MS = 30 * 24 * 60 * 60_000;
export const SHOWN_CALLS = 100;

export interface CallRecord {
  commerceId: string;
  keyId: string;
  keyName: string;
  method: string;
  route: string;
  status: number;
}

export async function recordApiKeyCall(db: DbOrTx, call: CallRecord): Promise<void> {
  await db.insert(apiKeyCalls).values({
    id_comercio: call.commerceId,
    id_clave: call.keyId,
    nombre_clave: call.keyName,
    metodo: call.method,
    ruta: call.route,
    estatus: call.status,
  });
  if (Math.random() < 0.01) await db.delete(apiKeyCalls).where(lt(apiKeyCalls.created_at, new Date(Date.now() - KEPT_FOR_MS)));
}

export async function listApiKeyCalls(db: DbOrTx, commerceId: string, keyId?: string): Promise<ApiKeyCall[]> {
  // Not a key's id: no key made those calls.
  if (keyId !== undefined && !isUuid(keyId)) return [];
  const where = keyId ? and(eq(apiKeyCalls.id_comercio, commerceId), eq(apiKeyCalls.id_clave, keyId)) : eq(apiKeyCalls.id_comercio, commerceId);
  const rows = await db.select().from(apiKeyCalls).where(where).orderBy(desc(apiKeyCalls.id)).limit(SHOWN_CALLS);
  return rows.map((row) => ({
    id: row.id,
    nombre_clave: row.nombre_clave,
    metodo: row.metodo,
    ruta: row.ruta,
    estatus: row.estatus,
    created_at: row.created_at.toISOString(),
  }));
}
