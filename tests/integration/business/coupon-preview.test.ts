// Coupon preview at checkout (issue #19 item 3): GET /v1/public/comercio/:id_path/cupon answers the discount
// or the Spanish reason, with the same rule the order uses; bad input is a 400 naming the field; it counts
// no use, and the order then gets the discount the preview showed.
import { describe, expect, it } from 'vitest';
import type { CouponPreview } from '@shared/types/coupon-preview';
import { orderBody, placeOrder, type OrderingCommerce, withOrderingCommerce } from '../orders/support';
import type { TestApp } from '../../../testkit/test-app';

let t: TestApp;
let shop: OrderingCommerce;

withOrderingCommerce((app, commerce) => {
  t = app;
  shop = commerce;
});

const panel = (method: 'POST' | 'GET', url: string, payload?: Record<string, unknown>) => t.app.inject({ method, url: `/v1${url}`, headers: shop.auth.headers, payload });
const preview = (query: string, idPath = shop.idPath) => t.app.inject({ method: 'GET', url: `/v1/public/comercio/${idPath}/cupon?${query}` });

describe('coupon preview', () => {
  it('answers the discount of an amount or a percent coupon, never more than the subtotal', async () => {
    expect((await panel('POST', '/cupones', { codigo: 'VEINTICUATRO', tipo: 'amount', valor: 24 })).statusCode).toBe(201);
    expect((await panel('POST', '/cupones', { codigo: 'DIEZPORCIENTO', tipo: 'percent', valor: 10 })).statusCode).toBe(201);
    const amount = await preview('codigo=veinticuatro&subtotal=285');
    expect(amount.statusCode, amount.body).toBe(200);
    expect(amount.json<CouponPreview>()).toEqual({ aplica: true, codigo: 'VEINTICUATRO', descuento: 24 });
    expect((await preview('codigo=DIEZPORCIENTO&subtotal=285')).json<CouponPreview>()).toEqual({ aplica: true, codigo: 'DIEZPORCIENTO', descuento: 28.5 });
    expect((await preview('codigo=VEINTICUATRO&subtotal=10')).json<CouponPreview>()).toEqual({ aplica: true, codigo: 'VEINTICUATRO', descuento: 10 });
  });

  it('answers the Spanish reason a coupon does not apply', async () => {
    await panel('POST', '/cupones', { codigo: 'APAGADO2', tipo: 'amount', valor: 5, activo: false });
    await panel('POST', '/cupones', { codigo: 'VENCIDO2', tipo: 'amount', valor: 5, fecha_inicio: '2020-01-01', fecha_fin: '2020-12-31' });
    await panel('POST', '/cupones', { codigo: 'MINIMO', tipo: 'amount', valor: 5, compra_minima: 300 });
    const reasons: [string, string][] = [
      ['NOEXISTE', 'El cupón no existe'],
      ['APAGADO2', 'El cupón no está activo'],
      ['VENCIDO2', 'El cupón ha expirado'],
      ['MINIMO', 'La compra mínima para usar este cupón es de $300.00'],
    ];
    for (const [code, motivo] of reasons) {
      const response = await preview(`codigo=${code}&subtotal=100`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<CouponPreview>(), code).toEqual({ aplica: false, codigo: code, motivo });
    }
  });

  it('refuses bad input with a 400 naming the field, and an unknown menu with a 404', async () => {
    for (const [query, field] of [
      ['subtotal=100', 'codigo'],
      ['codigo=%20%20&subtotal=100', 'codigo'],
      [`codigo=${'X'.repeat(41)}&subtotal=100`, 'codigo'],
      ['codigo=A', 'subtotal'],
      ['codigo=A&subtotal=-1', 'subtotal'],
      ['codigo=A&subtotal=abc', 'subtotal'],
      ['codigo=A&codigo=B&subtotal=1', 'codigo'],
    ] as const) {
      const response = await preview(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ field: string; message: string }>().field, query).toBe(field);
    }
    expect((await preview('codigo=A&subtotal=1', 'no-existe-este-menu')).statusCode).toBe(404);
  });

  it('counts no use; the order gets the discount the preview showed', async () => {
    await panel('POST', '/cupones', { codigo: 'UNAVEZ2', tipo: 'amount', valor: 10, limite_total: 1 });
    for (let i = 0; i < 3; i++) expect((await preview('codigo=UNAVEZ2&subtotal=50')).json<CouponPreview>()).toMatchObject({ aplica: true, descuento: 10 });
    const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { coupon_code: 'unavez2', productos: [{ id_producto: shop.menu.tacoId, cantidad: 2, extras: [] }] }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<{ pedido: { subtotal: number; coupon_amount: number } }>().pedido).toMatchObject({ subtotal: 50, coupon_amount: 10 });
    expect((await preview('codigo=UNAVEZ2&subtotal=50')).json<CouponPreview>()).toEqual({ aplica: false, codigo: 'UNAVEZ2', motivo: 'El cupón ya alcanzó su límite de usos' });
  });
});
