// Everything about one order (docs/domain.md (Entidades)): lines with extras and instructions, customer, address and
// references, payment, tip, coupon, totals, paid-with and change, delivery and rider, tracking, origin, table;
// for an outside channel's order, the channel's amounts and, where they differ from this menu's, both prices.
import { EnvironmentOutlined, LinkOutlined, PhoneOutlined } from '@ant-design/icons';
import { Alert, Avatar, Descriptions, Divider, List, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '@shared/dates';
import { cashChange, formatMoney } from '@shared/money';
import { DELIVERY_STATUS_LABELS, DELIVERY_TYPE_LABELS, ORDER_STATUS_LABELS, isInProcess } from '@shared/orders/status-machine';
import { splitPaymentLabel } from '@shared/labels';
import type { OrderDetail } from '@shared/types/order';
import { ORIGIN_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../labels';
import { LoyverseReceiptLine } from '../../integrations/loyverse/LoyverseReceiptLine';
import { channelPriceDifferenceText } from '../board/ChannelBadge';

function Row({ label, value, strong, testId }: { label: string; value: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, fontSize: strong ? 18 : 15, fontWeight: strong ? 700 : 400 }} data-testid={testId}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

export function addressOf(order: OrderDetail['pedido']): string {
  if (order.direccion_completa) return order.direccion_completa;
  const street = [order.calle, order.numero_exterior, order.numero_interior ? `int. ${order.numero_interior}` : null].filter(Boolean).join(' ');
  return [street, order.colonia].filter(Boolean).join(', ');
}

/** The channel's price of each line that differs from this menu's (docs/api.md), by line id. */
function channelPricesByLine(detail: OrderDetail): Map<string, number> {
  const prices = new Map<string, number>();
  for (const difference of detail.pedido.canal?.diferencias ?? []) {
    // Differences recorded before lines were named by id point at the line by its position.
    const lineId = difference.id_linea ?? detail.productos[difference.linea]?.id;
    if (lineId) prices.set(lineId, difference.precio_canal);
  }
  return prices;
}

/** A line's price; with the channel's beside it when they differ. */
function LinePrice({ menu, channel }: { menu: number; channel: number | undefined }) {
  if (channel === undefined) return <span>{formatMoney(menu)}</span>;
  return (
    <span data-testid="line-channel-price" style={{ textAlign: 'right' }}>
      <Typography.Text strong style={{ color: '#613400' }}>
        Canal {formatMoney(channel)}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary">Menú {formatMoney(menu)}</Typography.Text>
    </span>
  );
}

export interface OrderDetailViewProps {
  detail: OrderDetail;
  timeZone?: string;
  actions?: ReactNode;
  /** Phones: what was ordered comes first, the buttons after it. */
  itemsFirst?: boolean;
  /** Beside the customer's phone: «Avisar por WhatsApp». */
  phoneAction?: ReactNode;
}

export function OrderDetailView({ detail, timeZone, actions, itemsFirst = false, phoneAction }: OrderDetailViewProps) {
  const order = detail.pedido;
  const rider = order.delivery_driver_info;
  const change = order.metodo_pago === 'efectivo' && order.cliente_paga_con ? cashChange(order.cliente_paga_con, order.total) : null;
  const table = order.self_service?.table_number ?? order.numero_mesa;
  const channelPrices = channelPricesByLine(detail);
  const priceDifference = channelPriceDifferenceText(order.canal);
  const productList = (
    <>
      <Divider titlePlacement="start">Productos</Divider>
      <List
        dataSource={detail.productos}
        data-testid="order-lines"
        renderItem={(line) => (
          <List.Item key={line.id} style={{ display: 'block' }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 16 }}>
              <span>
                <strong>{line.cantidad} ×</strong> {line.nombre}
                {line.presentacion ? <Typography.Text type="secondary"> ({line.presentacion})</Typography.Text> : null}
              </span>
              <LinePrice menu={line.subtotal} channel={channelPrices.get(line.id)} />
            </div>
            {line.extras.map((extra) => (
              <div key={extra.id} style={{ paddingLeft: 20, color: '#555' }}>
                + {extra.cantidad > 1 ? `${extra.cantidad} × ` : ''}
                {extra.nombre} {extra.precio > 0 ? `(${formatMoney(extra.precio)})` : ''}
              </div>
            ))}
            {line.instrucciones ? <div style={{ paddingLeft: 20, fontStyle: 'italic', color: '#8a5a00' }}>Nota: {line.instrucciones}</div> : null}
          </List.Item>
        )}
      />
    </>
  );
  return (
    <div data-testid="order-detail" data-status={order.estatus_pedido} data-order-id={order.id}>
      <Space wrap size={8} style={{ marginBottom: 12 }}>
        <Tag color="blue" style={{ fontSize: 15, padding: '4px 10px' }} data-testid="detail-status">
          {ORDER_STATUS_LABELS[order.estatus_pedido]}
        </Tag>
        <Tag style={{ fontSize: 15, padding: '4px 10px' }}>{DELIVERY_TYPE_LABELS[order.metodo_entrega]}</Tag>
        {order.tiempo_preparacion && isInProcess(order.estatus_pedido) ? <Tag color="gold">Listo en {order.tiempo_preparacion} min</Tag> : null}
        <Typography.Text type="secondary">{formatDateTime(order.created_at, timeZone)}</Typography.Text>
      </Space>
      {order.motivo_estatus && (order.estatus_pedido === 'rejected' || order.estatus_pedido === 'canceled') ? (
        <Typography.Paragraph type="danger" data-testid="detail-reason">
          Motivo: {order.motivo_estatus}
        </Typography.Paragraph>
      ) : null}
      {priceDifference ? (
        <Alert type="warning" showIcon title={priceDifference} data-testid="detail-price-difference" style={{ marginBottom: 12 }} />
      ) : null}
      {actions && !itemsFirst ? <div style={{ marginBottom: 16 }}>{actions}</div> : null}
      {itemsFirst ? (
        <>
          {productList}
          {actions ? <div style={{ margin: '16px 0' }}>{actions}</div> : null}
        </>
      ) : null}

      <Descriptions column={1} size="small" bordered styles={{ label: { width: 140 } }}>
        <Descriptions.Item label="Cliente">{order.nombre || '—'}</Descriptions.Item>
        <Descriptions.Item label="Teléfono">
          {order.numero_celular ? (
            <Space wrap size={[12, 8]}>
              <a href={`tel:+${order.country_code}${order.numero_celular}`}>
                <PhoneOutlined /> +{order.country_code} {order.numero_celular}
              </a>
              {phoneAction}
            </Space>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        {order.metodo_entrega === 'delivery' ? (
          <>
            <Descriptions.Item label="Dirección">
              <EnvironmentOutlined /> {addressOf(order) || '—'}
              {order.latitud != null && order.longitud != null ? (
                <>
                  {' '}
                  <a href={`https://www.google.com/maps?q=${order.latitud},${order.longitud}`} target="_blank" rel="noreferrer">
                    Ver mapa
                  </a>
                </>
              ) : null}
            </Descriptions.Item>
            <Descriptions.Item label="Referencias">{order.referencias || '—'}</Descriptions.Item>
          </>
        ) : null}
        {table ? <Descriptions.Item label="Mesa">Mesa {table}{order.self_service?.waiter_name ? ` · ${order.self_service.waiter_name}` : ''}</Descriptions.Item> : null}
        <Descriptions.Item label="Origen">
          {ORIGIN_LABELS[order.origin] ?? order.origin}
          {order.canal ? ` · pedido ${order.canal.id_pedido_canal}` : ''}
        </Descriptions.Item>
        {order.comentario ? <Descriptions.Item label="Comentario">{order.comentario}</Descriptions.Item> : null}
      </Descriptions>

      {itemsFirst ? null : productList}

      <Divider titlePlacement="start">Totales</Divider>
      <Space orientation="vertical" style={{ width: '100%' }} size={4} data-testid="order-totals">
        <Row label="Subtotal" value={formatMoney(order.subtotal)} />
        {order.costo_envio > 0 ? <Row label="Envío" value={formatMoney(order.costo_envio)} /> : null}
        {order.coupon_code ? (
          <Row label={`Cupón ${order.coupon_code}`} value={`−${formatMoney(order.coupon_amount ?? 0)}`} />
        ) : null}
        {order.propina > 0 ? <Row label="Propina" value={formatMoney(order.propina)} /> : null}
        <Row label="Total" value={formatMoney(order.total)} strong testId="order-total" />
        {order.canal ? (
          <>
            <Row label={`Subtotal en ${ORIGIN_LABELS[order.canal.origin]}`} value={formatMoney(order.canal.subtotal_canal)} testId="order-channel-subtotal" />
            <Row label={`Total cobrado por ${ORIGIN_LABELS[order.canal.origin]}`} value={formatMoney(order.canal.total_canal)} testId="order-channel-total" />
          </>
        ) : null}
        <Row label="Método de pago" value={splitPaymentLabel(order) ?? PAYMENT_METHOD_LABELS[order.metodo_pago] ?? order.metodo_pago} testId="order-payment-method" />
        <Row label="Estatus del pago" value={PAYMENT_STATUS_LABELS[order.estatus_pago] ?? order.estatus_pago} />
        {order.cliente_paga_con ? <Row label="Paga con" value={formatMoney(order.cliente_paga_con)} /> : null}
        {change !== null ? <Row label="Cambio" value={formatMoney(change)} strong testId="order-change" /> : null}
      </Space>
      {order.estatus_pedido === 'delivered' ? <LoyverseReceiptLine orderId={order.id} /> : null}

      {order.metodo_entrega === 'delivery' && (order.has_requested_rider || rider || order.delivery_status) ? (
        <>
          <Divider titlePlacement="start">Reparto</Divider>
          <Space orientation="vertical" size={8} data-testid="delivery-info">
            {order.delivery_status ? (
              <Tag color={order.delivery_status === 'canceled' ? 'red' : 'purple'}>{DELIVERY_STATUS_LABELS[order.delivery_status] ?? order.delivery_status}</Tag>
            ) : null}
            {rider ? (
              <Space>
                <Avatar src={rider.image?.thumbnail ?? undefined}>{rider.name.slice(0, 1)}</Avatar>
                <span>
                  <strong>{rider.name}</strong> · <a href={`tel:${rider.phone}`}>{rider.phone}</a>
                </span>
              </Space>
            ) : (
              <Typography.Text type="secondary">Esperando repartidor</Typography.Text>
            )}
            {order.delivery_tracking_url ? (
              <a href={order.delivery_tracking_url} target="_blank" rel="noreferrer">
                <LinkOutlined /> Seguimiento del reparto
              </a>
            ) : null}
          </Space>
        </>
      ) : null}
    </div>
  );
}
