// Printing the bill ('cuenta') and the payment receipt through the desktop bridge (Electron or the print
// agent); outside both, the bridge answers 'Electron is not available...' (docs/domain.md (Textos exactos)) and we show it.
import { useCallback, useState } from 'react';
import type { TablePartMethod } from '@shared/counter';
import { MSG } from '@shared/messages';
import type { OrderDetail } from '@shared/types/order';
import { useGetCommerceQuery } from '../../../app/coreApi';
import { useToast } from '../../../app/feedback';
import { getDesktopBridge } from '../../../bridge';
import { ticketCommerce } from '../../orders/auto-print';
import { receiptPayment } from './payment-model';

export interface ReceiptData {
  table: string;
  orders: { folio: string; total: number }[];
  /** Every part paid (method and amount, pesos), as the server recorded the payment. */
  parts: { metodo: TablePartMethod; monto: number }[];
  received: number | null;
  tip: number;
  /** When it was paid (ISO); default the time of printing. */
  paidAt?: string;
}

/** A bill or receipt printed again on purpose (a closed table, from its record or the history): «COPIA». */
export interface TicketOptions {
  reprint?: boolean;
  /** A closed table's bill: when it was paid, printed as its date. */
  issuedAt?: string;
}

export function useTableTickets() {
  const { data: commerce } = useGetCommerceQuery();
  const toast = useToast();
  const [printing, setPrinting] = useState<'bill' | 'receipt' | null>(null);

  const run = useCallback(
    async (kind: 'bill' | 'receipt', send: () => Promise<{ ok: boolean; message?: string | null }>, done: string) => {
      setPrinting(kind);
      try {
        const result = await send();
        if (result.ok) toast.success(done);
        else toast.error(result.message ?? MSG.printFailed);
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : MSG.printFailed);
      } finally {
        setPrinting(null);
      }
    },
    [toast],
  );

  const printBill = useCallback(
    (table: string, orders: OrderDetail[], options: TicketOptions = {}) =>
      run(
        'bill',
        async () => {
          if (!commerce) throw new Error(MSG.commerceInfoError);
          return getDesktopBridge().printBill({ commerce: ticketCommerce(commerce), table, orders, ...(options.reprint ? { reprint: true } : {}), ...(options.issuedAt ? { issuedAt: options.issuedAt } : {}) });
        },
        options.reprint ? 'Copia de la cuenta enviada a la impresora' : 'Cuenta enviada a la impresora',
      ),
    [commerce, run],
  );

  const printReceipt = useCallback(
    (receipt: ReceiptData, options: TicketOptions = {}) =>
      run(
        'receipt',
        async () => {
          if (!commerce) throw new Error(MSG.commerceInfoError);
          const payment = receiptPayment(receipt);
          return getDesktopBridge().printReceipt({
            commerce: ticketCommerce(commerce),
            table: receipt.table,
            orders: receipt.orders,
            payment: receipt.paidAt ? { ...payment, paidAt: receipt.paidAt } : payment,
            ...(options.reprint ? { reprint: true } : {}),
          });
        },
        options.reprint ? 'Copia del recibo enviada a la impresora' : 'Recibo enviado a la impresora',
      ),
    [commerce, run],
  );

  return { printBill, printReceipt, printing };
}
