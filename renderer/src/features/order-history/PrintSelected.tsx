// "Imprimir seleccionados" in the order history: reprints the chosen orders one after another through the
// desktop bridge. Each order's detail is read first; those that no longer exist are skipped, and when none is
// left to print the SPEC's 'No se encontraron pedidos para imprimir' is shown.
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { MSG } from '@shared/messages';
import type { OrderDetail } from '@shared/types/order';
import { coreApi } from '../../app/coreApi';
import { useToast } from '../../app/feedback';
import { selectCommerceId } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { getDesktopBridge } from '../../bridge';
import { ticketCommerce } from '../orders/auto-print';
import { ordersApi } from '../orders/api';

export interface PrintBatchResult {
  printed: number;
  /** Orders whose detail could not be read (deleted meanwhile, or not found). */
  missing: number;
  /** The first printer failure, if any (the rest of the batch stops there). */
  failure: string | null;
}

/** Loads every order's detail, then prints those found in order; stops at the first printer failure. */
export async function printOrderBatch(
  ids: readonly string[],
  load: (orderId: string) => Promise<OrderDetail | null>,
  print: (detail: OrderDetail) => Promise<{ ok: boolean; message?: string }>,
): Promise<PrintBatchResult> {
  const details = await Promise.all(ids.map((id) => load(id).catch(() => null)));
  const found = details.filter((detail): detail is OrderDetail => detail !== null);
  const result: PrintBatchResult = { printed: 0, missing: ids.length - found.length, failure: null };
  for (const detail of found) {
    const answer = await print(detail);
    if (!answer.ok) return { ...result, failure: answer.message ?? MSG.printFailed };
    result.printed += 1;
  }
  return result;
}

/** The toast of a batch: the SPEC's message when nothing could be printed. */
export function printBatchMessage(result: PrintBatchResult): { kind: 'success' | 'error'; text: string } {
  if (result.failure) return { kind: 'error', text: result.failure };
  if (result.printed === 0) return { kind: 'error', text: MSG.noOrdersToPrint };
  const sent = result.printed === 1 ? '1 pedido enviado a la impresora' : `${result.printed} pedidos enviados a la impresora`;
  return { kind: 'success', text: result.missing > 0 ? `${sent}; ${result.missing} ya no existen` : sent };
}

export function PrintSelected({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const commerceId = useAppSelector(selectCommerceId) ?? '';
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { data: commerce } = await dispatch(coreApi.endpoints.getCommerce.initiate(undefined, { subscribe: false }));
      if (!commerce) throw new Error(MSG.commerceInfoError);
      const result = await printOrderBatch(
        ids,
        async (orderId) => (await dispatch(ordersApi.endpoints.getOrder.initiate({ commerceId, orderId }, { subscribe: false }))).data ?? null,
        (order) => getDesktopBridge().printOrder({ order, commerce: ticketCommerce(commerce), reprint: true }),
      );
      const message = printBatchMessage(result);
      if (message.kind === 'success') toast.success(message.text);
      else toast.error(message.text);
      if (result.printed > 0) onDone();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : MSG.printFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="print-selected-bar">
      <Button icon={<PrinterOutlined />} disabled={ids.length === 0} loading={busy} onClick={() => void run()} data-testid="print-selected">
        Imprimir seleccionados
      </Button>
      <Typography.Text type="secondary">{ids.length === 0 ? 'Marca los pedidos que quieres imprimir.' : `${ids.length} seleccionados`}</Typography.Text>
    </Space>
  );
}
