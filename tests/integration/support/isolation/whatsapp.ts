// WhatsApp routes in the tenant-isolation table (docs/whatsapp.md): B never reads A's settings, token, messages or
// order state, cannot resend A's message, and cannot opt out A's customer (the incoming webhook needs its token in a header: tenant-isolation.test.ts says where that is tested).
import type { IsolationContext, IsolationRow } from '../isolation-types';
import { eq } from 'drizzle-orm';
import { outboxJobs } from '../../../../server/src/db/schema/outbox';
import { enqueueOutboxJobs } from '../../../../server/src/services/outbox/jobs';
import { ordersOfA } from './orders';

const SETTINGS = { pasos: ['received'], plantillas: { received: 'Pedido {folio} recibido' }, alertas_dueno: true, telefono_alertas: '9930001111', minutos_sin_aceptar: 7 };

async function whatsappOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const ids = await ordersOfA(ctx);
  const saved = await ctx.app.inject({ method: 'PUT', url: '/v1/whatsapp/ajustes', headers: ctx.auth.headers, payload: SETTINGS });
  if (saved.statusCode !== 200) throw new Error(`setup whatsapp → ${saved.statusCode} ${saved.body}`);
  const [jobId] = await enqueueOutboxJobs(ctx.handle.db, [
    { commerceId: ctx.commerce.commerceId, kind: 'whatsapp.customer', dedupeKey: `${ids.orderId}:isolation`, orderId: ids.orderId, payload: { step: 'received', status: 'pending' } },
  ]);
  // Given up, so «Reenviar» applies to it.
  await ctx.handle.db.update(outboxJobs).set({ status: 'failed', last_error: 'prueba' }).where(eq(outboxJobs.id, jobId!));
  return { ...ids, entranteToken: saved.json<{ entrante_token: string }>().entrante_token, jobId: jobId! };
}

export const rows: IsolationRow[] = [
  { name: 'GET /v1/whatsapp/ajustes', method: 'GET', family: 'v1', path: () => '/v1/whatsapp/ajustes', setup: whatsappOfA },
  { name: 'PUT /v1/whatsapp/ajustes', method: 'PUT', family: 'v1', path: () => '/v1/whatsapp/ajustes', body: () => ({ ...SETTINGS, telefono_alertas: '9930002222' }), setup: whatsappOfA },
  { name: 'GET /v1/whatsapp/pedidos/:id', method: 'GET', family: 'v1', path: (ids) => `/v1/whatsapp/pedidos/${ids.orderId}`, setup: whatsappOfA },
  { name: 'GET /v1/whatsapp/envios', method: 'GET', family: 'v1', path: () => '/v1/whatsapp/envios', setup: whatsappOfA },
  { name: 'POST /v1/whatsapp/envios/:id/reenviar', method: 'POST', family: 'v1', path: (ids) => `/v1/whatsapp/envios/${ids.jobId}/reenviar`, setup: whatsappOfA },
  { name: 'GET public order whatsapp', method: 'GET', family: 'public', path: (ids) => `/v1/public/comercio/${ids.idPath}/pedido/${ids.orderId}/whatsapp`, setup: whatsappOfA },
  { name: 'POST public order whatsapp opt-out', method: 'POST', family: 'public', path: (ids) => `/v1/public/comercio/${ids.idPath}/pedido/${ids.orderId}/whatsapp/baja`, setup: whatsappOfA },
];
