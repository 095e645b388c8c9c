// Integrations: every docs/domain.md (Constantes) group listed with the sandbox courier, per-provider required fields (docs/domain.md (Validación)),
// secrets encrypted at rest and only ever answered masked, empty secret keeps the stored one, disconnect,
// connection test without network, and the INTEGRACIONES module gate.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrations } from '../../../server/src/db/schema/index';
import { decryptSecrets } from '../../../server/src/db/secrets';
import type { IntegrationView } from '../../../server/src/services/integrations/store';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';

let t: TestApp;
let owner: LoggedIn;
let commerceId: string;

beforeAll(async () => {
  t = await createTestApp();
  const commerce = await createCommerce(t.handle, { plan: 'PLUS' });
  commerceId = commerce.commerceId;
  owner = await login(t.app, commerce.email, commerce.password);
});
afterAll(async () => {
  await t?.close();
});

const api = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown, headers = owner.headers) =>
  t.app.inject({ method, url: `/v1${url}`, headers, payload: payload as Record<string, unknown> | undefined });

const STRIPE_SECRET = 'sk_test_51SecretValue9876';

describe('integrations list', () => {
  it('lists every group with the sandbox courier connected and the rest disconnected', async () => {
    const response = await api('GET', '/integrations');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<IntegrationView[]>();
    expect(new Set(list.map((i) => i.group))).toEqual(new Set(['delivery', 'pos', 'payment', 'whatsapp']));
    const sandbox = list.find((i) => i.provider_code === 'sandbox');
    expect(sandbox).toMatchObject({ provider_type: 'delivery', name: 'Repartidor de prueba (sandbox)', connected: true, built_in: true });
    expect(list.filter((i) => i.group === 'payment').map((i) => [i.provider_code, i.subgroup])).toEqual([
      ['stripe', 'card'],
      ['clip', 'card'],
      ['mercadoPago', 'wallet'],
    ]);
    expect(list.find((i) => i.provider_code === 'loyverse')).toMatchObject({ provider_type: 'pos', connected: false, actions: ['configure'], configuration: {} });
  });

  it('refuses accounts without the INTEGRACIONES module', async () => {
    const freemium = await createCommerce(t.handle, { plan: 'FREEMIUM' });
    const auth = await login(t.app, freemium.email, freemium.password);
    expect((await api('GET', '/integrations', undefined, auth.headers)).statusCode).toBe(403);
  });
});

describe('integration configuration', () => {
  it('requires the docs/domain.md (Validación) fields of each provider', async () => {
    const cases: [string, string, Record<string, string>, string][] = [
      ['delivery', 'picker', {}, 'token'],
      ['pos', 'loyverse', { token: 'abc' }, 'store_id'],
      ['payment', 'stripe', { public_key: 'pk_1' }, 'secret_key'],
      ['payment', 'clip', { secret_key: 'sk_1' }, 'api_key'],
      ['payment', 'mercadoPago', { public_key: 'pk' }, 'access_token'],
      ['whatsapp', 'whatsappBusiness', { secret_api_key: 'k' }, 'secret_instance'],
    ];
    for (const [type, code, configuration, missing] of cases) {
      const response = await api('PUT', `/integrations/${type}/${code}`, { configuration });
      expect(response.statusCode, `${code}: ${response.body}`).toBe(400);
      expect(response.json<{ field?: string; message: string }>().message).toContain(missing);
    }
  });

  it('stores secrets encrypted at rest and answers them only masked', async () => {
    const saved = await api('PUT', '/integrations/payment/stripe', { configuration: { public_key: 'pk_test_public', secret_key: STRIPE_SECRET, webhook_secret: 'whsec_test_1234' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(STRIPE_SECRET);
    expect(saved.json<IntegrationView>()).toMatchObject({ connected: true, configuration: { public_key: 'pk_test_public', secret_key: '••••9876', webhook_secret: '••••1234' } });

    const [row] = await t.handle.db.select().from(integrations).where(eq(integrations.id_comercio, commerceId));
    expect(JSON.stringify(row)).not.toContain(STRIPE_SECRET);
    expect(row!.configuration).toEqual({ public_key: 'pk_test_public' });
    expect(row!.secrets_encrypted).toMatch(/^v1:/);
    expect(decryptSecrets(t.app.deps.config.secretsKey, row!.secrets_encrypted!)).toEqual({ secret_key: STRIPE_SECRET, webhook_secret: 'whsec_test_1234' });

    for (const url of ['/integrations', '/integrations/payment/stripe']) {
      const read = await api('GET', url);
      expect(read.body).not.toContain(STRIPE_SECRET);
      expect(read.body).toContain('••••9876');
    }
  });

  it('keeps the stored secret when the update leaves it empty or masked', async () => {
    for (const secret_key of ['', '••••9876']) {
      const response = await api('PUT', '/integrations/payment/stripe', { configuration: { public_key: 'pk_test_changed', secret_key, webhook_secret: '' } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<IntegrationView>().configuration).toEqual({ public_key: 'pk_test_changed', secret_key: '••••9876', webhook_secret: '••••1234' });
    }
    const [row] = await t.handle.db.select().from(integrations).where(eq(integrations.provider_code, 'stripe'));
    expect(decryptSecrets(t.app.deps.config.secretsKey, row!.secrets_encrypted!)).toEqual({ secret_key: STRIPE_SECRET, webhook_secret: 'whsec_test_1234' });
  });

  it('claims a connection only for the provider orders use (the sandbox), and disconnects', async () => {
    expect((await api('POST', '/integrations/delivery/sandbox/test')).json()).toEqual({ ok: true, message: 'Conexión correcta con el repartidor de prueba (sandbox)' });
    expect((await api('POST', '/integrations/pos/loyverse/test')).json()).toEqual({ ok: false, message: 'Escribe el ID de la tienda y el token de Loyverse' });
    // (Stripe, Mercado Pago and Clip make a real read of the provider: tests/integration/payments/.)

    expect((await api('DELETE', '/integrations/payment/stripe')).statusCode).toBe(200);
    const after = (await api('GET', '/integrations/payment/stripe')).json<IntegrationView>();
    expect(after).toMatchObject({ connected: false, configuration: {} });
    expect(await t.handle.db.select().from(integrations).where(eq(integrations.id_comercio, commerceId))).toHaveLength(0);
    expect((await api('DELETE', '/integrations/delivery/sandbox')).statusCode).toBe(409);
    expect((await api('GET', '/integrations/payment/paypal')).statusCode).toBe(404);
  });
});
