// «Enviar enlace de pago» for a table's bill (docs/counter.md, "Enlace de pago de la cuenta"), over real HTTP
// against tests/support/fake-stripe.ts: the link charges the server's total of the visit's open orders (the same
// link on a second press); only a signed event read back from Stripe closes the table, as «Cobrar y cerrar mesa»
// does with one «Enlace de pago» part; the same event twice or an older one changes nothing; a bill that changed
// after the link was sent is not closed by the old payment, which the bill screen shows; refusals are 4xx.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TableFloor } from '@shared/counter';
import type { TableBillLink, TableBillLinkState } from '@shared/types/tables';
import { tablePayments } from '../../../server/src/db/schema/counter';
import { onlinePayments } from '../../../server/src/db/schema/online-payment';
import { createTable, orderBody } from '../orders/support';
import { withPaymentsWorld, type PaymentsWorld } from './support';

let w: PaymentsWorld;
withPaymentsWorld((world) => {
  w = world;
});

let nextTable = 40;

async function tableWithOrders(tacos: number[]): Promise<{ uuid: string; orderIds: string[]; totalCents: number }> {
  const uuid = await createTable(w.t.handle, w.shop.commerce.commerceId, nextTable++);
  const orderIds: string[] = [];
  let totalCents = 0;
  for (const cantidad of tacos) {
    const placed = await addOrder(uuid, cantidad);
    orderIds.push(placed.id);
    totalCents += Math.round(placed.total * 100);
  }
  return { uuid, orderIds, totalCents };
}

async function addOrder(tableUuid: string, cantidad: number): Promise<{ id: string; total: number }> {
  const placed = await w.publicCall('POST', '/pedido', orderBody(w.shop.menu, { table_uuid: tableUuid, productos: [{ id_producto: w.shop.menu.tacoId, cantidad, extras: [] }] }));
  expect(placed.status, JSON.stringify(placed.json())).toBe(201);
  return placed.json<{ pedido: { id: string; total: number } }>().pedido;
}

const sessionOf = (url: string) => url.split('/pay/')[1]!;

async function floorOf(uuid: string): Promise<TableFloor> {
  return (await w.api('GET', '/mesas')).json<{ rows: TableFloor[] }>().rows.find((row) => row.uuid === uuid)!;
}

const paymentsOfTable = (uuid: string) => w.t.handle.db.select().from(tablePayments).where(eq(tablePayments.table_uuid, uuid));

describe('refused', () => {
  it('without a connected provider: 409 with the reason, and the state says not connected', async () => {
    const table = await tableWithOrders([1]);
    const refused = await w.api('POST', `/mesas/${table.uuid}/enlace-pago`);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NO_PAYMENT_PROVIDER' });
    expect((await w.api('GET', `/mesas/${table.uuid}/enlace-pago`)).json()).toEqual({ conectado: false, ultimo: null, pagos_sin_aplicar: [] });
  });

  it('an unknown table is a 404, a free table a 409; nothing is created at Stripe', async () => {
    await w.connect('stripe');
    const before = w.stripe.created.length;
    expect((await w.api('POST', '/mesas/00000000-0000-4000-8000-000000000000/enlace-pago')).status).toBe(404);
    expect((await w.api('POST', '/mesas/no-es-un-uuid/enlace-pago')).status).toBe(404);
    expect((await w.api('GET', '/mesas/00000000-0000-4000-8000-000000000000/enlace-pago')).status).toBe(404);
    const free = await tableWithOrders([]);
    const empty = await w.api('POST', `/mesas/${free.uuid}/enlace-pago`);
    expect(empty.status).toBe(409);
    expect(empty.json<{ message: string }>().message).toContain('La mesa no tiene pedidos abiertos');
    expect(w.stripe.created.length).toBe(before);
  });
});

describe('a table bill paid by link (Stripe)', () => {
  it('charges the bill\'s server total and answers the same link on a second press', async () => {
    await w.connect('stripe');
    const table = await tableWithOrders([1, 2]);
    // Whatever amount a client sends is never read: the link is for the server's total.
    const sent = await w.api('POST', `/mesas/${table.uuid}/enlace-pago`, { monto: 1 });
    expect(sent.status, JSON.stringify(sent.json())).toBe(200);
    const link = sent.json<TableBillLink>();
    expect(link).toMatchObject({ proveedor: 'stripe', estatus: 'pendiente', monto: table.totalCents / 100 });
    expect(w.stripe.created.at(-1)!['line_items[0][price_data][unit_amount]']).toBe(String(table.totalCents));
    const sessions = w.stripe.sessions.size;
    const again = await w.api('POST', `/mesas/${table.uuid}/enlace-pago`);
    expect(again.json<TableBillLink>().url).toBe(link.url);
    expect(w.stripe.sessions.size).toBe(sessions);
    const state = (await w.api('GET', `/mesas/${table.uuid}/enlace-pago`)).json<TableBillLinkState>();
    expect(state).toMatchObject({ conectado: true, ultimo: { url: link.url, estatus: 'pendiente', mesa_cerrada: false }, pagos_sin_aplicar: [] });
    for (const id of table.orderIds) expect((await w.orderRow(id)).enlace_pago).toBe(link.url);
  });

  it('paid at Stripe: the table closes with one «Enlace de pago» part; the same event twice and an older one change nothing', async () => {
    await w.connect('stripe');
    expect((await w.api('POST', '/caja/turnos', { fondo_inicial: 100 })).status).toBe(201);
    const table = await tableWithOrders([1, 3]);
    const link = (await w.api('POST', `/mesas/${table.uuid}/enlace-pago`)).json<TableBillLink>();
    const sessionId = sessionOf(link.url);
    // Completion claimed before Stripe has it paid: the API's word wins, nothing closes.
    await w.stripe.sendEvent('checkout.session.completed', sessionId);
    expect(await floorOf(table.uuid)).toMatchObject({ estado: 'ocupada' });
    w.stripe.pay(sessionId);
    const paid = await w.stripe.sendEvent('checkout.session.completed', sessionId, { eventId: 'evt_table_paid' });
    expect(JSON.parse(paid.body)).toEqual({ recibido: true, resultado: 'pagado' });
    expect(await floorOf(table.uuid)).toMatchObject({ estado: 'libre', pedidos_abiertos: 0 });
    for (const id of table.orderIds) {
      const row = await w.orderRow(id);
      expect([row.estatus_pedido, row.estatus_pago, row.metodo_pago]).toEqual(['delivered', 'pagado', 'enlace_pago']);
      expect(row.mesa_cerrada_at).not.toBeNull();
      expect(await w.eventsOf(id, 'orderPaymentChanged')).toBe(1);
    }
    const recorded = await paymentsOfTable(table.uuid);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ consumo_cents: table.totalCents, propina_cents: 0, total_cents: table.totalCents, pagos: [{ metodo: 'enlace_pago', monto_cents: table.totalCents }], id_usuario: null });
    const [linkRow] = await w.t.handle.db.select().from(onlinePayments).where(eq(onlinePayments.id_mesa, table.uuid));
    expect(linkRow).toMatchObject({ estatus: 'pagado', id_cobro_mesa: recorded[0]!.id });

    const replay = await w.stripe.sendEvent('checkout.session.completed', sessionId, { eventId: 'evt_table_paid' });
    expect(JSON.parse(replay.body)).toEqual({ recibido: true, resultado: 'duplicado' });
    const older = await w.stripe.sendEvent('checkout.session.expired', sessionId);
    expect(JSON.parse(older.body)).toMatchObject({ resultado: 'sin_cambio' });
    await w.stripe.sendEvent('checkout.session.completed', sessionId);
    expect(await paymentsOfTable(table.uuid)).toHaveLength(1);
    for (const id of table.orderIds) expect(await w.eventsOf(id, 'orderPaymentChanged')).toBe(1);

    const state = (await w.api('GET', `/mesas/${table.uuid}/enlace-pago`)).json<TableBillLinkState>();
    expect(state.ultimo).toMatchObject({ url: link.url, estatus: 'pagado', mesa_cerrada: true });
    // The closed bill lists the part, and the shift counts it as online sales.
    const closed = (await w.api('GET', `/mesas/cuentas-cerradas?mesa=${table.uuid}`)).json<{ cuentas: { pago: { pagos: unknown[] } }[] }>();
    expect(closed.cuentas[0]!.pago.pagos).toEqual([{ metodo: 'enlace_pago', monto: table.totalCents / 100 }]);
    const current = (await w.api('GET', '/caja/turno-actual')).json<{ turno: { resumen: { ventas_por_metodo: { efectivo: number; en_linea: number } } } }>();
    expect(current.turno.resumen.ventas_por_metodo).toMatchObject({ efectivo: 0, en_linea: table.totalCents / 100 });
  });

  it('a new order after the link: a new press makes a new link; the old one paid is recorded and shown, the table stays open', async () => {
    await w.connect('stripe');
    const table = await tableWithOrders([1]);
    const old = (await w.api('POST', `/mesas/${table.uuid}/enlace-pago`)).json<TableBillLink>();
    const added = await addOrder(table.uuid, 2);
    const fresh = (await w.api('POST', `/mesas/${table.uuid}/enlace-pago`)).json<TableBillLink>();
    const newTotalCents = table.totalCents + Math.round(added.total * 100);
    expect(fresh.url).not.toBe(old.url);
    expect(fresh.monto).toBe(newTotalCents / 100);

    w.stripe.pay(sessionOf(old.url));
    const paid = await w.stripe.sendEvent('checkout.session.completed', sessionOf(old.url));
    expect(JSON.parse(paid.body)).toMatchObject({ resultado: 'pagado' });
    expect(await floorOf(table.uuid)).toMatchObject({ estado: 'ocupada', pedidos_abiertos: 2 });
    expect(await paymentsOfTable(table.uuid)).toHaveLength(0);
    expect((await w.orderRow(added.id)).estatus_pago).toBe('pendiente');
    const state = (await w.api('GET', `/mesas/${table.uuid}/enlace-pago`)).json<TableBillLinkState>();
    expect(state.pagos_sin_aplicar).toEqual([{ monto: table.totalCents / 100, cuenta: newTotalCents / 100, proveedor: 'stripe' }]);

    // The link for the bill as it is now still closes it.
    w.stripe.pay(sessionOf(fresh.url));
    await w.stripe.sendEvent('checkout.session.completed', sessionOf(fresh.url));
    expect(await floorOf(table.uuid)).toMatchObject({ estado: 'libre' });
    expect(await paymentsOfTable(table.uuid)).toHaveLength(1);
  });

  it('an amount at Stripe other than the bill never closes the table', async () => {
    await w.connect('stripe');
    const table = await tableWithOrders([2]);
    const link = (await w.api('POST', `/mesas/${table.uuid}/enlace-pago`)).json<TableBillLink>();
    const session = w.stripe.pay(sessionOf(link.url));
    session.amount_total = 100;
    const answer = await w.stripe.sendEvent('checkout.session.completed', session.id);
    expect(JSON.parse(answer.body)).toMatchObject({ resultado: 'monto_distinto' });
    expect(await floorOf(table.uuid)).toMatchObject({ estado: 'ocupada' });
    const [row] = await w.t.handle.db.select().from(onlinePayments).where(and(eq(onlinePayments.id_mesa, table.uuid), eq(onlinePayments.estatus, 'pendiente')));
    expect(row).toBeDefined();
  });
});
