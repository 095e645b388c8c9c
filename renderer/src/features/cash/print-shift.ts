// Printing a shift summary (corte de caja): through the desktop bridge to the thermal printer
// (printing:printCashClose, docs/printing.md) like every other ticket; when there is no desktop side or no
// printer is set up, through the system print dialog on a 58 mm page (print58.ts) so it still prints.
import { useCallback, useState } from 'react';
import type { CashShift } from '@shared/counter';
import { MSG } from '@shared/messages';
import { useGetCommerceQuery } from '../../app/coreApi';
import { useToast } from '../../app/feedback';
import { getDesktopBridge } from '../../bridge';
import { ticketCommerce } from '../orders/auto-print';
import { printShift } from './print58';

export type ShiftPrintOutcome = 'printer' | 'dialog' | 'failed';

export function useShiftPrinter(commerceName: string) {
  const { data: commerce } = useGetCommerceQuery();
  const toast = useToast();
  const [printing, setPrinting] = useState(false);

  const print = useCallback(
    async (shift: CashShift): Promise<ShiftPrintOutcome> => {
      const bridge = getDesktopBridge();
      if (bridge.kind === 'none' || !commerce) {
        printShift(shift, commerceName);
        return 'dialog';
      }
      setPrinting(true);
      try {
        const result = await bridge.printCashClose({ commerce: ticketCommerce(commerce), shift });
        if (result.ok) {
          toast.success('Corte enviado a la impresora');
          return 'printer';
        }
        if (result.message === MSG.printNoPrinter) {
          printShift(shift, commerceName);
          return 'dialog';
        }
        toast.error(result.message ?? MSG.printFailed);
        return 'failed';
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : MSG.printFailed);
        return 'failed';
      } finally {
        setPrinting(false);
      }
    },
    [commerce, commerceName, toast],
  );
  return { print, printing };
}
