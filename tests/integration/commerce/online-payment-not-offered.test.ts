// «Enlace de pago» is the counter's (docs/domain.md, "Lo que se ofrece y lo que todavía no"; shared/online-payment.ts):
// it cannot be turned on for customers (400 naming the field, the shared delivery-settings schema's rule), customers
// are never offered it (public menu and checkout options), the intake refuses it with a clear 400, and a commerce
// stored with it on from before simply does not offer it. «Pago en línea» is offered (tests/integration/payments/).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_MSG } from '@shared/online-payment';
import { NO_PAYMENT_METHODS, type Commerce, type PaymentMethodsMap } from '@shared/types/commerce';
import { orders } from '../../../server/src/db/schema/orders';
import { createOrderingCommerce, orderBody, placeOrder } from '../orders/support';
import { VALID_DELIVERY } from '../../unit/renderer/config/spec-rules';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { configClient } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ALL_ON: PaymentMethodsMap = { efectivo: true, tarjeta: true, transferencia: false, enlace_pago: true, payment_provider: true };
const OFFERED: PaymentMethodsMap = { ...ALL_ON, enlace_pago: false };
const FLOWS = ['metodos_pago_envio_domicilio', 'metodos_pago_comer_restaurant', 'metodos_pago_pasar_recoger'] as const;

describe('turning online payment on is refused', () => {
  it.each([
    ['activar_pago_enlace', { activar_pago_enlace: true }],
    ['metodos_pago_pasar_recoger.enlace_pago', { metodos_pago_pasar_recoger: { ...NO_PAYMENT_METHODS, efectivo: true, enlace_pago: true } }],
    ['metodos_pago_comer_restaurant.enlace_pago', { activar_pago_enlace: false, metodos_pago_comer_restaurant: { ...NO_PAYMENT_METHODS, tarjeta: true, enlace_pago: true } }],
  ])('PUT /v1/comercio answers 400 naming %s and saves nothing', async (field, sent) => {
    const client = await configClient(t);
    expect((await client.put(VALID_DELIVERY)).status).toBe(200);
    const before = await client.get();
    const response = await client.put({ ...VALID_DELIVERY, ...sent });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe(field);
    expect(response.body.message).toBe(`${field}: ${ONLINE_PAYMENT_MSG.refused}`);
    expect(await client.get()).toEqual(before);
  });

  it('a flow whose only method was «Enlace de pago» must pick a real one', async () => {
    const client = await configClient(t, { commerce: { activar_pasar_recoger: true, activar_envio_domicilio: false, activar_comer_restaurant: false, metodos_pago_pasar_recoger: { ...NO_PAYMENT_METHODS, enlace_pago: true } } });
    const response = await client.put({ activar_campo_agregar_propina: true, tip_display_mode: 'percentage' });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('metodos_pago_pasar_recoger');
  });
});

describe('a commerce stored with online payment on from before', () => {
  async function storedOn() {
    return createOrderingCommerce(t.app, t.handle, {
      commerce: { activar_pago_enlace: true, metodos_pago_envio_domicilio: ALL_ON, metodos_pago_pasar_recoger: ALL_ON, metodos_pago_comer_restaurant: ALL_ON },
    });
  }

  it('the public menu and the checkout options do not offer them', async () => {
    const { idPath } = await storedOn();
    const menu = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${idPath}/menu` })).json<{ comercio: Partial<Commerce> }>();
    expect(menu.comercio.activar_pago_enlace).toBe(false);
    for (const flow of FLOWS) expect(menu.comercio[flow]).toEqual(OFFERED);
    const options = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${idPath}/pedido/opciones` })).json<{ comercio: Partial<Commerce> }>();
    for (const flow of FLOWS) expect(options.comercio[flow]).toEqual(OFFERED);
  });

  it.each(['enlace_pago'])('the intake refuses metodo_pago %j with a clear 400 and stores no order', async (method) => {
    const { idPath, menu, commerce } = await storedOn();
    const response = await placeOrder(t.app, idPath, orderBody(menu, { metodo_pago: method }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'metodo_pago', message: `metodo_pago: ${ONLINE_PAYMENT_MSG.refusedAtCheckout}` });
    expect(await t.handle.db.select({ id: orders.id }).from(orders).where(eq(orders.id_comercio, commerce.commerceId))).toEqual([]);
  });

  it('cash and card still take orders; another spelling of the method is no way around', async () => {
    const { idPath, menu } = await storedOn();
    const spelled = await placeOrder(t.app, idPath, orderBody(menu, { metodo_pago: ' Enlace_Pago ' }));
    expect([spelled.statusCode, spelled.json().field]).toEqual([400, 'metodo_pago']);
    expect((await placeOrder(t.app, idPath, orderBody(menu, { metodo_pago: 'efectivo' }))).statusCode).toBe(201);
    expect((await placeOrder(t.app, idPath, orderBody(menu, { metodo_pago: 'tarjeta' }))).statusCode).toBe(201);
  });

  it('the next delivery-settings save switches them off, and sending them back off with nothing else is «no changes»', async () => {
    const client = await configClient(t, { commerce: { activar_pasar_recoger: true, activar_pago_enlace: true, metodos_pago_envio_domicilio: ALL_ON, metodos_pago_pasar_recoger: ALL_ON, metodos_pago_comer_restaurant: ALL_ON } });
    const stored = await client.get();
    expect(stored.activar_pago_enlace).toBe(true);
    const unchanged = await client.put({ activar_pago_enlace: false, metodos_pago_envio_domicilio: OFFERED });
    expect(unchanged.status).toBe(400);
    const save = await client.put({ activar_campo_agregar_propina: true, tip_display_mode: 'percentage' });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    const after = await client.get();
    expect(after.activar_pago_enlace).toBe(false);
    for (const flow of FLOWS) expect(after[flow]).toEqual(OFFERED);
  });
});
