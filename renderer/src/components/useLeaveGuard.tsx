// 'Los cambios se perderán ¿Desea salir?' before leaving a form with unsaved changes — the one mechanism of
// every form screen, drawer and dialog (docs/domain.md (Textos exactos)):
//  - useLeaveGuard / <LeaveGuard>: a route blocker with the confirmation for in-app navigation (a route
//    drawer closes by navigating to its parent, so its ×, Escape, mask and Cancelar all pass here), and the
//    browser's own prompt for reloads and closing the tab;
//  - useGuardedClose: the same confirmation for a dialog that closes by state rather than by route.
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { MSG } from '@shared/messages';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

function confirmExit(modal: ModalApi, onLeave: () => void, onStay: () => void = () => undefined): void {
  modal.confirm({
    title: MSG.exitConfirm,
    okText: MSG.confirmYes,
    cancelText: MSG.confirmNo,
    onOk: onLeave,
    onCancel: onStay,
  });
}

/** Returns `allowLeave()`: call it right before navigating away after a successful save. */
export function useLeaveGuard(dirty: boolean): () => void {
  const { modal } = App.useApp();
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmExit(
      modal,
      () => blocker.proceed(),
      () => blocker.reset(),
    );
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

/**
 * The guard as an element, for a form inside a route drawer whose screen navigates after saving: pass
 * `dirty` false while the save runs (formik's isSubmitting) so that navigation is not asked about.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }): null {
  useLeaveGuard(dirty);
  return null;
}

/** `close` for a dialog closed by state: asks first when there are unsaved changes. */
export function useGuardedClose(dirty: boolean, close: () => void): () => void {
  const { modal } = App.useApp();
  return useCallback(() => {
    if (dirty) confirmExit(modal, close);
    else close();
  }, [close, dirty, modal]);
}
