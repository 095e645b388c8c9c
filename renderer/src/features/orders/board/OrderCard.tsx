// One order on the board: readable at a glance from a step away (folio, customer, delivery type, total,
// payment, elapsed time in colour) with the next action as a large button.
import { BellFilled, CarOutlined, ShoppingOutlined, TableOutlined } from '@ant-design/icons';
import { Card, Space, Tag, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { DELIVERY_STATUS_LABELS, ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import { formatMoney } from '@shared/money';
import type { Order } from '@shared/types/order';
import { StatusButtons } from '../actions/StatusButtons';
import { useOrderActions } from '../actions/useOrderActions';
import { DELIVERY_SHORT_LABELS, ELAPSED_COLORS, PAYMENT_METHOD_LABELS, elapsedLevel, elapsedMinutes, formatElapsed } from '../labels';

const DELIVERY_ICONS = { delivery: <CarOutlined />, takeAway: <ShoppingOutlined />, inRestaurant: <TableOutlined /> } as const;

export interface OrderCardProps {
  order: Order;
  now: number;
  isNew: boolean;
  onOpen(orderId: string): void;
}

export function OrderCard({ order, now, isNew, onOpen }: OrderCardProps) {
  const actions = useOrderActions(order);
  const minutes = elapsedMinutes(order.created_at, now);
  const level = elapsedLevel(minutes);
  const colors = ELAPSED_COLORS[level];
  const open = () => onOpen(order.id);
  const onKey = (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      open();
    }
  };
  return (
    <Card
      size="small"
      hoverable
      role="button"
      tabIndex={0}
      aria-label={`Pedido ${order.folio}, ${ORDER_STATUS_LABELS[order.estatus_pedido]}`}
      data-testid="order-card"
      data-order-id={order.id}
      data-folio={order.folio}
      data-status={order.estatus_pedido}
      data-new={isNew ? 'true' : 'false'}
      onClick={open}
      onKeyDown={onKey}
      className={isNew ? 'order-card order-card--new' : 'order-card'}
      style={{ borderLeft: `6px solid ${colors.text}`, borderColor: isNew ? '#d4380d' : undefined }}
      styles={{ body: { padding: 14 } }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'space-between' }}>
        <Space size={6} align="center">
          {isNew ? <BellFilled style={{ color: '#d4380d', fontSize: 18 }} aria-label="Nuevo" /> : null}
          <Typography.Text strong style={{ fontSize: 20 }}>
            {order.folio}
          </Typography.Text>
        </Space>
        <span
          data-testid="elapsed"
          data-level={level}
          style={{ color: colors.text, background: colors.background, borderRadius: 8, padding: '2px 10px', fontWeight: 700, fontSize: 15 }}
        >
          {formatElapsed(minutes)}
        </span>
      </div>
      <Typography.Paragraph ellipsis style={{ margin: '6px 0 4px', fontSize: 16 }}>
        {order.nombre || 'Cliente sin nombre'}
      </Typography.Paragraph>
      <Space size={[6, 6]} wrap style={{ marginBottom: 8 }}>
        <Tag icon={DELIVERY_ICONS[order.metodo_entrega]} style={{ fontSize: 13, padding: '2px 8px' }}>
          {DELIVERY_SHORT_LABELS[order.metodo_entrega]}
          {order.self_service ? ` · Mesa ${order.self_service.table_number}` : order.numero_mesa ? ` · Mesa ${order.numero_mesa}` : ''}
        </Tag>
        <Tag color="blue">{ORDER_STATUS_LABELS[order.estatus_pedido]}</Tag>
        {order.delivery_status ? <Tag color={order.delivery_status === 'canceled' ? 'red' : 'purple'}>{DELIVERY_STATUS_LABELS[order.delivery_status] ?? order.delivery_status}</Tag> : null}
      </Space>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', marginBottom: 10 }}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {formatMoney(order.total)}
        </Typography.Text>
        <Typography.Text type="secondary">{PAYMENT_METHOD_LABELS[order.metodo_pago] ?? order.metodo_pago}</Typography.Text>
      </div>
      <div onClick={(event) => event.stopPropagation()} role="presentation">
        <StatusButtons order={order} actions={actions} />
      </div>
    </Card>
  );
}
