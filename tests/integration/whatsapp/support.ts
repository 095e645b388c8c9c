// What the WhatsApp integration tests share: an app whose outbox runs at the test's clock against the fake
// Green-API, a commerce that takes orders, and the calls that configure its gateway and steps.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { WhatsAppSettingsInput } from '@shared/types/whatsapp';
import { WHATSAPP_STEPS } from '@shared/orders/whatsapp-notice';
import { outboxJobs } from '../../../server/src/db/schema/outbox';
import type { DbHandle } from '../../../server/src/db/database';
import { startFakeWhatsAppGateway, type FakeWhatsAppGateway } from '../../../testkit/fakes/whatsapp-gateway';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

export const PUBLIC_URL = 'https://pedidos.ejemplo.mx';

export interface WhatsAppWorld {
  t: TestApp;
  fake: FakeWhatsAppGateway;
  shop: OrderingCommerce;
  clock: { now: Date };
}

export async function whatsappWorld(): Promise<WhatsAppWorld> {
  const fake = await startFakeWhatsAppGateway();
  // Starts at the real time: the database stamps events with it, and alerts come due from an event's time.
  const clock = { now: new Date(Math.floor(Date.now() / 1000) * 1000) };
  const t = await createTestApp({
    config: { publicLimits: null, publicUrl: PUBLIC_URL, providerUrls: { whatsapp: fake.url }, outbox: { everyMs: 0, clock: () => clock.now } },
  });
  const shop = await createOrderingCommerce(t.app, t.handle);
  return { t, fake, shop, clock };
}

export async function saveGateway(app: FastifyInstance, shop: OrderingCommerce, credentials: { instance: string; token: string }) {
  const response = await app.inject({
    method: 'PUT',
    url: '/v1/integrations/whatsapp/whatsappBusiness',
    headers: shop.auth.headers,
    payload: { configuration: { secret_instance: credentials.instance, secret_api_key: credentials.token } },
  });
  if (response.statusCode !== 200) throw new Error(`gateway → ${response.statusCode} ${response.body}`);
}

export async function saveSettings(app: FastifyInstance, shop: OrderingCommerce, settings: Partial<WhatsAppSettingsInput> = {}) {
  return app.inject({
    method: 'PUT',
    url: '/v1/whatsapp/ajustes',
    headers: shop.auth.headers,
    payload: { pasos: [...WHATSAPP_STEPS], plantillas: {}, alertas_dueno: false, telefono_alertas: '', minutos_sin_aceptar: 10, ...settings },
  });
}

export async function newOrder(app: FastifyInstance, shop: OrderingCommerce, overrides: Record<string, unknown> = {}): Promise<{ id: string; folio: string }> {
  const placed = await placeOrder(app, shop.idPath, orderBody(shop.menu, overrides));
  if (placed.statusCode !== 201) throw new Error(`order → ${placed.statusCode} ${placed.body}`);
  return placed.json<{ pedido: { id: string; folio: string } }>().pedido;
}

export async function setStatus(app: FastifyInstance, shop: OrderingCommerce, orderId: string, status: string, extra: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'PUT', url: `/v1/pedido/${orderId}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status, ...extra } });
  if (response.statusCode !== 200) throw new Error(`status ${status} → ${response.statusCode} ${response.body}`);
}

export function jobsOf(handle: DbHandle, orderId: string) {
  return handle.db.select().from(outboxJobs).where(eq(outboxJobs.id_pedido, orderId)).orderBy(outboxJobs.seq);
}

/** The fake's messages to one phone (chatId digits@c.us). */
export function messagesTo(fake: FakeWhatsAppGateway, digits: string): string[] {
  return fake.messages.filter((message) => message.chatId === `${digits}@c.us`).map((message) => message.message);
}
