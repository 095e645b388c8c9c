// Integraciones → Webhooks (docs/webhooks.md), shown to the owner: the endpoints with their events and
// status, the notice when the server disabled one, and per endpoint «Enviar prueba», pause/activate,
// «Entregas» (the delivery log) and delete with confirmation.
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Popconfirm, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { WEBHOOK_ALL_CHANNELS_LABEL, WEBHOOK_ENDPOINTS_MAX, WEBHOOK_EVENT_LABELS, type WebhookEndpointView } from '@shared/webhooks';
import { CHANNEL_LABELS } from '@shared/types/api-keys';
import { errorMessage } from '../../../app/baseQuery';
import { useToast } from '../../../app/feedback';
import { AddWebhookModal } from './AddWebhookModal';
import { useDeleteWebhookMutation, useGetWebhooksQuery, useTestWebhookMutation, useUpdateWebhookMutation } from './api';
import { DeliveryLogDrawer } from './DeliveryLogDrawer';

const STATUS = {
  active: <Tag color="green">Activo</Tag>,
  paused: <Tag>En pausa</Tag>,
  disabled: <Tag color="red">Desactivado</Tag>,
} as const;

function EndpointCard({ endpoint, onShowLog }: { endpoint: WebhookEndpointView; onShowLog: () => void }) {
  const toast = useToast();
  const [update, updateState] = useUpdateWebhookMutation();
  const [remove, removeState] = useDeleteWebhookMutation();
  const [test, testState] = useTestWebhookMutation();

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const sendTest = async () => {
    try {
      const result = await test(endpoint.id).unwrap();
      if (result.ok) toast.success(`Prueba enviada: ${result.message}`);
      else toast.error(`La prueba no llegó: ${result.message}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const active = endpoint.estado === 'active';

  return (
    <Card size="small" data-testid="webhook-endpoint" data-status={endpoint.estado} style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Text strong style={{ wordBreak: 'break-all', minWidth: 0 }} data-testid="webhook-endpoint-url">
            {endpoint.url}
          </Typography.Text>
          {STATUS[endpoint.estado]}
        </Flex>
        {endpoint.descripcion ? <Typography.Text type="secondary">{endpoint.descripcion}</Typography.Text> : null}
        <Typography.Text data-testid="webhook-endpoint-channel">
          {endpoint.canal ? `Solo pedidos de ${CHANNEL_LABELS[endpoint.canal]}` : WEBHOOK_ALL_CHANNELS_LABEL}
        </Typography.Text>
        {endpoint.estado === 'disabled' && endpoint.disabled_reason ? (
          <Alert type="error" showIcon title={endpoint.disabled_reason} data-testid="webhook-disabled-notice" />
        ) : null}
        <Flex gap={4} wrap>
          {endpoint.eventos.map((type) => (
            <Tag key={type} title={type}>
              {WEBHOOK_EVENT_LABELS[type]}
            </Tag>
          ))}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Secreto {endpoint.secret_hint}
        </Typography.Text>
        <Flex gap={8} wrap>
          <Button size="small" onClick={onShowLog} data-testid="webhook-show-log">
            Entregas
          </Button>
          <Button size="small" onClick={() => void sendTest()} loading={testState.isLoading} data-testid="webhook-test">
            Enviar prueba
          </Button>
          <Button
            size="small"
            loading={updateState.isLoading}
            onClick={() => void run(() => update({ id: endpoint.id, activo: !active }).unwrap(), active ? 'Webhook en pausa' : 'Webhook activo')}
            data-testid="webhook-toggle"
          >
            {active ? 'Pausar' : 'Activar'}
          </Button>
          <Popconfirm
            title="¿Eliminar este webhook?"
            description="Tu sistema dejará de recibir avisos en esta URL."
            okText="Eliminar"
            cancelText="Cancelar"
            okButtonProps={{ danger: true, loading: removeState.isLoading }}
            onConfirm={() => run(() => remove(endpoint.id).unwrap(), 'Webhook eliminado')}
          >
            <Button size="small" danger data-testid="webhook-delete">
              Eliminar
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Card>
  );
}

export function WebhooksSection() {
  const { data, isLoading, isError } = useGetWebhooksQuery();
  const [adding, setAdding] = useState(false);
  const [logOf, setLogOf] = useState<string | null>(null);
  const endpoints = data ?? [];
  const disabled = endpoints.filter((endpoint) => endpoint.estado === 'disabled');

  return (
    <section style={{ marginBottom: 24 }} data-testid="webhooks-section">
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Webhooks
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={endpoints.length >= WEBHOOK_ENDPOINTS_MAX} data-testid="webhook-add">
          Agregar webhook
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">
        Avisa a tus otros sistemas (agregadores, tu propio sistema) cuando llega un pedido, cambia de estado o cambia tu menú. Cada aviso va firmado con el secreto del webhook.
      </Typography.Paragraph>
      {disabled.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={disabled.length === 1 ? 'Un webhook se desactivó por fallas repetidas' : `${disabled.length} webhooks se desactivaron por fallas repetidas`}
          data-testid="webhooks-disabled-banner"
        />
      ) : null}
      {isError ? <Alert type="error" showIcon title="No se pudieron cargar los webhooks" /> : null}
      {isLoading ? <Skeleton active /> : null}
      {!isLoading && !isError && endpoints.length === 0 ? <Empty description="Todavía no tienes webhooks" /> : null}
      <Row gutter={[12, 12]}>
        {endpoints.map((endpoint) => (
          <Col key={endpoint.id} xs={24} lg={12}>
            <EndpointCard endpoint={endpoint} onShowLog={() => setLogOf(endpoint.id)} />
          </Col>
        ))}
      </Row>
      <AddWebhookModal open={adding} onClose={() => setAdding(false)} />
      <DeliveryLogDrawer endpoint={endpoints.find((endpoint) => endpoint.id === logOf) ?? null} onClose={() => setLogOf(null)} />
    </section>
  );
}
