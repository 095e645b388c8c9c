// Reject, cancel or delete from "Más acciones" (or the R shortcut): the reason dialog first, then the action.
import { useCallback, useState, type ReactElement } from 'react';
import type { Order } from '@shared/types/order';
import { ReasonDialog, type DestructiveAction } from './ReasonDialog';
import type { useOrderActions } from './useOrderActions';

export function useDestructiveFlow(
  order: Pick<Order, 'folio'>,
  actions: ReturnType<typeof useOrderActions>,
  onDeleted?: () => void,
  /** Confirmed, just before the action is sent (the board hands the focus on: the order is leaving). */
  onConfirmed?: (action: DestructiveAction) => void,
): { choose(action: DestructiveAction): void; dialog: ReactElement } {
  const [asking, setAsking] = useState<DestructiveAction | null>(null);
  const choose = useCallback((action: DestructiveAction) => setAsking(action), []);
  const confirm = (reason: string) => {
    const action = asking;
    setAsking(null);
    if (action) onConfirmed?.(action);
    if (action === 'reject') void actions.rejectOrder(reason);
    else if (action === 'cancel') void actions.cancelOrder(reason);
    else if (action === 'delete') void actions.removeConfirmed(reason).then((deleted) => deleted && onDeleted?.());
  };
  return { choose, dialog: <ReasonDialog action={asking} folio={order.folio} onConfirm={confirm} onClose={() => setAsking(null)} /> };
}
