// The customer's status page adds up (docs/public-menu.md): besides the lines it gives the delivery fee, the
// tip and the coupon's discount that make the order's total, from what intake stored.
import { describe, expect, it } from 'vitest';
import type { PublicOrderStatus } from '@shared/types/public-menu';
import { coupons } from '../../../server/src/db/schema/index';
import type { TestApp } from '../../../testkit/test-app';
import { orderBody, placeOrder, withOrderingCommerce, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;
withOrderingCommerce((app, ordering) => {
  t = app;
  shop = ordering;
});

describe("the status page's total", () => {
  it('shows the lines, tip and coupon discount that make the total', async () => {
    await t.handle.db.insert(coupons).values({ id_comercio: shop.commerce.commerceId, codigo: 'DESGLOSE10', tipo: 'percent', valor: 1000 });
    const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { productos: [{ id_producto: shop.menu.tacoId, cantidad: 4, extras: [] }], propina: 12, coupon_code: 'DESGLOSE10' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { pedido } = placed.json<{ pedido: { id: string } }>();
    const status = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/pedido/${pedido.id}/estatus` })).json<PublicOrderStatus>();
    const lines = status.lineas.reduce((sum, line) => sum + line.subtotal, 0);
    expect(status.desglose.subtotal).toBe(lines);
    expect(status.desglose).toMatchObject({ envio: 0, propina: 12, descuento: Math.round(lines * 10) / 100 });
    expect(status.total).toBeCloseTo(status.desglose.subtotal + status.desglose.envio + status.desglose.propina - status.desglose.descuento, 2);
  });

  it('is the lines alone for a plain order', async () => {
    const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { numero_celular: '9931112299' }));
    const { pedido } = placed.json<{ pedido: { id: string } }>();
    const status = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/pedido/${pedido.id}/estatus` })).json<PublicOrderStatus>();
    expect(status.desglose).toEqual({ subtotal: status.total, envio: 0, propina: 0, descuento: 0 });
  });
});
