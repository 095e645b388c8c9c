// An order edit (docs/orders.md «Editar pedido») and the kitchen screen (docs/kitchen.md «Pantalla de
// cocina») over real HTTP: the lines an edit keeps stay done, added ones (and a kept line asked for more
// units) are not; adding to an order the kitchen finished takes its «Listo» back, only removing keeps it;
// the customer's status page reads the new lines and total.
import { describe, expect, it } from 'vitest';
import type { KitchenOrder, KitchenQueue } from '@shared/kitchen/screen';
import type { OrderDetail } from '@shared/types/order';
import type { PublicOrderStatus } from '@shared/types/public-menu';
import type { TestApp } from '../../../testkit/test-app';
import { DELIVERY_ADDRESS, orderBody, placeOrder, withOrderingCommerce, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let shop: OrderingCommerce;
withOrderingCommerce((app, ordering) => {
  t = app;
  shop = ordering;
});

let customers = 0;
/** A delivery order (its status stays accepted when the kitchen finishes it), accepted with 20 minutes. */
async function acceptedOrder(): Promise<OrderDetail> {
  customers += 1;
  const productos = [
    { id_producto: shop.menu.tacoId, cantidad: 2, extras: [{ id_extra: shop.menu.salsaVerde, cantidad: 1 }] },
    { id_producto: shop.menu.gringaId, presentacion: shop.menu.presentationChica, cantidad: 1, extras: [{ id_extra: shop.menu.tortillaMaiz, cantidad: 1 }] },
  ];
  const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { productos, metodo_entrega: 'delivery', ...DELIVERY_ADDRESS, numero_celular: `99320${String(customers).padStart(5, '0')}` }));
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<OrderDetail>();
  const accepted = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${order.pedido.id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 20 } });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return order;
}

const queue = async (): Promise<KitchenQueue> => (await t.app.inject({ method: 'GET', url: '/v1/cocina/cola', headers: shop.auth.headers })).json<KitchenQueue>();
const inQueue = (q: KitchenQueue, id: string): KitchenOrder | undefined => q.pedidos.find((order) => order.id === id);
const bump = async (payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: '/v1/cocina/marcar', headers: shop.auth.headers, payload: { vista: 'cocina', ...payload } });
  expect(response.statusCode, response.body).toBe(200);
};
const readyIds = async () => (await t.app.inject({ method: 'GET', url: '/v1/cocina/listos', headers: shop.auth.headers })).json<string[]>();
const publicStatus = async (id: string) => (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/pedido/${id}/estatus` })).json<PublicOrderStatus>();

/** The lines of an order as an edit keeps them, `cantidad` overridden per index. */
const kept = (order: OrderDetail, quantities: Record<number, number> = {}) =>
  order.productos
    .map((line, i) => ({ id_linea: line.id, id_producto: line.id_producto, cantidad: quantities[i] ?? line.cantidad, presentacion: line.presentacion, instrucciones: line.instrucciones, extras: line.extras.map((e) => ({ id_extra: e.id_extra, cantidad: e.cantidad })) }))
    .filter((line) => line.cantidad > 0);
const gringaGrande = () => ({ id_producto: shop.menu.gringaId, cantidad: 1, presentacion: shop.menu.presentationGrande, extras: [{ id_extra: shop.menu.tortillaMaiz, cantidad: 1 }] });

async function edit(id: string, payload: Record<string, unknown>): Promise<OrderDetail> {
  const response = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${id}/edicion`, headers: shop.auth.headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDetail>();
}

const shownLines = (q: KitchenQueue, id: string) => inQueue(q, id)!.lineas.map((line) => [line.nombre, line.presentacion, line.cantidad, line.listas]);

describe('order edit and the kitchen screen', () => {
  it('keeps the bumps of the lines the edit keeps; an added line, or a kept line with more units, is not done', async () => {
    const order = await acceptedOrder();
    const taco = inQueue(await queue(), order.pedido.id)!.lineas[0]!;
    await bump({ pedido: order.pedido.id, linea: taco.id });

    const added = await edit(order.pedido.id, { version: 1, productos: [...kept(order), gringaGrande()] });
    expect(added.productos.map((line) => line.id)).not.toContain(taco.id);
    expect(shownLines(await queue(), order.pedido.id)).toEqual([
      ['Taco al pastor', null, 2, ['cocina']],
      ['Gringa', 'Chica', 1, []],
      ['Gringa', 'Grande', 1, []],
    ]);

    // One taco fewer: the one left was made. One more than ever made: the line is to make again.
    const fewer = await edit(order.pedido.id, { version: 2, productos: kept(added, { 0: 1 }) });
    expect(inQueue(await queue(), order.pedido.id)!.lineas[0]!.listas).toEqual(['cocina']);
    await edit(order.pedido.id, { version: 3, productos: kept(fewer, { 0: 3 }) });
    expect(inQueue(await queue(), order.pedido.id)!.lineas[0]).toMatchObject({ cantidad: 3, listas: [] });
  });

  it('an order the kitchen finished keeps «Listo» through an edit that only removes, and loses it when the edit adds', async () => {
    const order = await acceptedOrder();
    await bump({ pedido: order.pedido.id });
    expect(await readyIds()).toContain(order.pedido.id);

    const removed = await edit(order.pedido.id, { version: 1, productos: kept(order, { 1: 0 }) });
    expect(await readyIds()).toContain(order.pedido.id);
    expect(inQueue(await queue(), order.pedido.id)).toBeUndefined();
    expect(await publicStatus(order.pedido.id)).toMatchObject({ listo_en_cocina: true, lineas: [{ cantidad: 2, nombre: 'Taco al pastor' }] });

    const added = await edit(order.pedido.id, { version: 2, productos: [...kept(removed), gringaGrande()] });
    expect(await readyIds()).not.toContain(order.pedido.id);
    expect(shownLines(await queue(), order.pedido.id)).toEqual([
      ['Taco al pastor', null, 2, ['cocina']],
      ['Gringa', 'Grande', 1, []],
    ]);
    const status = await publicStatus(order.pedido.id);
    expect(status).toMatchObject({ estatus: 'accepted', listo_en_cocina: false, total: added.pedido.total });
    expect(status.lineas).toEqual(
      added.productos.map((line) => ({ cantidad: line.cantidad, nombre: line.nombre, presentacion: line.presentacion, extras: line.extras.map((e) => ({ nombre: e.nombre, cantidad: e.cantidad })), subtotal: line.subtotal })),
    );
    expect(status.lineas.map((line) => [line.nombre, line.presentacion])).toEqual([
      ['Taco al pastor', null],
      ['Gringa', 'Grande'],
    ]);
  });
});
