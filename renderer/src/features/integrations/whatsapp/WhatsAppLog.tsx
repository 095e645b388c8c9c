// The latest automatic WhatsApp messages and owner alerts (docs/whatsapp.md), with «Reenviar» for one that was
// not sent: what Integraciones shows so a failing gateway is seen where it is fixed.
import { Button, Flex, List, Tag, Typography } from 'antd';
import { WHATSAPP_STEP_LABELS } from '@shared/orders/whatsapp-notice';
import type { WhatsAppLogEntry, WhatsAppMessageStatus } from '@shared/types/whatsapp';
import { formatDateTime } from '@shared/dates';
import { useToastAction } from '../../../app/feedback';
import { useGetWhatsAppLogQuery, useResendWhatsAppMutation } from './api';

export const MESSAGE_STATUS: Record<WhatsAppMessageStatus, { label: string; color: string }> = {
  sent: { label: 'Enviado', color: 'green' },
  pending: { label: 'Pendiente', color: 'gold' },
  failed: { label: 'No enviado', color: 'red' },
  skipped: { label: 'No se envió', color: 'default' },
};

function entryTitle(entry: WhatsAppLogEntry): string {
  if (entry.destino === 'dueno') return `Alerta al dueño${entry.folio ? ` · pedido ${entry.folio}` : ''}`;
  return `${WHATSAPP_STEP_LABELS[entry.paso]}${entry.folio ? ` · pedido ${entry.folio}` : ''}`;
}

export function WhatsAppLog({ timeZone }: { timeZone?: string }) {
  const { data = [], isFetching, refetch } = useGetWhatsAppLogQuery(undefined, { pollingInterval: 15_000 });
  const [resend] = useResendWhatsAppMutation();
  const run = useToastAction();
  return (
    <section data-testid="whatsapp-log">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Últimos mensajes
        </Typography.Title>
        <Button size="small" onClick={() => void refetch()} loading={isFetching}>
          Actualizar
        </Button>
      </Flex>
      <List
        size="small"
        dataSource={data.slice(0, 10)}
        locale={{ emptyText: 'Todavía no se ha enviado ningún mensaje' }}
        renderItem={(entry) => (
          <List.Item
            data-testid="whatsapp-log-entry"
            actions={
              entry.estado === 'failed'
                ? [
                    <Button
                      key="resend"
                      size="small"
                      onClick={() =>
                        void run(async () => {
                          await resend(entry.id).unwrap();
                          await refetch();
                        }, 'El mensaje se enviará de nuevo')
                      }
                    >
                      Reenviar
                    </Button>,
                  ]
                : []
            }
          >
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Flex gap={8} wrap align="center">
                <Tag color={MESSAGE_STATUS[entry.estado].color}>{MESSAGE_STATUS[entry.estado].label}</Tag>
                <Typography.Text>{entryTitle(entry)}</Typography.Text>
              </Flex>
              {entry.detalle ? (
                <Typography.Text type={entry.estado === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
                  {entry.estado === 'failed' ? `WhatsApp no enviado: ${entry.detalle}` : entry.detalle}
                </Typography.Text>
              ) : null}
              {entry.fecha ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(entry.fecha, timeZone)}
                </Typography.Text>
              ) : null}
            </Flex>
          </List.Item>
        )}
      />
    </section>
  );
}
