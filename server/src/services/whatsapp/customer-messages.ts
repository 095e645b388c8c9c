// Automatic WhatsApp messages to the customer who ordered (docs/whatsapp.md), through the outbox
// (docs/outbox.md): the consumer turns an order's live events into one job per (order, step) — dedupe key
// `${orderId}:${step}`, so a step is never sent twice however often its event is relayed — and the handler
// sends one job through the commerce's Green-API instance. What is decided at sending time, not at writing
// time: the opt-out (a customer who opts out after ordering gets nothing more), the text (the owner's latest),
// the gateway (a disconnected one fails visibly), the per-commerce limit. A send whose answer was lost is
// looked up before it is tried again (send-once.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { OrderStatus } from '@shared/constants';
import { menuLink } from '@shared/public-menu/links';
import { WHATSAPP_STEP_STATUS, whatsappNoticeText, whatsappNumber, whatsappStepOf, type WhatsAppNoticeOrder, type WhatsAppStep } from '@shared/orders/whatsapp-notice';
import type { NewOrderEvent, OrderStatusEvent } from '@shared/live';
import type { DbOrTx } from '../../db/database';
import { orders } from '../../db/schema/index';
import { fromCents } from '@shared/money';
import type { DeliveryOutcome, OutboxConsumer, OutboxContext, OutboxHandler, OutboxJob, OutboxJobInput, RelayedEvent } from '../outbox/types';
import { commerceGateway } from './gateway';
import { sendOnce } from './send-once';
import { isOptedOut, readWhatsAppSettings, whatsappCommerce } from './settings';

export const CUSTOMER_MESSAGE_KIND = 'whatsapp.customer';

export interface CustomerMessagePayload {
  step: WhatsAppStep;
  /** The status the step was reached with (canceled or rejected for the step «canceled»). */
  status: OrderStatus;
}

export const CUSTOMER_MSG = {
  orderGone: 'El pedido ya no existe',
  noGateway: 'WhatsApp Business no está configurado en Integraciones',
  noPhone: 'El pedido no tiene un número de WhatsApp',
} as const;

/** The step an event reaches, with its status; null for events that are no step. */
function stepOfEvent(event: RelayedEvent): { orderId: string; step: WhatsAppStep; status: OrderStatus } | null {
  if (event.eventId === 'newOrder') return { orderId: (event.data as NewOrderEvent).orderId, step: 'received', status: 'pending' };
  if (event.eventId === 'changeOrderStatus') {
    const data = event.data as OrderStatusEvent;
    const step = whatsappStepOf(data.status);
    return step ? { orderId: data.orderId, step, status: data.status } : null;
  }
  return null;
}

async function loadOrder(db: DbOrTx, commerceId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.id_comercio, commerceId), isNull(orders.deleted_at)))
    .limit(1);
  return row ?? null;
}

export const customerMessageConsumer: OutboxConsumer = {
  name: CUSTOMER_MESSAGE_KIND,
  async jobsFor(db, event) {
    const reached = stepOfEvent(event);
    if (!reached) return [];
    const settings = await readWhatsAppSettings(db, event.commerceId);
    if (!settings?.pasos.includes(reached.step)) return [];
    const commerce = await whatsappCommerce(db, event.commerceId, event.at);
    if (!commerce?.moduloIncluido || !commerce.gatewayGuardado) return [];
    const order = await loadOrder(db, event.commerceId, reached.orderId);
    // A test order (Configuración inicial) is not a customer's; a table order may have no phone.
    if (!order || order.es_prueba || !whatsappNumber(order)) return [];
    const job: OutboxJobInput = {
      commerceId: event.commerceId,
      kind: CUSTOMER_MESSAGE_KIND,
      dedupeKey: `${reached.orderId}:${reached.step}`,
      // One order's messages leave in the order its steps happened.
      orderingKey: reached.orderId,
      orderId: reached.orderId,
      payload: { step: reached.step, status: reached.status } satisfies CustomerMessagePayload,
    };
    return [job];
  },
};

/** The message of `step` for an order as it is now, with the status of the step (a late message still says its step). */
export async function customerMessageText(db: DbOrTx, context: Pick<OutboxContext, 'deps' | 'now'>, commerceId: string, orderId: string, payload: CustomerMessagePayload) {
  const order = await loadOrder(db, commerceId, orderId);
  const commerce = await whatsappCommerce(db, commerceId, context.now);
  if (!order || !commerce) return null;
  const settings = await readWhatsAppSettings(db, commerceId);
  const origin = context.deps.publicUrl ?? settings?.origenPublico ?? null;
  const noticeOrder: WhatsAppNoticeOrder = {
    id: order.id,
    folio: order.folio,
    estatus_pedido: payload.status ?? WHATSAPP_STEP_STATUS[payload.step],
    metodo_entrega: order.metodo_entrega,
    total: fromCents(order.total_cents),
    nombre: order.nombre,
    numero_celular: order.numero_celular,
    country_code: order.country_code,
    created_at: order.created_at.toISOString(),
    tiempo_preparacion: order.tiempo_preparacion,
    programado_para: order.programado_para?.toISOString() ?? null,
    motivo_estatus: order.motivo_estatus,
  };
  const text = whatsappNoticeText(noticeOrder, {
    commerceName: commerce.nombre,
    menuUrl: origin ? menuLink(origin, commerce.idPath) : null,
    templates: settings?.plantillas,
    timeZone: commerce.zonaHoraria,
  });
  return { text, phone: whatsappNumber(order) };
}

async function deliverCustomerMessage(job: OutboxJob, context: OutboxContext): Promise<DeliveryOutcome> {
  const { db, now, deps } = context;
  const payload = job.payload as CustomerMessagePayload;
  if (!job.orderId) return { outcome: 'refused', error: CUSTOMER_MSG.orderGone };
  const message = await customerMessageText(db, context, job.commerceId, job.orderId, payload);
  if (!message) return { outcome: 'refused', error: CUSTOMER_MSG.orderGone };
  if (!message.phone) return { outcome: 'refused', error: CUSTOMER_MSG.noPhone };
  if (await isOptedOut(db, job.commerceId, message.phone)) return { outcome: 'sent', result: { omitido: 'baja' } };
  const gateway = await commerceGateway(db, deps, job.commerceId);
  if (!gateway) return { outcome: 'refused', error: CUSTOMER_MSG.noGateway };
  return sendOnce(db, job, gateway, message.phone, message.text, now);
}

export const customerMessageHandler: OutboxHandler = {
  kind: CUSTOMER_MESSAGE_KIND,
  deliver: deliverCustomerMessage,
};
