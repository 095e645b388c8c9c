// Switching location without logging out (docs/locations.md): the session takes the chosen location's token
// of the same login, then the whole API cache is dropped, so no screen shows the previous location's data
// even for a moment; every mounted query refetches with the new token, and the live channel (LiveOrders,
// keyed by token and commerce) reconnects to the new location.
import { useCallback } from 'react';
import type { LocationSummary } from '@shared/locations';
import { api } from '../../app/api';
import { locationSwitched, selectLocationTokens } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';

export function useSwitchLocation(): (location: Pick<LocationSummary, 'id_comercio' | 'nombre' | 'id_path'>) => boolean {
  const dispatch = useAppDispatch();
  const tokens = useAppSelector(selectLocationTokens);
  return useCallback(
    (location) => {
      const entry = tokens.find((item) => item.id_comercio === location.id_comercio);
      if (!entry) return false;
      dispatch(locationSwitched({ id_comercio: entry.id_comercio, token: entry.token, nombre_comercio: location.nombre, id_path: location.id_path }));
      dispatch(api.util.resetApiState());
      return true;
    },
    [dispatch, tokens],
  );
}
