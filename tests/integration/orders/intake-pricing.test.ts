// Public order intake: every amount comes from the database (client prices ignored), exact to the cent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderDetail } from '@shared/types/order';
import { coupons } from '../../../server/src/db/schema/marketing';
import { customers } from '../../../server/src/db/schema/customers';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { DELIVERY_ADDRESS, createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from './support';

type Placed = OrderDetail & { cambio: number };

let t: TestApp;
let shop: OrderingCommerce;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

describe('POST /v1/public/comercio/:id_path/pedido pricing', () => {
  it('prices lines, presentations and extras from the database and ignores client prices', async () => {
    const { menu } = shop;
    const response = await placeOrder(
      t.app,
      shop.idPath,
      orderBody(menu, {
        metodo_entrega: 'delivery',
        ...DELIVERY_ADDRESS,
        subtotal: 1,
        total: 1,
        costo_envio: 0,
        productos: [
          // 3 × (25.00 + 5.50 roja + 0 verde) = 91.50
          { id_producto: menu.tacoId, cantidad: 3, precio: 0.01, extras: [{ id_extra: menu.salsaRoja, cantidad: 1, precio: 0 }, { id_extra: menu.salsaVerde, cantidad: 1 }], instrucciones: 'Sin cebolla' },
          // 2 × (70.00 Grande + 3.00 harina) = 146.00
          { id_producto: menu.gringaId, presentacion: menu.presentationGrande, cantidad: 2, extras: [{ id_extra: menu.tortillaHarina, cantidad: 1 }] },
          // 1 × 45.50 Chica (by name) + maíz
          { id_producto: menu.gringaId, presentacion: 'chica', cantidad: 1, extras: [{ id_extra: menu.tortillaMaiz, cantidad: 1 }] },
        ],
        propina: 20.25,
        cliente_paga_con: 500,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<Placed>();
    const [taco, grande, chica] = placed.productos;
    expect(taco).toMatchObject({ nombre: 'Taco al pastor', cantidad: 3, precio: 30.5, subtotal: 91.5, instrucciones: 'Sin cebolla' });
    expect(taco!.extras.map((e) => [e.nombre, e.precio, e.subtotal])).toEqual([
      ['Salsa roja', 5.5, 5.5],
      ['Salsa verde', 0, 0],
    ]);
    expect(grande).toMatchObject({ presentacion: 'Grande', cantidad: 2, precio: 73, subtotal: 146 });
    expect(chica).toMatchObject({ presentacion: 'Chica', cantidad: 1, precio: 45.5, subtotal: 45.5 });
    // 91.50 + 146.00 + 45.50 = 283.00; + 25.00 delivery + 20.25 tip = 328.25; change 171.75
    expect(placed.pedido).toMatchObject({ subtotal: 283, costo_envio: 25, propina: 20.25, total: 328.25, cliente_paga_con: 500, origin: 'menu' });
    expect(placed.cambio).toBe(171.75);
    expect(placed.pedido.direccion_completa).toBe('Av. Gregorio Méndez #1504, Atasta');
    expect(placed.pedido.estatus_pedido).toBe('pending');
  });

  it('numbers folios with the commerce prefix and a per-commerce sequence', async () => {
    const first = (await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).json<Placed>();
    const second = (await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).json<Placed>();
    expect(first.pedido.folio).toMatch(/^TBT-\d{6}$/);
    expect(Number(second.pedido.folio.slice(4))).toBe(Number(first.pedido.folio.slice(4)) + 1);
  });

  it('uses the shared fee calculator: per-neighbourhood fee and free delivery over the minimum', async () => {
    const other = await createOrderingCommerce(t.app, t.handle, {
      commerce: {
        tipo_envio_domicilio: 'por_colonia',
        colonias: [{ nombre: 'Atasta', costo: 32.5 }, { nombre: 'Centro', costo: 20 }],
        activar_envio_gratis_compra_minima: true,
        importe_envio_gratis_compra_minima_cents: 10_000,
      },
    });
    const small = await placeOrder(t.app, other.idPath, orderBody(other.menu, { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS, colonia: 'atasta' }));
    expect(small.json<Placed>().pedido).toMatchObject({ subtotal: 25, costo_envio: 32.5, total: 57.5 });
    const big = await placeOrder(
      t.app,
      other.idPath,
      orderBody(other.menu, { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS, productos: [{ id_producto: other.menu.tacoId, cantidad: 4, extras: [] }] }),
    );
    expect(big.json<Placed>().pedido).toMatchObject({ subtotal: 100, costo_envio: 0, total: 100 });
    const unknown = await placeOrder(t.app, other.idPath, orderBody(other.menu, { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS, colonia: 'Tamulté' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ message: string }>().message).toContain('Tamulté');
  });

  it('refuses a delivery below the minimum purchase', async () => {
    const other = await createOrderingCommerce(t.app, t.handle, { commerce: { compra_minima_envio_domicilio_cents: 15_000 } });
    const response = await placeOrder(t.app, other.idPath, orderBody(other.menu, { metodo_entrega: 'delivery', ...DELIVERY_ADDRESS }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'MINIMUM_PURCHASE', message: 'El pedido mínimo para envío a domicilio es de $150.00' });
  });

  it('applies a percent coupon on the subtotal, stores it on the order and counts the use', async () => {
    await t.handle.db.insert(coupons).values({ id_comercio: shop.commerce.commerceId, codigo: 'BIENVENIDA', tipo: 'percent', valor: 1250, limite_total: 2 });
    const body = orderBody(shop.menu, {
      coupon_code: ' bienvenida ',
      productos: [{ id_producto: shop.menu.tacoId, cantidad: 4, extras: [{ id_extra: shop.menu.salsaRoja, cantidad: 1 }] }],
      propina: 10,
    });
    const response = await placeOrder(t.app, shop.idPath, body);
    expect(response.statusCode, response.body).toBe(201);
    // 4 × 30.50 = 122.00; 12.5 % = 15.25; + 10 tip = 116.75
    expect(response.json<Placed>().pedido).toMatchObject({
      subtotal: 122,
      coupon_code: 'BIENVENIDA',
      coupon_type: 'percent',
      coupon_value: 12.5,
      coupon_amount: 15.25,
      propina: 10,
      total: 116.75,
    });
    expect((await placeOrder(t.app, shop.idPath, { ...body, numero_celular: '9930000001' })).statusCode).toBe(201);
    const usedUp = await placeOrder(t.app, shop.idPath, { ...body, numero_celular: '9930000002' });
    expect(usedUp.statusCode).toBe(422);
    expect(usedUp.json()).toMatchObject({ code: 'COUPON_INVALID', message: 'El cupón ya alcanzó su límite de usos' });
  });

  it('refuses unknown, inactive, expired, below-minimum and per-customer-exhausted coupons', async () => {
    const id = shop.commerce.commerceId;
    await t.handle.db.insert(coupons).values([
      { id_comercio: id, codigo: 'APAGADO', tipo: 'amount', valor: 1000, activo: false },
      { id_comercio: id, codigo: 'VENCIDO', tipo: 'amount', valor: 1000, fecha_fin: new Date(Date.now() - 86_400_000) },
      { id_comercio: id, codigo: 'MINIMO', tipo: 'amount', valor: 1000, compra_minima_cents: 50_000 },
      { id_comercio: id, codigo: 'UNAVEZ', tipo: 'amount', valor: 1000, limite_por_cliente: 1 },
    ]);
    const attempt = (code: string, phone = '9935550000') => placeOrder(t.app, shop.idPath, orderBody(shop.menu, { coupon_code: code, numero_celular: phone }));
    const messages = async (code: string, phone?: string) => (await attempt(code, phone)).json<{ message: string }>().message;
    expect(await messages('NOEXISTE')).toBe('El cupón no existe');
    expect(await messages('APAGADO')).toBe('El cupón no está activo');
    expect(await messages('VENCIDO')).toBe('El cupón ha expirado');
    expect(await messages('MINIMO')).toBe('La compra mínima para usar este cupón es de $500.00');
    const once = await attempt('UNAVEZ');
    expect(once.statusCode).toBe(201);
    // $10 off a $25 taco.
    expect(once.json<Placed>().pedido).toMatchObject({ coupon_amount: 10, total: 15 });
    expect(await messages('UNAVEZ')).toBe('Ya usaste este cupón el número máximo de veces permitido');
    expect((await attempt('UNAVEZ', '9935550001')).statusCode).toBe(201);
  });

  it('upserts the customer by phone with the latest name and address', async () => {
    await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { numero_celular: '9937778899', nombre: 'Luis' }));
    await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { numero_celular: '9937778899', nombre: 'Luis Pérez', metodo_entrega: 'delivery', ...DELIVERY_ADDRESS }));
    const rows = await t.handle.db.select().from(customers).where(eq(customers.numero_celular, '9937778899'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nombre: 'Luis Pérez', direcciones: ['Av. Gregorio Méndez #1504, Atasta'] });
  });

  it('refuses cash paid below the total', async () => {
    const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { cliente_paga_con: 20 }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_PAYMENT' });
  });
});
