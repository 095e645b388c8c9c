// One order on the board, read at a glance from a step away: folio, waiting time, customer, delivery type,
// what was ordered (three lines and "y N más"), the promised time counting down, total and payment; then
// the next step as a large button and "Más acciones". The card is an article (focusable, Enter opens the
// detail) holding separate buttons: no interactive element inside another. Subscribed to its own order by
// id and memoised: an event about another order does not render it (docs/board.md).
import { BellFilled } from '@ant-design/icons';
import { Skeleton, Tag } from 'antd';
import { memo, useCallback, useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { isOnlinePaymentMethod } from '@shared/online-payment';
import { DELIVERY_STATUS_LABELS, ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import { formatMoney } from '@shared/money';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { newOrdersAlarm } from '../alarm/alarm-store';
import { MoreActions } from '../actions/MoreActions';
import { StatusButtons } from '../actions/StatusButtons';
import { useDestructiveFlow } from '../actions/useDestructiveFlow';
import { useOrderActions } from '../actions/useOrderActions';
import { ordersApi } from '../api';
import { DELIVERY_SHORT_LABELS, ELAPSED_COLORS, PAYMENT_METHOD_LABELS, elapsedLevel, elapsedMinutes, formatElapsed } from '../labels';
import { offeredTransitions } from '../status-logic';
import { orderArrivals } from './arrivals';
import { boardCommands, cardPlace } from './board-commands';
import { selectBoardOrder, selectCanDeleteOrders } from './board-store';
import { CardItems } from './CardItems';
import { DELIVERY_ICONS, DenseRowBody } from './DenseRowBody';
import { useMinuteClock } from './clock';
import { usePressedWithin } from './pointer-hold';
import { PROMISE_COLORS, promisedTime, scheduledText } from './promised-time';
import { countCardRender } from './render-stats';
import { TestOrderTag } from '../../setup/TestOrderTag';
import { KitchenReadyTag } from '../../kitchen/KitchenReadyTag';
import { ChannelBadge, ChannelPriceFlag } from './ChannelBadge';

export interface OrderCardProps {
  commerceId: string;
  orderId: string;
  onOpen(orderId: string): void;
  /** The dense board: one row per order (DenseRowBody). */
  dense?: boolean;
}

/**
 * Clicks on the card body open the detail; clicks on its buttons and menus do their own thing. React sends
 * a click inside a portal (the reason dialog, the preparation-time popover, the menu) through the card it
 * was opened from, though it is not in the card's DOM: such a click never opens the detail.
 */
function fromControl(event: MouseEvent): boolean {
  const target = event.target as Element;
  if (!event.currentTarget.contains(target)) return true;
  return target.closest('button, a, input, [role="menu"], .ant-popover') !== null;
}

export const OrderCard = memo(function OrderCard({ commerceId, orderId, onOpen, dense = false }: OrderCardProps) {
  countCardRender();
  const order = useAppSelector((state) => selectBoardOrder(state, commerceId, orderId));
  const isNew = useSyncExternalStore(newOrdersAlarm.subscribe, () => newOrdersAlarm.has(orderId));
  const arrival = useSyncExternalStore(orderArrivals.subscribe, () => orderArrivals.get(orderId));
  const accepting = useSyncExternalStore(boardCommands.subscribe, () => boardCommands.accepting() === orderId);
  const now = useMinuteClock();
  const dispatch = useAppDispatch();
  const canDelete = useAppSelector(selectCanDeleteOrders);
  const actions = useOrderActions(order);
  const titleId = useId();
  const element = useRef<HTMLElement>(null);
  const pressed = usePressedWithin(element);
  // Rejected, canceled or deleted, the order leaves the board while its dialog still holds the focus: the
  // board gives the focus to the card that takes this one's place once the dialog has closed.
  const destructive = useDestructiveFlow(order ?? { folio: '' }, actions, undefined, () => {
    if (element.current) boardCommands.focusLost(orderId, cardPlace(element.current));
  });
  // A ref's cleanup runs before its node leaves the DOM, whether the card unmounts (it moved column) or
  // renders nothing while it stays (its order left the board, delivered): if it held the focus, the board
  // gives it back where the order lands or where it was.
  const attachCard = useCallback(
    (node: HTMLElement | null) => {
      element.current = node;
      if (!node) return undefined;
      return () => {
        if (node.contains(document.activeElement)) boardCommands.focusLost(orderId, cardPlace(node));
        if (element.current === node) element.current = null;
      };
    },
    [orderId],
  );
  const open = useCallback(() => onOpen(orderId), [onOpen, orderId]);

  const print = useCallback(() => {
    void (async () => {
      const result = await dispatch(ordersApi.endpoints.getOrder.initiate({ commerceId, orderId }, { subscribe: false }));
      if (result.data) await actions.print(result.data, false);
    })();
  }, [actions, commerceId, dispatch, orderId]);

  const status = order?.estatus_pedido;
  const { setStatus } = actions;
  const { choose } = destructive;
  useEffect(() => {
    if (!order) return undefined;
    const offered = offeredTransitions(order);
    return boardCommands.registerCard(orderId, {
      open,
      startAccept() {
        if (!offered.includes('accepted')) return false;
        boardCommands.setAccepting(orderId);
        return true;
      },
      accept(minutes) {
        boardCommands.setAccepting(null);
        void setStatus('accepted', minutes);
      },
      reject() {
        if (!offered.includes('rejected')) return false;
        choose('reject');
        return true;
      },
      print,
    });
    // `order` is read for its flow only; status is the part that changes what is offered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, status, open, print, setStatus, choose]);

  if (!order) {
    if (!arrival) return null;
    // Announced by the live channel, detail on its way: the folio now, the rest in a moment.
    return (
      <article ref={attachCard} tabIndex={0} aria-labelledby={titleId} aria-busy="true" data-testid="order-card" data-order-id={orderId} data-folio={arrival.folio} data-new="true" data-loading="true" className={dense ? 'order-card order-card--new order-card--dense' : 'order-card order-card--new'} style={{ borderLeftColor: '#b3261e' }}>
        <div className="order-card__head">
          <h3 id={titleId} className="order-card__folio">
            <BellFilled className="order-card__bell" aria-label="Nuevo" />
            {arrival.folio}
          </h3>
        </div>
        <p className="order-card__name">Cargando pedido…</p>
        {dense ? null : <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      </article>
    );
  }
  const minutes = elapsedMinutes(order.created_at, now);
  const level = elapsedLevel(minutes);
  const colors = ELAPSED_COLORS[level];
  const promise = order.estatus_pedido === 'pending' ? null : promisedTime(order, now);
  const table = order.self_service?.table_number ?? order.numero_mesa;
  const onKey = (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && event.key === 'Enter') {
      event.preventDefault();
      open();
    }
  };
  const onAcceptOpenChange = (next: boolean) => (next ? boardCommands.setAccepting(orderId) : boardCommands.stopAccepting(orderId));
  const articleProps = {
    ref: attachCard,
    tabIndex: 0,
    'aria-labelledby': titleId,
    'aria-describedby': `${titleId}-summary`,
    'data-testid': 'order-card',
    'data-order-id': order.id,
    'data-folio': order.folio,
    'data-status': order.estatus_pedido,
    'data-new': isNew ? 'true' : 'false',
    onClick: (event: MouseEvent) => !fromControl(event) && open(),
    onKeyDown: onKey,
    style: { borderLeftColor: colors.text },
  };
  if (dense) {
    return (
      <article {...articleProps} className={isNew ? 'order-card order-card--dense order-card--new' : 'order-card order-card--dense'}>
        <DenseRowBody order={order} commerceId={commerceId} titleId={titleId} isNew={isNew} now={now} actions={actions} accepting={accepting} onAcceptOpenChange={onAcceptOpenChange} />
        {destructive.dialog}
      </article>
    );
  }
  return (
    <article {...articleProps} className={isNew ? 'order-card order-card--new' : 'order-card'}>
      <div className="order-card__head">
        <h3 id={titleId} className="order-card__folio">
          {isNew ? <BellFilled className="order-card__bell" aria-label="Nuevo" /> : null}
          {order.folio}
        </h3>
        <span data-testid="elapsed" data-level={level} className="order-card__chip" style={{ color: colors.text, background: colors.background }} title="Tiempo desde que llegó">
          {formatElapsed(minutes)}
        </span>
      </div>
      <p className="order-card__name">{order.nombre || 'Cliente sin nombre'}</p>
      <div className="order-card__tags" id={`${titleId}-summary`}>
        <ChannelBadge order={order} />
        <Tag icon={DELIVERY_ICONS[order.metodo_entrega]} className="order-card__delivery" data-testid="card-delivery">
          {DELIVERY_SHORT_LABELS[order.metodo_entrega]}
          {table ? ` · Mesa ${table}` : ''}
        </Tag>
        <Tag color="blue">{ORDER_STATUS_LABELS[order.estatus_pedido]}</Tag>
        <KitchenReadyTag orderId={order.id} status={order.estatus_pedido} />
        <TestOrderTag order={order} />
        {isOnlinePaymentMethod(order.metodo_pago) ? (
          <Tag color={order.estatus_pago === 'pagado' ? 'green' : 'orange'} data-testid="card-payment">
            {order.estatus_pago === 'pagado' ? 'Pagado en línea' : order.estatus_pago === 'cancelado' ? 'Pago devuelto' : 'Pago pendiente'}
          </Tag>
        ) : null}
        {order.programado_para ? (
          <Tag color="purple" data-testid="card-scheduled">
            {scheduledText(order.programado_para, now)}
          </Tag>
        ) : null}
        {order.delivery_status ? <Tag color={order.delivery_status === 'canceled' ? 'red' : 'purple'}>{DELIVERY_STATUS_LABELS[order.delivery_status] ?? order.delivery_status}</Tag> : null}
        {promise ? (
          <span data-testid="promised-time" data-level={promise.level} className="order-card__chip" style={{ color: PROMISE_COLORS[promise.level].text, background: PROMISE_COLORS[promise.level].background }}>
            {promise.text}
          </span>
        ) : null}
      </div>
      <ChannelPriceFlag order={order} />
      <CardItems commerceId={commerceId} orderId={orderId} held={pressed} />
      <div className="order-card__total">
        <strong>{formatMoney(order.total)}</strong>
        <span>{PAYMENT_METHOD_LABELS[order.metodo_pago] ?? order.metodo_pago}</span>
      </div>
      <StatusButtons order={order} actions={actions} acceptOpen={accepting} onAcceptOpenChange={onAcceptOpenChange}>
        <MoreActions order={order} canDelete={canDelete} onChoose={choose} onPrint={print} busy={actions.busy === 'print' || actions.busy === 'delete'} />
      </StatusButtons>
      {destructive.dialog}
    </article>
  );
});
