// A customer's detail over the list: contact (WhatsApp link), addresses used, figures and their orders.
import { EnvironmentOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Drawer, Empty, List, Skeleton, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { OrderStatus } from '@shared/constants';
import { formatDateTime } from '@shared/dates';
import { formatMoney } from '@shared/money';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import type { Order } from '@shared/types/order';
import { useCan } from '../../app/access';
import { useIsDesktop } from '../../shell/layoutHooks';
import { useGetCustomerQuery } from './api';
import { formatCount } from '@shared/count';

export function whatsappLink(countryCode: string, phone: string): string {
  return `https://wa.me/${countryCode}${phone.replace(/\D/g, '')}`;
}

export function CustomerDrawer({ customerId, timeZone, onClose }: { customerId: string; timeZone?: string; onClose: () => void }) {
  const isDesktop = useIsDesktop();
  const canSeeHistory = useCan('HISTORIAL', 'list');
  const { data, isLoading, isError } = useGetCustomerQuery(customerId);
  const customer = data?.cliente;
  const columns: TableColumnsType<Order> = [
    {
      title: 'Folio',
      dataIndex: 'folio',
      key: 'folio',
      render: (folio: string, order) => (canSeeHistory ? <Link to={`/historial-pedidos/detalle/${order.id}`}>{folio}</Link> : folio),
    },
    { title: 'Fecha', dataIndex: 'created_at', key: 'fecha', render: (value: string) => formatDateTime(value, timeZone) },
    { title: 'Estatus', dataIndex: 'estatus_pedido', key: 'estatus', responsive: ['sm'], render: (value: OrderStatus) => <Tag>{ORDER_STATUS_LABELS[value]}</Tag> },
    { title: 'Total', dataIndex: 'total', key: 'total', align: 'right', render: (value: number) => formatMoney(value) },
  ];
  return (
    <Drawer open onClose={onClose} size={isDesktop ? 640 : '100%'} title={customer?.nombre ?? 'Cliente'} destroyOnHidden>
      <div data-testid="screen-client-detail">
        {isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
        {isError ? <Alert type="error" showIcon title="No se encontró el cliente" /> : null}
        {customer ? (
          <>
            <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
              <Descriptions.Item label="Teléfono">
                <Typography.Text copyable>{`+${customer.country_code} ${customer.numero_celular}`}</Typography.Text>
                <Button
                  type="link"
                  size="small"
                  icon={<WhatsAppOutlined />}
                  href={whatsappLink(customer.country_code, customer.numero_celular)}
                  target="_blank"
                  rel="noreferrer"
                >
                  WhatsApp
                </Button>
              </Descriptions.Item>
            </Descriptions>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12, marginBottom: 16 }}>
              <Card size="small">
                <Statistic title="Pedidos" value={formatCount(customer.total_pedidos)} />
              </Card>
              <Card size="small">
                <Statistic title="Total gastado" value={formatMoney(customer.total_gastado)} />
              </Card>
              <Card size="small">
                <Statistic title="Último pedido" value={customer.ultimo_pedido ? formatDateTime(customer.ultimo_pedido, timeZone) : 'Sin pedidos'} valueStyle={{ fontSize: 16 }} />
              </Card>
            </div>
            <Typography.Title level={5}>Direcciones usadas</Typography.Title>
            {customer.direcciones.length === 0 ? (
              <Typography.Paragraph type="secondary">Sin direcciones (pedidos para recoger o en el restaurante).</Typography.Paragraph>
            ) : (
              <List
                size="small"
                dataSource={customer.direcciones}
                renderItem={(address) => (
                  <List.Item>
                    <Typography.Text>
                      <EnvironmentOutlined style={{ marginRight: 8 }} />
                      {address}
                    </Typography.Text>
                  </List.Item>
                )}
                style={{ marginBottom: 16 }}
              />
            )}
            <Typography.Title level={5}>Pedidos{data && data.total_pedidos > data.pedidos.length ? ` (últimos ${data.pedidos.length} de ${formatCount(data.total_pedidos)})` : ''}</Typography.Title>
            <Table<Order>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={data?.pedidos ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description="Sin pedidos" /> }}
              data-testid="client-orders"
            />
          </>
        ) : null}
      </div>
    </Drawer>
  );
}
