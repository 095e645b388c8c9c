// The kitchen screen follows the commerce's live channel on its own socket (a cook may have no board, whose
// socket runs only with HISTORIAL): a new or accepted order, a status change (cancelled, rejected), an edited
// order and a bump or
// recall on another screen make the queue read again, and so does every (re)connect, so a screen that
// was offline catches up with what the server holds (docs/kitchen.md).
import { useEffect, useState } from 'react';
import { ORDER_EDITED_EVENT } from '@shared/orders/edit-changes';
import { MSG } from '@shared/messages';
import { useAccount } from '../../app/access';
import { API_BASE_URL } from '../../app/baseQuery';
import { loggedOut, selectSession } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { createLiveClient } from '../../live/client';
import type { LiveStatus } from '../../live/connection';
import { kitchenApi } from './api';

/** Events close together (a burst of bumps) make one read. */
const REFRESH_DELAY_MS = 80;

export function useKitchenLive(): LiveStatus {
  const session = useAppSelector(selectSession);
  const accountId = useAccount()?.accountId ?? null;
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const token = session?.token ?? null;
  const commerceId = session?.id_comercio ?? null;

  useEffect(() => {
    if (!token || !commerceId || !accountId) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = null;
        dispatch(kitchenApi.util.invalidateTags(['Kitchen']));
      }, REFRESH_DELAY_MS);
    };
    const client = createLiveClient({
      apiBaseUrl: API_BASE_URL,
      token,
      commerceId,
      accountId,
      onConnected: refresh,
      onEvent: (event) => {
        if (event.eventId === 'newOrder' || event.eventId === 'changeOrderStatus' || event.eventId === ORDER_EDITED_EVENT || event.eventId === 'kitchenChanged') refresh();
      },
      onSession: () => dispatch(loggedOut(MSG.sessionExpired)),
      onStatus: setStatus,
    });
    const onOnline = () => client.reconnectNow();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      if (timer) clearTimeout(timer);
      client.stop();
    };
  }, [token, commerceId, accountId, dispatch]);

  return status;
}
