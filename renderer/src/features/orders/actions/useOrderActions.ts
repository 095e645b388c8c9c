// Every action on one order, with the docs/domain.md (Textos exactos) messages. Status changes are optimistic (see api.ts); this
// hook decides what the cashier sees when they fail.
import { useCallback, useMemo, useState } from 'react';
import type { OrderStatus, PaymentMethod } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { Order } from '@shared/types/order';
import { coreApi } from '../../../app/coreApi';
import { useToast } from '../../../app/feedback';
import { selectCommerceId } from '../../../app/session';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { getDesktopBridge } from '../../../bridge';
import { newOrdersAlarm } from '../alarm/alarm-store';
import {
  useAnticipateRiderMutation,
  useCancelRiderMutation,
  useChangeOrderStatusMutation,
  useChangePaymentMethodMutation,
  useDeleteOrderMutation,
  useRequestRiderMutation,
} from '../api';
import { ticketCommerce } from '../auto-print';
import { statusFailureOutcome } from '../status-logic';
import type { OrderDetail } from '@shared/types/order';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import { announcer } from '../../../live/announcer';

export type BusyAction = OrderStatus | 'payment' | 'rider' | 'cancelRider' | 'print' | 'delete' | null;

/** Toasts that screen readers hear too (aria-live). */
function useAnnouncedToast() {
  const message = useToast();
  return useMemo(
    () => ({
      success(text: string) {
        announcer.announce(text);
        void message.success(text);
      },
      error(text: string) {
        announcer.announce(text, true);
        void message.error(text);
      },
    }),
    [message],
  );
}

export function useOrderActions(order: Pick<Order, 'id' | 'folio'> | null | undefined) {
  const commerceId = useAppSelector(selectCommerceId) ?? '';
  const toast = useAnnouncedToast();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<BusyAction>(null);
  const [changeStatus] = useChangeOrderStatusMutation();
  const [changePayment] = useChangePaymentMethodMutation();
  const [deleteOrder] = useDeleteOrderMutation();
  const [requestRider] = useRequestRiderMutation();
  const [anticipateRider] = useAnticipateRiderMutation();
  const [cancelRider] = useCancelRiderMutation();
  const orderId = order?.id ?? '';
  const folio = order?.folio ?? '';

  const setStatus = useCallback(
    async (status: OrderStatus, minutes?: number, motivo?: string): Promise<boolean> => {
      if (!orderId) return false;
      // Accepting, rejecting or cancelling attends the order: the alarm stops at once, not after the server answers.
      if (status !== 'pending') newOrdersAlarm.remove(orderId);
      setBusy(status);
      try {
        await changeStatus({ commerceId, orderId, status, tiempo_preparacion: minutes, motivo }).unwrap();
        announcer.announce(`Pedido ${folio}: ${ORDER_STATUS_LABELS[status]}${minutes ? `, listo en ${minutes} min` : ''}`);
        return true;
      } catch (error) {
        const outcome = statusFailureOutcome(error);
        if (outcome.kind === 'error') toast.error(outcome.message);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [changeStatus, commerceId, orderId, folio, toast],
  );

  /** Confirmed with a reason in the "Más acciones" dialog. */
  const cancelOrder = useCallback((reason: string) => setStatus('canceled', undefined, reason), [setStatus]);

  /** Confirmed with a reason in the "Más acciones" dialog. */
  const rejectOrder = useCallback((reason: string) => setStatus('rejected', undefined, reason), [setStatus]);

  const setPaymentMethod = useCallback(
    async (paymentMethod: PaymentMethod) => {
      setBusy('payment');
      try {
        await changePayment({ commerceId, orderId, paymentMethod }).unwrap();
        toast.success(MSG.paymentMethodUpdated);
      } catch {
        toast.error(MSG.paymentMethodError);
      } finally {
        setBusy(null);
      }
    },
    [changePayment, commerceId, orderId, toast],
  );

  const askRider = useCallback(
    async (mode: 'new' | 'anticipate') => {
      setBusy('rider');
      try {
        await (mode === 'new' ? requestRider({ commerceId, orderId }) : anticipateRider({ commerceId, orderId })).unwrap();
        toast.success(MSG.riderRequestSent);
      } catch {
        toast.error(MSG.sendRequestError);
      } finally {
        setBusy(null);
      }
    },
    [anticipateRider, commerceId, orderId, requestRider, toast],
  );

  const dropRider = useCallback(async (): Promise<boolean> => {
    setBusy('cancelRider');
    try {
      await cancelRider({ commerceId, orderId }).unwrap();
      toast.success(MSG.riderRequestCanceled);
      return true;
    } catch {
      toast.error(MSG.cancelRiderError);
      return false;
    } finally {
      setBusy(null);
    }
  }, [cancelRider, commerceId, orderId, toast]);

  const print = useCallback(
    async (detail: OrderDetail, reprint: boolean) => {
      setBusy('print');
      announcer.announce(`Imprimiendo el pedido ${detail.pedido.folio}`);
      try {
        // Read when printing, not subscribed: a commerce refetch must not render every card on the board.
        const { data: commerce } = await dispatch(coreApi.endpoints.getCommerce.initiate(undefined, { subscribe: false }));
        if (!commerce) throw new Error(MSG.commerceInfoError);
        const result = await getDesktopBridge().printOrder({ order: detail, commerce: ticketCommerce(commerce), reprint });
        if (!result.ok) toast.error(result.message ?? MSG.printFailed);
        else toast.success(reprint ? 'Copia enviada a la impresora' : 'Pedido enviado a la impresora');
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : MSG.printFailed);
      } finally {
        setBusy(null);
      }
    },
    [dispatch, toast],
  );

  /** Deletes without asking: the "Más acciones" dialog already confirmed it with a reason (stored with the order). */
  const removeConfirmed = useCallback(async (reason?: string): Promise<boolean> => {
    if (!order) return false;
    setBusy('delete');
    try {
      await deleteOrder({ commerceId, orderId, ...(reason ? { motivo: reason } : {}) }).unwrap();
      newOrdersAlarm.remove(orderId);
      toast.success('Pedido eliminado');
      return true;
    } catch {
      toast.error(MSG.updateInfoError);
      return false;
    } finally {
      setBusy(null);
    }
  }, [commerceId, deleteOrder, order, orderId, toast]);

  return { busy, setStatus, cancelOrder, rejectOrder, setPaymentMethod, askRider, dropRider, print, removeConfirmed };
}
