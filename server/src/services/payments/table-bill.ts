// «Enviar enlace de pago» for a table's bill (docs/counter.md, "Enlace de pago de la cuenta"). The link is an
// online_payments row like an order's counter link (origen 'enlace', the commerce's provider, the same webhooks and
// apply.ts), for the server's total of the visit's open orders, never an amount the client sent. The row keeps the
// table and the orders it charges; when the provider's reading says paid, apply.ts calls settlePaidTableBill in its
// transaction, which closes the table exactly as «Cobrar y cerrar mesa» does, with one part paid by link, if the
// bill is still the one the link charged. Paid after the visit was closed (none of its orders is open any more), the
// money is refunded whole by refunds.ts, asked by the system. Paid for a bill that changed meanwhile, the payment
// stays recorded and the table open; the bill screen shows it, and «Cobrar y cerrar mesa» counts it as the bill's
// «Enlace de pago» part (creditTableLinks), or refunds it when the cashier charged the whole bill another way.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
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
import { requestWholeRefund } from './refunds';
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
export async function settlePaidTableBill(tx: Tx, row: PaymentRow): Promise<'mesa_cerrada' | 'cuenta_distinta' | 'reembolso'> {
  if (!row.id_mesa) return 'cuenta_distinta';
  const [table] = await tx
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.uuid, row.id_mesa), eq(restaurantTables.id_comercio, row.id_comercio)));
  if (!table) return 'cuenta_distinta';
  const open = await lockOpenOrders(tx, row.id_comercio, table);
  const consumo = open.reduce((sum, o) => sum + o.total_cents, 0);
  const openIds = new Set(open.map((o) => o.id));
  if (!(row.pedidos_mesa ?? []).some((id) => openIds.has(id))) {
    // The visit it charged was closed meanwhile (paid at the counter, released, or its orders ended): keeping the
    // money would charge the table twice, so it goes back whole, asked by the system (no user).
    await requestWholeRefund(tx, row.id_comercio, row.id, null);
    return 'reembolso';
  }
  if (consumo !== row.monto_cents || !sameOrders(row.pedidos_mesa, open.map((o) => o.id).sort())) return 'cuenta_distinta';
  // A link of this visit paid earlier for an older bill closes nothing now: this one paid the whole bill, so it goes back.
  await (await creditTableLinks(tx, row.id_comercio, table.uuid, open, row.id)).refund(null);
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

/** Paid table links of this visit that closed nothing: paid, not applied, no refund asked, and charging an order still open. */
function unappliedLinks(commerceId: string, tableUuid: string, openIds: readonly string[]): SQL {
  return and(
    eq(onlinePayments.id_comercio, commerceId),
    eq(onlinePayments.id_mesa, tableUuid),
    eq(onlinePayments.estatus, 'pagado'),
    isNull(onlinePayments.id_cobro_mesa),
    isNull(onlinePayments.reembolso_estatus),
    sql`${onlinePayments.pedidos_mesa} ?| array[${sql.join(
      openIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`,
  )!;
}

export interface TableLinkCredit {
  /** What the links hold for the bill (cents); 0 without any. */
  cents: number;
  /** The links hold no more than the bill: «Cobrar y cerrar mesa» may count them as its «Enlace de pago» part. */
  creditable: boolean;
  /** Inside the close's transaction, once its table_payments row exists: the links are that payment's part. */
  applyTo(tablePaymentId: string): Promise<void>;
  /** Inside the close's transaction, when the bill was charged whole another way (or released): each link goes back whole. */
  refund(actor: string | null): Promise<void>;
}

/**
 * Inside «Cobrar y cerrar mesa»'s transaction, after the open orders are locked: the visit's paid links that closed
 * nothing (the bill changed after they were sent), locked so a second close cannot count them again.
 */
export async function creditTableLinks(
  tx: Tx,
  commerceId: string,
  tableUuid: string,
  open: readonly { id: string; total_cents: number }[],
  exceptPaymentId?: string,
): Promise<TableLinkCredit> {
  const found = open.length === 0 ? [] : await tx.select().from(onlinePayments).where(unappliedLinks(commerceId, tableUuid, open.map((o) => o.id))).for('update');
  const rows = found.filter((r) => r.id !== exceptPaymentId);
  const cents = rows.reduce((sum, r) => sum + r.monto_cents - r.reembolsado_cents, 0);
  const consumo = open.reduce((sum, o) => sum + o.total_cents, 0);
  return {
    cents,
    creditable: cents > 0 && cents <= consumo,
    async applyTo(tablePaymentId) {
      if (rows.length > 0) await tx.update(onlinePayments).set({ id_cobro_mesa: tablePaymentId, updated_at: new Date() }).where(inArray(onlinePayments.id, rows.map((r) => r.id)));
    },
    async refund(actor) {
      for (const row of rows) await requestWholeRefund(tx, commerceId, row.id, actor);
    },
  };
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
          .select({ monto: onlinePayments.monto_cents, reembolsado: onlinePayments.reembolsado_cents, proveedor: onlinePayments.proveedor })
          .from(onlinePayments)
          .where(unappliedLinks(commerceId, table.uuid, bill.ids))
          .orderBy(asc(onlinePayments.pagado_at));
  return {
    conectado,
    ultimo: latest
      ? { url: latest.url, proveedor: latest.proveedor, estatus: latest.estatus, monto: fromCents(latest.monto_cents), mesa_cerrada: latest.id_cobro_mesa !== null }
      : null,
    pagos_sin_aplicar: unapplied.map((p) => ({ monto: fromCents(p.monto - p.reembolsado), cuenta: fromCents(bill.totalCents), proveedor: p.proveedor })),
  };
}
