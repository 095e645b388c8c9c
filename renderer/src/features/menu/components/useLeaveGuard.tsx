// 'Los cambios se perderán ¿Desea salir?' before leaving a form with unsaved changes: a route blocker with a
// confirmation modal for in-app navigation, and the browser's own prompt for reloads and closing the tab.
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { MSG } from '@shared/messages';

/** Returns `allowLeave()`: call it right before navigating away after a successful save. */
export function useLeaveGuard(dirty: boolean): () => void {
  const { modal } = App.useApp();
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: MSG.exitConfirm,
      okText: MSG.confirmYes,
      cancelText: MSG.confirmNo,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return useCallback(() => {
    allowed.current = true;
  }, []);
}
