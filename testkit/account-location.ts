// Another location (commerce) of an existing account, for tests and benchmarks that need an account with
// several: a bare location, or a copy of one (its settings, and its menu copied by the product's own
// «Agregar sucursal» copy, services/locations/copy.ts). The account's owners get it through the grants'
// trigger (migration 0031), as with a location the owner adds.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../shared/constants';
import type { DbHandle } from '../server/src/db/database';
import { commerces } from '../server/src/db/schema/commerces';
import { copyLocationParts } from '../server/src/services/locations/copy';

export interface AccountLocationOptions {
  nombre: string;
  idPath?: string;
  zonaHoraria?: string;
  /** Copy this location's settings (hours, flows, fees, plan) and menu; otherwise a bare PLUS location. */
  copyOf?: string;
  prefijoFolio?: string;
}

export async function addAccountLocation(handle: DbHandle, accountId: string, options: AccountLocationOptions): Promise<{ commerceId: string; idPath: string }> {
  const idPath = options.idPath ?? `sucursal-${randomBytes(4).toString('hex')}`;
  const own = { account_id: accountId, nombre: options.nombre, id_path: idPath, prefijo_folio: options.prefijoFolio ?? 'SUC', ultimo_folio: 0 };
  if (options.copyOf) {
    const [source] = await handle.db.select().from(commerces).where(eq(commerces.id, options.copyOf));
    if (!source) throw new Error(`No existe la sucursal ${options.copyOf}`);
    const commerceId = randomUUID();
    await handle.db.insert(commerces).values({ ...source, ...own, id: commerceId, ...(options.zonaHoraria ? { zona_horaria: options.zonaHoraria } : {}) });
    await copyLocationParts(handle.db, options.copyOf, commerceId, new Set(['menu']));
    return { commerceId, idPath };
  }
  const [row] = await handle.db
    .insert(commerces)
    .values({
      ...own,
      zona_horaria: options.zonaHoraria ?? DEFAULT_TIME_ZONE,
      telefono: '9931234567',
      direccion: 'Av. Gregorio Méndez 1500, Centro, 86000 Villahermosa, Tab.',
      tipo_plan: 'PLUS',
      onboarding_finish_date: new Date(),
    })
    .returning({ id: commerces.id });
  return { commerceId: row!.id, idPath };
}
