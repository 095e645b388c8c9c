// «Pago en línea» with Stripe (docs/payments.md), over real HTTP against tests/support/fake-stripe.ts: the
// Checkout Session carries the server's total in cents, the order waits for its payment to ring, only a signed
// event checked against Stripe's API marks it paid (twice or out of order changes nothing), cancelling refunds it,
// a failed refund is retried, an unpaid order expires, and «Probar conexión» reads the account.
import { describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_MSG } from '@shared/online-payment';
import { EXPIRED_REASON } from '../../../server/src/services/payments/sweep';
import { PUBLIC_PAYMENT_MSG } from '../../../server/src/services/payments/queries';
import { withPaymentsWorld, type PaymentsWorld } from './support';

let w: PaymentsWorld;
withPaymentsWorld((world) => {
  w = world;
});

async function startCheckout(overrides: Record<string, unknown> = {}) {
  const order = await w.placeOnline(overrides);
  const started = await w.publicCall('POST', `/pedido/${order.id}/pago`);
  expect(started.status, JSON.stringify(started.json())).toBe(200);
  const { url } = started.json<{ url: string }>();
  const sessionId = url.split('/pay/')[1]!;
  return { order, url, sessionId };
}

describe('without a connected provider', () => {
  it('«Pago en línea» is refused at checkout with a clear 400 and no order', async () => {
    const placed = await w.publicCall('POST', '/pedido', { metodo_entrega: 'takeAway', nombre: 'Ana', numero_celular: '9931112233', country_code: '52', metodo_pago: 'payment_provider', productos: [{ id_producto: w.shop.menu.tacoId, cantidad: 1, extras: [] }] });
    expect(placed.status).toBe(400);
    expect(placed.json()).toMatchObject({ field: 'metodo_pago', message: `metodo_pago: ${ONLINE_PAYMENT_MSG.noProvider}` });
  });
});

describe('Stripe Checkout', () => {
  it('«Probar conexión» reads the balance, and shows Stripe\'s own refusal of a wrong key', async () => {
    await w.api('PUT', '/integrations/payment/stripe', { configuration: { public_key: 'pk_test_1', secret_key: 'sk_test_wrong', webhook_secret: 'whsec_x' } });
    const refused = await w.api('POST', '/integrations/payment/stripe/test');
    expect(refused.json()).toMatchObject({ ok: false });
    expect(refused.json<{ message: string }>().message).toContain('Invalid API Key provided');
    await w.connect('stripe');
    const ok = await w.api('POST', '/integrations/payment/stripe/test');
    expect(ok.json()).toEqual({ ok: true, message: 'Conexión correcta con Stripe (saldo disponible: $1250.50 MXN)' });
  });

  it('creates a session for the server\'s total in MXN cents, whatever the client sent, and answers the same page twice', async () => {
    const { order, url, sessionId } = await startCheckout({ total: 1, subtotal: 1 });
    expect(url).toBe(`${w.stripe.baseUrl}/pay/${sessionId}`);
    const sent = w.stripe.created.at(-1)!;
    expect(sent['line_items[0][price_data][unit_amount]']).toBe(String(Math.round(order.total * 100)));
    expect(sent['line_items[0][price_data][currency]']).toBe('mxn');
    expect(sent.success_url).toBe(`${w.base}/m/${w.shop.idPath}/pedido/${order.id}`);
    const again = await w.publicCall('POST', `/pedido/${order.id}/pago`);
    expect(again.json<{ url: string }>().url).toBe(url);
    expect(w.stripe.sessions.size).toBe(1);
    const row = await w.orderRow(order.id);
    expect([row.estatus_pago, row.enlace_pago]).toEqual(['pendiente', url]);
  });

  it('the order waits for its payment to ring; a bad signature is a 400 that changes nothing', async () => {
    const { order, sessionId } = await startCheckout();
    expect(await w.eventsOf(order.id, 'newOrder')).toBe(0);
    w.stripe.pay(sessionId);
    const forged = await w.stripe.sendEvent('checkout.session.completed', sessionId, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(forged.body).toContain('La firma de Stripe no es válida');
    const unsigned = await fetch(w.stripe.webhookUrl!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"id":"' + sessionId + '"}}}' });
    expect(unsigned.status).toBe(400);
    expect((await w.orderRow(order.id)).estatus_pago).toBe('pendiente');
    expect((await w.publicCall('GET', `/pedido/${order.id}/pago`)).json()).toMatchObject({ estatus: 'pendiente', mensaje: PUBLIC_PAYMENT_MSG.pending('Stripe') });
  });

  it('a signed event marks it paid after reading the session; the same event twice and an older one change nothing', async () => {
    const { order, sessionId } = await startCheckout();
    // An event that claims completion for a session Stripe still has unpaid: the API's word wins.
    const early = await w.stripe.sendEvent('checkout.session.completed', sessionId);
    expect(early.status).toBe(200);
    expect((await w.orderRow(order.id)).estatus_pago).toBe('pendiente');
    w.stripe.pay(sessionId);
    const paid = await w.stripe.sendEvent('checkout.session.completed', sessionId, { eventId: 'evt_paid_once' });
    expect(JSON.parse(paid.body)).toEqual({ recibido: true, resultado: 'pagado' });
    const replay = await w.stripe.sendEvent('checkout.session.completed', sessionId, { eventId: 'evt_paid_once' });
    expect(JSON.parse(replay.body)).toEqual({ recibido: true, resultado: 'duplicado' });
    const late = await w.stripe.sendEvent('checkout.session.expired', sessionId);
    expect(JSON.parse(late.body).resultado).toBe('sin_cambio');
    const row = await w.orderRow(order.id);
    expect(row.estatus_pago).toBe('pagado');
    expect(await w.eventsOf(order.id, 'newOrder')).toBe(1);
    expect(await w.eventsOf(order.id, 'orderPaymentChanged')).toBe(1);
    const [payment] = await w.paymentsOf(order.id);
    expect(payment).toMatchObject({ estatus: 'pagado', monto_cents: Math.round(order.total * 100), comision_cents: w.stripe.sessions.get(sessionId)!.fee });
    expect(payment!.pago_id).toMatch(/^pi_/);
    expect((await w.publicCall('GET', `/pedido/${order.id}/pago`)).json()).toMatchObject({ estatus: 'pagado', url: null, mensaje: PUBLIC_PAYMENT_MSG.paid });
    expect((await w.publicCall('POST', `/pedido/${order.id}/pago`)).status).toBe(409);
  });

  it('cancelling a paid order refunds it whole through Stripe, with who and when', async () => {
    const { order, sessionId } = await startCheckout();
    w.stripe.pay(sessionId);
    await w.stripe.sendEvent('checkout.session.completed', sessionId);
    const cancelled = await w.api('PUT', `/pedido/${order.id}`, { action: 'changeStatus', status: 'canceled', motivo: 'Se acabó la carne' });
    expect(cancelled.status).toBe(200);
    const [asked] = await w.paymentsOf(order.id);
    expect(asked).toMatchObject({ reembolso_estatus: 'pendiente', reembolso_por: w.shop.auth.session.id_usuario });
    await w.sweep();
    const [refunded] = await w.paymentsOf(order.id);
    expect(refunded).toMatchObject({ reembolso_estatus: 'hecho', reembolso_error: null });
    expect(refunded!.reembolsado_at).toBeInstanceOf(Date);
    expect(w.stripe.refunds.filter((r) => r.payment_intent === refunded!.pago_id)).toHaveLength(1);
    expect((await w.orderRow(order.id)).estatus_pago).toBe('cancelado');
    await w.sweep();
    expect(w.stripe.refunds.filter((r) => r.payment_intent === refunded!.pago_id)).toHaveLength(1);
    const list = await w.api('GET', '/cobros-en-linea/pagos');
    const shown = list.json<{ pagos: { id_pedido: string; reembolso_estatus: string; reembolso_por: string }[] }>().pagos.find((p) => p.id_pedido === order.id);
    expect(shown).toMatchObject({ reembolso_estatus: 'hecho', reembolso_por: w.shop.auth.session.usuario.name });
  });

  it('a refused refund is visible with Stripe\'s words and «Reintentar reembolso» makes it', async () => {
    const { order, sessionId } = await startCheckout();
    w.stripe.pay(sessionId);
    await w.stripe.sendEvent('checkout.session.completed', sessionId);
    w.stripe.failRefunds(1);
    await w.api('PUT', `/pedido/${order.id}`, { action: 'changeStatus', status: 'canceled', motivo: null });
    await w.sweep();
    const [failed] = await w.paymentsOf(order.id);
    expect(failed).toMatchObject({ reembolso_estatus: 'fallido' });
    expect(failed!.reembolso_error).toContain('cuenta bancaria del cliente está cerrada');
    await w.sweep();
    expect((await w.paymentsOf(order.id))[0]!.reembolso_estatus).toBe('fallido');
    const retried = await w.api('POST', `/cobros-en-linea/pagos/${failed!.id}/reembolso`);
    expect(retried.status).toBe(200);
    expect(retried.json()).toMatchObject({ reembolso_estatus: 'hecho', reembolso_error: null });
    expect((await w.api('POST', `/cobros-en-linea/pagos/${failed!.id}/reembolso`)).status).toBe(409);
  });

  it('with «Al llegar» an online order rings on arrival, unpaid, and paying it rings nothing more', async () => {
    await w.api('PUT', '/cobros-en-linea/ajustes', { sonar_al: 'llegada' });
    try {
      const { order, sessionId } = await startCheckout();
      expect(await w.eventsOf(order.id, 'newOrder')).toBe(1);
      expect((await w.orderRow(order.id)).fire_at).toBeNull();
      w.stripe.pay(sessionId);
      await w.stripe.sendEvent('checkout.session.completed', sessionId);
      expect((await w.orderRow(order.id)).estatus_pago).toBe('pagado');
      expect(await w.eventsOf(order.id, 'newOrder')).toBe(1);
    } finally {
      await w.api('PUT', '/cobros-en-linea/ajustes', { sonar_al: 'pago' });
    }
  });

  it('an order not paid in time is cancelled with a reason the customer sees, and cannot be paid any more', async () => {
    const { order } = await startCheckout();
    await w.sweep(new Date(Date.now() + 31 * 60_000));
    const row = await w.orderRow(order.id);
    expect([row.estatus_pedido, row.motivo_estatus]).toEqual(['canceled', EXPIRED_REASON]);
    expect((await w.publicCall('GET', `/pedido/${order.id}/pago`)).json()).toMatchObject({ estatus: 'expirado', url: null, mensaje: PUBLIC_PAYMENT_MSG.expired });
    const again = await w.publicCall('POST', `/pedido/${order.id}/pago`);
    expect(again.status).toBe(409);
  });
});
