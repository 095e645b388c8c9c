// The Facturapi fake refuses what Facturapi refuses (tests/support/fake-facturapi.ts), so a test of the server
// fails when the server sends such a request: wrong key, Basic with the key as user accepted, a missing field, a
// malformed RFC, a uso the régimen does not allow, a price in cents as text, a global invoice without `global`.
import FacturapiModule, { FacturapiError } from 'facturapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFacturapi, type FakeFacturapi } from '../../support/fake-facturapi';

const Facturapi = ((FacturapiModule as unknown as { default?: typeof FacturapiModule }).default ?? FacturapiModule) as typeof FacturapiModule;

let fake: FakeFacturapi;
beforeAll(async () => {
  fake = await startFakeFacturapi();
});
afterAll(async () => fake?.close());

function sdk(key: string) {
  const client = new Facturapi(key);
  client.BASE_URL = fake.baseUrl;
  return client;
}

const invoice = (overrides: Record<string, unknown> = {}) => ({
  customer: { legal_name: 'MARIA GOMEZ', tax_id: 'GOMA800101AB1', tax_system: '612', address: { zip: '86040' } },
  items: [{ quantity: 1, product: { description: 'Taco', product_key: '90101501', price: 25, taxes: [{ type: 'IVA', rate: 0.16 }] } }],
  use: 'G03',
  payment_form: '01',
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<FacturapiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(FacturapiError);
  return error as FacturapiError;
}

describe('Facturapi fake', () => {
  it('authenticates with Bearer (the SDK) and Basic, and refuses another key', async () => {
    expect((await sdk(fake.key).organizations.me()).legal.tax_id).toBe('TEG990101AB1');
    const basic = await fetch(`${fake.baseUrl}/organizations/me`, { headers: { authorization: `Basic ${Buffer.from(`${fake.key}:`).toString('base64')}` } });
    expect(basic.status).toBe(200);
    expect((await refusal(sdk('sk_test_nadie').organizations.me())).status).toBe(401);
  });

  it('refuses a missing field, a malformed RFC, a uso the régimen does not allow and a price that is not pesos', async () => {
    const client = sdk(fake.key);
    expect((await refusal(client.invoices.create(invoice({ use: undefined })))).path).toBe('use');
    expect((await refusal(client.invoices.create(invoice({ customer: { legal_name: 'X', tax_id: 'GOMA8001', tax_system: '612', address: { zip: '86040' } } })))).path).toBe('customer.tax_id');
    expect((await refusal(client.invoices.create(invoice({ customer: { legal_name: 'X', tax_id: 'GOMA800101AB1', tax_system: '605', address: { zip: '86040' } } })))).path).toBe('use');
    expect((await refusal(client.invoices.create(invoice({ items: [{ quantity: 1, product: { description: 'Taco', product_key: '90101501', price: '2500' } }] })))).path).toBe('items[0].product.price');
    const global = await refusal(client.invoices.create(invoice({ customer: { legal_name: 'PUBLICO EN GENERAL', tax_id: 'XAXX010101000', tax_system: '616', address: { zip: '86000' } }, use: 'S01' })));
    expect(global.path).toBe('global');
    expect(fake.invoices).toHaveLength(0);
    expect((await client.invoices.create(invoice())).status).toBe('valid');
  });
});
