// The cash close adds up by method (docs/counter.md, docs/payments.md): cash, card at the counter, transfer,
// online money by the provider that confirmed it (what it kept after an edit's refund) and the refunds the
// providers made during the shift, listed apart; the same figures in the shift's CSV, the statistics and the
// «Cobros en línea» CSV. Real HTTP against the Stripe and Mercado Pago fakes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashSummaryLines } from '@shared/cash-close-lines';
import type { CashShift } from '@shared/counter';
import type { OrderDetail } from '@shared/types/order';
import type { StatsDashboard } from '@shared/types/stats';
import { orders } from '../../../server/src/db/schema/orders';
import { withPaymentsWorld, type PaymentsWorld } from './support';

let w: PaymentsWorld;
withPaymentsWorld((world) => {
  w = world;
});

const accept = (id: string) => w.t.handle.db.update(orders).set({ estatus_pedido: 'accepted', estatus: 'accepted' }).where(eq(orders.id, id));
const tacos = (cantidad: number) => [{ id_producto: w.shop.menu.tacoId, cantidad, extras: [] }];

async function counterSale(metodo_pago: string, cantidad: number): Promise<number> {
  const placed = await w.publicCall('POST', '/pedido', { metodo_entrega: 'takeAway', nombre: 'Ana', numero_celular: '9931112233', country_code: '52', metodo_pago, productos: tacos(cantidad) });
  expect(placed.status, JSON.stringify(placed.json())).toBe(201);
  const { id, total } = placed.json<{ pedido: { id: string; total: number } }>().pedido;
  await accept(id);
  return total;
}

async function paidOnline(provider: 'stripe' | 'mercadoPago', cantidad: number): Promise<{ id: string; total: number }> {
  await w.api('PUT', '/cobros-en-linea/ajustes', { proveedor: provider });
  const order = await w.placeOnline({ productos: tacos(cantidad) });
  const { url } = (await w.publicCall('POST', `/pedido/${order.id}/pago`)).json<{ url: string }>();
  if (provider === 'stripe') {
    const sessionId = url.split('/pay/')[1]!;
    w.stripe.pay(sessionId);
    await w.stripe.sendEvent('checkout.session.completed', sessionId);
  } else {
    const payment = w.mercadoPago.pay(new URL(url).searchParams.get('pref_id')!);
    await w.mercadoPago.notify(payment.id);
  }
  await accept(order.id);
  return { id: order.id, total: order.total };
}

describe('the cash close adds up by method', () => {
  it('separates cash, card at the counter, transfer, online by provider and refunds; the CSVs and the statistics agree', async () => {
    await w.connect('stripe');
    await w.connect('mercadoPago');
    const opened = await w.api('POST', '/caja/turnos', { fondo_inicial: 300 });
    expect(opened.status).toBe(201);
    const shiftId = opened.json<CashShift>().id;

    const cash = await counterSale('efectivo', 1);
    const card = await counterSale('tarjeta', 2);
    const stripeKept = await paidOnline('stripe', 2);
    const stripeCancelled = await paidOnline('stripe', 1);
    const mp = await paidOnline('mercadoPago', 3);

    // An edit of the Mercado Pago order down to two tacos refunds one; the cancelled Stripe order is refunded whole.
    const detail = (await w.t.app.inject({ method: 'GET', url: `/v2/commerce/${w.shop.commerce.commerceId}/orders/${mp.id}`, headers: w.shop.auth.v2Headers })).json<OrderDetail>();
    const line = detail.productos[0]!;
    const edited = await w.api('PUT', `/pedido/${mp.id}/edicion`, { version: 1, productos: [{ id_linea: line.id, id_producto: line.id_producto, cantidad: 2, extras: [] }] });
    expect(edited.status, JSON.stringify(edited.json())).toBe(200);
    const mpAfterEdit = edited.json<OrderDetail>().pedido.total;
    expect((await w.api('PUT', `/pedido/${stripeCancelled.id}`, { action: 'changeStatus', status: 'canceled', motivo: 'Cerramos temprano' })).status).toBe(200);
    await w.sweep();

    const live = (await w.api('GET', '/caja/turno-actual')).json<{ turno: CashShift }>().turno;
    const r = live.resumen;
    expect(r.ventas_por_metodo).toEqual({ efectivo: cash, tarjeta: card, transferencia: 0, en_linea: stripeKept.total + mpAfterEdit, por_confirmar: 0 });
    expect(r.en_linea_por_proveedor).toEqual([
      { proveedor: 'mercadoPago', cantidad: 1, total: mpAfterEdit },
      { proveedor: 'stripe', cantidad: 1, total: stripeKept.total },
    ]);
    expect(r.reembolsos).toEqual([
      { proveedor: 'mercadoPago', cantidad: 1, total: mp.total - mpAfterEdit },
      { proveedor: 'stripe', cantidad: 1, total: stripeCancelled.total },
    ]);
    expect(r.ventas_total).toBe(cash + card + stripeKept.total + mpAfterEdit);
    // The drawer holds the fund and the cash sales only.
    expect(r.efectivo_esperado).toBe(300 + cash);

    const lines = cashSummaryLines(live).map((l) => `${l.label.trim()}=${l.value}`);
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^Stripe \(1 pago\)=\$/), expect.stringMatching(/^Mercado Pago \(1 pago\)=\$/), expect.stringMatching(/^Reembolsos Stripe \(1\)=-\$/)]));

    const closed = await w.api('POST', `/caja/turnos/${shiftId}/cerrar`, { efectivo_contado: 300 + cash });
    expect(closed.status).toBe(200);
    const csv = await w.t.app.inject({ method: 'GET', url: `/v1/caja/turnos/${shiftId}/corte.csv`, headers: w.shop.auth.headers });
    expect(csv.body).toContain(`"Ventas en línea Stripe (1 pagos)","${stripeKept.total}"`);
    expect(csv.body).toContain(`"Reembolsos Stripe (1)","-${stripeCancelled.total}"`);
    expect(csv.body).toContain(`"Reembolsos Mercado Pago (1)","-${mp.total - mpAfterEdit}"`);

    const stats = (await w.api('GET', '/estadisticas?periodo=hoy')).json<StatsDashboard>();
    expect(stats.en_linea_por_proveedor).toEqual([
      { clave: 'mercadoPago', pedidos: 1, ventas: mpAfterEdit },
      { clave: 'stripe', pedidos: 1, ventas: stripeKept.total },
    ]);
    expect(stats.reembolsos).toEqual([
      { clave: 'mercadoPago', pedidos: 1, ventas: mp.total - mpAfterEdit },
      { clave: 'stripe', pedidos: 1, ventas: stripeCancelled.total },
    ]);

    const ledger = await w.t.app.inject({ method: 'GET', url: '/v1/cobros-en-linea/pagos.csv', headers: w.shop.auth.headers });
    expect(ledger.statusCode).toBe(200);
    expect(ledger.headers['content-disposition']).toContain('cobros-en-linea.csv');
    const [header, ...rows] = ledger.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('"Fecha","Folio","Cliente","Proveedor","Origen","Referencia","Monto","Comisión","Estado","Pagado","Reembolso","Reembolsado","Reembolso por","Reembolsado el","Error del reembolso"');
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.includes('"Mercado Pago"'))).toContain('"Reembolsado"');
    expect(rows.find((row) => row.includes('"Mercado Pago"'))).toContain(`"${(mp.total - mpAfterEdit).toFixed(2)}"`);
    expect(rows.filter((row) => /"pi_[^"]+"/.test(row))).toHaveLength(2);
  });
});
