// /historial-pedidos: server-side paginated history with date range, status, delivery method, payment
// method and text search; detail, reprint, delete (with permission), printing several selected orders and
// CSV/XLSX export. The owner of several locations picks one of them or «Todas las sucursales»; a «Sucursal»
// column then says where each order is, and another location's orders are read-only here (their detail,
// reprint and delete belong to that location's session; docs/locations.md, "Consolidated views").
import { DeleteOutlined, EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Grid, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_METHODS, type DeliveryType, type OrderStatus, type PaymentMethod } from '@shared/constants';
import { formatDateTime } from '@shared/dates';
import { MSG } from '@shared/messages';
import { paymentMethodsLabel } from '@shared/labels';
import { formatMoney } from '@shared/money';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import type { Order } from '@shared/types/order';
import { useCanDeleteOrders } from '../../app/access';
import { useGetCommerceQuery } from '../../app/coreApi';
import { useToast } from '../../app/feedback';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { ExportButtons } from '../../components/ExportButtons';
import { selectAllTitle } from '../../components/SelectAllTitle';
import { MultiSelectFilter } from '../../components/MultiSelectFilter';
import { PageHeader } from '../../components/PageHeader';
import { serverPagination } from '../../components/serverPagination';
import { useOrderActions } from '../orders/actions/useOrderActions';
import { ordersApi } from '../orders/api';
import { DELIVERY_SHORT_LABELS, PAYMENT_METHOD_LABELS } from '../orders/labels';
import { downloadHistoryExport, useGetOrderHistoryQuery, type HistoryFilters } from './api';
import { TestOrderTag } from '../setup/TestOrderTag';
import { PrintSelected } from './PrintSelected';
import { LocationSelect, locationName, useLocations } from '../stats/LocationSelect';
import { useDestructiveFlow } from '../orders/actions/useDestructiveFlow';

const PAGE_SIZE = 20;

type RowRequest = { action: 'print' | 'delete'; seq: number };

/**
 * The actions' hooks (six mutations, the reason dialog…) run only once a row's print or delete is used:
 * mounted for each of the 20 rows of every page they made paging a long task (docs/board.md, History).
 */
function RowActionRunner({ order, request, onBusy }: { order: Order; request: RowRequest; onBusy(busy: 'print' | 'delete' | null): void }) {
  const actions = useOrderActions(order);
  // Deleting asks for the reason like the board does (stored with the order, docs/counter.md).
  const destructive = useDestructiveFlow(order, actions);
  const commerceId = useAppSelector(selectSession)?.id_comercio ?? '';
  const [loadDetail] = ordersApi.useLazyGetOrderQuery();
  const toast = useToast();
  const busy = actions.busy === 'print' || actions.busy === 'delete' ? actions.busy : null;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const latest = useRef({ actions, destructive, loadDetail, toast, commerceId });
  latest.current = { actions, destructive, loadDetail, toast, commerceId };
  // Each request once (StrictMode runs effects twice in development: one click, one print).
  const handled = useRef(0);
  useEffect(() => {
    if (handled.current === request.seq) return;
    handled.current = request.seq;
    const { actions: now, destructive: flow, loadDetail: load, toast: notify, commerceId: commerce } = latest.current;
    if (request.action === 'delete') {
      flow.choose('delete');
      return;
    }
    void load({ commerceId: commerce, orderId: order.id }).then(async (result) => {
      if (!result.data) return notify.error(MSG.printOrderNotFound);
      await now.print(result.data, true);
    });
  }, [request.seq, request.action, order.id]);
  return destructive.dialog;
}

// Memoised: a page change or the loading overlay does not render every row's actions again. Stacked on a
// phone, where three buttons side by side pushed the table wider than the screen.
const RowActions = memo(function RowActions({ order, stacked }: { order: Order; stacked: boolean }) {
  const navigate = useNavigate();
  const canDelete = useCanDeleteOrders();
  const [request, setRequest] = useState<RowRequest | null>(null);
  const [busy, setBusy] = useState<'print' | 'delete' | null>(null);
  const ask = (action: RowRequest['action']) => setRequest((current) => ({ action, seq: (current?.seq ?? 0) + 1 }));
  return (
    <Space size={4} direction={stacked ? 'vertical' : 'horizontal'}>
      <Button icon={<EyeOutlined />} aria-label={`Ver pedido ${order.folio}`} onClick={() => navigate(`detalle/${order.id}`)} />
      <Button icon={<PrinterOutlined />} aria-label={`Reimprimir pedido ${order.folio}`} loading={busy === 'print'} onClick={() => ask('print')} />
      {canDelete ? (
        <Button danger icon={<DeleteOutlined />} aria-label={`Eliminar pedido ${order.folio}`} loading={busy === 'delete'} onClick={() => ask('delete')} />
      ) : null}
      {request ? <RowActionRunner order={order} request={request} onBusy={setBusy} /> : null}
    </Space>
  );
});

export default function OrderHistoryScreen() {
  const navigate = useNavigate();
  const { data: commerce } = useGetCommerceQuery();
  const [filters, setFilters] = useState<HistoryFilters>({});
  const ownCommerce = useAppSelector(selectSession)?.id_comercio ?? '';
  const { locations, several } = useLocations();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const { data, isFetching, isError } = useGetOrderHistoryQuery({ ...filters, page, pageSize: PAGE_SIZE });
  const update = (next: Partial<HistoryFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const timeZone = commerce?.zona_horaria;
  // A phone (below antd's sm, 576 px): the folio's cell also says who, when and in which status, the other
  // columns hide, and the actions stack, so the table fits the screen instead of scrolling sideways.
  const compact = !Grid.useBreakpoint().sm;
  // Built once per time zone and width: antd compares column definitions, new ones every render re-render every cell.
  const columns = useMemo<TableColumnsType<Order>>(
    () => [
      ...(several ? [{ title: 'Sucursal', dataIndex: 'id_comercio', key: 'sucursal', render: (id: string) => locationName(locations, id), responsive: ['sm' as const] }] : []),
      {
        title: 'Folio',
        dataIndex: 'folio',
        key: 'folio',
        render: (folio: string, order: Order) => (
          <>
            <strong>{folio}</strong> <TestOrderTag order={order} />
            {compact ? (
              <Space direction="vertical" size={2} style={{ display: 'flex', marginTop: 4 }}>
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>{order.nombre}</Typography.Text>
                {several ? <Typography.Text type="secondary">{locationName(locations, order.id_comercio)}</Typography.Text> : null}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(order.created_at, timeZone)}
                </Typography.Text>
                <Tag style={{ width: 'fit-content' }}>{ORDER_STATUS_LABELS[order.estatus_pedido]}</Tag>
              </Space>
            ) : null}
          </>
        ),
      },
      { title: 'Fecha', dataIndex: 'created_at', key: 'fecha', render: (value: string) => formatDateTime(value, timeZone), responsive: ['md'] },
      { title: 'Cliente', dataIndex: 'nombre', key: 'cliente', ellipsis: true, responsive: ['sm'] },
      { title: 'Entrega', dataIndex: 'metodo_entrega', key: 'entrega', render: (value: DeliveryType) => DELIVERY_SHORT_LABELS[value], responsive: ['lg'] },
      { title: 'Estatus', dataIndex: 'estatus_pedido', key: 'estatus', render: (value: OrderStatus) => <Tag>{ORDER_STATUS_LABELS[value]}</Tag>, responsive: ['sm'] },
      { title: 'Pago', dataIndex: 'metodo_pago', key: 'pago', render: (_: PaymentMethod, order: Order) => paymentMethodsLabel(order), responsive: ['lg'] },
      { title: 'Total', dataIndex: 'total', key: 'total', align: 'right', render: (value: number) => formatMoney(value) },
      {
        title: '',
        key: 'acciones',
        render: (_: unknown, order) => (order.id_comercio === ownCommerce ? <RowActions order={order} stacked={compact} /> : null),
        width: compact ? 48 : 150,
      },
    ],
    [timeZone, compact, several, locations, ownCommerce],
  );
  const onRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    update({ desde: range?.[0]?.format('YYYY-MM-DD') ?? undefined, hasta: range?.[1]?.format('YYYY-MM-DD') ?? undefined });

  return (
    <section data-testid="screen-order-history" aria-label="Historial de pedidos">
      <PageHeader
        title="Historial de pedidos"
        description="Consulta pedidos pasados por fecha, estatus, forma de entrega y forma de pago."
        extra={
          <ExportButtons download={(session, format) => downloadHistoryExport(session, format, filters)} failure={MSG.historyError} testIdPrefix="export" />
        }
      />
      <Space wrap size={[12, 12]} style={{ marginBottom: 16, width: '100%' }}>
        <LocationSelect value={filters.comercio ?? ownCommerce} onChange={(comercio) => update({ comercio })} testId="history-location" />
        <Input.Search
          allowClear
          placeholder="Folio, nombre o teléfono"
          aria-label="Buscar pedidos"
          style={{ width: 260 }}
          onSearch={(q) => update({ q })}
          data-testid="history-search"
        />
        <DatePicker.RangePicker aria-label="Rango de fechas" format="DD/MM/YYYY" placeholder={['Desde dd/mm/aaaa', 'Hasta dd/mm/aaaa']} onChange={(range) => onRange(range as [Dayjs | null, Dayjs | null] | null)} />
        <MultiSelectFilter label="Estatus" values={ORDER_STATUSES} labels={ORDER_STATUS_LABELS} onChange={(estatus) => update({ estatus })} />
        <MultiSelectFilter label="Forma de entrega" values={DELIVERY_TYPES} labels={DELIVERY_SHORT_LABELS} onChange={(metodo_entrega) => update({ metodo_entrega })} />
        <MultiSelectFilter label="Forma de pago" values={PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} onChange={(metodo_pago) => update({ metodo_pago })} />
      </Space>
      {isError ? <Alert type="error" showIcon title={MSG.historyError} style={{ marginBottom: 16 }} /> : null}
      {/* Several tickets at once is a counter task: on a phone the table keeps its width for the row's own buttons. */}
      {compact ? null : <PrintSelected ids={selected} onDone={() => setSelected([])} />}
      <Table<Order>
        rowKey="id"
        rowSelection={compact ? undefined : {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                preserveSelectedRowKeys: true,
                columnTitle: selectAllTitle,
                getCheckboxProps: (order) => ({ disabled: order.id_comercio !== ownCommerce }),
              }}
        size="middle"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        data-testid="history-table"
        // A row's dialogs (delete's reason) are portals: their clicks reach the row in React, not in the page.
        onRow={(order) => ({ onDoubleClick: (event) => event.currentTarget.contains(event.target as Node) && navigate(`detalle/${order.id}`) })}
        pagination={serverPagination(page, PAGE_SIZE, data?.total, setPage, 'pedidos', data?.total_exacto ?? true)}
        // On a phone the table keeps the screen's width and a long name breaks; at max-content it pushed the
        // total and the buttons off the screen.
        scroll={compact ? undefined : { x: 'max-content' }}
      />
      <Outlet />
    </section>
  );
}
