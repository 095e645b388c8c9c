// "Liberar sin cobro": the visit's orders end delivered with no payment recorded, the table is free again
// (status 'a'), and the release is logged with its reason, who did it and what was left unpaid. A payment link of
// the visit already paid for an older bill is not kept without a bill: it is refunded whole (payments/table-bill.ts).
import type { Db } from '../../db/database';
import { tableReleases } from '../../db/schema/counter';
import { HttpError } from '../../errors';
import { creditTableLinks } from '../payments/table-bill';
import { lockOpenOrders, settleVisit, type SettledVisit } from './settle';
import { findTable } from './visit';

export const RELEASE_REASON_MAX = 200;

export async function releaseTable(db: Db, commerceId: string, userId: string | null, tableUuid: string, reason: string): Promise<SettledVisit> {
  const motivo = reason.trim();
  if (motivo.length < 3 || motivo.length > RELEASE_REASON_MAX) throw new HttpError(400, 'motivo: Escribe el motivo para liberar la mesa (3 a 200 caracteres)', { field: 'motivo' });
  const table = await findTable(db, commerceId, tableUuid);
  return db.transaction(async (tx) => {
    const open = await lockOpenOrders(tx, commerceId, table);
    await (await creditTableLinks(tx, commerceId, table.uuid, open)).refund(userId);
    const settled = await settleVisit(tx, commerceId, table, open, null, 'a');
    await tx.insert(tableReleases).values({
      id_comercio: commerceId,
      table_uuid: table.uuid,
      numero_mesa: table.numero,
      motivo,
      pedidos: open.map((o) => o.id),
      total_cents: open.reduce((sum, o) => sum + o.total_cents, 0),
      id_usuario: userId,
    });
    return settled;
  });
}
