// New orders at the login's other locations (docs/locations.md): one light socket per other location, with
// that location's own token and channel — the server never sends a location's events to another location's
// session — listening for newOrder only. Each rings once and says where («Nuevo pedido en Sucursal Norte»)
// with a button to switch there; the switcher's list is refreshed for the pending counts. The current
// location's orders stay with LiveOrders (board, alarm, printing).
import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { commerceChannel } from '@shared/live';
import type { LocationSummary } from '@shared/locations';
import { API_BASE_URL } from '../../app/baseQuery';
import { selectLocationTokens } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { alarmPlayer } from '../../features/orders/alarm/player';
import { liveUrl } from '../../live/client';
import { LiveConnection, type LiveSocket } from '../../live/connection';
import { announcer } from '../../live/announcer';
import { showSystemNotification } from '../../live/notifications';
import { locationsApi } from './api';

const browserSocket = (url: string) => new WebSocket(url) as unknown as LiveSocket;

export function otherLocationOrderText(locationName: string, folio: string): { title: string; body: string } {
  return { title: `Nuevo pedido en ${locationName}`, body: `Pedido ${folio}` };
}

export function OtherLocationsWatch({ locations, onSwitch }: { locations: LocationSummary[]; onSwitch: (location: LocationSummary) => void }) {
  const tokens = useAppSelector(selectLocationTokens);
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();
  const latest = useRef({ locations, onSwitch, notification });
  latest.current = { locations, onSwitch, notification };
  // Only the other locations where the user may see the board (the server refuses the channel elsewhere).
  const watched = locations
    .filter((location) => !location.actual && location.tablero)
    .map((location) => ({ id: location.id_comercio, token: tokens.find((entry) => entry.id_comercio === location.id_comercio)?.token }))
    .filter((entry): entry is { id: string; token: string } => Boolean(entry.token));
  const key = watched.map((entry) => `${entry.id}:${entry.token}`).join(',');

  useEffect(() => {
    if (!key) return;
    const connections = key.split(',').map((pair) => {
      const [id = '', token = ''] = pair.split(':');
      const connection = new LiveConnection({
        url: liveUrl(API_BASE_URL),
        channels: [commerceChannel(id)],
        token,
        createSocket: browserSocket,
        onEvent(event) {
          if (event.eventId !== 'newOrder') return;
          const location = latest.current.locations.find((item) => item.id_comercio === id);
          const name = location?.nombre ?? 'otra sucursal';
          const { title, body } = otherLocationOrderText(name, event.data.folio);
          alarmPlayer().ringOnce();
          announcer.announce(`${title}, ${body}`);
          latest.current.notification.info({
            key: `other-location-${event.data.orderId}`,
            title: <span data-testid="other-location-order">{title}</span>,
            description: body,
            duration: 0,
            actions: location ? (
              <Button type="primary" size="small" onClick={() => latest.current.onSwitch(location)}>
                {`Ir a ${name}`}
              </Button>
            ) : undefined,
          });
          showSystemNotification(title, body);
          dispatch(locationsApi.util.invalidateTags(['Locations']));
        },
      });
      connection.start();
      return connection;
    });
    return () => {
      for (const connection of connections) connection.stop();
    };
  }, [key, dispatch]);
  return null;
}
