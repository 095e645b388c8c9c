// Printing several orders selected in the history: details are read first, missing ones skipped, and with
// none left the SPEC's 'No se encontraron pedidos para imprimir' is the answer; a printer failure stops.
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import type { OrderDetail } from '@shared/types/order';
import { printBatchMessage, printOrderBatch } from '../../../../renderer/src/features/order-history/PrintSelected';
import { orderDetail } from '../../../support/sample-order';

const store = new Map<string, OrderDetail>([
  ['a', orderDetail({ folio: 'A-1' }, 'a')],
  ['b', orderDetail({ folio: 'B-2' }, 'b')],
]);
const load = async (id: string) => store.get(id) ?? null;

describe('printOrderBatch', () => {
  it('prints every order found, in the order chosen, and counts the missing ones', async () => {
    const printed: string[] = [];
    const result = await printOrderBatch(['b', 'gone', 'a'], load, async (detail) => {
      printed.push(detail.pedido.folio);
      return { ok: true };
    });
    expect(printed).toEqual(['B-2', 'A-1']);
    expect(result).toEqual({ printed: 2, missing: 1, failure: null });
    expect(printBatchMessage(result)).toEqual({ kind: 'success', text: '2 pedidos enviados a la impresora; 1 ya no existen' });
  });

  it('answers the SPEC message when none of the selected orders can be read', async () => {
    const result = await printOrderBatch(['gone', 'also-gone'], async (id) => (id === 'gone' ? null : Promise.reject(new Error('404'))), async () => ({ ok: true }));
    expect(result).toEqual({ printed: 0, missing: 2, failure: null });
    expect(printBatchMessage(result)).toEqual({ kind: 'error', text: MSG.noOrdersToPrint });
    expect(MSG.noOrdersToPrint).toBe('No se encontraron pedidos para imprimir');
  });

  it('stops at the first printer failure with its message', async () => {
    let calls = 0;
    const result = await printOrderBatch(['a', 'b'], load, async () => {
      calls += 1;
      return { ok: false, message: MSG.selectPrinter };
    });
    expect(calls).toBe(1);
    expect(printBatchMessage(result)).toEqual({ kind: 'error', text: MSG.selectPrinter });
  });
});
