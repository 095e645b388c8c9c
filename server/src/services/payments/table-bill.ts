// «Enviar enlace de pago» for a table's bill (docs/counter.md, "Enlace de pago de la cuenta"). The link is an
// online_payments row like an order's counter link (origen 'enlace', the commerce's provider, the same webhooks and
// apply.ts), for the server's total of the visit's open orders, never an amount the client sent. The row keeps the
// table and the orders it charges; when the provider's reading says paid, apply.ts calls settlePaidTableBill in its
// transaction, which closes the table exactly as «Cobrar y cerrar mesa» does, with one part paid by link, if the
// bill is still the one the link charged. Paid for a bill that changed meanwhile, the payment stays recorded and the
// table open, and the bill screen shows it to the cashier.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ONLINE_PAYMENT_MSG } from '../../../../shared/online-payment';
import { fromCents } from '../../../../shared/money';
import type { TableBillLink, TableBillLinkState } from '../../../../shared/types/tables';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { commerces, onlinePayments, orders } from '../../db/schema/index';
import { tablePayments } from '../../db/schema/counter';
import { restaurantTables } from '../../db/schema/tables';
import { HttpError } from '../../errors';
import { publishEvent } from '../../live/publisher';
import { lockOpenOrders, settleVisit } from '../tables/settle';
import { findTable, openTableOrders, type TableRow } from '../tables/visit';
import { PAYMENT_MSG, statusPageUrl, webhookUrl, type PaymentDeps } from './checkout';
import { clientFor, providerCredentials } from './credentials';
import { ProviderError } from './provider';
import { checkoutProvider, storedPaymentSettings } from './settings';

export const TABLE_LINK_MSG = {
  noOrders: 'mesa: La mesa no tiene pedidos abiertos',
  providerFailed: (message: string) => `El proveedor de pago no pudo crear el enlace: ${message}`,
} as const;

type PaymentRow = typeof onlinePayments.$inferSelect;

/** The bill as the server has it: the visit's open orders (oldest first) and their total. */
async function currentBill(db: DbOrTx, commerceId: string, table: TableRow): Promise<{ ids: string[]; anchor: string | null; totalCents: number }> {
  const rows = await db
    .select({ id: orders.id, total: orders.total_cents })
    .from(orders)
    .where(openTableOrders(commerceId, table))
    .orderBy(asc(orders.created_at), asc(orders.id));
  return { ids: rows.map((r) => r.id).sort(), anchor: rows[0]?.id ?? null, totalCents: rows.reduce((sum, r) => sum + r.total, 0) };
}

function sameOrders(a: readonly string[] | null, b: readonly string[]): boolean {
  if (!a || a.length !== b.length) return false;
  const sorted = [...a].sort();
  return sorted.every((id, i) => id === b[i]);
}

/**
 * A link for the table's bill as it is now. A second press while a link for the same orders and total is still
 * open answers that link; after a new order the bill is another one, and so is its link (the old one is superseded).
 */
export async function startTableBillLink(deps: PaymentDeps, input: { commerceId: string; tableUuid: string; baseUrl: string; at?: Date }): Promise<TableBillLink> {
  const { db } = deps;
  const at = input.at ?? new Date();
  const table = await findTable(db, input.commerceId, input.tableUuid);
  const bill = await currentBill(db, input.commerceId, table);
  if (!bill.anchor) throw new HttpError(409, TABLE_LINK_MSG.noOrders, { field: 'mesa' });
  if (bill.totalCents <= 0) throw new HttpError(409, PAYMENT_MSG.alreadyPaid, { code: 'ALREADY_PAID' });
  const provider = await checkoutProvider(db, input.commerceId);
  if (!provider) throw new HttpError(409, ONLINE_PAYMENT_MSG.noProvider, { code: 'NO_PAYMENT_PROVIDER' });

  const candidates = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.id_comercio, input.commerceId),
        eq(onlinePayments.id_mesa, table.uuid),
        eq(onlinePayments.proveedor, provider),
        eq(onlinePayments.estatus, 'pendiente'),
        eq(onlinePayments.monto_cents, bill.totalCents),
        gt(onlinePayments.expira_at, new Date(at.getTime() + 60_000)),
      ),
    )
    .orderBy(desc(onlinePayments.created_at))
    .limit(5);
  const open = candidates.find((row) => sameOrders(row.pedidos_mesa, bill.ids));
  if (open) return { url: open.url, proveedor: provider, estatus: open.estatus, monto: fromCents(open.monto_cents) };

  const [commerce] = await db.select({ idPath: commerces.id_path }).from(commerces).where(eq(commerces.id, input.commerceId));
  const credentials = await providerCredentials(db, deps.secretsKey, input.commerceId, provider);
  if (!commerce || !credentials) throw new HttpError(409, ONLINE_PAYMENT_MSG.noProvider, { code: 'NO_PAYMENT_PROVIDER' });
  const settings = await storedPaymentSettings(db, input.commerceId);
  const expiresAt = new Date(at.getTime() + settings.minutos_expiracion * 60_000);
  const paymentId = randomUUID();
  let created;
  try {
    created = await clientFor(provider, credentials, deps.providerUrls).createCheckout({
      paymentId,
      orderId: bill.anchor,
      commerceId: input.commerceId,
      folio: `Mesa ${table.numero}`,
      amountCents: bill.totalCents,
      returnUrl: statusPageUrl(input.baseUrl, commerce.idPath, bill.anchor),
      notificationUrl: webhookUrl(input.baseUrl, commerce.idPath, provider),
      expiresAt,
    });
  } catch (error) {
    if (error instanceof ProviderError) throw new HttpError(502, TABLE_LINK_MSG.providerFailed(error.message), { code: 'PROVIDER_ERROR' });
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx.insert(onlinePayments).values({
      id: paymentId,
      id_comercio: input.commerceId,
      id_pedido: bill.anchor!,
      id_mesa: table.uuid,
      pedidos_mesa: bill.ids,
      proveedor: provider,
      origen: 'enlace',
      referencia: created.referencia,
      url: created.url,
      monto_cents: bill.totalCents,
      expira_at: expiresAt,
    });
    // docs/domain.md: each order carries the link it is paid through.
    await tx.update(orders).set({ enlace_pago: created.url, updated_at: new Date() }).where(inArray(orders.id, bill.ids));
  });
  return { url: created.url, proveedor: provider, estatus: 'pendiente', monto: fromCents(bill.totalCents) };
}

/**
 * Inside apply.ts's transaction, once a table link's row is «pagado» (the provider's amount is the row's): closes
 * the table with one part paid by link when its open orders are still those the link charged. Reached once per
 * payment (apply.ts only moves a row to «pagado» once, under its row lock), so a webhook twice closes nothing twice.
 */
export async function settlePaidTableBill(tx: Tx, row: PaymentRow): Promise<'mesa_cerrada' | 'cuenta_distinta'> {
  if (!row.id_mesa) return 'cuenta_distinta';
  const [table] = await tx
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.uuid, row.id_mesa), eq(restaurantTables.id_comercio, row.id_comercio)));
  if (!table) return 'cuenta_distinta';
  const open = await lockOpenOrders(tx, row.id_comercio, table);
  const consumo = open.reduce((sum, o) => sum + o.total_cents, 0);
  if (consumo !== row.monto_cents || !sameOrders(row.pedidos_mesa, open.map((o) => o.id).sort())) return 'cuenta_distinta';
  await settleVisit(tx, row.id_comercio, table, open, 'enlace_pago', 'c');
  const [payment] = await tx
    .insert(tablePayments)
    .values({
      id_comercio: row.id_comercio,
      table_uuid: table.uuid,
      numero_mesa: table.numero,
      pedidos: open.map((o) => o.id),
      consumo_cents: consumo,
      propina_cents: 0,
      total_cents: consumo,
      pagos: [{ metodo: 'enlace_pago', monto_cents: consumo }],
      efectivo_recibido_cents: null,
      cambio_cents: 0,
      division: null,
      // Nobody charged it at the counter: the provider confirmed it.
      id_usuario: null,
    })
    .returning({ id: tablePayments.id });
  await tx.update(onlinePayments).set({ id_cobro_mesa: payment!.id }).where(eq(onlinePayments.id, row.id));
  // Boards and floors follow (orders-sync refetches the tables on this event).
  for (const order of open) await publishEvent(tx, row.id_comercio, 'orderPaymentChanged', { orderId: order.id, estatus_pago: 'pagado' });
  return 'mesa_cerrada';
}

/** What the bill screen shows: whether a provider is connected, the latest link and payments that did not close the table. */
export async function tableBillLinkState(db: Db, commerceId: string, tableUuid: string): Promise<TableBillLinkState> {
  const table = await findTable(db, commerceId, tableUuid);
  const conectado = (await checkoutProvider(db, commerceId)) !== null;
  const [latest] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.id_comercio, commerceId), eq(onlinePayments.id_mesa, table.uuid)))
    .orderBy(desc(onlinePayments.created_at))
    .limit(1);
  const bill = await currentBill(db, commerceId, table);
  const unapplied =
    bill.ids.length === 0
      ? []
      : await db
          .select({ monto: onlinePayments.monto_cents, proveedor: onlinePayments.proveedor })
          .from(onlinePayments)
          .where(
            and(
              eq(onlinePayments.id_comercio, commerceId),
              eq(onlinePayments.id_mesa, table.uuid),
              eq(onlinePayments.estatus, 'pagado'),
              isNull(onlinePayments.id_cobro_mesa),
              // Paid for this visit: the link charged at least one of the orders still open.
              sql`${onlinePayments.pedidos_mesa} ?| array[${sql.join(
                bill.ids.map((id) => sql`${id}`),
                sql`, `,
              )}]::text[]`,
            ),
          )
          .orderBy(asc(onlinePayments.pagado_at));
  return {
    conectado,
    ultimo: latest
      ? { url: latest.url, proveedor: latest.proveedor, estatus: latest.estatus, monto: fromCents(latest.monto_cents), mesa_cerrada: latest.id_cobro_mesa !== null }
      : null,
    pagos_sin_aplicar: unapplied.map((p) => ({ monto: fromCents(p.monto), cuenta: fromCents(bill.totalCents), proveedor: p.proveedor })),
  };
}
