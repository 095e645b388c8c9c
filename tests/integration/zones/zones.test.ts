// Delivery zones end to end on the server: saved with PUT /v1/comercio (validated, 400 naming the field,
// nothing changed), served to the public menu, and priced at intake by THE shared calculator: the
// zone's fee inside, the cheapest of overlapping zones, the zone's minimum order, refusal outside.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@shared/types/commerce';
import type { PublicMenu } from '@shared/types/public-menu';
import { ZONE_V } from '@shared/validation/delivery-zones';
import { ZONE_MSG, type DeliveryZone } from '@shared/zones';
import { simulateDeliveryFee } from '../../../renderer/src/features/delivery-fees/simulate';
import { feePreview } from '../../../renderer/src/public-menu/cart';
import { DELIVERY_ADDRESS, createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { circleZone, p, SQUARE } from '../../unit/zones-fixtures';
import { staffCaller } from '../security/support';

// Around the square's south-west corner: cheaper, with a minimum order of $100.
const CIRCLE: DeliveryZone = circleZone({ costo: 15, compra_minima: 100, centro: p(17.99, -92.96), radio_km: 1 });

const IN_SQUARE_ONLY = p(18.005, -92.945);
const IN_BOTH = p(17.992, -92.958);
const OUTSIDE = p(18.1, -92.95);

let t: TestApp;
let shop: OrderingCommerce;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/comercio',
    headers: shop.auth.headers,
    payload: { tipo_envio_domicilio: 'por_zonas', zonas_envio: [SQUARE, CIRCLE] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function stored(): Promise<Commerce> {
  return (await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: shop.auth.headers })).json<Commerce>();
}

function deliveryTo(location: { latitude: number; longitude: number }, tacos = 2) {
  return placeOrder(
    t.app,
    shop.idPath,
    orderBody(shop.menu, {
      metodo_entrega: 'delivery',
      ...DELIVERY_ADDRESS,
      latitud: location.latitude,
      longitud: location.longitude,
      productos: [{ id_producto: shop.menu.tacoId, cantidad: tacos, extras: [] }],
    }),
  );
}

describe('delivery zones: storage', () => {
  it('keeps the zones and forces the delivery form to ask for the location', async () => {
    const commerce = await stored();
    expect(commerce.tipo_envio_domicilio).toBe('por_zonas');
    expect(commerce.zonas_envio).toEqual([SQUARE, CIRCLE]);
    expect(commerce.config_form_entrega.ubicacion).toMatchObject({ show: true, required: true });
  });

  it('serves the zones to the public menu', async () => {
    const menu = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/menu` })).json<PublicMenu>();
    expect(menu.comercio.zonas_envio).toEqual([SQUARE, CIRCLE]);
  });

  it.each([
    ['a polygon of two points', [{ ...SQUARE, puntos: SQUARE.puntos.slice(0, 2) }], 'zonas_envio[0].puntos', ZONE_V.polygonPoints],
    ['a radius over 50 km', [SQUARE, { ...CIRCLE, radio_km: 80 }], 'zonas_envio[1].radio_km', ZONE_V.radius],
    ['a longitude out of range', [{ ...SQUARE, puntos: [...SQUARE.puntos, p(18, -200)] }], 'zonas_envio[0].puntos[4]', ZONE_V.invalidPoint],
    ['a fee out of the money range', [{ ...SQUARE, costo: 1e7 }], 'zonas_envio[0].costo', 'El valor máximo es 100000'],
    ['no zones', [], 'zonas_envio', ZONE_V.atLeastOneZone],
  ])('refuses %s with 400 naming the field and changes nothing', async (_label, zonas, field, message) => {
    const response = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: shop.auth.headers, payload: { zonas_envio: zonas } });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ message: string }>();
    expect(body.message).toContain(message);
    expect(body.message.replace(/\.(\d+)/g, '[$1]')).toContain(field);
    expect((await stored()).zonas_envio).toEqual([SQUARE, CIRCLE]);
  });

  it('only staff with edit on TARIFAS change the zones (403 naming the field otherwise)', async () => {
    const viewer = await staffCaller(t.handle, shop.commerce.commerceId, [{ id: 'TARIFAS', permisos: ['list'] }]);
    const refused = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: viewer.headers, payload: { zonas_envio: [SQUARE] } });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ field: 'zonas_envio' });
    expect((await stored()).zonas_envio).toEqual([SQUARE, CIRCLE]);
    const editor = await staffCaller(t.handle, shop.commerce.commerceId, [{ id: 'TARIFAS', permisos: ['list', 'edit'] }]);
    const read = await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: editor.headers });
    expect(read.json<Commerce>().zonas_envio).toEqual([SQUARE, CIRCLE]);
    const saved = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: editor.headers, payload: { zonas_envio: [CIRCLE, SQUARE] } });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: shop.auth.headers, payload: { zonas_envio: [SQUARE, CIRCLE] } });
  });

  it('refuses hostile shapes with 400, never 5xx', async () => {
    for (const zonas_envio of ['x', [{ ...SQUARE, puntos: 'x' }], [{ ...SQUARE, puntos: [{ latitude: 'a', longitude: null }] }], [null], [{ ...CIRCLE, centro: 5 }]]) {
      const response = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: shop.auth.headers, payload: { zonas_envio } });
      expect(response.statusCode, `${JSON.stringify(zonas_envio)} → ${response.body}`).toBe(400);
    }
    expect((await stored()).zonas_envio).toEqual([SQUARE, CIRCLE]);
  });
});

describe('delivery zones: intake pricing', () => {
  it("charges the zone's fee for a location inside it", async () => {
    const order = await deliveryTo(IN_SQUARE_ONLY);
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json<{ pedido: { costo_envio: number } }>().pedido.costo_envio).toBe(30);
  });

  it('charges the cheapest overlapping zone once its minimum order is met', async () => {
    const order = await deliveryTo(IN_BOTH, 4); // $100
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json<{ pedido: { costo_envio: number } }>().pedido.costo_envio).toBe(15);
  });

  it("falls back to the other zone when the cheaper zone's minimum is not met", async () => {
    const order = await deliveryTo(IN_BOTH, 2); // $50
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json<{ pedido: { costo_envio: number } }>().pedido.costo_envio).toBe(30);
  });

  it("refuses below the only zone's minimum order", async () => {
    const onlyCircle = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: shop.auth.headers, payload: { zonas_envio: [CIRCLE] } });
    expect(onlyCircle.statusCode, onlyCircle.body).toBe(200);
    try {
      const order = await deliveryTo(IN_BOTH, 2);
      expect(order.statusCode, order.body).toBe(422);
      expect(order.json<{ message: string }>().message).toBe(ZONE_MSG.belowMinimum('Anillo', 100));
    } finally {
      await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: shop.auth.headers, payload: { zonas_envio: [SQUARE, CIRCLE] } });
    }
  });

  it('refuses a location outside every zone', async () => {
    const order = await deliveryTo(OUTSIDE);
    expect(order.statusCode, order.body).toBe(422);
    expect(order.json<{ message: string }>().message).toBe(ZONE_MSG.outside);
  });

  it("the simulator and the public menu's checkout show what the server charges", async () => {
    const commerce = await stored();
    const menu = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/menu` })).json<PublicMenu>();
    for (const [location, tacos] of [
      [IN_SQUARE_ONLY, 2],
      [IN_BOTH, 4],
      [IN_BOTH, 2],
      [OUTSIDE, 2],
    ] as const) {
      const subtotal = tacos * 25;
      const simulator = simulateDeliveryFee(commerce, { subtotal, location });
      const checkout = feePreview(menu.comercio, { flow: 'delivery', subtotal, colonia: DELIVERY_ADDRESS.colonia, location });
      const order = await deliveryTo(location, tacos);
      if (order.statusCode === 201) {
        const charged = order.json<{ pedido: { costo_envio: number } }>().pedido.costo_envio;
        expect(simulator).toMatchObject({ ok: true, fee: charged });
        expect(checkout).toMatchObject({ ok: true, fee: charged });
      } else {
        const refusal = order.json<{ message: string }>().message;
        expect(simulator).toMatchObject({ ok: false, message: refusal });
        expect(checkout).toMatchObject({ ok: false, message: refusal });
      }
    }
  });

  it('refuses an order without a location', async () => {
    const order = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS }));
    expect(order.statusCode, order.body).toBe(400);
  });
});
