// Checkout: delivery type among the commerce's active flows (a table link forces eating in), the delivery
// form per config_form_entrega, payment methods of the flow, tip per tip_display_mode, coupon, the fee from
// shared calculateDeliveryFee and the total; the order is checked with the shared public-order schema, then
// placed. The server prices it again and its Spanish refusals are shown as they come.
import { useMemo, useState } from 'react';
import type { DeliveryType } from '@shared/constants';
import { amountTyping, fromCents, formatMoney } from '@shared/money';
import type { PublicCommerce, PublicTable } from '@shared/types/public-menu';
import { validationErrors } from '@shared/validation/errors';
import { phoneIsOptional, publicOrderSchema } from '@shared/validation/public-order';
import { ORDER_NOT_CONFIRMED, placeOrder, PublicApiError, type PlacedOrder } from './api';
import { checkoutAttemptKey, endCheckoutAttempt } from './checkout-attempt';
import { availableFlows, buildOrderPayload, feePreview, paymentMethodsFor, subtotalCents, tipCents, type CartLine, type CheckoutForm } from './cart';
import { LineSummary } from './CartView';
import { DeliveryFields } from './DeliveryFields';
import { Field } from './Field';
import { DELIVERY_TYPE_LABELS, PAYMENT_LABELS, TEXT } from './labels';
import { readTableGuest, rememberTableGuest, type TableGuest } from './table-guest';
import { TipPicker } from './TipPicker';
import { useCouponPreview, type CouponOutcome } from './useCouponPreview';
import { useHeadingFocus } from './useHeadingFocus';
import { WhenPicker } from './WhenPicker';
import { startOnlinePayment } from './status/payment';

export interface CheckoutViewProps {
  idPath: string;
  commerce: PublicCommerce;
  lines: CartLine[];
  table: PublicTable | null;
  canOrder: boolean;
  blockedLines: CartLine[];
  onBack: () => void;
  onPlaced: (order: PlacedOrder) => void;
}

function couponHint(checking: boolean, outcome: CouponOutcome | null): string | undefined {
  if (checking) return 'Revisando cupón…';
  if (outcome?.kind === 'ok') return `Cupón aplicado: −${formatMoney(fromCents(outcome.discountCents))}`;
  if (outcome?.kind === 'error') return TEXT.couponNote;
  return undefined;
}

function initialForm(flows: DeliveryType[], guest: TableGuest | null): CheckoutForm {
  return {
    metodo_entrega: flows[0] ?? 'takeAway',
    nombre: guest?.nombre ?? '',
    numero_celular: guest?.numero_celular ?? '',
    calle: '',
    colonia: '',
    numero_exterior: '',
    numero_interior: '',
    referencias: '',
    location: null,
    metodo_pago: '',
    tip: { kind: 'percent', percent: 0 },
    cliente_paga_con: '',
    coupon_code: '',
    comentario: '',
    programado_para: '',
  };
}

export function CheckoutView({ idPath, commerce, lines, table, canOrder, blockedLines, onBack, onPlaced }: CheckoutViewProps) {
  const flows = useMemo(() => availableFlows(commerce, table !== null), [commerce, table]);
  // A second round from the same table starts with the name and phone of the first (table-guest.ts).
  const [form, setForm] = useState<CheckoutForm>(() => initialForm(flows, table ? readTableGuest(idPath, table.uuid) : null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** The order was placed and the provider's page is opening. */
  const [redirecting, setRedirecting] = useState(false);
  /**
   * The last send got no answer or the server failed: the order may exist, so the send button offers
   * «Reintentar», which sends the same order with the same key.
   */
  const [unconfirmed, setUnconfirmed] = useState(false);
  const heading = useHeadingFocus();
  const update = (patch: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...patch }));

  const methods = paymentMethodsFor(commerce, form.metodo_entrega);
  const subtotal = subtotalCents(lines);
  const fee = feePreview(commerce, { flow: form.metodo_entrega, subtotal: fromCents(subtotal), colonia: form.colonia, location: form.location });
  const tip = commerce.activar_campo_agregar_propina ? tipCents(commerce.tip_display_mode, form.tip, subtotal) : 0;
  const feeCents = fee.ok ? Math.round(fee.fee * 100) : 0;
  const coupon = useCouponPreview(idPath, form.coupon_code, subtotal);
  const discount = coupon.outcome?.kind === 'ok' ? coupon.outcome.discountCents : 0;
  const total = subtotal + feeCents + tip - discount;
  const blockingFee = !fee.ok && fee.reason !== 'provider_quote';
  // Eating in (a table link always is) the phone is optional, unless a coupon is used: the shared rule.
  const phoneOptional = phoneIsOptional(table ? 'inRestaurant' : form.metodo_entrega, form.coupon_code);

  async function submit() {
    setServerError(null);
    setUnconfirmed(false);
    const payload = buildOrderPayload(commerce, lines, form, table?.uuid ?? null);
    const rules = {
      form: commerce.config_form_entrega,
      paymentMethods: {
        delivery: commerce.metodos_pago_envio_domicilio,
        takeAway: commerce.metodos_pago_pasar_recoger,
        inRestaurant: commerce.metodos_pago_comer_restaurant,
      },
    };
    const found = await validationErrors(publicOrderSchema(rules), payload);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setServerError('Revisa los datos marcados.');
      return;
    }
    if (blockingFee) {
      setServerError(fee.message);
      return;
    }
    // The coupon is checked before sending; a failed check (network) leaves the decision to the order.
    const couponOutcome = await coupon.check();
    if (couponOutcome?.kind === 'refused') {
      setServerError(couponOutcome.reason);
      return;
    }
    setSending(true);
    try {
      // The same order sent again (a retry, «Reintentar», after a reload) keeps its key: one order per intent.
      const placed = await placeOrder(idPath, payload, checkoutAttemptKey(idPath, payload));
      endCheckoutAttempt(idPath);
      if (table) rememberTableGuest(idPath, table.uuid, { nombre: form.nombre, numero_celular: form.numero_celular });
      if (payload.metodo_pago === 'payment_provider') {
        // «Pago en línea»: straight to the provider's page for the order's total as the server priced it. If it
        // cannot open, the order's page offers «Pagar ahora» (docs/payments.md).
        setRedirecting(true);
        const started = await startOnlinePayment(idPath, placed.pedido.id).catch(() => null);
        if (started) {
          window.location.assign(started.url);
          return;
        }
        setRedirecting(false);
      }
      onPlaced(placed);
    } catch (error) {
      setServerError(error instanceof PublicApiError ? error.message : ORDER_NOT_CONFIRMED);
      setUnconfirmed(!(error instanceof PublicApiError) || error.status === 0 || error.status >= 500);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="pm-page" data-testid="public-checkout">
      <header className="pm-topbar">
        <button type="button" className="pm-icon-btn" onClick={onBack} aria-label={TEXT.back}>
          ←
        </button>
        <h1 ref={heading} tabIndex={-1}>
          Finalizar pedido
        </h1>
      </header>
      <form
        className="pm-main pm-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <section className="pm-card">
          <h2>Entrega</h2>
          {table ? (
            <p className="pm-table-note">
              Mesa {table.numero} · {DELIVERY_TYPE_LABELS.inRestaurant}
            </p>
          ) : flows.length === 0 ? (
            <p className="pm-error">{TEXT.noFlows}</p>
          ) : (
            <div className="pm-segmented" role="radiogroup" aria-label="Tipo de entrega">
              {flows.map((flow) => (
                <label key={flow} className={form.metodo_entrega === flow ? 'is-active' : ''}>
                  <input type="radio" name="metodo_entrega" checked={form.metodo_entrega === flow} onChange={() => update({ metodo_entrega: flow, metodo_pago: '' })} />
                  {DELIVERY_TYPE_LABELS[flow]}
                </label>
              ))}
            </div>
          )}
          <Field label="Nombre" required error={errors.nombre}>
            <input value={form.nombre} autoComplete="name" maxLength={80} onChange={(e) => update({ nombre: e.target.value })} />
          </Field>
          <Field
            label={phoneOptional ? 'Número celular (opcional)' : 'Número celular'}
            required={!phoneOptional}
            error={errors.numero_celular}
            hint={phoneOptional ? '10 dígitos, para avisarte si hace falta' : '10 dígitos'}
          >
            <input value={form.numero_celular} inputMode="numeric" autoComplete="tel-national" maxLength={14} onChange={(e) => update({ numero_celular: e.target.value })} />
          </Field>
          {form.metodo_entrega === 'delivery' && !table ? <DeliveryFields commerce={commerce} form={form} errors={errors} update={update} /> : null}
        </section>

        {table ? null : <WhenPicker idPath={idPath} value={form.programado_para ?? ''} onChange={(programado_para) => update({ programado_para })} />}

        <section className="pm-card">
          <h2>Pago</h2>
          {methods.length === 0 ? <p className="pm-error">No hay métodos de pago para este tipo de entrega.</p> : null}
          <div className="pm-radios" role="radiogroup" aria-label="Método de pago">
            {methods.map((method) => (
              <label key={method} className={`pm-option ${form.metodo_pago === method ? 'is-active' : ''}`}>
                <input type="radio" name="metodo_pago" checked={form.metodo_pago === method} onChange={() => update({ metodo_pago: method })} />
                <span className="pm-option-name">{PAYMENT_LABELS[method]}</span>
              </label>
            ))}
          </div>
          {errors.metodo_pago ? <p className="pm-field-error">{errors.metodo_pago}</p> : null}
          {form.metodo_pago === 'payment_provider' ? (
            <p className="pm-note" data-testid="online-payment-note">
              Al confirmar te llevamos a la página segura de pago por {formatMoney(fromCents(total))}. El comercio prepara tu pedido cuando se confirma el pago.
            </p>
          ) : null}
          {form.metodo_pago === 'efectivo' ? (
            <Field label="¿Con cuánto pagas? (opcional)" error={errors.cliente_paga_con} hint="Para llevarte cambio">
              <input value={form.cliente_paga_con} inputMode="decimal" onChange={(e) => update({ cliente_paga_con: amountTyping(e.target.value) })} />
            </Field>
          ) : null}
          {form.metodo_pago === 'transferencia' && commerce.bank_transfer_details ? (
            <p className="pm-note">
              Transfiere a {commerce.bank_transfer_details.bank_name}, CLABE {commerce.bank_transfer_details.clabe}, a nombre de{' '}
              {commerce.bank_transfer_details.titular_name}.
            </p>
          ) : null}
          {commerce.activar_campo_agregar_propina && commerce.tip_display_mode ? (
            <TipPicker mode={commerce.tip_display_mode} value={form.tip} subtotalCents={subtotal} onChange={(tipChoice) => update({ tip: tipChoice })} />
          ) : null}
          <Field
            label="Cupón de descuento"
            error={errors.coupon_code ?? (coupon.outcome?.kind === 'refused' ? coupon.outcome.reason : undefined)}
            hint={couponHint(coupon.checking, coupon.outcome)}
          >
            <input
              value={form.coupon_code}
              autoCapitalize="characters"
              maxLength={40}
              onChange={(e) => {
                update({ coupon_code: e.target.value });
                // A refusal of the previous code no longer holds.
                setServerError(null);
              }}
            />
          </Field>
          <Field label="Comentarios para el comercio (opcional)" error={errors.comentario}>
            <textarea value={form.comentario} rows={2} maxLength={500} onChange={(e) => update({ comentario: e.target.value })} />
          </Field>
        </section>

        <section className="pm-card">
          <h2>Resumen</h2>
          <ul className="pm-lines pm-lines-compact">
            {lines.map((line) => (
              <li key={line.key} className="pm-line">
                <LineSummary line={{ ...line, nombre: `${line.cantidad} × ${line.nombre}` }} />
              </li>
            ))}
          </ul>
          <dl className="pm-totals">
            <dt>Subtotal</dt>
            <dd>{formatMoney(fromCents(subtotal))}</dd>
            {form.metodo_entrega === 'delivery' ? (
              <>
                <dt>Envío</dt>
                <dd data-testid="checkout-fee">{fee.ok ? (fee.fee === 0 ? 'Gratis' : formatMoney(fee.fee)) : fee.reason === 'provider_quote' ? 'Por cotizar' : '—'}</dd>
              </>
            ) : null}
            {discount > 0 ? (
              <>
                <dt>Descuento</dt>
                <dd data-testid="checkout-discount">−{formatMoney(fromCents(discount))}</dd>
              </>
            ) : null}
            {tip > 0 ? (
              <>
                <dt>Propina</dt>
                <dd>{formatMoney(fromCents(tip))}</dd>
              </>
            ) : null}
            <dt className="pm-grand">Total</dt>
            <dd className="pm-grand" data-testid="checkout-total">
              {formatMoney(fromCents(total))}
            </dd>
          </dl>
          {form.metodo_entrega === 'delivery' && !fee.ok ? <p className="pm-note">{fee.message}</p> : null}
        </section>

        {serverError ? (
          <div className="pm-banner pm-banner-error" role="alert" data-testid="checkout-error">
            <p className="pm-banner-text">{serverError}</p>
          </div>
        ) : null}
        {!canOrder ? <p className="pm-banner pm-banner-closed">{TEXT.closedBanner}</p> : null}
        <div className="pm-footer pm-footer-static">
          <button type="submit" className="pm-btn pm-btn-primary pm-block" disabled={sending || redirecting || !canOrder || blockedLines.length > 0 || methods.length === 0} data-testid="place-order">
            {redirecting ? 'Abriendo la página de pago…' : sending ? TEXT.sending : unconfirmed ? TEXT.retryOrder : `${TEXT.placeOrder} · ${formatMoney(fromCents(total))}`}
          </button>
        </div>
      </form>
    </div>
  );
}
