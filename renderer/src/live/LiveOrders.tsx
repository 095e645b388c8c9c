// Mounted once in the app shell: runs the live channel (only with module HISTORIAL), the new-order alarm,
// the window title count and notifications, whatever screen is open; hands the session to the desktop
// side for automatic printing (it prints by itself, see docs/printing.md).
import { App } from 'antd';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { RIDER_NOTIFICATION_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { hasModule } from '@shared/modules';
import { useAccount } from '../app/access';
import { API_BASE_URL } from '../app/baseQuery';
import { loggedOut, selectSession, selectToken } from '../app/session';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector, type AppStore } from '../app/store';
import { alarmTitle, newOrdersAlarm } from '../features/orders/alarm/alarm-store';
import { alarmPlayer } from '../features/orders/alarm/player';
import { readAutoAccept } from '../features/orders/alarm/sounds';
import { useAutoPrintHandoff } from '../features/orders/auto-print';
import type { OrderDetail } from '@shared/types/order';
import { createLiveClient } from './client';
import { missedOrdersNotificationText, newOrderNotificationText, showSystemNotification } from './notifications';
import { OrdersSync } from './orders-sync';
import { orderArrivals } from '../features/orders/board/arrivals';
import { announcer } from './announcer';
import { LiveAnnouncer } from './LiveAnnouncer';
import { liveRuntime, useConnectionLossWatch, useLiveStatus } from './runtime';
import { getDesktopBridge } from '../bridge';
import { unlockSound, useAudioLocked, useLiveOrdersOn } from './sound-lock';

function useAlarmIds(): readonly string[] {
  return useSyncExternalStore(newOrdersAlarm.subscribe, () => newOrdersAlarm.getSnapshot().orderIds);
}

/**
 * Rings while orders wait and keeps the window title count. Subscribed to the alarm list directly (not
 * through a render) and run after the current task, so the board paints the new card first.
 */
function useAlarmEffects(): void {
  const baseTitle = useRef<string>(document.title.replace(/^\(\d+\) Pedidos? nuevos? · /, ''));
  useEffect(() => {
    const base = baseTitle.current;
    const showCount = (count: number) => {
      document.title = alarmTitle(count, base);
      void getDesktopBridge()
        .setBadgeCount(count)
        .catch(() => undefined);
    };
    let shown = -1;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const apply = () => {
      timer = null;
      const count = newOrdersAlarm.getSnapshot().orderIds.length;
      if (count === shown) return;
      shown = count;
      const player = alarmPlayer();
      if (count > 0) player.start();
      else player.stop();
      showCount(count);
    };
    apply();
    const unsubscribe = newOrdersAlarm.subscribe(() => {
      timer ??= setTimeout(apply, 0);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
      // Unmounted (a logout): nothing rings any more, and the title and the taskbar badge say so. The list
      // itself is cleared by the live effect's cleanup, which runs after this one.
      alarmPlayer().stop();
      showCount(0);
    };
  }, []);
}

/**
 * Any click or key on the page unlocks sound (browsers allow audio only after a user gesture). On the click,
 * not the press: the click's target is settled by then, whatever unlocking changes on screen (the header's
 * notice goes), and the press's user activation still holds at the click (docs/board.md).
 */
function useUnlockOnFirstGesture(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    document.addEventListener('click', unlockSound, true);
    document.addEventListener('keydown', unlockSound, true);
    return () => {
      document.removeEventListener('click', unlockSound, true);
      document.removeEventListener('keydown', unlockSound, true);
    };
  }, [locked]);
}

export function LiveOrders() {
  const session = useAppSelector(selectSession);
  const account = useAccount();
  const live = useLiveOrdersOn();
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const { message, notification } = App.useApp();
  const status = useLiveStatus();
  const alarmIds = useAlarmIds();
  const locked = useAudioLocked();
  const autoPrintOn = account ? hasModule(account, 'IMPRESION_AUTOMATICA') : null;
  const accountId = account?.accountId ?? null;

  // Latest values for callbacks that live as long as the socket.
  const loadDetail = useRef<(orderId: string) => Promise<OrderDetail | null>>(async () => null);
  const latest = useRef({ autoPrintOn, navigate, message, notification, loadDetail: (orderId: string) => loadDetail.current(orderId) });
  latest.current = { ...latest.current, autoPrintOn, navigate, message, notification };

  useAlarmEffects();
  useConnectionLossWatch(live, status);
  useUnlockOnFirstGesture(live && locked);

  useAutoPrintHandoff(API_BASE_URL, autoPrintOn);

  // The socket lives as long as the login (token), not the session object: finishing the onboarding
  // changes that object, and a new socket in its place silenced the alarm and rang again for old orders.
  const token = session?.token ?? null;
  const commerceId = session?.id_comercio ?? null;
  useEffect(() => {
    if (!live || !token || !commerceId || !accountId) return;
    const sync: OrdersSync = new OrdersSync({
      dispatch,
      getState: store.getState,
      commerceId,
      alarm: newOrdersAlarm,
      showError: (text) => void latest.current.message.error(text),
      notifyNewOrder(order) {
        const { title, body } = newOrderNotificationText(order);
        // After the current task: the card is painted before the system notification is built.
        setTimeout(() => showSystemNotification(title, body, () => latest.current.navigate(`/control-pedidos/detalle/${order.id}`)), 0);
      },
      notifyMissedOrders(count) {
        const { title, body } = missedOrdersNotificationText(count);
        setTimeout(() => showSystemNotification(title, body, () => latest.current.navigate('/control-pedidos')), 0);
      },
      announce: (text) => announcer.announce(text),
      arrivals: orderArrivals,
      notifyRider(rider, order) {
        latest.current.notification.info({
          key: `rider-${rider.orderId}`,
          title: 'Repartidor asignado',
          description: `${rider.name} (${rider.phone}) recogerá el pedido ${order?.folio ?? ''}`.trim(),
          duration: RIDER_NOTIFICATION_MS / 1000,
        });
      },
      autoAccept: readAutoAccept,
    });
    // A refused subscription repeats on every retry: say it at most once every two minutes.
    let errorShownAt = Number.NEGATIVE_INFINITY;
    const client = createLiveClient({
      apiBaseUrl: API_BASE_URL,
      token,
      commerceId,
      accountId,
      onConnected: () => void sync.resync(),
      onEvent: (event) => void sync.handleEvent(event),
      onSession: () => dispatch(loggedOut(MSG.sessionExpired)),
      onServerError: () => {
        if (Date.now() - errorShownAt < 120_000) return;
        errorShownAt = Date.now();
        void latest.current.message.error(MSG.eventServerError);
      },
      onStatus: liveRuntime.setStatus,
    });
    // Order ids reach the printer queue as fresh details loaded through this commerce's sync.
    loadDetail.current = (orderId) => sync.fetchDetail(orderId);
    liveRuntime.attach(() => client.reconnectNow());
    // The network changed, or the page is seen again after a sleep: retry at once if waiting, and ask the open
    // sockets whether they still reach the server (a link can die without a close event for many minutes).
    const onOnline = () => {
      client.reconnectNow();
      client.probe();
    };
    const onOffline = () => client.probe();
    const onVisible = () => {
      if (document.visibilityState === 'visible') client.probe();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      liveRuntime.detach();
      client.stop();
      sync.dispose();
      // A logout (or another login) ends the login: the next one hears what is still pending.
      if (selectToken(store.getState()) === token) newOrdersAlarm.clear();
      else newOrdersAlarm.endLogin();
    };
  }, [live, token, commerceId, accountId, dispatch, store]);

  if (!live) return <LiveAnnouncer />;
  const ringing = alarmIds.length > 0;
  return (
    <>
      <LiveAnnouncer />
      <span
        data-testid="order-alarm"
        data-alarm={ringing ? 'ringing' : 'silent'}
        data-audio={locked ? 'locked' : 'unlocked'}
        data-live={status}
        role="status"
        className="visually-hidden"
      >
        {ringing ? alarmTitle(alarmIds.length, '').replace(/ · $/, '') : ''}
      </span>
    </>
  );
}
