// Cerrar sesión: tell the server (best effort) and clear the stored session whatever it answers.
import { useCallback } from 'react';
import { loggedOut } from '../app/session';
import { useAppDispatch } from '../app/store';
import { useLogoutMutation } from '../features/auth/api';

export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // An expired or unreachable session is logged out locally all the same.
    }
    dispatch(loggedOut());
  }, [dispatch, logout]);
}
