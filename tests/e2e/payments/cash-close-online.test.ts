// The cash close adds up by method in real Chromium at 1280 and 390 px (docs/counter.md, docs/payments.md): a
// cash sale, an order paid with Stripe (tests/support/fake-stripe.ts) and a cancelled Stripe order refunded
// whole; the shift screen lists the online money under its provider and the refund apart. This file starts a
// server of its own in this process, so the server reads the fake's base URL (STRIPE_API_BASE_URL).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashShift } from '@shared/counter';
import type { LoginSession } from '@shared/types/account';
import type { Commerce } from '@shared/types/commerce';
import { DEMO_LOGIN, type RunningServer } from '../../../server/src/start-server';
import { sweepPayments } from '../../../server/src/services/payments/sweep';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { apiLogin, DESKTOP, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { sessionApi } from '../onboarding/new-owner';
import { startOwnDemoServer } from '../support/own-server';

const ENV = ['STRIPE_API_BASE_URL', 'PAYMENTS_SWEEP_MS'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
let server: RunningServer;
let browser: Browser;
let stripe: FakeStripe;
let session: LoginSession;
let api: ReturnType<typeof sessionApi>;

async function publicCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/v1/public/comercio/${session.id_path}${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function order(metodo_pago: string): Promise<{ id: string; total: number }> {
  const options = await publicCall<{ productos: { id: string; presentaciones: { nombre: string }[]; extras: { minimo: number; obligatorio: boolean }[] }[] }>('GET', '/pedido/opciones');
  const product = options.productos.find((p) => p.extras.every((g) => !g.obligatorio && g.minimo === 0)) ?? options.productos[0]!;
  const placed = await publicCall<{ pedido: { id: string; total: number } }>('POST', '/pedido', {
    metodo_entrega: 'takeAway',
    nombre: 'Cliente en línea',
    numero_celular: '9931112244',
    country_code: '52',
    metodo_pago,
    productos: [{ id_producto: product.id, presentacion: product.presentaciones[0]?.nombre ?? null, cantidad: 1, extras: [] }],
  });
  return placed.pedido;
}

async function paidWithStripe(): Promise<{ id: string; total: number }> {
  const placed = await order('payment_provider');
  const { url } = await publicCall<{ url: string }>('POST', `/pedido/${placed.id}/pago`);
  const sessionId = url.split('/pay/')[1]!;
  stripe.pay(sessionId);
  await stripe.sendEvent('checkout.session.completed', sessionId);
  await api('PUT', `/v1/pedido/${placed.id}`, { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 10 });
  return placed;
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  Object.assign(process.env, stripe.env(), { PAYMENTS_SWEEP_MS: '0' });
  server = await startOwnDemoServer();
  browser = await launchBrowser();
  session = await apiLogin(server.url, DEMO_LOGIN);
  api = sessionApi(server.url, () => session);
  await api('PUT', '/v1/integrations/payment/stripe', { configuration: { public_key: 'pk_test_demo', secret_key: stripe.secretKey, webhook_secret: stripe.webhookSecret } });
  const commerce = await api<Commerce>('GET', '/v1/comercio');
  await api('PUT', '/v1/comercio', { servicio_activo: true, activar_pasar_recoger: true, metodos_pago_pasar_recoger: { ...commerce.metodos_pago_pasar_recoger, efectivo: true, payment_provider: true } });
  stripe.webhookUrl = `${server.url}/v1/public/comercio/${session.id_path}/pagos/webhook/stripe`;
  const current = await api<{ turno: CashShift | null }>('GET', '/v1/caja/turno-actual');
  if (!current.turno) await api('POST', '/v1/caja/turnos', { fondo_inicial: 500 });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stripe?.close();
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('corte de caja por método', () => {
  it('lists the online money under Stripe and its refund apart, at 1280 and 390 px', async () => {
    const cash = await order('efectivo');
    await api('PUT', `/v1/pedido/${cash.id}`, { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 10 });
    const kept = await paidWithStripe();
    const cancelled = await paidWithStripe();
    await api('PUT', `/v1/pedido/${cancelled.id}`, { action: 'changeStatus', status: 'canceled', motivo: 'Sin gas' });
    await sweepPayments({ db: server.handle.db, secretsKey: server.app.deps.config.secretsKey, providerUrls: server.app.deps.config.providerUrls });

    const { turno } = await api<{ turno: CashShift }>('GET', '/v1/caja/turno-actual');
    expect(turno.resumen.en_linea_por_proveedor).toEqual([{ proveedor: 'stripe', cantidad: 1, total: kept.total }]);
    expect(turno.resumen.reembolsos).toEqual([{ proveedor: 'stripe', cantidad: 1, total: cancelled.total }]);

    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['390', MOBILE],
    ] as const) {
      const page = await newPage(browser, viewport);
      await loginWithStorage(page, server.url, DEMO_LOGIN, '/caja');
      await page.getByTestId('open-shift-card').waitFor();
      await expect.poll(() => page.getByTestId('summary-  Stripe (1 pago)').textContent()).toContain(kept.total.toFixed(2));
      expect(await page.getByTestId('summary-Reembolsos Stripe (1)').textContent()).toContain(cancelled.total.toFixed(2));
      await shot(page, `cash-online-${width}`, true);
      await page.context().close();
    }
  });
});
