// Mercado Pago Checkout Pro and the counter's payment links (docs/payments.md), over real HTTP against
// tests/support/fake-mercadopago.ts: the preference carries the server's total in pesos, only a notification with
// Mercado Pago's x-signature, checked against GET /v1/payments/:id, marks the order paid (twice changes nothing; a
// rejected payment never pays), rejecting a paid order refunds it, and «Enviar enlace de pago» links a phone order.
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAYMENT_MSG } from '../../../server/src/services/payments/queries';
import { mercadoPagoSignature } from '../../support/fake-mercadopago';
import { withPaymentsWorld, type PaymentsWorld } from './support';

let w: PaymentsWorld;
withPaymentsWorld((world) => {
  w = world;
});

async function startCheckout() {
  const order = await w.placeOnline();
  const started = await w.publicCall('POST', `/pedido/${order.id}/pago`);
  expect(started.status, JSON.stringify(started.json())).toBe(200);
  const answer = started.json<{ url: string; proveedor: string }>();
  const preferenceId = new URL(answer.url).searchParams.get('pref_id')!;
  return { order, answer, preferenceId };
}

describe('Mercado Pago Checkout Pro', () => {
  it('«Probar conexión» reads /users/me and shows Mercado Pago\'s refusal of a wrong token', async () => {
    await w.api('PUT', '/integrations/payment/mercadoPago', { configuration: { public_key: 'APP_USR-public', access_token: 'APP_USR-wrong', webhook_secret: 'x' } });
    expect((await w.api('POST', '/integrations/payment/mercadoPago/test')).json()).toEqual({ ok: false, message: 'Mercado Pago respondió: invalid access token' });
    await w.connect('mercadoPago');
    expect((await w.api('POST', '/integrations/payment/mercadoPago/test')).json()).toEqual({ ok: true, message: 'Conexión correcta con Mercado Pago (cuenta TAQUERIA_PRUEBA)' });
  });

  it('creates a preference for the server\'s total in pesos, with the status page to come back to and the notification URL', async () => {
    const { order, answer } = await startCheckout();
    expect(answer.proveedor).toBe('mercadoPago');
    const sent = w.mercadoPago.created.at(-1) as { items: { unit_price: number; currency_id: string; quantity: number }[]; back_urls: { success: string }; notification_url: string };
    expect(sent.items).toEqual([expect.objectContaining({ unit_price: order.total, currency_id: 'MXN', quantity: 1 })]);
    expect(sent.back_urls.success).toBe(`${w.base}/m/${w.shop.idPath}/pedido/${order.id}`);
    expect(sent.notification_url).toBe(`${w.base}/v1/public/comercio/${w.shop.idPath}/pagos/webhook/mercadopago`);
  });

  it('a notification without Mercado Pago\'s signature is a 400; a signed one pays after reading the payment; the same one twice changes nothing', async () => {
    const { order, preferenceId } = await startCheckout();
    const payment = w.mercadoPago.pay(preferenceId);
    const forged = await w.mercadoPago.notify(payment.id, { secret: 'otra-clave' });
    expect([forged.status, JSON.parse(forged.body).message]).toEqual([400, 'La firma de Mercado Pago no es válida']);
    const url = `${w.base}/v1/public/comercio/${w.shop.idPath}/pagos/webhook/mercadopago?data.id=${payment.id}&type=payment`;
    // Signed for another payment id: the manifest names data.id, so it does not verify for this one.
    const swapped = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'r1', 'x-signature': mercadoPagoSignature(w.mercadoPago.webhookSecret, '999', 'r1') }, body: '{}' });
    expect(swapped.status).toBe(400);
    expect((await w.orderRow(order.id)).estatus_pago).toBe('pendiente');
    const first = await w.mercadoPago.notify(payment.id, { notificationId: 777001 });
    expect(JSON.parse(first.body)).toEqual({ recibido: true, resultado: 'pagado' });
    const again = await w.mercadoPago.notify(payment.id, { notificationId: 777001 });
    expect(JSON.parse(again.body)).toEqual({ recibido: true, resultado: 'duplicado' });
    const later = await w.mercadoPago.notify(payment.id);
    expect(JSON.parse(later.body).resultado).toBe('sin_cambio');
    expect((await w.orderRow(order.id)).estatus_pago).toBe('pagado');
    expect(await w.eventsOf(order.id, 'orderPaymentChanged')).toBe(1);
    const [row] = await w.paymentsOf(order.id);
    expect(row).toMatchObject({ estatus: 'pagado', pago_id: String(payment.id), comision_cents: Math.round(payment.fee * 100) });
  });

  it('a rejected payment is «fallido», the customer may try again, and a second, approved payment pays', async () => {
    const { order, preferenceId } = await startCheckout();
    const rejected = w.mercadoPago.pay(preferenceId, 'rejected');
    await w.mercadoPago.notify(rejected.id);
    expect((await w.orderRow(order.id)).estatus_pago).toBe('pendiente');
    expect((await w.publicCall('GET', `/pedido/${order.id}/pago`)).json()).toMatchObject({ estatus: 'fallido', mensaje: PUBLIC_PAYMENT_MSG.failed });
    const retry = await w.publicCall('POST', `/pedido/${order.id}/pago`);
    const second = new URL(retry.json<{ url: string }>().url).searchParams.get('pref_id')!;
    expect(second).not.toBe(preferenceId);
    await w.mercadoPago.notify(w.mercadoPago.pay(second).id);
    expect((await w.orderRow(order.id)).estatus_pago).toBe('pagado');
  });

  it('rejecting a paid order refunds it whole through Mercado Pago', async () => {
    const { order, preferenceId } = await startCheckout();
    const payment = w.mercadoPago.pay(preferenceId);
    await w.mercadoPago.notify(payment.id);
    // Paid orders ring: it is pending on the board and may be rejected.
    expect(await w.eventsOf(order.id, 'newOrder')).toBe(1);
    const rejected = await w.api('PUT', `/pedido/${order.id}`, { action: 'changeStatus', status: 'rejected', motivo: 'Cerramos temprano' });
    expect(rejected.status).toBe(200);
    await w.sweep();
    expect(w.mercadoPago.refunds.filter((r) => r.paymentId === payment.id)).toHaveLength(1);
    expect(w.mercadoPago.payments.get(payment.id)!.status).toBe('refunded');
    expect((await w.paymentsOf(order.id))[0]).toMatchObject({ reembolso_estatus: 'hecho' });
    expect((await w.publicCall('GET', `/pedido/${order.id}/pago`)).json()).toMatchObject({ reembolso: 'hecho', mensaje: PUBLIC_PAYMENT_MSG.refundDone });
  });
});

describe('«Enviar enlace de pago» from the counter', () => {
  it('links a phone order with the configured provider; the order follows the payment live', async () => {
    await w.connect('stripe');
    await w.api('PUT', '/cobros-en-linea/ajustes', { proveedor: 'stripe' });
    const phone = await w.api('POST', '/pedidos/telefonico', {
      metodo_entrega: 'takeAway',
      nombre: 'Luis Pérez',
      numero_celular: '9937778899',
      country_code: '52',
      metodo_pago: 'efectivo',
      tiempo_preparacion: 15,
      productos: [{ id_producto: w.shop.menu.tacoId, cantidad: 2, extras: [] }],
    });
    expect(phone.status, JSON.stringify(phone.json())).toBe(201);
    const order = phone.json<{ pedido: { id: string; total: number } }>().pedido;
    const link = await w.api('POST', `/pedidos/${order.id}/enlace-pago`);
    expect(link.status).toBe(200);
    const { url, proveedor } = link.json<{ url: string; proveedor: string }>();
    expect(proveedor).toBe('stripe');
    expect(w.stripe.created.at(-1)!['line_items[0][price_data][unit_amount]']).toBe(String(Math.round(order.total * 100)));
    const row = await w.orderRow(order.id);
    expect([row.metodo_pago, row.enlace_pago, row.estatus_pago]).toEqual(['enlace_pago', url, 'pendiente']);
    const sessionId = url.split('/pay/')[1]!;
    w.stripe.pay(sessionId);
    await w.stripe.sendEvent('checkout.session.completed', sessionId);
    expect((await w.orderRow(order.id)).estatus_pago).toBe('pagado');
    expect(await w.eventsOf(order.id, 'orderPaymentChanged')).toBe(1);
    const list = (await w.api('GET', '/cobros-en-linea/pagos')).json<{ pagos: { id_pedido: string; origen: string; estatus: string; referencia: string }[]; totales: { proveedor: string; pagos: number }[] }>();
    expect(list.pagos.find((p) => p.id_pedido === order.id)).toMatchObject({ origen: 'enlace', estatus: 'pagado', referencia: sessionId });
    expect(list.totales.find((total) => total.proveedor === 'stripe')!.pagos).toBeGreaterThan(0);
    expect((await w.api('POST', `/pedidos/${order.id}/enlace-pago`)).status).toBe(409);
  });

  it('refuses settings out of range with a 400 naming the field', async () => {
    const wrong = await w.api('PUT', '/cobros-en-linea/ajustes', { minutos_expiracion: 2 });
    expect(wrong.status).toBe(400);
    expect((await w.api('GET', '/cobros-en-linea/ajustes')).json()).toMatchObject({ proveedor: 'stripe', sonar_al: 'pago', minutos_expiracion: 30, conectados: ['stripe', 'mercadoPago'] });
  });
});
