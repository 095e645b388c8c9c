// An endpoint's delivery log: event, time, status, attempts, the receiver's answer, and «Reenviar».
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Flex, List, Tag, Typography } from 'antd';
import { formatDateTime } from '@shared/dates';
import { WEBHOOK_EVENT_LABELS, type WebhookDeliveryView, type WebhookEndpointView } from '@shared/webhooks';
import { errorMessage } from '../../../app/baseQuery';
import { useToast } from '../../../app/feedback';
import { useIsDesktop } from '../../../shell/layoutHooks';
import { useGetWebhookDeliveriesQuery, useResendWebhookDeliveryMutation } from './api';

const STATUS_TAGS = {
  sent: <Tag color="green">Enviado</Tag>,
  pending: <Tag color="blue">Reintentando</Tag>,
  failed: <Tag color="red">Falló</Tag>,
} as const;

function answerOf(delivery: WebhookDeliveryView): string {
  if (delivery.estado === 'pending' && delivery.intentos === 0) return '';
  const code = delivery.codigo_respuesta !== null ? `HTTP ${delivery.codigo_respuesta}` : null;
  if (delivery.estado === 'sent') return code ?? 'Enviado';
  return delivery.error ?? code ?? '';
}

export function DeliveryLogDrawer({ endpoint, onClose }: { endpoint: WebhookEndpointView | null; onClose: () => void }) {
  const toast = useToast();
  const isDesktop = useIsDesktop();
  const { data, isFetching, refetch } = useGetWebhookDeliveriesQuery(endpoint?.id ?? '', { skip: !endpoint });
  const [resend, resendState] = useResendWebhookDeliveryMutation();

  const resendOne = async (delivery: WebhookDeliveryView) => {
    if (!endpoint) return;
    try {
      toast.success((await resend({ endpointId: endpoint.id, deliveryId: delivery.id }).unwrap()).message);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Drawer
      open={endpoint !== null}
      onClose={onClose}
      title="Entregas"
      size={isDesktop ? 640 : '100%'}
      data-testid="webhook-log"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching} data-testid="webhook-log-refresh">
          Actualizar
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" ellipsis style={{ marginBottom: 12 }}>
        {endpoint?.url}
      </Typography.Paragraph>
      {data && data.length === 0 ? <Empty description="Todavía no hay entregas" /> : null}
      <List
        dataSource={data ?? []}
        loading={isFetching && !data}
        renderItem={(delivery) => (
          <List.Item
            data-testid="webhook-delivery"
            data-status={delivery.estado}
            actions={
              delivery.estado === 'pending'
                ? []
                : [
                    <Button key="resend" size="small" onClick={() => void resendOne(delivery)} loading={resendState.isLoading && resendState.originalArgs?.deliveryId === delivery.id} data-testid="webhook-resend">
                      Reenviar
                    </Button>,
                  ]
            }
          >
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Flex gap={8} wrap align="center">
                <Typography.Text strong>{delivery.tipo === 'webhook.test' ? 'Prueba' : WEBHOOK_EVENT_LABELS[delivery.tipo]}</Typography.Text>
                {delivery.estado === 'pending' && delivery.intentos === 0 ? <Tag color="blue">En cola</Tag> : STATUS_TAGS[delivery.estado]}
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {formatDateTime(delivery.created_at)} · {delivery.intentos === 1 ? '1 intento' : `${delivery.intentos} intentos`}
                {delivery.proximo_intento && delivery.intentos > 0 ? ` · siguiente ${formatDateTime(delivery.proximo_intento)}` : ''}
              </Typography.Text>
              <Typography.Text style={{ fontSize: 13 }} data-testid="webhook-delivery-answer">
                {answerOf(delivery)}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Drawer>
  );
}
