// Auto-print trigger side (IMPRESION_AUTOMATICA): what reaches bridge.autoPrint, in order; nothing at all
// (not even a detail fetch) without the module or a bridge; a failing job never blocks the next.
import { describe, expect, it, vi } from 'vitest';
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

function setup(options: { enabled?: boolean; kind?: BridgeKind; failFirst?: boolean; missingDetailOnce?: boolean } = {}) {
  const { bridge, calls } = fakeBridge(options.kind ?? 'agent', options.failFirst);
  const loads: string[] = [];
  const printer = createAutoPrinter({
    enabled: () => options.enabled ?? true,
    bridge: () => bridge,
    commerce: async () => COMMERCE,
    async loadDetail(orderId) {
      loads.push(orderId);
      if (options.missingDetailOnce && loads.length === 1) return null;
      return { pedido: makeOrder(orderId), productos: [] } satisfies OrderDetail;
    },
    retry: { baseMs: 5, maxMs: 20, maxAttempts: 5 },
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

  it('keeps going after a failed job and asks for the failed one again, so the ticket is not lost', async () => {
    const { printer, calls } = setup({ failFirst: true });
    void printer.request('onOrderReceived', 'first');
    await printer.request('onOrderReceived', 'second');
    expect(calls.map((c) => c.order.pedido.id)).toEqual(['second']);
    await vi.waitFor(() => expect(calls.map((c) => c.order.pedido.id)).toEqual(['second', 'first']));
  });

  it('retries when the order detail could not be loaded', async () => {
    const { printer, calls, loads } = setup({ missingDetailOnce: true });
    await printer.request('onOrderReceived', 'late');
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls.map((c) => c.order.pedido.id)).toEqual(['late']));
    expect(loads).toEqual(['late', 'late']);
  });
});
