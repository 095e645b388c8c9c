// Shared setup of the online payment tests: the app listening on a real port (providers call it back), the
// providers' fakes at the base URLs the server reads, and a commerce that takes «Pago en línea».
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { liveEvents, orders } from '../../../server/src/db/schema/orders';
import { onlinePayments } from '../../../server/src/db/schema/online-payment';
import { sweepPayments } from '../../../server/src/services/payments/sweep';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../support/fake-mercadopago';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { createOrderingCommerce, orderBody, type OrderingCommerce } from '../orders/support';

export const ONLINE_METHODS = { efectivo: true, tarjeta: true, transferencia: false, enlace_pago: false, payment_provider: true };

export interface PaymentsWorld {
  t: TestApp;
  base: string;
  stripe: FakeStripe;
  mercadoPago: FakeMercadoPago;
  shop: OrderingCommerce;
  /** A private /v1 call as the shop's owner, over HTTP. */
  api(method: string, path: string, body?: unknown): Promise<{ status: number; json: <T = Record<string, unknown>>() => T }>;
  /** A public call over HTTP. */
  publicCall(method: string, path: string, body?: unknown): Promise<{ status: number; json: <T = Record<string, unknown>>() => T }>;
  connect(provider: 'stripe' | 'mercadoPago'): Promise<void>;
  placeOnline(overrides?: Record<string, unknown>): Promise<{ id: string; total: number; folio: string }>;
  orderRow(id: string): Promise<typeof orders.$inferSelect>;
  paymentsOf(orderId: string): Promise<(typeof onlinePayments.$inferSelect)[]>;
  eventsOf(orderId: string, eventId: string): Promise<number>;
  sweep(at?: Date): Promise<void>;
}

const ENV = ['PAYMENTS_SWEEP_MS'] as const;

/** One app, both fakes and one commerce for the file; the environment is put back after it. */
export function withPaymentsWorld(ready: (world: PaymentsWorld) => void): void {
  const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
  let world: PaymentsWorld | undefined;
  beforeAll(async () => {
    const stripe = await startFakeStripe();
    const mercadoPago = await startFakeMercadoPago();
    Object.assign(process.env, { PAYMENTS_SWEEP_MS: '0' });
    const t = await createTestApp({ config: { providerUrls: { stripe: stripe.baseUrl, mercadoPago: mercadoPago.baseUrl } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const shop = await createOrderingCommerce(t.app, t.handle, {
      commerce: { metodos_pago_envio_domicilio: ONLINE_METHODS, metodos_pago_pasar_recoger: ONLINE_METHODS, metodos_pago_comer_restaurant: ONLINE_METHODS },
    });
    const call = async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, json: <T,>() => (text ? JSON.parse(text) : null) as T };
    };
    const api: PaymentsWorld['api'] = (method, path, body) => call(method, `/v1${path}`, body, shop.auth.headers);
    const publicCall: PaymentsWorld['publicCall'] = (method, path, body) => call(method, `/v1/public/comercio/${shop.idPath}${path}`, body, {});
    world = {
      t,
      base,
      stripe,
      mercadoPago,
      shop,
      api,
      publicCall,
      async connect(provider) {
        const configuration =
          provider === 'stripe'
            ? { public_key: 'pk_test_1', secret_key: stripe.secretKey, webhook_secret: stripe.webhookSecret }
            : { public_key: 'APP_USR-public', access_token: mercadoPago.accessToken, webhook_secret: mercadoPago.webhookSecret };
        const saved = await api('PUT', `/integrations/payment/${provider}`, { configuration });
        if (saved.status !== 200) throw new Error(`connect ${provider}: ${saved.status}`);
        stripe.webhookUrl = `${base}/v1/public/comercio/${shop.idPath}/pagos/webhook/stripe`;
      },
      async placeOnline(overrides = {}) {
        const placed = await publicCall('POST', '/pedido', orderBody(shop.menu, { metodo_pago: 'payment_provider', ...overrides }));
        if (placed.status !== 201) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.json())}`);
        return placed.json<{ pedido: { id: string; total: number; folio: string } }>().pedido;
      },
      async orderRow(id) {
        const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, id));
        return row!;
      },
      paymentsOf: (orderId) => t.handle.db.select().from(onlinePayments).where(eq(onlinePayments.id_pedido, orderId)),
      async eventsOf(orderId, eventId) {
        const rows = await t.handle.db
          .select({ data: liveEvents.data })
          .from(liveEvents)
          .where(and(eq(liveEvents.id_comercio, shop.commerce.commerceId), eq(liveEvents.event_id, eventId)));
        return rows.filter((row) => (row.data as { orderId?: string }).orderId === orderId).length;
      },
      sweep: (at) => sweepPayments({ db: t.handle.db, secretsKey: t.app.deps.config.secretsKey, providerUrls: t.app.deps.config.providerUrls }, at),
    };
    ready(world);
  });
  afterAll(async () => {
    await world?.t.close();
    await world?.stripe.close();
    await world?.mercadoPago.close();
    for (const name of ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
}
