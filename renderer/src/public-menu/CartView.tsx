// The cart: lines with their extras, quantity steppers, subtotal and 'Continuar'.
import { fromCents, formatMoney } from '@shared/money';
import { lineTotalCents, subtotalCents, type CartLine } from './cart';
import { TEXT } from './labels';
import { useHeadingFocus } from './useHeadingFocus';

export function LineSummary({ line }: { line: CartLine }) {
  return (
    <span className="pm-line-text">
      <span className="pm-line-name">{line.nombre}</span>
      {line.presentacion ? <span className="pm-muted">{line.presentacion.nombre}</span> : null}
      {line.extras.length > 0 ? <span className="pm-muted">{line.extras.map((extra) => extra.nombre).join(', ')}</span> : null}
      {line.instrucciones ? <span className="pm-muted">“{line.instrucciones}”</span> : null}
    </span>
  );
}

export interface CartViewProps {
  lines: CartLine[];
  blockedLines: CartLine[];
  canOrder: boolean;
  onQuantity: (key: string, cantidad: number) => void;
  onBack: () => void;
  onContinue: () => void;
}

export function CartView({ lines, blockedLines, canOrder, onQuantity, onBack, onContinue }: CartViewProps) {
  const blocked = new Set(blockedLines.map((line) => line.key));
  const heading = useHeadingFocus();
  return (
    <div className="pm-page" data-testid="public-cart">
      <header className="pm-topbar">
        <button type="button" className="pm-icon-btn" onClick={onBack} aria-label={TEXT.back}>
          ←
        </button>
        <h1 ref={heading} tabIndex={-1}>
          {TEXT.cart}
        </h1>
      </header>
      <main className="pm-main">
        {lines.length === 0 ? <p className="pm-empty">{TEXT.emptyCart}</p> : null}
        <ul className="pm-lines">
          {lines.map((line) => (
            <li key={line.key} className={`pm-line ${blocked.has(line.key) ? 'is-soldout' : ''}`} data-testid="cart-line">
              <LineSummary line={line} />
              <span className="pm-line-side">
                <span className="pm-line-price">{formatMoney(fromCents(lineTotalCents(line)))}</span>
                {blocked.has(line.key) ? <span className="pm-soldout">{TEXT.soldOut}</span> : null}
                <span className="pm-stepper pm-stepper-sm">
                  <button type="button" onClick={() => onQuantity(line.key, line.cantidad - 1)} aria-label={`Quitar un ${line.nombre}`}>
                    {line.cantidad === 1 ? '🗑' : '−'}
                  </button>
                  <span>{line.cantidad}</span>
                  <button type="button" onClick={() => onQuantity(line.key, line.cantidad + 1)} aria-label={`Agregar un ${line.nombre}`} disabled={blocked.has(line.key)}>
                    +
                  </button>
                </span>
              </span>
            </li>
          ))}
        </ul>
        {blockedLines.length > 0 ? <p className="pm-error">Quita los productos agotados para continuar.</p> : null}
        {!canOrder ? <p className="pm-banner pm-banner-closed">{TEXT.closedBanner}</p> : null}
      </main>
      {lines.length > 0 ? (
        <footer className="pm-footer">
          <div className="pm-total-row">
            <span>Subtotal</span>
            <strong data-testid="cart-subtotal">{formatMoney(fromCents(subtotalCents(lines)))}</strong>
          </div>
          <button type="button" className="pm-btn pm-btn-primary pm-block" onClick={onContinue} disabled={!canOrder || blockedLines.length > 0} data-testid="go-checkout">
            {TEXT.continue}
          </button>
        </footer>
      ) : null}
    </div>
  );
}
