// «Programados» on the board (docs/board.md): a scheduled order waiting for its fire time leaves «Nuevos»
// (and never leads it as ringing), soonest promised time first; once fired it is a new order again.
import { describe, expect, it } from 'vitest';
import { inProcessAdapter } from '../../../../renderer/src/features/orders/api';
import { isWaitingScheduled, shownGroups } from '../../../../renderer/src/features/orders/board/board-groups';
import { columnIds, type BoardQuery } from '../../../../renderer/src/features/orders/board/board-selectors';
import { promisedTime, scheduledText } from '../../../../renderer/src/features/orders/board/promised-time';
import { makeOrder } from './orders-server';

const all: BoardQuery = { statuses: [], delivery: 'all', search: '' };

describe('«Programados»', () => {
  const orders = [
    makeOrder('now', { estatus_pedido: 'pending', created_at: '2026-12-07T17:00:00Z' }),
    makeOrder('late', { estatus_pedido: 'pending', created_at: '2026-12-07T17:01:00Z', programado_para: '2026-12-07T21:00:00.000Z', programado_en_espera: true }),
    makeOrder('soon', { estatus_pedido: 'pending', created_at: '2026-12-07T17:02:00Z', programado_para: '2026-12-07T19:00:00.000Z', programado_en_espera: true }),
    makeOrder('fired', { estatus_pedido: 'pending', created_at: '2026-12-07T17:03:00Z', programado_para: '2026-12-07T17:30:00.000Z', programado_en_espera: false }),
  ];
  const state = inProcessAdapter.setAll(inProcessAdapter.getInitialState(), orders);

  it('groups waiting orders apart, soonest first, and keeps them out of the ringing lead', () => {
    const columns = columnIds(state, all, ['late', 'fired']);
    expect(columns.scheduled).toEqual(['soon', 'late']);
    expect(columns.new).toEqual(['fired', 'now']);
  });

  it('shows the column only while it holds orders', () => {
    expect(shownGroups(0).map((group) => group.id)).toEqual(['new', 'preparing', 'ready']);
    expect(shownGroups(2).map((group) => group.id)).toEqual(['new', 'preparing', 'ready', 'scheduled']);
    expect(isWaitingScheduled({ estatus_pedido: 'accepted', programado_en_espera: true })).toBe(false);
  });

  it('the promised time of a scheduled order is the chosen time', () => {
    const now = Date.parse('2026-12-07T18:00:00Z'); // 12:00 in Mexico City
    expect(promisedTime({ created_at: '2026-12-07T17:00:00Z', tiempo_preparacion: null, programado_para: '2026-12-07T19:00:00.000Z' }, now)?.minutesLeft).toBe(60);
    expect(scheduledText('2026-12-07T19:00:00.000Z', now)).toBe('Para hoy 13:00');
    expect(scheduledText('2026-12-08T19:00:00.000Z', now)).toBe('Para mañana 13:00');
    expect(scheduledText('2026-12-10T19:00:00.000Z', now)).toBe('Para el 10/12/2026 13:00');
  });
});
