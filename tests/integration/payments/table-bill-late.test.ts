// A table bill's payment link that arrives when the bill is no longer the one it charged (docs/counter.md, "Enlace
// de pago de la cuenta"), over real HTTP against tests/support/fake-stripe.ts: paid after the cashier closed the
// visit at the counter, it is refunded whole once through Stripe, asked by the system (a replayed webhook or another
// sweep refunds nothing more), a refused refund is «fallido» in «Cobros en línea» until «Reintentar reembolso»; paid
// for a bill that changed, «Cobrar y cerrar mesa» counts it as the «Enlace de pago» part, or refunds it when the
// whole bill is charged another way; the statistics count a table's link as online money only when it paid the table.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TableBillLink, TableBillLinkState } from '@shared/types/tables';
import type { CashShift } from '@shared/counter';
import type { StatsDashboard } from '@shared/types/stats';
import { tablePayments } from '../../../server/src/db/schema/counter';
import { onlinePaymentRefunds, onlinePayments } from '../../../server/src/db/schema/online-payment';
import { createTable, orderBody } from '../orders/support';
import { withPaymentsWorld, type PaymentsWorld } from './support';

let w: PaymentsWorld;
withPaymentsWorld((world) => {
  w = world;
});

let nextTable = 60;
// Each order its own phone: the public limit allows a few orders per phone (server/src/services/public-limits.ts).
let nextPhone = 9932000000;

async function addOrder(tableUuid: string, cantidad: number): Promise<{ id: string; totalCents: number }> {
  const placed = await w.publicCall('POST', '/pedido', orderBody(w.shop.menu, { table_uuid: tableUuid, numero_celular: String(nextPhone++), productos: [{ id_producto: w.shop.menu.tacoId, cantidad, extras: [] }] }));
  expect(placed.status, JSON.stringify(placed.json())).toBe(201);
  const pedido = placed.json<{ pedido: { id: string; total: number } }>().pedido;
  return { id: pedido.id, totalCents: Math.round(pedido.total * 100) };
}

/** A table with one order and a link sent for its bill. */
async function tableWithLink(cantidad = 1): Promise<{ uuid: string; order: { id: string; totalCents: number }; link: TableBillLink; sessionId: string }> {
  const uuid = await createTable(w.t.handle, w.shop.commerce.commerceId, nextTable++);
  const order = await addOrder(uuid, cantidad);
  const sent = await w.api('POST', `/mesas/${uuid}/enlace-pago`);
  expect(sent.status, JSON.stringify(sent.json())).toBe(200);
  const link = sent.json<TableBillLink>();
  return { uuid, order, link, sessionId: link.url.split('/pay/')[1]! };
}

const linkRow = async (tableUuid: string) => (await w.t.handle.db.select().from(onlinePayments).where(eq(onlinePayments.id_mesa, tableUuid)))[0]!;
const refundsOf = (paymentId: string) => w.t.handle.db.select().from(onlinePaymentRefunds).where(eq(onlinePaymentRefunds.id_pago, paymentId));
const payAtCounter = (uuid: string, pagos: { metodo: string; monto: number }[]) => w.api('POST', `/mesas/${uuid}/cobrar`, { pagos, propina: 0 });

describe('a table link paid after the visit was closed at the counter', () => {
  it('is refunded whole once through Stripe, by the system; the cash close of the table stands; replays refund nothing more', async () => {
    await w.connect('stripe');
    const table = await tableWithLink(2);
    const closed = await payAtCounter(table.uuid, [{ metodo: 'efectivo', monto: table.order.totalCents / 100 }]);
    expect(closed.status, JSON.stringify(closed.json())).toBe(200);

    const session = w.stripe.pay(table.sessionId);
    const paid = await w.stripe.sendEvent('checkout.session.completed', table.sessionId, { eventId: 'evt_late_paid' });
    expect(JSON.parse(paid.body)).toMatchObject({ resultado: 'pagado' });
    const asked = await linkRow(table.uuid);
    expect(asked).toMatchObject({ estatus: 'pagado', id_cobro_mesa: null, reembolso_estatus: 'pendiente', reembolso_monto_cents: null, reembolso_por: null });
    expect(asked.reembolso_solicitado_at).not.toBeNull();

    const refundsBefore = w.stripe.refunds.length;
    await w.sweep();
    expect(w.stripe.refunds.length).toBe(refundsBefore + 1);
    expect(w.stripe.refunds.at(-1)).toMatchObject({ payment_intent: session.payment_intent, amount: table.order.totalCents });
    const refunded = await linkRow(table.uuid);
    expect(refunded).toMatchObject({ reembolso_estatus: 'hecho', reembolsado_cents: table.order.totalCents, reembolso_id: w.stripe.refunds.at(-1)!.id });
    expect(refunded.reembolsado_at).not.toBeNull();
    expect(await refundsOf(refunded.id)).toMatchObject([{ proveedor: 'stripe', monto_cents: table.order.totalCents, reembolso_id: w.stripe.refunds.at(-1)!.id, por: null }]);
    // The table stays paid in cash: its order is not marked refunded, and only the counter's payment exists.
    const order = await w.orderRow(table.order.id);
    expect([order.estatus_pago, order.metodo_pago]).toEqual(['pagado', 'efectivo']);
    expect(await w.t.handle.db.select().from(tablePayments).where(eq(tablePayments.table_uuid, table.uuid))).toHaveLength(1);

    // The same event again, Stripe's own refund notice and another sweep refund nothing more.
    expect(JSON.parse((await w.stripe.sendEvent('checkout.session.completed', table.sessionId, { eventId: 'evt_late_paid' })).body)).toMatchObject({ resultado: 'duplicado' });
    await w.stripe.sendEvent('checkout.session.completed', table.sessionId);
    await w.stripe.sendEvent('charge.refunded', table.sessionId);
    await w.sweep();
    expect(w.stripe.refunds.length).toBe(refundsBefore + 1);
    expect(await refundsOf(refunded.id)).toHaveLength(1);

    // «Cobros en línea» shows it refunded, automatically.
    const listed = (await w.api('GET', '/cobros-en-linea/pagos')).json<{ pagos: { id: string; reembolso_estatus: string; reembolso_por: string | null }[] }>().pagos.find((p) => p.id === refunded.id);
    expect(listed).toMatchObject({ reembolso_estatus: 'hecho', reembolso_por: 'Automático' });
  });

  it('a refused refund is «fallido» with Stripe\'s words in «Cobros en línea», never retried by itself; «Reintentar reembolso» makes it', async () => {
    await w.connect('stripe');
    const table = await tableWithLink(1);
    expect((await payAtCounter(table.uuid, [{ metodo: 'tarjeta', monto: table.order.totalCents / 100 }])).status).toBe(200);
    w.stripe.pay(table.sessionId);
    await w.stripe.sendEvent('checkout.session.completed', table.sessionId);
    w.stripe.failRefunds(1);
    const refundsBefore = w.stripe.refunds.length;
    await w.sweep();
    const failed = await linkRow(table.uuid);
    expect(failed).toMatchObject({ reembolso_estatus: 'fallido', reembolsado_cents: 0 });
    expect(failed.reembolso_error).toContain('cuenta bancaria del cliente está cerrada');
    await w.sweep();
    expect(w.stripe.refunds.length).toBe(refundsBefore);
    const listed = (await w.api('GET', '/cobros-en-linea/pagos')).json<{ pagos: { id: string; reembolso_estatus: string; reembolso_error: string | null }[] }>().pagos.find((p) => p.id === failed.id);
    expect(listed).toMatchObject({ reembolso_estatus: 'fallido' });
    expect(listed!.reembolso_error).toContain('cuenta bancaria');

    const retried = await w.api('POST', `/cobros-en-linea/pagos/${failed.id}/reembolso`);
    expect(retried.status, JSON.stringify(retried.json())).toBe(200);
    expect(await linkRow(table.uuid)).toMatchObject({ reembolso_estatus: 'hecho', reembolsado_cents: table.order.totalCents, reembolso_por: w.shop.auth.session.id_usuario });
    expect(w.stripe.refunds.length).toBe(refundsBefore + 1);
    expect((await w.orderRow(table.order.id)).estatus_pago).toBe('pagado');
  });
});

describe('a table link paid for a bill that changed', () => {
  it('«Cobrar y cerrar mesa» counts it as the «Enlace de pago» part; the rest is paid at the counter, nothing is refunded', async () => {
    await w.connect('stripe');
    const table = await tableWithLink(1);
    const added = await addOrder(table.uuid, 2);
    w.stripe.pay(table.sessionId);
    await w.stripe.sendEvent('checkout.session.completed', table.sessionId);
    const state = (await w.api('GET', `/mesas/${table.uuid}/enlace-pago`)).json<TableBillLinkState>();
    expect(state.pagos_sin_aplicar).toEqual([{ monto: table.order.totalCents / 100, cuenta: (table.order.totalCents + added.totalCents) / 100, proveedor: 'stripe' }]);

    // The whole bill in cash would be refused only if it did not add up: the parts must be the rest or the whole.
    const wrong = await payAtCounter(table.uuid, [{ metodo: 'efectivo', monto: 1 }]);
    expect(wrong.status).toBe(400);
    const closed = await payAtCounter(table.uuid, [{ metodo: 'efectivo', monto: added.totalCents / 100 }]);
    expect(closed.status, JSON.stringify(closed.json())).toBe(200);
    expect(closed.json<{ pago: { pagos: unknown[]; total: number } }>().pago).toMatchObject({
      total: (table.order.totalCents + added.totalCents) / 100,
      pagos: [
        { metodo: 'efectivo', monto: added.totalCents / 100 },
        { metodo: 'enlace_pago', monto: table.order.totalCents / 100 },
      ],
    });
    const [recorded] = await w.t.handle.db.select().from(tablePayments).where(eq(tablePayments.table_uuid, table.uuid));
    const row = await linkRow(table.uuid);
    expect(row).toMatchObject({ id_cobro_mesa: recorded!.id, reembolso_estatus: null });
    await w.sweep();
    expect((await linkRow(table.uuid)).reembolso_estatus).toBeNull();
  });

  it('charged whole at the counter instead, the link\'s money is refunded (asked by the cashier)', async () => {
    await w.connect('stripe');
    const table = await tableWithLink(1);
    const added = await addOrder(table.uuid, 1);
    w.stripe.pay(table.sessionId);
    await w.stripe.sendEvent('checkout.session.completed', table.sessionId);
    const closed = await payAtCounter(table.uuid, [{ metodo: 'tarjeta', monto: (table.order.totalCents + added.totalCents) / 100 }]);
    expect(closed.status, JSON.stringify(closed.json())).toBe(200);
    expect(await linkRow(table.uuid)).toMatchObject({ id_cobro_mesa: null, reembolso_estatus: 'pendiente', reembolso_por: w.shop.auth.session.id_usuario });
    const refundsBefore = w.stripe.refunds.length;
    await w.sweep();
    expect(await linkRow(table.uuid)).toMatchObject({ reembolso_estatus: 'hecho', reembolsado_cents: table.order.totalCents });
    expect(w.stripe.refunds.length).toBe(refundsBefore + 1);
  });
});

describe('a new link for the whole changed bill', () => {
  it('paid, it closes the table and the older link\'s money goes back whole (by the system)', async () => {
    await w.connect('stripe');
    const table = await tableWithLink(1);
    const added = await addOrder(table.uuid, 1);
    w.stripe.pay(table.sessionId);
    await w.stripe.sendEvent('checkout.session.completed', table.sessionId);
    const fresh = (await w.api('POST', `/mesas/${table.uuid}/enlace-pago`)).json<TableBillLink>();
    expect(fresh.monto).toBe((table.order.totalCents + added.totalCents) / 100);
    const freshSession = fresh.url.split('/pay/')[1]!;
    w.stripe.pay(freshSession);
    await w.stripe.sendEvent('checkout.session.completed', freshSession);
    const rows = await w.t.handle.db.select().from(onlinePayments).where(eq(onlinePayments.id_mesa, table.uuid));
    const older = rows.find((r) => r.referencia === table.sessionId)!;
    const newer = rows.find((r) => r.referencia === freshSession)!;
    expect(newer.id_cobro_mesa).not.toBeNull();
    expect(newer.reembolso_estatus).toBeNull();
    expect(older).toMatchObject({ id_cobro_mesa: null, reembolso_estatus: 'pendiente', reembolso_por: null });
    await w.sweep();
    expect((await refundsOf(older.id)).map((r) => r.monto_cents)).toEqual([table.order.totalCents]);
    expect(await refundsOf(newer.id)).toHaveLength(0);
  });
});

describe('statistics', () => {
  it('a table closed by link counts as «Enlace de pago» and as Stripe\'s online money; a link refunded after a cash close does not', async () => {
    await w.connect('stripe');
    const before = (await w.api('GET', '/estadisticas?periodo=hoy')).json<StatsDashboard>();
    expect((await w.api('POST', '/caja/turnos', { fondo_inicial: 0 })).status).toBe(201);
    const byLink = await tableWithLink(3);
    w.stripe.pay(byLink.sessionId);
    await w.stripe.sendEvent('checkout.session.completed', byLink.sessionId);
    expect((await w.orderRow(byLink.order.id)).metodo_pago).toBe('enlace_pago');
    const late = await tableWithLink(1);
    expect((await payAtCounter(late.uuid, [{ metodo: 'efectivo', monto: late.order.totalCents / 100 }])).status).toBe(200);
    w.stripe.pay(late.sessionId);
    await w.stripe.sendEvent('checkout.session.completed', late.sessionId);
    await w.sweep();

    const after = (await w.api('GET', '/estadisticas?periodo=hoy')).json<StatsDashboard>();
    const sum = (stats: StatsDashboard, list: 'por_metodo_pago' | 'en_linea_por_proveedor', key: string) => {
      const row = (stats[list] as { clave: string; pedidos: number; ventas: number }[]).find((r) => r.clave === key);
      return { pedidos: row?.pedidos ?? 0, ventas: row?.ventas ?? 0 };
    };
    const delta = (list: 'por_metodo_pago' | 'en_linea_por_proveedor', key: string) => {
      const a = sum(after, list, key);
      const b = sum(before, list, key);
      return { pedidos: a.pedidos - b.pedidos, ventas: Math.round((a.ventas - b.ventas) * 100) };
    };
    expect(delta('por_metodo_pago', 'enlace_pago')).toEqual({ pedidos: 1, ventas: byLink.order.totalCents });
    expect(delta('por_metodo_pago', 'efectivo')).toEqual({ pedidos: 1, ventas: late.order.totalCents });
    expect(delta('en_linea_por_proveedor', 'stripe')).toEqual({ pedidos: 1, ventas: byLink.order.totalCents });
    // The shift's cash close says the same: the late link is not online money.
    const shift = (await w.api('GET', '/caja/turno-actual')).json<{ turno: CashShift }>().turno;
    expect(shift.resumen.en_linea_por_proveedor).toEqual([{ proveedor: 'stripe', cantidad: 1, total: byLink.order.totalCents / 100 }]);
  });
});

describe('released without charge', () => {
  it('a link already paid for an older bill is refunded whole when the table is released', async () => {
    await w.connect('stripe');
    const table = await tableWithLink(1);
    await addOrder(table.uuid, 1);
    w.stripe.pay(table.sessionId);
    await w.stripe.sendEvent('checkout.session.completed', table.sessionId);
    const released = await w.api('POST', `/mesas/${table.uuid}/liberar`, { motivo: 'Se fueron sin pagar' });
    expect(released.status, JSON.stringify(released.json())).toBe(200);
    expect(await linkRow(table.uuid)).toMatchObject({ id_cobro_mesa: null, reembolso_estatus: 'pendiente', reembolso_por: w.shop.auth.session.id_usuario });
    await w.sweep();
    expect(await linkRow(table.uuid)).toMatchObject({ reembolso_estatus: 'hecho', reembolsado_cents: table.order.totalCents });
  });
});
