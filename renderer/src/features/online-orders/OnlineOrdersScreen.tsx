// /pedidos-en-linea (COBROS_EN_LINEA): orders paid online (payment link or payment provider) with their
// payment status. Shown only when the commerce has business_id (docs/domain.md (Permisos)).
import { CreditCardOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Segmented, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import type { PaymentStatus } from '@shared/constants';
import { formatDateTime } from '@shared/dates';
import { MSG } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import type { Order } from '@shared/types/order';
import { useAccount } from '../../app/access';
import { useGetCommerceQuery } from '../../app/coreApi';
import { PageHeader } from '../../components/PageHeader';
import { useGetOrderHistoryQuery } from '../order-history/api';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../orders/labels';

const PAGE_SIZE = 20;
const PAYMENT_COLORS: Record<PaymentStatus, string> = { pagado: 'green', pendiente: 'gold', cancelado: 'red' };

export default function OnlineOrdersScreen() {
  const navigate = useNavigate();
  const owner = useAccount()?.role === 'owner';
  const { data: commerce, isLoading: loadingCommerce } = useGetCommerceQuery();
  const [page, setPage] = useState(1);
  const [payment, setPayment] = useState<PaymentStatus | 'all'>('all');
  const enabled = !!commerce?.business_id;
  const { data, isFetching, isError } = useGetOrderHistoryQuery({ metodo_pago: ['enlace_pago', 'payment_provider'], page, pageSize: PAGE_SIZE }, { skip: !enabled });
  const rows = (data?.rows ?? []).filter((order) => payment === 'all' || order.estatus_pago === payment);
  const columns: TableColumnsType<Order> = [
    { title: 'Folio', dataIndex: 'folio', key: 'folio', render: (folio: string) => <strong>{folio}</strong> },
    { title: 'Fecha', dataIndex: 'created_at', key: 'fecha', render: (v: string) => formatDateTime(v, commerce?.zona_horaria), responsive: ['md'] },
    { title: 'Cliente', dataIndex: 'nombre', key: 'cliente', ellipsis: true },
    { title: 'Método', dataIndex: 'metodo_pago', key: 'metodo', render: (v: Order['metodo_pago']) => PAYMENT_METHOD_LABELS[v], responsive: ['lg'] },
    { title: 'Pago', dataIndex: 'estatus_pago', key: 'pago', render: (v: PaymentStatus) => <Tag color={PAYMENT_COLORS[v]}>{PAYMENT_STATUS_LABELS[v]}</Tag> },
    { title: 'Pedido', dataIndex: 'estatus_pedido', key: 'estatus', render: (v: Order['estatus_pedido']) => ORDER_STATUS_LABELS[v], responsive: ['md'] },
    { title: 'Total', dataIndex: 'total', key: 'total', align: 'right', render: (v: number) => formatMoney(v) },
  ];
  return (
    <section data-testid="screen-online-orders" aria-label="Pedidos en línea">
      <PageHeader title="Pedidos en línea" description="Pedidos con método de pago en línea o enlace de pago (el cobro en línea todavía no está conectado: nadie los cobró en línea)." />
      {loadingCommerce ? <Skeleton active /> : null}
      {!loadingCommerce && !enabled ? (
        <Result
          icon={<CreditCardOutlined />}
          title="Cobros en línea: próximamente"
          subTitle={
            owner
              ? 'Próximamente: el cobro en línea todavía no está conectado. Puedes dejar listos tus datos de cobro; hoy tus clientes pagan en efectivo, con tarjeta en terminal o por transferencia.'
              : 'Próximamente: el cobro en línea todavía no está conectado. Cuando lo esté, verás aquí los pedidos pagados con tarjeta.'
          }
          extra={
            owner ? (
              <Button type="primary" size="large" onClick={() => navigate('/configuracion-cobro-en-linea')}>
                Dejar listos mis datos de cobro
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {enabled ? (
        <>
          <Segmented
            size="large"
            style={{ marginBottom: 16 }}
            value={payment}
            onChange={(v) => setPayment(v as PaymentStatus | 'all')}
            options={[{ value: 'all', label: 'Todos' }, ...(['pagado', 'pendiente', 'cancelado'] as const).map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }))]}
          />
          {isError ? <Alert type="error" showIcon title={MSG.ordersError} style={{ marginBottom: 16 }} /> : null}
          <Table<Order>
            rowKey="id"
            columns={columns}
            dataSource={rows}
            loading={isFetching}
            onRow={(order) => ({ onClick: () => navigate(`detalle/${order.id}`), style: { cursor: 'pointer' } })}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
          />
        </>
      ) : null}
      <Outlet />
    </section>
  );
}
