// The end of the order: folio, what was ordered and the totals as the server computed them.
import { formatMoney } from '@shared/money';
import type { PublicCommerce } from '@shared/types/public-menu';
import type { PlacedOrder } from './api';
import { DELIVERY_TYPE_LABELS, PAYMENT_LABELS, TEXT } from './labels';
import { OrderStatusCard } from './status/OrderStatusCard';
import { statusPagePath } from './status/status-api';
import { useHeadingFocus } from './useHeadingFocus';

export function Confirmation({ commerce, placed, onBack }: { commerce: PublicCommerce; placed: PlacedOrder; onBack: () => void }) {
  const { pedido, productos } = placed;
  const heading = useHeadingFocus();
  const transfer = pedido.metodo_pago === 'transferencia' ? commerce.bank_transfer_details : null;
  return (
    <div className="pm-page" data-testid="order-confirmation">
      <main className="pm-main pm-confirm">
        <div className="pm-check" aria-hidden="true">
          ✓
        </div>
        <h1 ref={heading} tabIndex={-1}>
          ¡Pedido recibido!
        </h1>
        <p className="pm-muted">{commerce.nombre} ya tiene tu pedido.</p>
        <p className="pm-folio">
          Folio <strong data-testid="order-folio">{pedido.folio}</strong>
        </p>
        <OrderStatusCard idPath={commerce.id_path} orderId={pedido.id} />
        <a className="pm-btn pm-block" href={statusPagePath(commerce.id_path, pedido.id)} data-testid="order-status-link">
          Ver el estado de mi pedido (enlace para volver)
        </a>
        <section className="pm-card">
          <ul className="pm-lines">
            {productos.map((line) => (
              <li key={line.id} className="pm-line">
                <span className="pm-line-text">
                  <span className="pm-line-name">
                    {line.cantidad} × {line.nombre}
                  </span>
                  {line.presentacion ? <span className="pm-muted">{line.presentacion}</span> : null}
                  {line.extras.length > 0 ? <span className="pm-muted">{line.extras.map((extra) => extra.nombre).join(', ')}</span> : null}
                </span>
                <span className="pm-line-price">{formatMoney(line.subtotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="pm-totals">
            <dt>Subtotal</dt>
            <dd>{formatMoney(pedido.subtotal)}</dd>
            {pedido.costo_envio > 0 ? (
              <>
                <dt>Envío</dt>
                <dd>{formatMoney(pedido.costo_envio)}</dd>
              </>
            ) : null}
            {pedido.coupon_amount ? (
              <>
                <dt>Descuento ({pedido.coupon_code})</dt>
                <dd>−{formatMoney(pedido.coupon_amount)}</dd>
              </>
            ) : null}
            {pedido.propina > 0 ? (
              <>
                <dt>Propina</dt>
                <dd>{formatMoney(pedido.propina)}</dd>
              </>
            ) : null}
            <dt className="pm-grand">Total</dt>
            <dd className="pm-grand" data-testid="order-total">
              {formatMoney(pedido.total)}
            </dd>
          </dl>
          <p className="pm-muted">
            {DELIVERY_TYPE_LABELS[pedido.metodo_entrega]} · {PAYMENT_LABELS[pedido.metodo_pago]}
            {placed.cambio > 0 ? ` · Cambio: ${formatMoney(placed.cambio)}` : ''}
          </p>
          {transfer ? (
            <p className="pm-note">
              Transfiere a {transfer.bank_name}, CLABE {transfer.clabe}, a nombre de {transfer.titular_name}.
            </p>
          ) : null}
        </section>
        <button type="button" className="pm-btn pm-block" onClick={onBack}>
          {TEXT.backToMenu}
        </button>
      </main>
    </div>
  );
}
