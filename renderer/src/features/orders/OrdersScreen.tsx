// /control-pedidos: the live board of in-process orders (docs/board.md; states: docs/domain.md (Estados del pedido)). Columns on desktop, a segmented
// switch on mobile. The live channel (renderer/src/live) keeps the data current; no reload needed.
// The screen itself does not read the orders: columns read their ids, cards their own order (docs/board.md).
import { BellFilled, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Segmented, Skeleton, Space, type InputRef } from 'antd';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { hasModule } from '@shared/modules';
import { useAccount } from '../../app/access';
import { selectCommerceId } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { PageHeader } from '../../components/PageHeader';
import { ShiftPrompt } from '../cash/ShiftPrompt';
import { useIsDesktop } from '../../shell/layoutHooks';
import { newOrdersAlarm } from './alarm/alarm-store';
import { useGetInProcessOrdersQuery } from './api';
import { BoardColumn } from './board/BoardColumn';
import { shownGroups, type BoardGroup } from './board/board-groups';
import type { BoardQuery } from './board/board-selectors';
import { useColumnIds, useRingingIds } from './board/board-store';
import { BoardToolbar } from './board/BoardToolbar';
import { useBoardPreferences } from './board/board-view';
import { ShortcutsHelp } from './board/ShortcutsHelp';
import { UsageBar } from './board/UsageBar';
import { useBoardKeyboard } from './board/useBoardKeyboard';
import './board/board.css';


function NewOrdersButton({ onOpen }: { onOpen(orderId: string): void }) {
  const ringing = useRingingIds();
  if (ringing.length === 0) return null;
  return (
    <Button danger type="primary" size="large" icon={<BellFilled />} data-testid="new-orders-button" onClick={() => onOpen(ringing[ringing.length - 1]!)}>
      {ringing.length === 1 ? '1 pedido nuevo' : `${ringing.length} pedidos nuevos`}
    </Button>
  );
}

export default function OrdersScreen() {
  const commerceId = useAppSelector(selectCommerceId) ?? '';
  const account = useAccount();
  const isDesktop = useIsDesktop();
  const navigate = useNavigate();
  // Only the request flags: an order arriving does not render the screen.
  const { isLoading, isError, isFetching, refetch } = useGetInProcessOrdersQuery(commerceId, {
    skip: !commerceId,
    selectFromResult: ({ isLoading, isError, isFetching }) => ({ isLoading, isError, isFetching }),
  });
  const [filters, setFilters] = useState<BoardQuery>({ statuses: [], delivery: 'all', search: '' });
  const preferences = useBoardPreferences();
  const dense = preferences.view === 'dense';
  // Typing in the search box stays responsive; the columns follow a moment later.
  const deferred = useDeferredValue(filters);
  const query = useMemo(() => ({ ...deferred, sort: preferences.sort }), [deferred, preferences.sort]);
  const columns = useColumnIds(commerceId, query);
  const [chosenMobileGroup, setMobileGroup] = useState<BoardGroup['id']>('new');
  const [helpOpen, setHelpOpen] = useState(false);
  const searchRef = useRef<InputRef>(null);
  const canRegister = hasModule(account, 'ORDENES_TELEFONICAS');

  const lastOpened = useRef<string | null>(null);
  const open = useCallback(
    (orderId: string) => {
      newOrdersAlarm.remove(orderId);
      lastOpened.current = orderId;
      navigate(`/control-pedidos/detalle/${orderId}`);
    },
    [navigate],
  );
  // Closing the detail drawer (a route) gives the focus back to the card it was opened from.
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== '/control-pedidos' || !lastOpened.current) return;
    const orderId = lastOpened.current;
    lastOpened.current = null;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      document.querySelector<HTMLElement>(`[data-testid="order-card"][data-order-id="${CSS.escape(orderId)}"]`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  const register = useCallback(() => navigate('/control-pedidos/registrar-pedido'), [navigate]);
  // «Programados» shows only while an order waits in it (board-groups.ts).
  const groups = shownGroups(columns.scheduled.length);
  const mobileGroup = groups.some((group) => group.id === chosenMobileGroup) ? chosenMobileGroup : 'new';
  const visibleGroups = useMemo(() => (isDesktop ? groups.map((group) => group.id) : [mobileGroup]), [isDesktop, mobileGroup, groups]);

  useBoardKeyboard({
    columns,
    visibleGroups,
    onNewOrder: canRegister ? register : undefined,
    onSearch: () => searchRef.current?.focus(),
    onHelp: () => setHelpOpen(true),
    onShowGroup: setMobileGroup,
  });

  return (
    <section data-testid="screen-orders" aria-label="Control de pedidos" className={dense ? 'board-screen--dense' : undefined}>
      <PageHeader
        title="Control de pedidos"
        description={isDesktop && !dense ? 'Pedidos en proceso de tu comercio, en tiempo real.' : undefined}
        extra={
          <Space size={12} align="center" wrap>
            <NewOrdersButton onOpen={open} />
            <UsageBar limits={account?.orderLimits} />
            <Button size="large" icon={<ReloadOutlined spin={isFetching} />} aria-label="Actualizar pedidos" onClick={() => void refetch()} />
          </Space>
        }
      />
      <BoardToolbar
        filters={filters}
        onChange={setFilters}
        compact={!isDesktop}
        canRegister={canRegister}
        onRegister={register}
        searchRef={searchRef}
        onShowShortcuts={() => setHelpOpen(true)}
      />
      {isError ? <Alert type="error" showIcon title={MSG.ordersError} style={{ marginBottom: 16 }} /> : null}
      <ShiftPrompt hasSales={columns.preparing.length > 0 || columns.ready.length > 0} />
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : isDesktop ? (
        <div className={`board board--columns${dense ? ' board--dense' : ''}`} style={{ '--board-columns': groups.length } as CSSProperties} data-testid="board" data-view={preferences.view}>
          {groups.map((group) => (
            // A new view is a new list (sizes, gaps): the column starts over rather than reusing the other's measures.
            <BoardColumn key={`${group.id}-${preferences.view}`} group={group} ids={columns[group.id]} commerceId={commerceId} onOpen={open} dense={dense} />
          ))}
        </div>
      ) : (
        <div className={dense ? 'board board--dense' : 'board'} data-testid="board" data-view={preferences.view}>
          <Segmented
            block
            size="large"
            aria-label="Etapa de los pedidos"
            value={mobileGroup}
            onChange={(value) => setMobileGroup(value as BoardGroup['id'])}
            options={groups.map((group) => ({
              value: group.id,
              label: (
                <div style={{ lineHeight: 1.25, padding: '6px 0' }} data-testid={`board-tab-${group.id}`}>
                  <div>{group.short}</div>
                  <strong style={{ fontSize: 18, color: group.accent }}>{columns[group.id].length}</strong>
                </div>
              ),
            }))}
            style={{ marginBottom: 12 }}
          />
          {groups.filter((group) => group.id === mobileGroup).map((group) => (
            <BoardColumn key={`${group.id}-${preferences.view}`} group={group} ids={columns[group.id]} commerceId={commerceId} onOpen={open} heading={false} dense={dense} />
          ))}
        </div>
      )}
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      <Outlet />
    </section>
  );
}
