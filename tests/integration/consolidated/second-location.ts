// A second location (commerce) of an existing account, inserted directly: the routes that create locations
// belong to the locations feature; these tests only need the account to own two commerces.
import { randomBytes } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants';
import type { DbHandle } from '../../../server/src/db/database';
import { commerces } from '../../../server/src/db/schema/commerces';

export async function insertLocation(handle: DbHandle, accountId: string, nombre: string, zona_horaria = DEFAULT_TIME_ZONE): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await handle.db
    .insert(commerces)
    .values({
      account_id: accountId,
      nombre,
      id_path: `sucursal-${suffix}`,
      zona_horaria,
      telefono: '9931234567',
      direccion: 'Av. Gregorio Méndez 1500, Centro, 86000 Villahermosa, Tab.',
      prefijo_folio: 'SUC',
      tipo_plan: 'PLUS',
      onboarding_finish_date: new Date(),
    })
    .returning({ id: commerces.id });
  return row!.id;
}
