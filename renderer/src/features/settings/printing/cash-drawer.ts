// The cash drawer opens when the server has recorded a cash payment made at this PC (docs/kitchen.md «Cajón»):
// a table paid (partly) in cash, a phone order paid in cash at the counter, a cash movement of the shift. The
// panel watches its own answered requests (RTK Query's fulfilled mutations), so the drawer of the PC where the
// money was taken opens, never another PC's; the desktop side pulses it only on printers with «Cajón de
// dinero» switched on (off by default). By endpoint name, so the store does not load those screens' code.
import type { ListenerMiddlewareInstance, UnknownAction } from '@reduxjs/toolkit';
import { getDesktopBridge } from '../../../bridge';

interface FulfilledMutation {
  type: string;
  meta: { arg: { endpointName: string; originalArgs: unknown }; requestStatus: 'fulfilled' };
}

function isFulfilledMutation(action: UnknownAction): action is UnknownAction & FulfilledMutation {
  const meta = (action as { meta?: { arg?: { endpointName?: unknown; type?: unknown }; requestStatus?: unknown } }).meta;
  return action.type.endsWith('/executeMutation/fulfilled') && meta?.requestStatus === 'fulfilled' && typeof meta.arg?.endpointName === 'string';
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** Whether this answered request recorded a cash payment (by the endpoint and what was sent). */
export function cashPaymentRecorded(endpointName: string, args: unknown): boolean {
  const sent = record(args);
  switch (endpointName) {
    case 'payTable': {
      const parts = record(sent.body).pagos;
      return Array.isArray(parts) && parts.some((part) => record(part).metodo === 'efectivo' && Number(record(part).monto) > 0);
    }
    case 'closeTable':
      return sent.payment_method === 'efectivo';
    case 'createPhoneOrder':
      // Cash handed over at the counter; a delivery's cash is collected by the rider.
      return sent.metodo_pago === 'efectivo' && sent.cliente_paga_con != null && sent.metodo_entrega !== 'delivery';
    case 'addMovement':
      return true;
    default:
      return false;
  }
}

/** Registers the watcher on the store's listener middleware (renderer/src/app/store.ts). */
export function listenForCashPayments(listener: ListenerMiddlewareInstance, openDrawer: () => Promise<unknown> = () => getDesktopBridge().openCashDrawer()): void {
  listener.startListening({
    predicate: (action) => isFulfilledMutation(action) && cashPaymentRecorded(action.meta.arg.endpointName, action.meta.arg.originalArgs),
    effect: async () => {
      // The payment is recorded either way: a drawer that does not open (no desktop side, printer off) is no error for it.
      await openDrawer().catch(() => undefined);
    },
  });
}
