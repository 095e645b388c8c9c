// An order's automatic WhatsApp messages on its detail (docs/whatsapp.md): which steps went out, which are
// pending and why, and «WhatsApp no enviado: …» for one that failed, so the cashier knows to call or to use
// «Avisar por WhatsApp». Nothing shows for a commerce without automatic messages.
import { Flex, Tag, Typography } from 'antd';
import { WHATSAPP_STEP_LABELS } from '@shared/orders/whatsapp-notice';
import { useGetOrderWhatsAppQuery } from './api';
import { MESSAGE_STATUS } from './WhatsAppLog';

export function OrderWhatsAppMessages({ orderId }: { orderId: string }) {
  const { data } = useGetOrderWhatsAppQuery(orderId, { pollingInterval: 10_000 });
  if (!data || (!data.automatico && data.mensajes.length === 0)) return null;
  return (
    <Flex vertical gap={4} data-testid="order-whatsapp" aria-label="Mensajes de WhatsApp del pedido">
      {data.baja ? (
        <Typography.Text type="secondary" data-testid="order-whatsapp-opted-out">
          El cliente pidió no recibir mensajes por WhatsApp.
        </Typography.Text>
      ) : null}
      {data.mensajes.length === 0 ? <Typography.Text type="secondary">Todavía no se envía ningún WhatsApp de este pedido.</Typography.Text> : null}
      {data.mensajes.map((message) => (
        <Flex key={message.id} gap={6} wrap align="baseline" data-testid={`order-whatsapp-${message.paso}`}>
          <Tag color={MESSAGE_STATUS[message.estado].color}>{MESSAGE_STATUS[message.estado].label}</Tag>
          <Typography.Text>{WHATSAPP_STEP_LABELS[message.paso]}</Typography.Text>
          {message.estado === 'failed' && message.detalle ? (
            <Typography.Text type="danger" style={{ overflowWrap: 'anywhere' }}>
              WhatsApp no enviado: {message.detalle}
            </Typography.Text>
          ) : message.detalle ? (
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {message.estado === 'pending' ? `Reintentando: ${message.detalle}` : message.detalle}
            </Typography.Text>
          ) : null}
        </Flex>
      ))}
    </Flex>
  );
}
