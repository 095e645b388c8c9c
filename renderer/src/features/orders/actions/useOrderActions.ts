// Every action on one order, with the SPEC §8 messages. Status changes are optimistic (see api.ts); this
// hook decides what the cashier sees when they fail.
import { useCallback, useState } from 'react';
import type { OrderStatus, PaymentMethod } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { Order } from '@shared/types/order';
import { useGetCommerceQuery } from '../../../app/coreApi';
import { useConfirmToast, useToast } from '../../../app/feedback';
import { selectCommerceId } from '../../../app/session';
import { useAppSelector } from '../../../app/store';
import { getDesktopBridge } from '../../../bridge';
import { getOrdersRuntime } from '../../../live/runtime';
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

export type BusyAction = OrderStatus | 'payment' | 'rider' | 'cancelRider' | 'print' | 'delete' | null;

export function useOrderActions(order: Pick<Order, 'id' | 'folio'> | null | undefined) {
  const commerceId = useAppSelector(selectCommerceId) ?? '';
  const toast = useToast();
  const confirm = useConfirmToast();
  const { data: commerce } = useGetCommerceQuery();
  const [busy, setBusy] = useState<BusyAction>(null);
  const [changeStatus] = useChangeOrderStatusMutation();
  const [changePayment] = useChangePaymentMethodMutation();
  const [deleteOrder] = useDeleteOrderMutation();
  const [requestRider] = useRequestRiderMutation();
  const [anticipateRider] = useAnticipateRiderMutation();
  const [cancelRider] = useCancelRiderMutation();
  const orderId = order?.id ?? '';

  const setStatus = useCallback(
    async (status: OrderStatus, minutes?: number): Promise<boolean> => {
      if (!orderId) return false;
      // Accepting, rejecting or cancelling attends the order: the alarm stops at once, not after the server answers.
      if (status !== 'pending') newOrdersAlarm.remove(orderId);
      setBusy(status);
      try {
        await changeStatus({ commerceId, orderId, status, tiempo_preparacion: minutes }).unwrap();
        if (status === 'accepted') void getOrdersRuntime()?.autoPrinter.request('onOrderAccepted', orderId);
        return true;
      } catch (error) {
        const outcome = statusFailureOutcome(error);
        if (outcome.kind === 'error') toast.error(outcome.message);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [changeStatus, commerceId, orderId, toast],
  );

  const cancelOrder = useCallback(async () => {
    if (!order) return false;
    const yes = await confirm(`¿Cancelar el pedido ${order.folio}?`, 'El cliente verá su pedido como cancelado.');
    return yes ? setStatus('canceled') : false;
  }, [confirm, order, setStatus]);

  const rejectOrder = useCallback(async () => {
    if (!order) return false;
    const yes = await confirm(`¿Rechazar el pedido ${order.folio}?`);
    return yes ? setStatus('rejected') : false;
  }, [confirm, order, setStatus]);

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
      try {
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
    [commerce, toast],
  );

  const remove = useCallback(async (): Promise<boolean> => {
    if (!order) return false;
    const yes = await confirm(`¿Eliminar el pedido ${order.folio}?`, 'Esta acción no se puede deshacer.');
    if (!yes) return false;
    setBusy('delete');
    try {
      await deleteOrder({ commerceId, orderId }).unwrap();
      newOrdersAlarm.remove(orderId);
      toast.success('Pedido eliminado');
      return true;
    } catch {
      toast.error(MSG.updateInfoError);
      return false;
    } finally {
      setBusy(null);
    }
  }, [commerceId, confirm, deleteOrder, order, orderId, toast]);

  return { busy, setStatus, cancelOrder, rejectOrder, setPaymentMethod, askRider, dropRider, print, remove };
}
