// Small rules of the board cards and keyboard: which command a key means (never with modifiers; 1–5 only
// while choosing a preparation time), where the arrows lead, the promised-time countdown colours, the
// "y N más" items summary, and the loading card of an order whose detail is on its way.
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@shared/types/order';
import { itemsSummary } from '../../../../renderer/src/features/orders/board/CardItems';
import { inProcessAdapter } from '../../../../renderer/src/features/orders/api';
import { columnIds } from '../../../../renderer/src/features/orders/board/board-selectors';
import { promisedTime } from '../../../../renderer/src/features/orders/board/promised-time';
import { commandOf, moveFocus } from '../../../../renderer/src/features/orders/board/shortcuts';
import { makeOrder } from './orders-server';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('board shortcuts', () => {
  it('maps keys to commands, ignoring modified keys; 1–5 only while accepting', () => {
    expect(commandOf(key('a'), false)).toEqual({ kind: 'accept' });
    expect(commandOf(key('R'), false)).toEqual({ kind: 'reject' });
    expect(commandOf(key('p'), false)).toEqual({ kind: 'print' });
    expect(commandOf(key('n'), false)).toEqual({ kind: 'newOrder' });
    expect(commandOf(key('/'), false)).toEqual({ kind: 'search' });
    expect(commandOf(key('?'), false)).toEqual({ kind: 'help' });
    expect(commandOf(key('ArrowLeft'), false)).toEqual({ kind: 'move', direction: 'left' });
    expect(commandOf(key('a', { ctrlKey: true }), false)).toBeNull();
    expect(commandOf(key('p', { metaKey: true }), false)).toBeNull();
    expect(commandOf(key('2'), false)).toBeNull();
    expect(commandOf(key('2'), true)).toEqual({ kind: 'prepTime', choice: 2 });
    expect(commandOf(key('6'), true)).toBeNull();
    expect(commandOf(key('Escape'), true)).toEqual({ kind: 'cancelAccept' });
  });

  it('moves within a column, across columns at the same position, skipping empty ones', () => {
    const columns = { new: ['n1', 'n2', 'n3'], preparing: [], ready: ['r1'], scheduled: [] };
    const all = ['new', 'preparing', 'ready'] as const;
    expect(moveFocus(columns, all, null, 'down')).toEqual({ group: 'new', index: 0 });
    expect(moveFocus(columns, all, 'n1', 'down')).toEqual({ group: 'new', index: 1 });
    expect(moveFocus(columns, all, 'n3', 'down')).toEqual({ group: 'new', index: 2 });
    expect(moveFocus(columns, all, 'n1', 'up')).toEqual({ group: 'new', index: 0 });
    expect(moveFocus(columns, all, 'n3', 'right')).toEqual({ group: 'ready', index: 0 });
    expect(moveFocus(columns, all, 'r1', 'left')).toEqual({ group: 'new', index: 0 });
    expect(moveFocus({ new: [], preparing: [], ready: [], scheduled: [] }, all, null, 'down')).toBeNull();
  });
});

describe('card contents', () => {
  const created = '2026-01-01T12:00:00Z';
  const at = (minutes: number) => Date.parse(created) + minutes * 60_000;
  it('counts down to the promised time: green, amber in the last 5 minutes, red when late', () => {
    expect(promisedTime({ created_at: created, tiempo_preparacion: null }, at(1))).toBeNull();
    expect(promisedTime({ created_at: created, tiempo_preparacion: 20 }, at(5))).toMatchObject({ level: 'onTime', text: 'Faltan 15 min' });
    expect(promisedTime({ created_at: created, tiempo_preparacion: 20 }, at(16))).toMatchObject({ level: 'soon', text: 'Faltan 4 min' });
    expect(promisedTime({ created_at: created, tiempo_preparacion: 20 }, at(23.5))).toMatchObject({ level: 'late', text: 'Retrasado 3 min' });
  });

  it('lists the first three lines and "y N más"', () => {
    const line = (nombre: string, cantidad = 1, presentacion: string | null = null) => ({ nombre, cantidad, presentacion }) as OrderLine;
    expect(itemsSummary([line('Taco', 2), line('Gringa', 1, 'Grande')])).toEqual({ shown: ['2 × Taco', '1 × Gringa (Grande)'], more: 0 });
    expect(itemsSummary([line('a'), line('b'), line('c'), line('d'), line('e')])).toEqual({ shown: ['1 × a', '1 × b', '1 × c'], more: 2 });
  });

  it('shows a ringing order whose detail is on its way at the top of "Nuevos" (not while filtering)', () => {
    const state = inProcessAdapter.setAll(inProcessAdapter.getInitialState(), [makeOrder('old', { created_at: '2026-01-01T10:00:00Z' })]);
    const all = { statuses: [], delivery: 'all', search: '' } as const;
    const arriving = new Map([['fresh', { folio: 'T-9' }]]);
    expect(columnIds(state, all, ['fresh'], arriving).new).toEqual(['fresh', 'old']);
    expect(columnIds(state, { ...all, search: 'old' }, ['fresh'], arriving).new).toEqual(['old']);
    expect(columnIds(state, all, ['fresh'], new Map()).new).toEqual(['old']);
  });
});
