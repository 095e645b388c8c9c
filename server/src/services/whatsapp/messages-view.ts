// What the screens read about automatic WhatsApp messages (docs/whatsapp.md): an order's messages (the order
// detail: «WhatsApp no enviado: …»), the delivery log of Integraciones and «Reenviar», the owner's settings
// view, and the customer's side on the status page (opt-out by link).
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { OrderWhatsAppMessage, OrderWhatsAppState, PublicWhatsAppState, WhatsAppLogEntry, WhatsAppSettings } from '@shared/types/whatsapp';
import { whatsappNumber, type WhatsAppStep } from '@shared/orders/whatsapp-notice';
import type { DbOrTx } from '../../db/database';
import { commerces, orders, outboxJobs } from '../../db/schema/index';
import { isUuid } from '../input';
import { retryOutboxJob } from '../outbox/jobs';
import { CUSTOMER_MESSAGE_KIND, type CustomerMessagePayload } from './customer-messages';
import { OWNER_ALERT_KIND } from './owner-alerts';
import { DEFAULT_WHATSAPP_SETTINGS, isOptedOut, optOut, readWhatsAppSettings, whatsappCommerce } from './settings';

export const SKIPPED_TEXT: Record<string, string> = {
  baja: 'el cliente pidió no recibir mensajes',
  atendido: 'el pedido ya se atendió',
  alertas_apagadas: 'las alertas están apagadas',
};

type JobRow = typeof outboxJobs.$inferSelect;

function messageOf(row: JobRow): OrderWhatsAppMessage {
  const result = (row.result ?? null) as { omitido?: string } | null;
  const skipped = row.status === 'sent' && result?.omitido ? result.omitido : null;
  const payload = row.payload as Partial<CustomerMessagePayload>;
  return {
    id: row.id,
    paso: (payload.step ?? 'received') as WhatsAppStep,
    estado: skipped ? 'skipped' : row.status,
    detalle: skipped ? (SKIPPED_TEXT[skipped] ?? skipped) : row.status === 'sent' ? null : row.last_error,
    intentos: row.attempts,
    fecha: (row.sent_at ?? row.last_attempt_at)?.toISOString() ?? null,
  };
}

/** Automatic messages are on: the plan has the module, the gateway is saved and at least one step is chosen. */
async function automaticOn(db: DbOrTx, commerceId: string, at: Date): Promise<boolean> {
  const [settings, commerce] = await Promise.all([readWhatsAppSettings(db, commerceId), whatsappCommerce(db, commerceId, at)]);
  return Boolean(settings && settings.pasos.length > 0 && commerce?.moduloIncluido && commerce.gatewayGuardado);
}

export async function orderWhatsAppState(db: DbOrTx, commerceId: string, orderId: string, at = new Date()): Promise<OrderWhatsAppState | null> {
  if (!isUuid(orderId)) return null;
  const [order] = await db
    .select({ phone: orders.numero_celular, country: orders.country_code })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.id_comercio, commerceId), isNull(orders.deleted_at)))
    .limit(1);
  if (!order) return null;
  const rows = await db
    .select()
    .from(outboxJobs)
    .where(and(eq(outboxJobs.id_comercio, commerceId), eq(outboxJobs.id_pedido, orderId), eq(outboxJobs.kind, CUSTOMER_MESSAGE_KIND)))
    .orderBy(outboxJobs.seq);
  const phone = whatsappNumber({ numero_celular: order.phone, country_code: order.country });
  return {
    automatico: await automaticOn(db, commerceId, at),
    baja: phone ? await isOptedOut(db, commerceId, phone) : false,
    mensajes: rows.map(messageOf),
  };
}

/** The commerce's latest messages, customers' and alerts, newest first. */
export async function whatsappLog(db: DbOrTx, commerceId: string, limit = 50): Promise<WhatsAppLogEntry[]> {
  const rows = await db
    .select({ job: outboxJobs, folio: orders.folio })
    .from(outboxJobs)
    .leftJoin(orders, eq(orders.id, outboxJobs.id_pedido))
    .where(and(eq(outboxJobs.id_comercio, commerceId), inArray(outboxJobs.kind, [CUSTOMER_MESSAGE_KIND, OWNER_ALERT_KIND])))
    .orderBy(desc(outboxJobs.created_at), desc(outboxJobs.seq))
    .limit(limit);
  return rows.map(({ job, folio }) => ({
    ...messageOf(job),
    id_pedido: job.id_pedido,
    folio,
    destino: job.kind === OWNER_ALERT_KIND ? 'dueno' : 'cliente',
  }));
}

/** «Reenviar» a WhatsApp message of the commerce; false when it has no such message or it is still pending. */
export async function resendWhatsAppMessage(db: DbOrTx, commerceId: string, jobId: string, now = new Date()): Promise<boolean> {
  if (!isUuid(jobId)) return false;
  const [row] = await db
    .select({ kind: outboxJobs.kind })
    .from(outboxJobs)
    .where(and(eq(outboxJobs.id, jobId), eq(outboxJobs.id_comercio, commerceId)))
    .limit(1);
  if (!row || (row.kind !== CUSTOMER_MESSAGE_KIND && row.kind !== OWNER_ALERT_KIND)) return false;
  return retryOutboxJob(db, commerceId, jobId, now);
}

/** The settings screen's data: stored (or default) settings, the gateway and module state, the incoming-message address. */
export async function whatsappSettingsView(db: DbOrTx, commerceId: string, origin: string, at = new Date()): Promise<WhatsAppSettings> {
  const [settings, commerce] = await Promise.all([readWhatsAppSettings(db, commerceId), whatsappCommerce(db, commerceId, at)]);
  const input = settings ?? DEFAULT_WHATSAPP_SETTINGS;
  return {
    pasos: input.pasos,
    plantillas: input.plantillas,
    alertas_dueno: input.alertas_dueno,
    telefono_alertas: input.telefono_alertas,
    minutos_sin_aceptar: input.minutos_sin_aceptar,
    minutos_impresora: input.minutos_impresora,
    gateway_configurado: commerce?.gatewayGuardado ?? false,
    modulo_incluido: commerce?.moduloIncluido ?? false,
    entrante_url: settings && commerce ? `${origin.replace(/\/+$/, '')}/v1/public/comercio/${encodeURIComponent(commerce.idPath)}/whatsapp/entrante` : null,
    entrante_token: settings?.entranteToken ?? '',
  };
}

/** The order of a public menu (its id_path) by its id, with what the status page needs; null when unknown. */
async function publicOrder(db: DbOrTx, idPath: string, orderId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const [row] = await db
    .select({ commerceId: orders.id_comercio, phone: orders.numero_celular, country: orders.country_code, prueba: orders.es_prueba })
    .from(orders)
    .innerJoin(commerces, eq(commerces.id, orders.id_comercio))
    .where(and(eq(commerces.id_path, idPath), eq(orders.id, orderId), isNull(orders.deleted_at)))
    .limit(1);
  if (!row) return null;
  return { ...row, phoneKey: whatsappNumber({ numero_celular: row.phone, country_code: row.country }) };
}

/** The customer's side: whether this commerce messages them about the order, and whether they opted out. */
export async function publicWhatsAppState(db: DbOrTx, idPath: string, orderId: string, at = new Date()): Promise<PublicWhatsAppState | null> {
  const order = await publicOrder(db, idPath, orderId);
  if (!order) return null;
  return {
    activo: Boolean(order.phoneKey) && !order.prueba && (await automaticOn(db, order.commerceId, at)),
    baja: order.phoneKey ? await isOptedOut(db, order.commerceId, order.phoneKey) : false,
  };
}

/** The status page's «No quiero recibir mensajes»: the order's phone gets nothing more from this commerce. */
export async function optOutByOrder(db: DbOrTx, idPath: string, orderId: string, at = new Date()): Promise<PublicWhatsAppState | null> {
  const order = await publicOrder(db, idPath, orderId);
  if (!order) return null;
  if (order.phoneKey) await optOut(db, order.commerceId, order.phoneKey, 'enlace', at);
  return publicWhatsAppState(db, idPath, orderId, at);
}
