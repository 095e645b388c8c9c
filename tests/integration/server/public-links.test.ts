// The links the panel hands to customers (docs/public-menu.md, Sharing): the menu link in the account
// details and the table QR sheet use PUBLIC_URL when the server has one, else the address the request came
// to, never the panel's own origin (the desktop app's page is no address a customer can open).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetails } from '@shared/types/account';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, type OrderingCommerce } from '../orders/support';

const details = async (t: TestApp, shop: OrderingCommerce, host?: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/auth/account-details', headers: { ...shop.auth.headers, ...(host ? { host } : {}) } })).json<AccountDetails>();

describe('with PUBLIC_URL', () => {
  let t: TestApp;
  let shop: OrderingCommerce;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://pedidos.ejemplo.mx' } });
    shop = await createOrderingCommerce(t.app, t.handle);
  });
  afterAll(async () => t?.close());

  it('the menu link is on the public address, whatever host the panel used', async () => {
    expect((await details(t, shop, '192.168.1.20:8080')).menuUrl).toBe(`https://pedidos.ejemplo.mx/m/${shop.idPath}`);
  });
});

describe('without PUBLIC_URL', () => {
  let t: TestApp;
  let shop: OrderingCommerce;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: null } });
    shop = await createOrderingCommerce(t.app, t.handle);
  });
  afterAll(async () => t?.close());

  it('the menu link is on the address the request came to, absolute', async () => {
    expect((await details(t, shop, 'caja.local:8080')).menuUrl).toBe(`http://caja.local:8080/m/${shop.idPath}`);
  });
});
