// /clientes: customers who ordered (menu, phone or table), searched and paged by the server, with their
// orders, spend and last order; the detail opens in a drawer (?cliente=<id>, so it can be linked) and the
// list exports to CSV and Excel with the same search.
import { Alert, Card, Empty, Grid, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '@shared/dates';
import { formatMoney } from '@shared/money';
import type { Customer } from '@shared/types/menu';
import { useGetCommerceQuery } from '../../app/coreApi';
import { ExportButtons } from '../../components/ExportButtons';
import { PageHeader } from '../../components/PageHeader';
import { serverPagination } from '../../components/serverPagination';
import { downloadCustomersExport, useGetCustomersQuery, type CustomerFilters, type CustomerSort } from './api';
import { CustomerDrawer } from './CustomerDrawer';
import { useFocusableScroll } from '../../shell/useFocusableScroll';
import { formatCount } from '@shared/count';

const PAGE_SIZE = 20;

const SORT_OPTIONS: { value: CustomerSort; label: string }[] = [
  { value: 'ultimo_pedido', label: 'Pedido más reciente' },
  { value: 'total_gastado', label: 'Mayor gasto' },
  { value: 'total_pedidos', label: 'Más pedidos' },
  { value: 'nombre', label: 'Nombre (A-Z)' },
];

export default function ClientsScreen() {
  const tableArea = useFocusableScroll('Tabla de clientes');
  const { data: commerce } = useGetCommerceQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<CustomerFilters>({ orden: 'ultimo_pedido' });
  const [page, setPage] = useState(1);
  const { data, isFetching, isError } = useGetCustomersQuery({ ...filters, page, pageSize: PAGE_SIZE });
  const selected = searchParams.get('cliente');
  // Below 576 px the figures go under the name so nothing hides behind a horizontal scroll.
  const compact = !Grid.useBreakpoint().sm;
  const timeZone = commerce?.zona_horaria;

  const update = (next: Partial<CustomerFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const open = (id: string | null) =>
    setSearchParams((params) => {
      if (id) params.set('cliente', id);
      else params.delete('cliente');
      return params;
    });
  // The columns read the latest `open` through a ref, so they are built once per layout and time zone
  // (new column definitions every render make antd render every cell again).
  const openRef = useRef(open);
  openRef.current = open;

  const columns = useMemo<TableColumnsType<Customer>>(
    () => [
      {
        title: 'Cliente',
        dataIndex: 'nombre',
        key: 'nombre',
        render: (nombre: string, customer) => (
          <Space direction="vertical" size={0}>
            {/* A real link (href) so Tab reaches it and Enter opens the customer; the click stays in-app. */}
            <Typography.Link
              href={`?cliente=${encodeURIComponent(customer.id)}`}
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                openRef.current(customer.id);
              }}
            >
              {nombre}
            </Typography.Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`+${customer.country_code} ${customer.numero_celular}`}</Typography.Text>
            {compact ? (
              <Typography.Text style={{ fontSize: 12 }}>
                {customer.total_pedidos === 1 ? '1 pedido' : `${formatCount(customer.total_pedidos)} pedidos`} · {formatMoney(customer.total_gastado)}
              </Typography.Text>
            ) : null}
          </Space>
        ),
      },
      { title: 'Pedidos', dataIndex: 'total_pedidos', key: 'pedidos', align: 'right', responsive: ['sm'], render: (count: number) => formatCount(count) },
      { title: 'Total gastado', dataIndex: 'total_gastado', key: 'gastado', align: 'right', responsive: ['sm'], render: (value: number) => formatMoney(value) },
      {
        title: 'Último pedido',
        dataIndex: 'ultimo_pedido',
        key: 'ultimo',
        responsive: ['md'],
        render: (value: string | null) => (value ? formatDateTime(value, timeZone) : 'Sin pedidos'),
      },
      {
        title: 'Dirección más reciente',
        dataIndex: 'direcciones',
        key: 'direccion',
        responsive: ['lg'],
        ellipsis: true,
        render: (value: string[]) => value[0] ?? '—',
      },
    ],
    [compact, timeZone],
  );

  return (
    <section data-testid="screen-clients" aria-label="Clientes">
      <PageHeader
        title="Clientes"
        description="Quienes han pedido en tu comercio: cuántas veces, cuánto han gastado y a dónde."
        extra={
          <ExportButtons
            download={(session, format) => downloadCustomersExport(session, format, filters)}
            failure="No se pudo exportar la lista de clientes"
            testIdPrefix="clients-export"
          />
        }
      />
      <Space wrap size={[12, 12]} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Nombre o teléfono"
          aria-label="Buscar clientes"
          style={{ width: 280, maxWidth: '100%' }}
          onSearch={(q) => update({ q })}
          data-testid="clients-search"
        />
        <Select<CustomerSort>
          aria-label="Ordenar por"
          value={filters.orden}
          options={SORT_OPTIONS}
          style={{ width: 200 }}
          onChange={(orden) => update({ orden })}
        />
      </Space>
      {isError ? <Alert type="error" showIcon title="No se pudo cargar la lista de clientes" style={{ marginBottom: 16 }} /> : null}
      <Card styles={{ body: { padding: 0 } }} ref={tableArea}>
        <Table<Customer>
          rowKey="id"
          columns={columns}
          dataSource={data?.rows ?? []}
          loading={isFetching}
          data-testid="clients-table"
          onRow={(customer) => ({ onClick: () => open(customer.id), style: { cursor: 'pointer' } })}
          locale={{ emptyText: <Empty description={filters.q ? 'Ningún cliente coincide con la búsqueda' : 'Aún no tienes clientes: aparecen con su primer pedido'} /> }}
          pagination={serverPagination(page, PAGE_SIZE, data?.total, setPage, 'clientes')}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {selected ? <CustomerDrawer customerId={selected} timeZone={timeZone} onClose={() => open(null)} /> : null}
    </section>
  );
}
