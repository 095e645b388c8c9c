// /control-pedidos: the live board of in-process orders (SPEC §2, §4). Columns on desktop, a segmented
// switch on mobile. The live channel (renderer/src/live) keeps the data current; no reload needed.
import { BellFilled, ReloadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Empty, Segmented, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { hasModule } from '@shared/modules';
import { useAccount } from '../../app/access';
import { selectCommerceId } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { PageHeader } from '../../components/PageHeader';
import { useIsDesktop } from '../../shell/layoutHooks';
import { newOrdersAlarm } from './alarm/alarm-store';
import { useGetInProcessOrdersQuery } from './api';
import { BOARD_GROUPS, filterOrders, groupOrders, type BoardFilters, type BoardGroup } from './board/board-groups';
import { BoardToolbar } from './board/BoardToolbar';
import { OrderCard } from './board/OrderCard';
import { UsageBar } from './board/UsageBar';
import { useNow } from './useNow';
import type { Order } from '@shared/types/order';

function Column({ group, orders, now, newIds, onOpen, heading = true }: { group: BoardGroup; orders: Order[]; now: number; newIds: readonly string[]; onOpen(id: string): void; heading?: boolean }) {
  return (
    <section aria-label={group.title} data-testid={`board-column-${group.id}`} style={{ minWidth: 0 }}>
      {heading ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 10, borderBottom: `3px solid ${group.accent}`, paddingBottom: 6 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {group.title}
          </Typography.Title>
          <Badge count={orders.length} showZero color={group.accent} />
        </div>
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {orders.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin pedidos" /> : null}
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} now={now} isNew={newIds.includes(order.id)} onOpen={onOpen} />
        ))}
      </div>
    </section>
  );
}

export default function OrdersScreen() {
  const commerceId = useAppSelector(selectCommerceId) ?? '';
  const account = useAccount();
  const isDesktop = useIsDesktop();
  const navigate = useNavigate();
  const now = useNow();
  const newIds = useSyncExternalStore(newOrdersAlarm.subscribe, () => newOrdersAlarm.getSnapshot().orderIds);
  const { data: orders, isLoading, isError, refetch, isFetching } = useGetInProcessOrdersQuery(commerceId, { skip: !commerceId });
  const [filters, setFilters] = useState<BoardFilters>({ statuses: [], delivery: 'all' });
  const [mobileGroup, setMobileGroup] = useState<BoardGroup['id']>('new');
  const grouped = useMemo(() => groupOrders(filterOrders(orders ?? [], filters)), [orders, filters]);
  const open = (orderId: string) => {
    newOrdersAlarm.remove(orderId);
    navigate(`/control-pedidos/detalle/${orderId}`);
  };

  return (
    <section data-testid="screen-orders" aria-label="Control de pedidos">
      <PageHeader
        title="Control de pedidos"
        description={isDesktop ? 'Pedidos en proceso de tu comercio, en tiempo real.' : undefined}
        extra={
          <Space size={12} align="center" wrap>
            {newIds.length > 0 ? (
              <Button danger type="primary" size="large" icon={<BellFilled />} data-testid="new-orders-button" onClick={() => open(newIds[0]!)}>
                {newIds.length === 1 ? '1 pedido nuevo' : `${newIds.length} pedidos nuevos`}
              </Button>
            ) : null}
            <UsageBar limits={account?.orderLimits} />
            <Button size="large" icon={<ReloadOutlined spin={isFetching} />} aria-label="Actualizar pedidos" onClick={() => void refetch()} />
          </Space>
        }
      />
      <BoardToolbar
        filters={filters}
        onChange={setFilters}
        compact={!isDesktop}
        canRegister={hasModule(account, 'ORDENES_TELEFONICAS')}
        onRegister={() => navigate('/control-pedidos/registrar-pedido')}
      />
      {isError ? <Alert type="error" showIcon title={MSG.ordersError} style={{ marginBottom: 16 }} /> : null}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isDesktop ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16, alignItems: 'start' }} data-testid="board">
          {BOARD_GROUPS.map((group) => (
            <Column key={group.id} group={group} orders={grouped[group.id]} now={now} newIds={newIds} onOpen={open} />
          ))}
        </div>
      ) : (
        <div data-testid="board">
          <Segmented
            block
            size="large"
            aria-label="Etapa de los pedidos"
            value={mobileGroup}
            onChange={(value) => setMobileGroup(value as BoardGroup['id'])}
            options={BOARD_GROUPS.map((group) => ({
              value: group.id,
              label: (
                <div style={{ lineHeight: 1.25, padding: '6px 0' }} data-testid={`board-tab-${group.id}`}>
                  <div>{group.short}</div>
                  <strong style={{ fontSize: 18, color: group.accent }}>{grouped[group.id].length}</strong>
                </div>
              ),
            }))}
            style={{ marginBottom: 12 }}
          />
          {BOARD_GROUPS.filter((group) => group.id === mobileGroup).map((group) => (
            <Column key={group.id} group={group} orders={grouped[group.id]} now={now} newIds={newIds} onOpen={open} heading={false} />
          ))}
        </div>
      )}
      <Outlet />
    </section>
  );
}
