// Public order intake refusals: closed commerce, schedule, monthly limit, inactive flow, menu problems,
// validation messages naming the field — and a failed order leaves nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { commerces } from '../../../server/src/db/schema/commerces';
import { liveEvents, orders } from '../../../server/src/db/schema/orders';
import { restaurantTables } from '../../../server/src/db/schema/tables';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, createTable, insertOrdersReceivedNow, orderBody, placeOrder, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

async function setCommerce(values: Partial<typeof commerces.$inferInsert>, commerceId = shop.commerce.commerceId) {
  await t.handle.db.update(commerces).set(values).where(eq(commerces.id, commerceId));
}

async function refusal(body: Record<string, unknown>, idPath = shop.idPath) {
  const response = await placeOrder(t.app, idPath, body);
  return { status: response.statusCode, ...response.json<{ message: string; code?: string; field?: string }>() };
}

describe('order intake refusals', () => {
  it('refuses while the commerce is temporarily closed (servicio_activo false)', async () => {
    await setCommerce({ servicio_activo: false });
    try {
      expect(await refusal(orderBody(shop.menu))).toMatchObject({ status: 409, code: 'COMMERCE_CLOSED', message: 'Cerrado temporalmente: no recibe pedidos por ahora' });
    } finally {
      await setCommerce({ servicio_activo: true });
    }
  });

  it('refuses outside the schedule, read in the commerce time zone', async () => {
    // Open only one minute a week, on the day before today in Mexico City: never now.
    const weekday = new Date(Date.now() - 3 * 86_400_000).getUTCDay();
    await setCommerce({ horarios: [{ dia: weekday, horario_apertura: '03:00', horario_cierre: '03:01' }] });
    try {
      // The same reason the menu and the panel show (docs/availability.md).
      const refused = await refusal(orderBody(shop.menu));
      expect(refused).toMatchObject({ status: 409, code: 'COMMERCE_CLOSED' });
      expect(refused.message).toMatch(/^Cerrado por horario: abre el \S+ 3:00$/);
    } finally {
      await setCommerce({ horarios: [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, horario_apertura: '00:00', horario_cierre: '24:00' })) });
    }
  });

  it('refuses an order over the plan monthly limit and stores nothing', async () => {
    const freemium = await createOrderingCommerce(t.app, t.handle, { plan: 'FREEMIUM' });
    // FREEMIUM allows 30 orders a month: 30 already received this month.
    await insertOrdersReceivedNow(t.handle, freemium.commerce.commerceId, 30);
    expect(await refusal(orderBody(freemium.menu), freemium.idPath)).toMatchObject({
      status: 409,
      code: 'ORDER_LIMIT_REACHED',
      message: 'El comercio alcanzó su límite mensual de pedidos y no puede recibir más pedidos este mes',
    });
    const [stored] = await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.id_comercio, freemium.commerce.commerceId));
    expect(stored!.n).toBe(30);
  });

  it('refuses a flow the commerce has turned off', async () => {
    await setCommerce({ activar_pasar_recoger: false });
    try {
      expect(await refusal(orderBody(shop.menu))).toMatchObject({ status: 422, code: 'FLOW_INACTIVE', message: 'El comercio no tiene activo el método de entrega «Pasar a recoger»' });
    } finally {
      await setCommerce({ activar_pasar_recoger: true });
    }
  });

  it('refuses a payment method the flow does not accept', async () => {
    expect(await refusal(orderBody(shop.menu, { metodo_pago: 'transferencia' }))).toMatchObject({
      status: 400,
      field: 'metodo_pago',
      message: 'Método de pago: no se acepta para este método de entrega',
    });
  });

  it('refuses unknown, inactive and sold-out products', async () => {
    const line = (id: string) => orderBody(shop.menu, { productos: [{ id_producto: id, cantidad: 1, extras: [] }] });
    expect(await refusal(line('00000000-0000-4000-8000-000000000000'))).toMatchObject({ status: 422, code: 'PRODUCT_UNAVAILABLE', message: 'Uno de los productos ya no existe en el menú' });
    expect(await refusal(line(shop.menu.inactiveId))).toMatchObject({ status: 422, message: 'El producto «Taco de temporada» no está disponible' });
    expect(await refusal(line(shop.menu.soldOutId))).toMatchObject({ status: 422, message: 'El producto «Taco de lengua» está agotado' });
  });

  it('refuses extras that break the group rules or are sold out, and missing presentations', async () => {
    const { menu } = shop;
    const taco = (extras: { id_extra: string; cantidad: number }[]) => orderBody(menu, { productos: [{ id_producto: menu.tacoId, cantidad: 1, extras }] });
    expect(await refusal(taco([{ id_extra: menu.salsaRoja, cantidad: 2 }, { id_extra: menu.salsaVerde, cantidad: 1 }]))).toMatchObject({
      status: 422,
      code: 'INVALID_EXTRAS',
      message: 'Elige como máximo 2 opción(es) de «Salsas»',
    });
    expect(await refusal(taco([{ id_extra: menu.salsaHabanero, cantidad: 1 }]))).toMatchObject({ message: 'El extra «Salsa de habanero» está agotado' });
    expect(await refusal(taco([{ id_extra: menu.tortillaMaiz, cantidad: 1 }]))).toMatchObject({ message: 'Uno de los extras elegidos para «Taco al pastor» no existe' });
    const gringa = (extras: { id_extra: string; cantidad: number }[], presentacion?: string) =>
      orderBody(menu, { productos: [{ id_producto: menu.gringaId, presentacion, cantidad: 1, extras }] });
    expect(await refusal(gringa([], menu.presentationChica))).toMatchObject({ message: 'Elige al menos 1 opción(es) de «Tortilla»' });
    expect(await refusal(gringa([{ id_extra: menu.tortillaMaiz, cantidad: 1 }]))).toMatchObject({ code: 'INVALID_PRESENTATION', message: 'Elige una presentación para «Gringa»' });
  });

  it('answers validation errors in Spanish naming the field', async () => {
    expect(await refusal(orderBody(shop.menu, { nombre: '' }))).toMatchObject({ status: 400, field: 'nombre', message: 'Nombre: es requerido' });
    expect(await refusal(orderBody(shop.menu, { numero_celular: '99312' }))).toMatchObject({ status: 400, field: 'numero_celular', message: 'Número celular: debe tener 10 dígitos' });
    const noAddress = await refusal(orderBody(shop.menu, { metodo_entrega: 'delivery' }));
    expect(noAddress.status).toBe(400);
    expect(['calle', 'colonia', 'numero_exterior', 'referencias']).toContain(noAddress.field);
    expect(noAddress.message).toMatch(/^(Calle|Colonia|Número exterior|Referencias): es requerido$/);
    expect(await refusal(orderBody(shop.menu, { metodo_entrega: 'delivery', calle: 'Reforma', colonia: 'Centro', numero_exterior: '1' }))).toMatchObject({
      field: 'referencias',
      message: 'Referencias: es requerido',
    });
    expect(await refusal(orderBody(shop.menu, { productos: [] }))).toMatchObject({ status: 400, message: 'El pedido debe tener al menos un producto' });
    expect(await refusal(orderBody(shop.menu, { productos: [{ id_producto: shop.menu.tacoId, cantidad: 0 }] }))).toMatchObject({
      status: 400,
      field: 'productos[0].cantidad',
      message: 'Cantidad: el valor mínimo es 1',
    });
    const missing = await placeOrder(t.app, 'no-existe-este-comercio', orderBody(shop.menu));
    expect(missing.statusCode).toBe(404);
  });

  it('a refused order in the transaction stores no order, no event and no folio', async () => {
    const before = await t.handle.db.select({ folio: commerces.ultimo_folio }).from(commerces).where(eq(commerces.id, shop.commerce.commerceId));
    const [eventsBefore] = await t.handle.db.select({ n: count() }).from(liveEvents).where(eq(liveEvents.id_comercio, shop.commerce.commerceId));
    // Unknown table: refused inside the transaction, after the folio was taken.
    expect(await refusal(orderBody(shop.menu, { table_uuid: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({ status: 404, message: 'No se encontró la mesa' });
    const after = await t.handle.db.select({ folio: commerces.ultimo_folio }).from(commerces).where(eq(commerces.id, shop.commerce.commerceId));
    const [eventsAfter] = await t.handle.db.select({ n: count() }).from(liveEvents).where(eq(liveEvents.id_comercio, shop.commerce.commerceId));
    expect(after[0]!.folio).toBe(before[0]!.folio);
    expect(eventsAfter!.n).toBe(eventsBefore!.n);
  });

  it('links a self-service order to its table and marks the table occupied', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 7);
    const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { table_uuid: tableUuid, metodo_entrega: 'delivery', metodo_pago: 'tarjeta' }));
    expect(response.statusCode, response.body).toBe(201);
    const { pedido } = response.json<{ pedido: { id: string; metodo_entrega: string; numero_mesa: number; origin: string; self_service: unknown } }>();
    expect(pedido).toMatchObject({ metodo_entrega: 'inRestaurant', numero_mesa: 7, origin: 'mesa', self_service: { table_uuid: tableUuid, table_number: 7, order_uuid: pedido.id } });
    const [table] = await t.handle.db.select().from(restaurantTables).where(eq(restaurantTables.uuid, tableUuid));
    expect(table!.status).toBe('o');
  });
});
