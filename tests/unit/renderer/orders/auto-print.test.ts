// Auto-print trigger side (IMPRESION_AUTOMATICA): what reaches bridge.autoPrint, in order; nothing at all
// (not even a detail fetch) without the module or a bridge; a failing job never blocks the next.
import { describe, expect, it } from 'vitest';
import { createBridge } from '@shared/ipc/bridge';
import type { AutoPrintInput, BridgeKind, InvokeFn } from '@shared/ipc/contract';
import type { OrderDetail } from '@shared/types/order';
import { createAutoPrinter, ticketCommerce } from '../../../../renderer/src/features/orders/auto-print';
import { makeOrder } from './orders-server';

const COMMERCE = ticketCommerce({ nombre: 'Taquería', direccion: 'Centro 1', telefono: '9930000000', logotipo: null, zona_horaria: 'America/Mexico_City' });

function fakeBridge(kind: BridgeKind, failFirst = false) {
  const calls: AutoPrintInput[] = [];
  let failed = !failFirst;
  const invoke = (async (channel: string, ...args: unknown[]) => {
    if (channel !== 'printing:autoPrint') throw new Error(`canal inesperado ${channel}`);
    if (!failed) {
      failed = true;
      throw new Error('Impresora apagada');
    }
    calls.push(args[0] as AutoPrintInput);
    return { ok: true, jobs: 1 };
  }) as InvokeFn;
  return { bridge: createBridge(kind, invoke), calls };
}

function setup(options: { enabled?: boolean; kind?: BridgeKind; failFirst?: boolean } = {}) {
  const { bridge, calls } = fakeBridge(options.kind ?? 'agent', options.failFirst);
  const loads: string[] = [];
  const printer = createAutoPrinter({
    enabled: () => options.enabled ?? true,
    bridge: () => bridge,
    commerce: async () => COMMERCE,
    async loadDetail(orderId) {
      loads.push(orderId);
      return { pedido: makeOrder(orderId), productos: [] } satisfies OrderDetail;
    },
  });
  return { printer, calls, loads };
}

describe('auto-print trigger', () => {
  it('sends trigger, order detail and ticket commerce, in request order, loading a detail once for both triggers', async () => {
    const { printer, calls, loads } = setup();
    void printer.request('onOrderReceived', 'a');
    void printer.request('onOrderAccepted', 'a');
    await printer.request('onOrderReceived', 'b');
    expect(calls.map((c) => [c.trigger, c.order.pedido.id])).toEqual([
      ['onOrderReceived', 'a'],
      ['onOrderAccepted', 'a'],
      ['onOrderReceived', 'b'],
    ]);
    expect(calls[0]!.commerce).toEqual(COMMERCE);
    expect(loads).toEqual(['a', 'b']);
  });

  it('does nothing, not even a fetch, without the module or without a bridge', async () => {
    for (const options of [{ enabled: false }, { kind: 'none' as const }]) {
      const { printer, calls, loads } = setup(options);
      await printer.request('onOrderReceived', 'x');
      expect(calls).toEqual([]);
      expect(loads).toEqual([]);
    }
  });

  it('keeps going after a failed job', async () => {
    const { printer, calls } = setup({ failFirst: true });
    void printer.request('onOrderReceived', 'first');
    await printer.request('onOrderReceived', 'second');
    expect(calls.map((c) => c.order.pedido.id)).toEqual(['second']);
  });
});
