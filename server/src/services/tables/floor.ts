// The floor view of /mesas: every table with its live state computed from its open orders (visit.ts).
// Free: no open order. Occupied: open orders (count, running amount, time of the first). Bill requested:
// occupied and the bill was asked for. The stored SPEC status follows: 'o' exactly while orders are open.
import { asc, eq, sql } from 'drizzle-orm';
import type { TableFloor } from '../../../../shared/counter';
import { fromCents } from '../../../../shared/money';
import type { DbOrTx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { restaurantTables } from '../../db/schema/tables';
import { openVisitOrders, tableKey } from './visit';

interface OpenGroup {
  n: number;
  cents: number;
  first: Date;
}

export async function tableFloor(db: DbOrTx, commerceId: string): Promise<TableFloor[]> {
  const tables = await db.select().from(restaurantTables).where(eq(restaurantTables.id_comercio, commerceId)).orderBy(asc(restaurantTables.numero));
  const groups = await db
    .select({
      key: tableKey,
      n: sql<number>`count(*)::int`,
      cents: sql<string>`coalesce(sum(${orders.total_cents}), 0)::bigint`,
      first: sql<string>`min(${orders.created_at})`,
    })
    .from(orders)
    .where(openVisitOrders(commerceId))
    .groupBy(tableKey);
  const byKey = new Map<string, OpenGroup>(groups.map((g) => [g.key, { n: Number(g.n), cents: Number(g.cents), first: new Date(g.first) }]));
  return tables.map((table) => {
    const byUuid = byKey.get(table.uuid);
    const byNumber = byKey.get(`n:${table.numero}`);
    const n = (byUuid?.n ?? 0) + (byNumber?.n ?? 0);
    const cents = (byUuid?.cents ?? 0) + (byNumber?.cents ?? 0);
    const firsts = [byUuid?.first, byNumber?.first].filter((d): d is Date => d !== undefined).map((d) => d.getTime());
    const occupied = n > 0;
    return {
      uuid: table.uuid,
      numero: table.numero,
      status: occupied ? 'o' : table.status === 'o' ? 'a' : table.status,
      estado: !occupied ? 'libre' : table.cuenta_pedida_at ? 'cuenta' : 'ocupada',
      pedidos_abiertos: n,
      total: fromCents(cents),
      primer_pedido_at: firsts.length > 0 ? new Date(Math.min(...firsts)).toISOString() : null,
      cuenta_pedida_at: occupied && table.cuenta_pedida_at ? table.cuenta_pedida_at.toISOString() : null,
    };
  });
}
