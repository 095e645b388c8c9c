// The in-process list's state is built without the entity adapter (immer made it the slowest step of the
// board's first paint, docs/board.md): it must be exactly what the adapter's setAll gives.
import { describe, expect, it } from 'vitest';
import { inProcessAdapter, inProcessState } from '../../../../renderer/src/features/orders/api';
import { makeOrder } from './orders-server';

describe('inProcessState', () => {
  it('gives the same ids (oldest first, ties by id) and entities as the adapter', () => {
    const orders = Array.from({ length: 300 }, (_, index) =>
      makeOrder(`o-${(index * 7919) % 300}`, { created_at: new Date(Date.UTC(2026, 0, 1, 10, index % 45)).toISOString(), nombre: `Cliente ${index}` }),
    );
    const expected = inProcessAdapter.setAll(inProcessAdapter.getInitialState(), orders);
    expect(inProcessState(orders)).toEqual(expected);
    expect(inProcessState(orders).ids).toEqual(expected.ids);
  });

  it('keeps the last of two rows with the same id, like setAll', () => {
    const orders = [
      makeOrder('a', { created_at: '2026-01-01T10:05:00Z', nombre: 'Primera' }),
      makeOrder('b', { created_at: '2026-01-01T10:00:00Z' }),
      makeOrder('a', { created_at: '2026-01-01T09:00:00Z', nombre: 'Segunda' }),
    ];
    const state = inProcessState(orders);
    expect(state).toEqual(inProcessAdapter.setAll(inProcessAdapter.getInitialState(), orders));
    expect(state.ids).toEqual(['a', 'b']);
    expect(state.entities.a?.nombre).toBe('Segunda');
  });

  it('is empty for no rows', () => {
    expect(inProcessState([])).toEqual(inProcessAdapter.getInitialState());
  });
});
