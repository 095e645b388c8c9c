// A delivered or paid order (the owner's choice) becomes one Loyverse receipt (docs/integrations.md), through the
// outbox (docs/outbox.md): the consumer turns the committed event after which an order of a commerce with Loyverse
// connected is due into one job (dedupe key loyverse:<order id>, so delivered and paid make one); the handler builds the receipt from the order's lines, their
// linked variants and modifier options, and sends it. A line or extra without a link refuses the whole job
// with the names to fix: Loyverse never gets a receipt with lines missing.
import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentMethod } from '../../../../shared/constants';
import { formatMoney } from '../../../../shared/money';
import type { LoyverseReceiptTrigger } from '../../../../shared/types/loyverse';
import type { DbOrTx } from '../../db/database';
import { integrations } from '../../db/schema/integrations';
import { productPresentations } from '../../db/schema/menu';
import { orderLineExtras, orderLines, orders } from '../../db/schema/orders';
import type { DeliveryOutcome, OutboxConsumer, OutboxHandler, OutboxJob } from '../outbox/types';
import { LoyverseClient, LoyverseError, pesosOf, type LoyversePaymentType, type LoyverseReceiptRequest } from './client';
import { LOYVERSE_PROVIDER, loadLinks, loadState, loyverseCredentials } from './links';

export const LOYVERSE_RECEIPT_KIND = 'loyverse.receipt';
export const RECEIPT_SOURCE = 'Panel Comercio';

export const RECEIPT_MSG = {
  notConnected: 'Loyverse no está conectado: guarda el ID de la tienda y el token en Integraciones.',
  orderGone: 'El pedido ya no existe.',
  unmapped: (names: readonly string[]) => `Sin enlace con Loyverse: ${names.join(', ')}. Importa el menú de Loyverse o enlaza estos productos y vuelve a enviar.`,
  noPaymentType: (method: string) => `No hay un tipo de pago de Loyverse para «${method}»: elígelo en Integraciones › Loyverse.`,
  refused: (message: string) => `Loyverse rechazó el recibo: ${message}`,
} as const;

/** Loyverse's own payment type kinds that an order's method falls back to when the owner chose none. */
const DEFAULT_PAYMENT_KIND: Partial<Record<PaymentMethod, readonly string[]>> = {
  efectivo: ['CASH'],
  tarjeta: ['NONINTEGRATEDCARD', 'CARD'],
};

interface ReceiptPayload {
  orderId: string;
}

export interface ReceiptResult {
  receipt_number: string;
}

async function loyverseConnected(db: DbOrTx, commerceId: string): Promise<boolean> {
  const [row] = await db
    .select({ activo: integrations.activo })
    .from(integrations)
    .where(and(eq(integrations.id_comercio, commerceId), eq(integrations.provider_type, LOYVERSE_PROVIDER.type), eq(integrations.provider_code, LOYVERSE_PROVIDER.code)));
  return Boolean(row?.activo);
}

/** The events after which an order may have become delivered or paid. */
const RECEIPT_EVENTS = new Set(['newOrder', 'changeOrderStatus', 'orderPaymentChanged']);

/**
 * Whether an order is due a receipt under the owner's choice (docs/integrations.md): delivered, paid, or
 * whichever comes first. Read from the order as it is when its event is relayed.
 */
export function receiptDue(trigger: LoyverseReceiptTrigger, order: { estatus_pedido: string; estatus_pago: string }): boolean {
  const delivered = order.estatus_pedido === 'delivered';
  const paid = order.estatus_pago === 'pagado';
  return trigger === 'entregado' ? delivered : trigger === 'pagado' ? paid : delivered || paid;
}

export const loyverseReceiptConsumer: OutboxConsumer = {
  name: 'loyverse-receipts',
  async jobsFor(db, event) {
    if (!RECEIPT_EVENTS.has(event.eventId)) return [];
    const data = event.data as { orderId?: string };
    if (!data.orderId) return [];
    if (!(await loyverseConnected(db, event.commerceId))) return [];
    const [order] = await db
      .select({ es_prueba: orders.es_prueba, estatus_pedido: orders.estatus_pedido, estatus_pago: orders.estatus_pago })
      .from(orders)
      .where(and(eq(orders.id, data.orderId), eq(orders.id_comercio, event.commerceId)));
    if (!order || order.es_prueba) return [];
    const trigger = (await loadState(db, event.commerceId))?.recibo_cuando ?? 'entregado';
    if (!receiptDue(trigger, order)) return [];
    // One key per order whatever made it due: delivered and paid both reached still make one receipt.
    const payload: ReceiptPayload = { orderId: data.orderId };
    return [{ commerceId: event.commerceId, kind: LOYVERSE_RECEIPT_KIND, dedupeKey: `loyverse:${data.orderId}`, orderId: data.orderId, payload }];
  },
};

type Built = { receipt: LoyverseReceiptRequest; folio: string } | { refused: string };

/** The receipt of one order, or why it cannot be sent. */
export async function buildReceipt(db: DbOrTx, commerceId: string, orderId: string, storeId: string, paymentTypes: () => Promise<LoyversePaymentType[]>): Promise<Built> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.id_comercio, commerceId)));
  if (!order || order.deleted_at) return { refused: RECEIPT_MSG.orderGone };
  const lines = await db.select().from(orderLines).where(eq(orderLines.id_pedido, orderId)).orderBy(orderLines.orden);
  const extras = await db.select().from(orderLineExtras).where(eq(orderLineExtras.id_pedido, orderId));
  const productIds = lines.map((line) => line.id_producto).filter((id): id is string => Boolean(id));
  const presentations = productIds.length === 0 ? [] : await db.select().from(productPresentations).where(inArray(productPresentations.id_producto, productIds));
  const links = await loadLinks(db, commerceId);
  const unmapped: string[] = [];
  const lineItems: LoyverseReceiptRequest['line_items'] = [];
  for (const line of lines) {
    const presentation = line.presentacion ? presentations.find((row) => row.id_producto === line.id_producto && row.nombre === line.presentacion) : undefined;
    const variantId = presentation ? links.remoteOf('variant', presentation.id) : line.id_producto ? links.remoteOf('variant', line.id_producto) : undefined;
    if (!variantId) unmapped.push(line.presentacion ? `${line.nombre} (${line.presentacion})` : line.nombre);
    const modifiers: LoyverseReceiptRequest['line_items'][number]['line_modifiers'] = [];
    const lineExtras = extras.filter((row) => row.id_linea === line.id);
    // A line's price is one unit with its extras; Loyverse wants the variant's price and each modifier's apart.
    const baseCents = line.precio_cents - lineExtras.reduce((sum, extra) => sum + extra.subtotal_cents, 0);
    for (const extra of lineExtras) {
      const optionId = extra.id_extra ? links.remoteOf('modifier_option', extra.id_extra) : undefined;
      if (!optionId) unmapped.push(extra.nombre);
      // Loyverse prices a modifier once per unit of its line; an extra taken twice counts twice.
      else modifiers.push({ modifier_option_id: optionId, price: pesosOf(extra.precio_cents * extra.cantidad) });
    }
    if (variantId) lineItems.push({ variant_id: variantId, quantity: line.cantidad, price: pesosOf(baseCents), ...(line.instrucciones ? { line_note: line.instrucciones } : {}), line_modifiers: modifiers });
  }
  if (unmapped.length > 0) return { refused: RECEIPT_MSG.unmapped([...new Set(unmapped)]) };

  const state = await loadState(db, commerceId);
  let paymentTypeId = state?.payment_types[order.metodo_pago];
  if (!paymentTypeId) {
    const kinds = DEFAULT_PAYMENT_KIND[order.metodo_pago] ?? [];
    paymentTypeId = (await paymentTypes()).find((type) => !type.deleted_at && kinds.includes(type.type))?.id;
  }
  if (!paymentTypeId) return { refused: RECEIPT_MSG.noPaymentType(order.metodo_pago) };

  // Loyverse totals the receipt from its lines; the payment is that total. Delivery, tip and coupon stay in the note.
  const linesCents = lines.reduce((sum, line) => sum + line.subtotal_cents, 0);
  const notes = [
    `Pedido ${order.folio} (${RECEIPT_SOURCE})`,
    order.costo_envio_cents > 0 ? `Envío ${formatMoney(order.costo_envio_cents / 100)}` : '',
    order.propina_cents > 0 ? `Propina ${formatMoney(order.propina_cents / 100)}` : '',
    order.coupon_amount_cents ? `Cupón ${order.coupon_code ?? ''} −${formatMoney(order.coupon_amount_cents / 100)}` : '',
    `Total del pedido ${formatMoney(order.total_cents / 100)}`,
  ].filter(Boolean);
  return {
    folio: order.folio,
    receipt: {
      store_id: storeId,
      order: order.folio,
      source: RECEIPT_SOURCE,
      note: notes.join(' · '),
      receipt_date: order.updated_at.toISOString(),
      line_items: lineItems,
      payments: [{ payment_type_id: paymentTypeId, money_amount: pesosOf(linesCents) }],
    },
  };
}

function failureOutcome(error: unknown): DeliveryOutcome {
  if (error instanceof LoyverseError && !error.transient) return { outcome: 'refused', error: RECEIPT_MSG.refused(error.message) };
  return { outcome: 'retry', error: error instanceof Error ? error.message : String(error) };
}

export const loyverseReceiptHandler: OutboxHandler = {
  kind: LOYVERSE_RECEIPT_KIND,
  async deliver(job: OutboxJob, context): Promise<DeliveryOutcome> {
    const { orderId } = job.payload as ReceiptPayload;
    const credentials = await loyverseCredentials(context.db, context.deps.secretsKey, job.commerceId);
    if (!credentials) return { outcome: 'refused', error: RECEIPT_MSG.notConnected };
    const client = new LoyverseClient(credentials.token, context.deps.providerUrls.loyverse);
    try {
      const built = await buildReceipt(context.db, job.commerceId, orderId, credentials.storeId, () => client.paymentTypes());
      if ('refused' in built) return { outcome: 'refused', error: built.refused };
      // Loyverse takes no idempotency key: an attempt after one that may have reached it (a timeout, a lost
      // lease) first looks for the receipt already made for this folio.
      if (job.attempts > 1) {
        const since = new Date(job.createdAt.getTime() - 60_000);
        const earlier = (await client.receiptsSince(credentials.storeId, since)).find((receipt) => receipt.order === built.folio && receipt.source === RECEIPT_SOURCE);
        if (earlier) return { outcome: 'sent', result: { receipt_number: earlier.receipt_number } satisfies ReceiptResult };
      }
      const receipt = await client.createReceipt(built.receipt);
      return { outcome: 'sent', result: { receipt_number: receipt.receipt_number } satisfies ReceiptResult };
    } catch (error) {
      return failureOutcome(error);
    }
  },
};
