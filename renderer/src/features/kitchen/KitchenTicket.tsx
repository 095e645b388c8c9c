// One ticket of the kitchen screen (docs/kitchen.md): its number for the bump bar, folio, who it is for,
// the time since it arrived coloured against the promised time (the board's rule, promised-time.ts), the
// lines of the view in large text (quantity first), extras and instructions highlighted. A tap on a line
// bumps that line; «Listo» bumps the whole ticket. Memoised: a change to another ticket does not render it.
import { memo } from 'react';
import type { KitchenOrder } from '@shared/kitchen/screen';
import { PROMISE_COLORS, promisedTime } from '../orders/board/promised-time';
import { elapsedMinutes, ticketWho, type TicketLine } from './kitchen-view';

export interface KitchenTicketProps {
  order: KitchenOrder;
  lines: readonly TicketLine[];
  /** 1-based position: what the bump bar's digits pick. */
  position: number;
  /** «1 de 2» when the order has lines for several stations (station views only). */
  stationNote: string | null;
  selected: boolean;
  busy: boolean;
  now: number;
  onBumpLine(orderId: string, lineId: string): void;
  onBumpOrder(orderId: string): void;
  onSelect(position: number): void;
}

export const KitchenTicket = memo(function KitchenTicket({ order, lines, position, stationNote, selected, busy, now, onBumpLine, onBumpOrder, onSelect }: KitchenTicketProps) {
  const promise = promisedTime(order, now);
  const colors = promise ? PROMISE_COLORS[promise.level] : null;
  const minutes = elapsedMinutes(order.created_at, now);
  const titleId = `kitchen-ticket-${order.id}`;
  return (
    <article
      className={selected ? 'kitchen-ticket kitchen-ticket--selected' : 'kitchen-ticket'}
      aria-labelledby={titleId}
      data-testid="kitchen-ticket"
      data-order-id={order.id}
      data-folio={order.folio}
      data-selected={selected ? 'true' : 'false'}
      data-level={promise?.level ?? 'none'}
      onFocus={() => onSelect(position)}
      style={colors ? { borderTopColor: colors.text } : undefined}
    >
      <header className="kitchen-ticket__head">
        <span className="kitchen-ticket__position" aria-hidden="true">
          {position}
        </span>
        <h2 id={titleId} className="kitchen-ticket__title">
          <span className="visually-hidden">Pedido número {position}, </span>
          {order.folio}
        </h2>
        <span className="kitchen-ticket__elapsed" data-testid="kitchen-elapsed" style={colors ? { color: colors.text, background: colors.background } : undefined} title={promise?.text ?? 'Sin hora prometida'}>
          {minutes} min
        </span>
      </header>
      <p className="kitchen-ticket__who">
        {ticketWho(order)}
        {stationNote ? <span className="kitchen-ticket__note"> · {stationNote}</span> : null}
        {promise ? <span className="kitchen-ticket__promise"> · {promise.text}</span> : null}
      </p>
      <ul className="kitchen-ticket__lines">
        {lines.map(({ line, done }) => (
          <li key={line.id}>
            <button
              type="button"
              className={done ? 'kitchen-line kitchen-line--done' : 'kitchen-line'}
              data-testid="kitchen-line"
              data-done={done ? 'true' : 'false'}
              disabled={done || busy}
              onClick={() => onBumpLine(order.id, line.id)}
            >
              {/* The action read first, then what the button shows (its visible text stays in its name). */}
              <span className="visually-hidden">{done ? 'Hecho: ' : 'Marcar hecho: '}</span>
              <span className="kitchen-line__main">
                <strong className="kitchen-line__qty">{line.cantidad}</strong> {line.nombre}
                {line.presentacion ? <span className="kitchen-line__variant"> ({line.presentacion})</span> : null}
              </span>
              {line.extras.map((extra) => (
                <span key={extra} className="kitchen-line__extra">
                  + {extra}
                </span>
              ))}
              {line.instrucciones ? <span className="kitchen-line__extra kitchen-line__extra--note">» {line.instrucciones}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="kitchen-ticket__bump" data-testid="kitchen-bump-order" disabled={busy} onClick={() => onBumpOrder(order.id)}>
        Listo {order.folio}
      </button>
    </article>
  );
});
