// An edit that lowers the total of an order paid online refunds the difference through the provider that
// charged it (docs/payments.md «Reembolsos»), with who and when; a refused one shows «Reintentar reembolso»'s
// state, and cancelling afterwards refunds only what is left. Real HTTP against the Stripe and Mercado Pago fakes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderEditResult } from '@shared/orders/edit';
import type { OrderDetail } from '@shared/types/order';
import { onlinePaymentRefunds } from '../../../server/src/db/schema/online-payment';
import { orders } from '../../../server/src/db/schema/orders';
import { withPaymentsWorld, type PaymentsWorld } from './support';

let w: PaymentsWorld;
withPaymentsWorld((world) => {
  w = world;
});

async function paidOrder(provider: 'stripe' | 'mercadoPago'): Promise<{ id: string; totalCents: number; detail: OrderDetail }> {
  await w.connect(provider);
  await w.api('PUT', '/cobros-en-linea/ajustes', { proveedor: provider, sonar_al: 'pago', minutos_expiracion: 30 });
  const order = await w.placeOnline({ productos: [{ id_producto: w.shop.menu.tacoId, cantidad: 3, extras: [] }] });
  const started = await w.publicCall('POST', `/pedido/${order.id}/pago`);
  expect(started.status, JSON.stringify(started.json())).toBe(200);
  const { url } = started.json<{ url: string }>();
  if (provider === 'stripe') {
    const sessionId = url.split('/pay/')[1]!;
    w.stripe.pay(sessionId);
    await w.stripe.sendEvent('checkout.session.completed', sessionId);
  } else {
    const preferenceId = new URL(url).searchParams.get('pref_id')!;
    const payment = w.mercadoPago.pay(preferenceId);
    await w.mercadoPago.notify(payment.id);
  }
  expect((await w.orderRow(order.id)).estatus_pago).toBe('pagado');
  await w.t.handle.db.update(orders).set({ estatus_pedido: 'accepted', estatus: 'accepted' }).where(eq(orders.id, order.id));
  const detail = await w.t.app.inject({ method: 'GET', url: `/v2/commerce/${w.shop.commerce.commerceId}/orders/${order.id}`, headers: w.shop.auth.v2Headers });
  return { id: order.id, totalCents: Math.round(order.total * 100), detail: detail.json<OrderDetail>() };
}

const oneTacoLess = (detail: OrderDetail, version: number) => ({
  version,
  productos: detail.productos.map((line) => ({ id_linea: line.id, id_producto: line.id_producto, cantidad: line.cantidad - 1, presentacion: line.presentacion, instrucciones: line.instrucciones, extras: [] })),
});

const refundsOf = (paymentId: string) => w.t.handle.db.select().from(onlinePaymentRefunds).where(eq(onlinePaymentRefunds.id_pago, paymentId));

describe('an edit that lowers a paid total', () => {
  it('refunds the difference through Stripe at once, with who and when, and the order stays paid', async () => {
    const { id, totalCents, detail } = await paidOrder('stripe');
    const unitCents = Math.round((detail.productos[0]!.subtotal / detail.productos[0]!.cantidad) * 100);
    const edited = await w.api('PUT', `/pedido/${id}/edicion`, oneTacoLess(detail, 1));
    expect(edited.status, JSON.stringify(edited.json())).toBe(200);
    expect(edited.json<OrderEditResult>().ajuste_pago).toBe(-unitCents / 100);
    const [payment] = await w.paymentsOf(id);
    expect(payment).toMatchObject({ reembolso_estatus: 'hecho', reembolso_monto_cents: unitCents, reembolsado_cents: unitCents, reembolso_por: w.shop.auth.session.id_usuario });
    expect(payment!.reembolsado_at).toBeInstanceOf(Date);
    expect(w.stripe.refunds.filter((r) => r.payment_intent === payment!.pago_id).map((r) => r.amount)).toEqual([unitCents]);
    expect((await refundsOf(payment!.id)).map((r) => [r.monto_cents, r.motivo, r.por])).toEqual([[unitCents, 'edicion', w.shop.auth.session.id_usuario]]);
    expect((await w.orderRow(id)).estatus_pago).toBe('pagado');
    // The sweep makes no second refund of the same edit.
    await w.sweep();
    expect(w.stripe.refunds.filter((r) => r.payment_intent === payment!.pago_id)).toHaveLength(1);
    // Cancelling now refunds only what is left.
    const cancelled = await w.api('PUT', `/pedido/${id}`, { action: 'changeStatus', status: 'canceled', motivo: 'El cliente ya no lo quiere' });
    expect(cancelled.status).toBe(200);
    await w.sweep();
    expect(w.stripe.refunds.filter((r) => r.payment_intent === payment!.pago_id).map((r) => r.amount)).toEqual([unitCents, totalCents - unitCents]);
    const [after] = await w.paymentsOf(id);
    expect(after).toMatchObject({ reembolso_estatus: 'hecho', reembolsado_cents: totalCents });
    expect((await refundsOf(payment!.id)).map((r) => r.motivo).sort()).toEqual(['cancelacion', 'edicion']);
    expect((await w.orderRow(id)).estatus_pago).toBe('cancelado');
  });

  it('a refused refund through Mercado Pago is «fallido» with its words; «Reintentar reembolso» refunds the part in pesos', async () => {
    const { id, detail } = await paidOrder('mercadoPago');
    const unitCents = Math.round((detail.productos[0]!.subtotal / detail.productos[0]!.cantidad) * 100);
    w.mercadoPago.failRefunds(1);
    const edited = await w.api('PUT', `/pedido/${id}/edicion`, oneTacoLess(detail, 1));
    expect(edited.status).toBe(200);
    const [failed] = await w.paymentsOf(id);
    expect(failed).toMatchObject({ reembolso_estatus: 'fallido', reembolso_monto_cents: unitCents, reembolsado_cents: 0 });
    expect(failed!.reembolso_error).toContain('does not have enough money');
    const shown = (await w.api('GET', '/cobros-en-linea/pagos')).json<{ pagos: { id: string; reembolso_estatus: string; reembolso_monto: number | null }[] }>().pagos.find((p) => p.id === failed!.id);
    expect(shown).toMatchObject({ reembolso_estatus: 'fallido', reembolso_monto: unitCents / 100 });
    const retried = await w.api('POST', `/cobros-en-linea/pagos/${failed!.id}/reembolso`);
    expect(retried.status).toBe(200);
    const [done] = await w.paymentsOf(id);
    expect(done).toMatchObject({ reembolso_estatus: 'hecho', reembolsado_cents: unitCents });
    expect(w.mercadoPago.refunds.filter((r) => String(r.paymentId) === done!.pago_id).map((r) => r.amount)).toEqual([unitCents / 100]);
    expect(w.mercadoPago.payments.get(Number(done!.pago_id))!.status_detail).toBe('partially_refunded');
    expect((await w.orderRow(id)).estatus_pago).toBe('pagado');
  });

  it('an edit that raises the total refunds nothing', async () => {
    const { id, detail } = await paidOrder('stripe');
    const before = w.stripe.refunds.length;
    const more = { version: 1, productos: detail.productos.map((line) => ({ id_linea: line.id, id_producto: line.id_producto, cantidad: line.cantidad + 1, presentacion: line.presentacion, instrucciones: line.instrucciones, extras: [] })) };
    expect((await w.api('PUT', `/pedido/${id}/edicion`, more)).status).toBe(200);
    const [payment] = await w.paymentsOf(id);
    expect(payment).toMatchObject({ reembolso_estatus: null, reembolsado_cents: 0 });
    expect(w.stripe.refunds.length).toBe(before);
  });
});
