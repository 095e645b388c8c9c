// Editing an order (EDITAR_PEDIDO, docs/orders.md «Editar pedido») over HTTP on PGlite: re-priced with
// intake's rules (kept lines at their price, new lines from the menu, delivery fee and coupon again), every
// version kept, 409 on a concurrent edit, one outbox event with the change, refusals that change nothing,
// tenancy, permission, and «Marcar agotado» from the order.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_EDITED_EVENT, type OrderEditedEventData } from '@shared/orders/edit-changes';
import type { OrderEditResult, OrderVersionsReply } from '@shared/orders/edit';
import type { OrderDetail } from '@shared/types/order';
import { couponUsages, coupons } from '../../../server/src/db/schema/marketing';
import { products } from '../../../server/src/db/schema/menu';
import { liveEvents, orders } from '../../../server/src/db/schema/orders';
import type { TestApp } from '../../../testkit/test-app';
import { staffCaller } from '../security/support';
import { DELIVERY_ADDRESS, createOrderingCommerce, orderBody, placeOrder, withOrderingCommerce, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;
withOrderingCommerce((app, ordering) => {
  t = app;
  shop = ordering;
});

let nextPhone = 0;
async function newOrder(overrides: Record<string, unknown> = {}, accept = true): Promise<OrderDetail> {
  nextPhone += 1;
  const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { numero_celular: `99311${String(nextPhone).padStart(5, '0')}`, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<OrderDetail>().pedido.id;
  if (accept) await t.handle.db.update(orders).set({ estatus_pedido: 'accepted', estatus: 'accepted' }).where(eq(orders.id, id));
  return detail(id);
}

async function detail(id: string): Promise<OrderDetail> {
  const response = await t.app.inject({ method: 'GET', url: `/v2/commerce/${shop.commerce.commerceId}/orders/${id}`, headers: shop.auth.v2Headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDetail>();
}

const edit = (id: string, payload: Record<string, unknown>, headers: Record<string, string> = shop.auth.headers) => t.app.inject({ method: 'PUT', url: `/v1/pedido/${id}/edicion`, headers, payload });
const preview = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/v1/pedido/${id}/edicion/vista-previa`, headers: shop.auth.headers, payload });
const versions = (id: string, headers: Record<string, string> = shop.auth.headers) => t.app.inject({ method: 'GET', url: `/v1/pedido/${id}/versiones`, headers });

/** The lines of an order as an edit keeps them. */
const kept = (order: OrderDetail) =>
  order.productos.map((line) => ({ id_linea: line.id, id_producto: line.id_producto, cantidad: line.cantidad, presentacion: line.presentacion, instrucciones: line.instrucciones, extras: line.extras.map((e) => ({ id_extra: e.id_extra, cantidad: e.cantidad })) }));

const gringaGrande = () => ({ id_producto: shop.menu.gringaId, cantidad: 1, presentacion: shop.menu.presentationGrande, extras: [{ id_extra: shop.menu.tortillaMaiz, cantidad: 1 }] });

async function eventsOf(orderId: string): Promise<OrderEditedEventData[]> {
  const rows = await t.handle.db.select().from(liveEvents).where(and(eq(liveEvents.id_comercio, shop.commerce.commerceId), eq(liveEvents.event_id, ORDER_EDITED_EVENT))).orderBy(asc(liveEvents.created_at));
  return rows.map((row) => row.data as OrderEditedEventData).filter((data) => data.orderId === orderId);
}

describe('PUT /v1/pedido/:id/edicion', () => {
  it('re-prices the edit, previews it without saving, recomputes the cash change and records one event', async () => {
    const order = await newOrder({ cliente_paga_con: 100 });
    expect(order.pedido.total).toBe(25);
    const body = { version: 1, productos: [{ ...kept(order)[0]!, cantidad: 2 }, gringaGrande()], cliente_paga_con: 200 };

    const seen = await preview(order.pedido.id, body);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<OrderEditResult>()).toMatchObject({ version: 2, pedido: { subtotal: 120, total: 120 } });
    expect((await detail(order.pedido.id)).pedido.total).toBe(25);
    expect(await eventsOf(order.pedido.id)).toEqual([]);

    const saved = await edit(order.pedido.id, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const result = saved.json<OrderEditResult>();
    expect(result).toMatchObject({ version: 2, cambio: 80, aviso_cupon: null, ajuste_pago: null, pedido: { total: 120, cliente_paga_con: 200 } });
    expect(result.cambios.removed).toEqual([]);
    expect(result.cambios.added.map((line) => [line.nombre, line.presentacion, line.cantidad, line.extras])).toEqual([
      ['Taco al pastor', null, 1, []],
      ['Gringa', 'Grande', 1, [{ nombre: 'Maíz', cantidad: 1 }]],
    ]);
    const after = await detail(order.pedido.id);
    expect(after.pedido.total).toBe(120);
    expect(after.productos.map((line) => [line.nombre, line.cantidad, line.subtotal])).toEqual([
      ['Taco al pastor', 2, 50],
      ['Gringa', 1, 70],
    ]);
    expect(await eventsOf(order.pedido.id)).toEqual([{ orderId: order.pedido.id, version: 2, added: result.cambios.added, removed: [] }]);
  });

  it('keeps the quoted price of kept lines and prices new ones from the menu', async () => {
    const order = await newOrder();
    await t.handle.db.update(products).set({ precio_cents: 3000 }).where(eq(products.id, shop.menu.tacoId));
    try {
      const response = await edit(order.pedido.id, {
        version: 1,
        productos: [{ ...kept(order)[0]!, instrucciones: 'Sin cebolla' }, { id_producto: shop.menu.tacoId, cantidad: 1, extras: [] }],
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<OrderEditResult>();
      expect(result.productos.map((line) => [line.instrucciones, line.precio])).toEqual([
        ['Sin cebolla', 25],
        [null, 30],
      ]);
      expect(result.pedido.total).toBe(55);
      // What changed, as the kitchen reads it: one taco «Sin cebolla» more; the plain one is still there.
      expect(result.cambios.removed).toEqual([]);
      expect(result.cambios.added.map((line) => [line.cantidad, line.instrucciones])).toEqual([[1, 'Sin cebolla']]);
    } finally {
      await t.handle.db.update(products).set({ precio_cents: 2500 }).where(eq(products.id, shop.menu.tacoId));
    }
  });

  it('answers 409 to the edit of a version another edit replaced, and to one of two concurrent edits', async () => {
    const order = await newOrder();
    const body = (cantidad: number) => ({ version: 1, productos: [{ ...kept(order)[0]!, cantidad }] });
    expect((await edit(order.pedido.id, body(2))).statusCode).toBe(200);
    const stale = await edit(order.pedido.id, body(3));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'ORDER_VERSION_CONFLICT', currentVersion: 2 });
    expect((await detail(order.pedido.id)).productos[0]!.cantidad).toBe(2);

    const current = await detail(order.pedido.id);
    const next = (cantidad: number) => ({ version: 2, productos: [{ ...kept(current)[0]!, cantidad }] });
    const answers = await Promise.all([edit(order.pedido.id, next(4)), edit(order.pedido.id, next(5))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const history = (await versions(order.pedido.id)).json<OrderVersionsReply>();
    expect(history.version).toBe(3);
    expect(history.rows.map((row) => [row.version, row.total])).toEqual([
      [1, 25],
      [2, 50],
      [3, answers[0]!.statusCode === 200 ? 100 : 125],
    ]);
    expect(history.rows[0]!.usuario).toBeNull();
    expect(history.rows[1]!.usuario).toBeTruthy();
    expect(await eventsOf(order.pedido.id)).toHaveLength(2);
  });

  it('says when the coupon no longer applies, removes its discount and gives its use back', async () => {
    await t.handle.db.insert(coupons).values({ id_comercio: shop.commerce.commerceId, codigo: 'EDIT10', tipo: 'percent', valor: 1000, compra_minima_cents: 10000 });
    const order = await newOrder({ coupon_code: 'EDIT10', productos: [{ ...gringaGrande(), cantidad: 2 }] });
    expect(order.pedido).toMatchObject({ subtotal: 140, coupon_amount: 14, total: 126 });

    const stillApplies = await edit(order.pedido.id, { version: 1, productos: [{ ...kept(order)[0]!, cantidad: 3 }] });
    expect(stillApplies.json<OrderEditResult>()).toMatchObject({ aviso_cupon: null, pedido: { subtotal: 210, coupon_amount: 21, total: 189 } });

    const response = await edit(order.pedido.id, { version: 2, productos: [{ id_producto: shop.menu.tacoId, cantidad: 1, extras: [] }] });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<OrderEditResult>();
    expect(result.aviso_cupon).toMatch(/El cupón EDIT10 ya no aplica.*compra mínima/);
    expect(result.pedido).toMatchObject({ subtotal: 25, total: 25, coupon_code: null, coupon_amount: null });
    expect(await t.handle.db.select().from(couponUsages).where(eq(couponUsages.id_pedido, order.pedido.id))).toEqual([]);
    expect((await versions(order.pedido.id)).json<OrderVersionsReply>().rows.at(-1)!.aviso).toBe(result.aviso_cupon);
  });

  it('changes the delivery type and address with the fee rules applied again', async () => {
    const order = await newOrder({ metodo_entrega: 'delivery', ...DELIVERY_ADDRESS });
    expect(order.pedido).toMatchObject({ costo_envio: 25, total: 50 });
    const pickup = await edit(order.pedido.id, { version: 1, productos: kept(order), metodo_entrega: 'takeAway' });
    expect(pickup.json<OrderEditResult>().pedido).toMatchObject({ metodo_entrega: 'takeAway', costo_envio: 0, total: 25, direccion_completa: null });
    expect(pickup.json<OrderEditResult>().cambios).toEqual({ added: [], removed: [] });
    // Line ids are new after every edit: the next edit keeps the lines of the version it edits.
    const back = await edit(order.pedido.id, { version: 2, productos: kept(await detail(order.pedido.id)), metodo_entrega: 'delivery', calle: 'Calle Nueva', numero_exterior: '7', colonia: 'Centro' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<OrderEditResult>().pedido).toMatchObject({ metodo_entrega: 'delivery', costo_envio: 25, total: 50, direccion_completa: 'Calle Nueva #7, Centro' });
  });

  it('records what to charge or refund on an order paid online', async () => {
    const order = await newOrder();
    await t.handle.db.update(orders).set({ metodo_pago: 'enlace_pago', estatus_pago: 'pagado' }).where(eq(orders.id, order.pedido.id));
    const more = await edit(order.pedido.id, { version: 1, productos: [{ ...kept(order)[0]!, cantidad: 3 }] });
    expect(more.json<OrderEditResult>().ajuste_pago).toBe(50);
    const fewer = await edit(order.pedido.id, { version: 2, productos: [{ ...kept(await detail(order.pedido.id))[0]!, cantidad: 1 }] });
    expect(fewer.json<OrderEditResult>().ajuste_pago).toBe(0);
    const none = await edit(order.pedido.id, { version: 3, productos: [gringaGrande()] });
    expect(none.json<OrderEditResult>()).toMatchObject({ ajuste_pago: 45, pedido: { total: 70 } });
  });

  it('refuses orders that are not editable, naming their state, and changes nothing', async () => {
    const order = await newOrder();
    await t.handle.db.update(orders).set({ estatus_pedido: 'delivered', estatus: 'delivered' }).where(eq(orders.id, order.pedido.id));
    const response = await edit(order.pedido.id, { version: 1, productos: [{ ...kept(order)[0]!, cantidad: 2 }] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ORDER_NOT_EDITABLE', currentStatus: 'delivered' });
    expect(response.json<{ message: string }>().message).toMatch(/No se puede editar un pedido «Entregado»/);
    expect((await detail(order.pedido.id)).pedido.total).toBe(25);
  });

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const order = await newOrder({ cliente_paga_con: 30 });
    const line = kept(order)[0]!;
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ version: 1, productos: [] }, 400, /al menos un producto/],
      [{ productos: [line] }, 400, /Versión: es requerida/],
      [{ version: 1, productos: [{ ...line, cantidad: 0 }] }, 400, /Cantidad: el valor mínimo es 1/],
      [{ version: 1, productos: [{ ...line, id_linea: '00000000-0000-4000-8000-000000000000' }] }, 400, /no pertenece a este pedido/],
      [{ version: 1, productos: [{ id_producto: shop.menu.soldOutId, cantidad: 1 }] }, 422, /agotado/],
      [{ version: 1, productos: [{ id_producto: shop.menu.gringaId, cantidad: 1, extras: [] }] }, 422, /.+/],
      [{ version: 1, productos: [{ ...line, cantidad: 2 }] }, 422, /paga el cliente es menor/],
      [{ version: 1, productos: [line] }, 422, /El pedido no cambió/],
      [{ version: 1, productos: [line], metodo_entrega: 'delivery', calle: null, colonia: null }, 400, /Dirección/],
      [{ version: 1, productos: [line], metodo_entrega: 'avion' }, 400, /Método de entrega/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await edit(order.pedido.id, payload);
      expect(response.statusCode, `${JSON.stringify(payload)} → ${response.body}`).toBe(status);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const after = await detail(order.pedido.id);
    expect(after.pedido.total).toBe(25);
    expect(after.productos.map((l) => l.id)).toEqual([line.id_linea]);
    expect(await eventsOf(order.pedido.id)).toEqual([]);
    expect((await versions(order.pedido.id)).json<OrderVersionsReply>().version).toBe(1);
  });

  it('answers 404 for another commerce order and 403 without EDITAR_PEDIDO', async () => {
    const order = await newOrder();
    const other = await createOrderingCommerce(t.app, t.handle);
    const body = { version: 1, productos: [{ ...kept(order)[0]!, cantidad: 2 }] };
    expect((await edit(order.pedido.id, body, other.auth.headers)).statusCode).toBe(404);
    expect((await versions(order.pedido.id, other.auth.headers)).statusCode).toBe(404);
    const soldOut = await t.app.inject({ method: 'POST', url: `/v1/pedido/${order.pedido.id}/agotado`, headers: other.auth.headers, payload: { id_producto: shop.menu.tacoId } });
    expect(soldOut.statusCode).toBe(404);

    const cashier = await staffCaller(t.handle, shop.commerce.commerceId, [{ id: 'HISTORIAL', permisos: ['list', 'edit'] }]);
    const refused = await edit(order.pedido.id, body, cashier.headers);
    expect(refused.statusCode).toBe(403);
    expect((await versions(order.pedido.id, cashier.headers)).statusCode).toBe(403);
    const editor = await staffCaller(t.handle, shop.commerce.commerceId, [{ id: 'EDITAR_PEDIDO', permisos: ['list', 'edit'] }]);
    expect((await edit(order.pedido.id, body, editor.headers)).statusCode).toBe(200);
    expect((await detail(order.pedido.id)).pedido.total).toBe(50);
  });
});

describe('POST /v1/pedido/:id/agotado', () => {
  it('marks the product sold out as the menu does and names the lines it touches; more units are refused, removal works', async () => {
    const order = await newOrder({ productos: [{ id_producto: shop.menu.tacoId, cantidad: 1, extras: [{ id_extra: shop.menu.salsaRoja, cantidad: 1 }] }, gringaGrande()] });
    try {
      const marked = await t.app.inject({ method: 'POST', url: `/v1/pedido/${order.pedido.id}/agotado`, headers: shop.auth.headers, payload: { id_extra: shop.menu.salsaRoja } });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toEqual({ lineas_agotadas: [order.productos[0]!.id] });
      const menu = await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/menu` });
      expect(menu.body).toContain('Salsa roja');

      const product = await t.app.inject({ method: 'POST', url: `/v1/pedido/${order.pedido.id}/agotado`, headers: shop.auth.headers, payload: { id_producto: shop.menu.gringaId } });
      expect(product.json<{ lineas_agotadas: string[] }>().lineas_agotadas.sort()).toEqual(order.productos.map((l) => l.id).sort());
      const [gringa] = await t.handle.db.select({ agotado: products.agotado }).from(products).where(eq(products.id, shop.menu.gringaId));
      expect(gringa!.agotado).toBe(true);
      expect((await versions(order.pedido.id)).json<{ lineas_agotadas: string[] }>().lineas_agotadas).toHaveLength(2);

      const lines = kept(order);
      const more = await edit(order.pedido.id, { version: 1, productos: [lines[0]!, { ...lines[1]!, cantidad: 2 }] });
      expect(more.statusCode).toBe(422);
      expect(more.json<{ message: string }>().message).toBe('«Gringa» está agotado: no se pueden agregar más unidades');
      const removed = await edit(order.pedido.id, { version: 1, productos: [{ id_producto: shop.menu.tacoId, cantidad: 1, extras: [{ id_extra: shop.menu.salsaVerde, cantidad: 1 }] }] });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json<OrderEditResult>().pedido.total).toBe(25);

      const notOnOrder = await t.app.inject({ method: 'POST', url: `/v1/pedido/${order.pedido.id}/agotado`, headers: shop.auth.headers, payload: { id_producto: shop.menu.inactiveId } });
      expect(notOnOrder.statusCode).toBe(422);
      const both = await t.app.inject({ method: 'POST', url: `/v1/pedido/${order.pedido.id}/agotado`, headers: shop.auth.headers, payload: {} });
      expect(both.statusCode).toBe(400);
    } finally {
      await t.handle.db.update(products).set({ agotado: false }).where(eq(products.id, shop.menu.gringaId));
    }
  });
});
