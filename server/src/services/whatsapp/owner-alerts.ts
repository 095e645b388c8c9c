// Alerts to the owner's phone (docs/whatsapp.md): an order waiting unaccepted too long, the store paused by
// itself, a failed scheduled backup, a printer down longer than the owner's minutes. Each is one outbox job per occurrence (its dedupe key names it), sent through the
// commerce's Green-API instance when there is one, else by e-mail to the owners (the notifier). The owner turns
// them on, with their phone, in the WhatsApp settings.
import { and, eq, sql } from 'drizzle-orm';
import type { NewOrderEvent } from '@shared/live';
import type { DbOrTx } from '../../db/database';
import { commerces, orders, printerHealth } from '../../db/schema/index';
import { rowsOf } from '../reports/filters';
import { enqueueOutboxJobs } from '../outbox/jobs';
import type { DeliveryOutcome, OutboxConsumer, OutboxContext, OutboxHandler, OutboxJob } from '../outbox/types';
import { commerceGateway } from './gateway';
import { sendOnce } from './send-once';
import { readWhatsAppSettings, whatsappCommerce } from './settings';

export const OWNER_ALERT_KIND = 'owner.alert';

export type OwnerAlertType = 'sin_aceptar' | 'pausa' | 'respaldo' | 'impresora';

export interface OwnerAlertPayload {
  tipo: OwnerAlertType;
  subject: string;
  text: string;
  /** A printer alert's outage: at sending time a printer reported back online since is not alerted. */
  impresora?: { equipo: string; slot: string; desde: string };
}

type OwnerAlertContent = Omit<OwnerAlertPayload, 'tipo'>;

export function unacceptedAlertText(commerceName: string, folio: string, minutes: number): Pick<OwnerAlertPayload, 'subject' | 'text'> {
  return {
    subject: `${commerceName}: el pedido ${folio} lleva ${minutes} min sin aceptar`,
    text: `El pedido ${folio} sigue pendiente. Ábrelo en el panel para aceptarlo o rechazarlo: el cliente está esperando.`,
  };
}

export function backupFailedAlertText(commerceName: string, reason: string): Pick<OwnerAlertPayload, 'subject' | 'text'> {
  return {
    subject: `${commerceName}: el respaldo diario falló`,
    text: `No se pudo hacer el respaldo de hoy (${reason}). Revisa el espacio en disco y la carpeta de copia en Ajustes → Respaldos.`,
  };
}

export function printerDownAlertText(commerceName: string, printerName: string, pc: string, minutes: number, error: string | null): Pick<OwnerAlertPayload, 'subject' | 'text'> {
  return {
    subject: `${commerceName}: la impresora ${printerName} lleva ${minutes} min sin responder`,
    text: [
      `La impresora ${printerName} del equipo ${pc} no responde${error ? ` (${error})` : ''}.`,
      'Revisa que esté encendida, con papel y conectada. Los tickets automáticos esperan y se imprimen en cuanto vuelva.',
    ].join(' '),
  };
}

/**
 * Writes an alert job when the owner turned alerts on, keyed by `occurrence` (once per occurrence whatever calls
 * it again). Answers false when alerts are off: the caller keeps its own channel (e-mail).
 */
export async function enqueueOwnerAlert(db: DbOrTx, commerceId: string, tipo: OwnerAlertType, occurrence: string, alert: OwnerAlertContent, at: Date): Promise<boolean> {
  const settings = await readWhatsAppSettings(db, commerceId);
  if (!settings?.alertas_dueno) return false;
  await enqueueOutboxJobs(db, [{ commerceId, kind: OWNER_ALERT_KIND, dedupeKey: `${tipo}:${commerceId}:${occurrence}`, payload: { tipo, ...alert } satisfies OwnerAlertPayload }], at);
  return true;
}

/** On every new order, an alert that comes due after the owner's minutes and goes only if the order is still pending then. */
export const unacceptedOrderConsumer: OutboxConsumer = {
  name: 'owner.alert.unaccepted',
  async jobsFor(db, event) {
    if (event.eventId !== 'newOrder') return [];
    const settings = await readWhatsAppSettings(db, event.commerceId);
    if (!settings?.alertas_dueno) return [];
    const { orderId } = event.data as NewOrderEvent;
    const [row] = await db
      .select({ folio: orders.folio, prueba: orders.es_prueba, nombre: commerces.nombre })
      .from(orders)
      .innerJoin(commerces, eq(commerces.id, orders.id_comercio))
      .where(and(eq(orders.id, orderId), eq(orders.id_comercio, event.commerceId)))
      .limit(1);
    if (!row || row.prueba) return [];
    const payload: OwnerAlertPayload = { tipo: 'sin_aceptar', ...unacceptedAlertText(row.nombre, row.folio, settings.minutos_sin_aceptar) };
    return [
      {
        commerceId: event.commerceId,
        kind: OWNER_ALERT_KIND,
        dedupeKey: `sin_aceptar:${orderId}`,
        orderId,
        payload,
        notBefore: new Date(event.at.getTime() + settings.minutos_sin_aceptar * 60_000),
      },
    ];
  },
};

/** Whether the outage a printer alert names is still going on (its printer was not reported back online since). */
async function printerStillDown(db: DbOrTx, commerceId: string, outage: NonNullable<OwnerAlertPayload['impresora']>): Promise<boolean> {
  const [row] = await db
    .select({ since: printerHealth.caida_desde })
    .from(printerHealth)
    .where(and(eq(printerHealth.id_comercio, commerceId), eq(printerHealth.equipo, outage.equipo), eq(printerHealth.slot, outage.slot)))
    .limit(1);
  return row?.since?.getTime() === new Date(outage.desde).getTime();
}

async function ownerEmails(db: DbOrTx, commerceId: string): Promise<string[]> {
  const rows = rowsOf<{ email: string }>(await db.execute(sql`SELECT email FROM users WHERE id_comercio = ${commerceId} AND role = 'owner' AND status = 'activo'`));
  return rows.map((row) => row.email);
}

async function deliverOwnerAlert(job: OutboxJob, context: OutboxContext): Promise<DeliveryOutcome> {
  const { db, now, deps } = context;
  const payload = job.payload as OwnerAlertPayload;
  if (payload.tipo === 'sin_aceptar' && job.orderId) {
    const [order] = await db.select({ status: orders.estatus_pedido }).from(orders).where(eq(orders.id, job.orderId)).limit(1);
    if (order?.status !== 'pending') return { outcome: 'sent', result: { omitido: 'atendido' } };
  }
  if (payload.tipo === 'impresora' && payload.impresora) {
    if (!(await printerStillDown(db, job.commerceId, payload.impresora))) return { outcome: 'sent', result: { omitido: 'impresora_en_linea' } };
  }
  const settings = await readWhatsAppSettings(db, job.commerceId);
  if (!settings?.alertas_dueno) return { outcome: 'sent', result: { omitido: 'alertas_apagadas' } };
  const commerce = await whatsappCommerce(db, job.commerceId, now);
  const gateway = await commerceGateway(db, deps, job.commerceId);
  if (gateway && commerce && settings.telefono_alertas) {
    const phone = `${commerce.countryCode.replace(/\D/g, '')}${settings.telefono_alertas}`;
    return sendOnce(db, job, gateway, phone, `${payload.subject}\n\n${payload.text}`, now);
  }
  // No gateway: the owners' e-mail, through the server's notifier (services/messaging).
  const emails = await ownerEmails(db, job.commerceId);
  if (!deps.notifier.sendAlert || emails.length === 0) return { outcome: 'refused', error: 'No hay WhatsApp Business ni correo del dueño para enviar la alerta' };
  for (const to of emails) await deps.notifier.sendAlert({ channel: 'email', to, subject: payload.subject, text: payload.text });
  return { outcome: 'sent', result: { via: 'correo' } };
}

export const ownerAlertHandler: OutboxHandler = {
  kind: OWNER_ALERT_KIND,
  deliver: deliverOwnerAlert,
};
