// The customer's side of online payment (docs/payments.md): start the provider's page for an order, and the
// box on the order's page that says paid / pending / failed / expired (read from the server, which follows the
// provider's webhook; the return from the provider's page never decides it).
import { useEffect, useState } from 'react';
import type { PaymentLinkAnswer, PublicOrderPayment } from '@shared/online-payment';

const paymentPath = (idPath: string, orderId: string) => `/v1/public/comercio/${encodeURIComponent(idPath)}/pedido/${encodeURIComponent(orderId)}/pago`;

/** The provider's page for the order's total, or the server's Spanish refusal. */
export async function startOnlinePayment(idPath: string, orderId: string): Promise<PaymentLinkAnswer> {
  let response: Response;
  try {
    response = await fetch(paymentPath(idPath, orderId), { method: 'POST', headers: { accept: 'application/json' } });
  } catch {
    throw new Error('No pudimos abrir la página de pago. Revisa tu conexión e inténtalo de nuevo.');
  }
  const body = (await response.json().catch(() => null)) as (PaymentLinkAnswer & { message?: string }) | null;
  if (!response.ok || !body?.url) throw new Error(body?.message ?? `No pudimos abrir la página de pago (${response.status}).`);
  return body;
}

/** Polled while the payment can still change (every 4 s), then left alone. */
function usePublicPayment(idPath: string, orderId: string): PublicOrderPayment | null {
  const [payment, setPayment] = useState<PublicOrderPayment | null>(null);
  const settled = payment !== null && (payment.estatus === 'expirado' || payment.estatus === 'sin_pago' || (payment.estatus === 'pagado' && payment.reembolso !== 'pendiente') || payment.reembolso === 'hecho');
  useEffect(() => {
    if (settled) return;
    let active = true;
    const read = async () => {
      try {
        const response = await fetch(paymentPath(idPath, orderId), { headers: { accept: 'application/json' } });
        if (response.ok && active) setPayment((await response.json()) as PublicOrderPayment);
      } catch {
        // The next poll tries again.
      }
    };
    void read();
    const timer = setInterval(() => void read(), 4000);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [idPath, orderId, settled]);
  return payment;
}

const TONE: Record<PublicOrderPayment['estatus'], string> = { pagado: 'pm-pay-ok', pendiente: 'pm-pay-wait', fallido: 'pm-pay-bad', expirado: 'pm-pay-bad', sin_pago: 'pm-pay-wait' };
const TITLE: Record<PublicOrderPayment['estatus'], string> = { pagado: 'Pagado', pendiente: 'Pago pendiente', fallido: 'Pago no completado', expirado: 'Tiempo de pago vencido', sin_pago: 'Pago pendiente' };

/** The payment box of the order's page; nothing for an order paid on delivery. */
export function OrderPaymentBox({ idPath, orderId }: { idPath: string; orderId: string }) {
  const payment = usePublicPayment(idPath, orderId);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!payment || (payment.estatus === 'sin_pago' && payment.mensaje.startsWith('Este pedido se paga'))) return null;
  const canPay = !payment.reembolso && (payment.estatus === 'pendiente' || payment.estatus === 'fallido' || payment.estatus === 'sin_pago');
  const pay = async () => {
    setOpening(true);
    setError(null);
    try {
      const started = payment.url ? { url: payment.url } : await startOnlinePayment(idPath, orderId);
      window.location.assign(started.url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setOpening(false);
    }
  };
  return (
    <div className={`pm-pay ${TONE[payment.estatus]}`} data-testid="order-payment" data-payment={payment.estatus} role="status">
      <strong>{payment.reembolso ? 'Devolución' : TITLE[payment.estatus]}</strong>
      <p style={{ margin: '4px 0 0' }} data-testid="order-payment-text">
        {payment.mensaje}
      </p>
      {canPay ? (
        <button type="button" className="pm-btn pm-btn-primary pm-block" style={{ marginTop: 10 }} disabled={opening} onClick={() => void pay()} data-testid="order-pay-now">
          {opening ? 'Abriendo la página de pago…' : payment.estatus === 'fallido' ? 'Intentar de nuevo' : 'Pagar ahora'}
        </button>
      ) : null}
      {error ? <p className="pm-field-error">{error}</p> : null}
    </div>
  );
}
