// The locations (sucursales) of one account: every commerce whose account_id is the account's. The owner's
// consolidated views (docs/locations.md, "Consolidated views") read and sum over exactly this set, so a location of
// another account is never part of it.
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import type { DbOrTx } from '../../db/database';
import { commerces } from '../../db/schema/commerces';

export interface AccountCommerce {
  id: string;
  nombre: string;
  id_path: string;
  zona_horaria: string;
}

/** The account's commerces, oldest first (the first is the one the account was created with). */
export async function accountCommerces(db: DbOrTx, accountId: string): Promise<AccountCommerce[]> {
  const rows = await db
    .select({ id: commerces.id, nombre: commerces.nombre, id_path: commerces.id_path, zona_horaria: commerces.zona_horaria, created_at: commerces.created_at })
    .from(commerces)
    .where(eq(commerces.account_id, accountId))
    .orderBy(asc(commerces.created_at), asc(commerces.id));
  return rows.map((row) => ({ id: row.id, nombre: row.nombre, id_path: row.id_path, zona_horaria: row.zona_horaria || DEFAULT_TIME_ZONE }));
}
