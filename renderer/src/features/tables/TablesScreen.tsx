// /mesas (SELF_SERVICE): tables with number and status, a QR per table to its public menu, and the
// orders of each table ('Pedidos de la mesa {n}') where it is closed.
import { TableOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { Outlet, useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { PageHeader } from '../../components/PageHeader';
import { TABLE_STATUS_LABELS, useGetTablesQuery } from './api';
import { TableQr, tableMenuUrl } from './TableQr';

const STATUS_COLORS = { a: 'green', o: 'orange', c: 'default' } as const;

export default function TablesScreen() {
  const idPath = useAppSelector(selectSession)?.id_path ?? '';
  const navigate = useNavigate();
  const { data: tables, isLoading, isError } = useGetTablesQuery();
  return (
    <section data-testid="screen-tables" aria-label="Mis mesas">
      <PageHeader title="Mis mesas" description="Mesas de tu comercio con su código QR para pedir desde la mesa." />
      {isError ? <Alert type="error" showIcon title={MSG.updateInfoError} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {tables && tables.length === 0 ? <Empty description="Todavía no tienes mesas" /> : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
        {tables?.map((table) => (
          <Card
            key={table.uuid}
            data-testid="table-card"
            title={
              <Space>
                <TableOutlined />
                <span style={{ fontSize: 18 }}>Mesa {table.numero}</span>
              </Space>
            }
            extra={<Tag color={STATUS_COLORS[table.status]}>{TABLE_STATUS_LABELS[table.status]}</Tag>}
          >
            <Space orientation="vertical" align="center" style={{ width: '100%' }} size={12}>
              <TableQr url={tableMenuUrl(idPath, table.uuid)} tableNumber={table.numero} />
              <Badge count={table.pedidos_abiertos} offset={[8, 0]}>
                <Button size="large" type={table.pedidos_abiertos > 0 ? 'primary' : 'default'} onClick={() => navigate(`/control-pedidos/self-service/${table.uuid}/${table.numero}`)}>
                  Ver pedidos
                </Button>
              </Badge>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {table.pedidos_abiertos === 1 ? '1 pedido abierto' : `${table.pedidos_abiertos} pedidos abiertos`}
              </Typography.Text>
            </Space>
          </Card>
        ))}
      </div>
      <Outlet />
    </section>
  );
}
