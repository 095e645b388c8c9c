// The dense board's row (docs/board.md, "Dense view"): one line per order — folio, customer (after an outside
// channel's badge and its price-difference flag), delivery type,
// products, total, promised time (the waiting time while pending), status and the main step — so a rush of
// 20 or more orders fits in each column at 1280×800. Rendered inside the card's article (OrderCard), which
// keeps the shortcuts, the click that opens the detail and the reason dialogs; the destructive actions are
// in the detail (and R).
import { CarOutlined, ShoppingOutlined, TableOutlined } from '@ant-design/icons';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import { formatMoney } from '@shared/money';
import type { OrderStatus } from '@shared/constants';
import type { Order } from '@shared/types/order';
import { DELIVERY_SHORT_LABELS, ELAPSED_COLORS, elapsedLevel, elapsedMinutes, formatElapsed } from '../labels';
import { StatusButtons } from '../actions/StatusButtons';
import type { useOrderActions } from '../actions/useOrderActions';
import { CardItemCount } from './CardItems';
import { ChannelBadge, ChannelPriceFlag } from './ChannelBadge';
import { PROMISE_COLORS, promisedTime } from './promised-time';

export const DELIVERY_ICONS = { delivery: <CarOutlined />, takeAway: <ShoppingOutlined />, inRestaurant: <TableOutlined /> } as const;

/** The one status of a column ("Nuevos" are pending, "En preparación" accepted): said by the column's
 *  heading, so a narrow row keeps it for screen readers only (board.css). */
const GROUP_STATUSES = new Set<OrderStatus>(['pending', 'accepted']);
const SHORT_STATUS: Partial<Record<OrderStatus, string>> = {
  ready_to_pick_up: 'Listo',
  arrived_at_pickup: 'Rep. en comercio',
  arrived_at_delivery: 'Rep. en domicilio',
};

export interface DenseRowBodyProps {
  order: Order;
  commerceId: string;
  titleId: string;
  isNew: boolean;
  now: number;
  actions: ReturnType<typeof useOrderActions>;
  accepting: boolean;
  onAcceptOpenChange(open: boolean): void;
}

export function DenseRowBody({ order, commerceId, titleId, isNew, now, actions, accepting, onAcceptOpenChange }: DenseRowBodyProps) {
  const promise = order.estatus_pedido === 'pending' ? null : promisedTime(order, now);
  const minutes = elapsedMinutes(order.created_at, now);
  const colors = promise ? PROMISE_COLORS[promise.level] : ELAPSED_COLORS[elapsedLevel(minutes)];
  const table = order.self_service?.table_number ?? order.numero_mesa;
  const delivery = `${DELIVERY_SHORT_LABELS[order.metodo_entrega]}${table ? ` · Mesa ${table}` : ''}`;
  return (
    <>
      <h3 id={titleId} className="order-row__folio">
        {/* The row's red border and tint say "new" on screen; the word is for screen readers. */}
        {isNew ? <span className="order-row__hidden">Nuevo </span> : null}
        {order.folio}
      </h3>
      <span className="order-row__name" id={`${titleId}-summary`}>
        <ChannelBadge order={order} compact />
        <ChannelPriceFlag order={order} compact />
        {order.nombre || 'Cliente sin nombre'}
      </span>
      <span className="order-row__delivery" role="img" aria-label={delivery} title={delivery} data-testid="card-delivery">
        {DELIVERY_ICONS[order.metodo_entrega]}
        {table ? <span className="order-row__table">{table}</span> : null}
      </span>
      <CardItemCount commerceId={commerceId} orderId={order.id} />
      <strong className="order-row__total">{formatMoney(order.total)}</strong>
      <span
        className="order-row__time"
        data-testid={promise ? 'promised-time' : 'elapsed'}
        data-level={promise ? promise.level : elapsedLevel(minutes)}
        style={{ color: colors.text, background: colors.background }}
        title={promise ? promise.text : 'Tiempo desde que llegó'}
      >
        {promise ? (promise.minutesLeft < 0 ? `+${-promise.minutesLeft} min` : `${promise.minutesLeft} min`) : formatElapsed(minutes)}
      </span>
      <span className={GROUP_STATUSES.has(order.estatus_pedido) ? 'order-row__status order-row__status--column' : 'order-row__status'} data-testid="row-status" title={ORDER_STATUS_LABELS[order.estatus_pedido]}>
        {SHORT_STATUS[order.estatus_pedido] ?? ORDER_STATUS_LABELS[order.estatus_pedido]}
      </span>
      <StatusButtons order={order} actions={actions} compact acceptOpen={accepting} onAcceptOpenChange={onAcceptOpenChange} />
    </>
  );
}
