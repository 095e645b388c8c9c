// Small rules of the orders screens: alarm list and window title, elapsed-time colours, board grouping and
// filters, the phone order cart (prices like the server, extras min/max), history query string.
import { describe, expect, it, vi } from 'vitest';
import { AlarmStore, alarmTitle } from '../../../../renderer/src/features/orders/alarm/alarm-store';
import { inProcessAdapter } from '../../../../renderer/src/features/orders/api';
import { columnIds, reuseUnchanged, type BoardQuery } from '../../../../renderer/src/features/orders/board/board-selectors';
import { elapsedLevel, elapsedMinutes, formatElapsed } from '../../../../renderer/src/features/orders/labels';
import { basePriceOf, cartSubtotal, extrasProblem, presentationProblem, toOrderLines, type CartLine } from '../../../../renderer/src/features/orders/register/cart';
import { historyQueryString } from '../../../../renderer/src/features/order-history/api';
import { makeOrder } from './orders-server';

describe('alarm', () => {
  it('keeps each unattended order once and notifies listeners', () => {
    const store = new AlarmStore();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.add('a');
    store.add('a');
    store.add('b');
    expect(store.getSnapshot().orderIds).toEqual(['a', 'b']);
    store.remove('a');
    store.retain(new Set(['c']));
    expect(store.getSnapshot().orderIds).toEqual([]);
    expect(calls).toBe(4);
    // Many at once (the orders a new panel finds unattended): one change, no repeats.
    store.addAll(['c', 'd', 'c']);
    store.addAll(['d']);
    expect(store.getSnapshot().orderIds).toEqual(['c', 'd']);
    expect(calls).toBe(5);
  });

  it("knows a reload from a new tab or window: a reload after the first sync gets its list back and is 'resumed'", () => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value) });
    const reload = () => new AlarmStore('panel.orders.ringing');
    try {
      const firstPage = reload();
      expect(firstPage.resumed).toBe(false);
      // Reloaded before its first sync: the pending orders were never shown here, still a new panel.
      expect(reload().resumed).toBe(false);
      firstPage.markSynced();
      expect(firstPage.resumed).toBe(true);
      // Nothing rang on the first page: the tab is still known at the reload.
      expect(reload().resumed).toBe(true);
      firstPage.add('a');
      expect(reload().resumed).toBe(true);
      expect(reload().getSnapshot().orderIds).toEqual(['a']);
      // A logout: nothing rings, and the next login (on this page or after a reload) starts as a new panel.
      firstPage.endLogin();
      expect(firstPage.resumed).toBe(false);
      expect(firstPage.getSnapshot().orderIds).toEqual([]);
      expect(reload().resumed).toBe(false);
      // A tab left by a build that stored the bare list once the panel opened.
      items.set('panel.orders.ringing', JSON.stringify(['b']));
      expect(reload().resumed).toBe(true);
      expect(reload().getSnapshot().orderIds).toEqual(['b']);
      // Another tab (its own sessionStorage), unreadable storage or no storage at all: a new panel.
      items.set('panel.orders.ringing', '{no es JSON');
      expect(reload().resumed).toBe(false);
      items.clear();
      expect(reload().resumed).toBe(false);
      expect(new AlarmStore().resumed).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the count of new orders in the window title', () => {
    expect(alarmTitle(0, 'Panel Comercio')).toBe('Panel Comercio');
    expect(alarmTitle(1, 'Panel Comercio')).toBe('(1) Pedido nuevo · Panel Comercio');
    expect(alarmTitle(2, 'Panel Comercio')).toBe('(2) Pedidos nuevos · Panel Comercio');
  });
});

describe('elapsed time', () => {
  it('is green under 10 minutes, amber under 20, red beyond', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(elapsedMinutes('2026-01-01T11:50:30Z', now)).toBe(9);
    expect([0, 9, 10, 19, 20, 90].map(elapsedLevel)).toEqual(['fresh', 'fresh', 'waiting', 'waiting', 'late', 'late']);
    expect(formatElapsed(7)).toBe('7 min');
    expect(formatElapsed(65)).toBe('1 h 05 min');
  });
});

describe('board grouping and filters', () => {
  const orders = [
    makeOrder('1', { estatus_pedido: 'pending', metodo_entrega: 'delivery', created_at: '2026-01-01T10:05:00Z' }),
    makeOrder('2', { estatus_pedido: 'pending', metodo_entrega: 'takeAway', created_at: '2026-01-01T10:00:00Z' }),
    makeOrder('3', { estatus_pedido: 'accepted', metodo_entrega: 'delivery' }),
    makeOrder('4', { estatus_pedido: 'on_the_way', metodo_entrega: 'delivery' }),
    makeOrder('5', { estatus_pedido: 'ready_to_pick_up', metodo_entrega: 'takeAway' }),
  ];
  const state = inProcessAdapter.setAll(inProcessAdapter.getInitialState(), orders);
  const all: BoardQuery = { statuses: [], delivery: 'all', search: '' };
  it('groups by stage with the longest-waiting order first', () => {
    const groups = columnIds(state, all, []);
    expect(groups.new).toEqual(['2', '1']);
    expect(groups.preparing).toEqual(['3']);
    expect([...groups.ready].sort()).toEqual(['4', '5']);
  });
  it('puts unattended (ringing) new orders first, newest first', () => {
    expect(columnIds(state, all, ['2', '1']).new).toEqual(['1', '2']);
    expect(columnIds(state, all, ['3']).new).toEqual(['2', '1']);
  });
  it('filters by status, delivery method and search (folio, name, phone; accents ignored)', () => {
    const ids = (query: Partial<BoardQuery>) => {
      const groups = columnIds(state, { ...all, ...query }, []);
      return [...groups.new, ...groups.preparing, ...groups.ready].sort();
    };
    expect(ids({ delivery: 'delivery' })).toEqual(['1', '3', '4']);
    expect(ids({ statuses: ['pending', 'on_the_way'] })).toEqual(['1', '2', '4']);
    expect(ids({ search: 't-3' })).toEqual(['3']);
    const named = inProcessAdapter.setAll(inProcessAdapter.getInitialState(), [makeOrder('9', { nombre: 'José Pérez' })]);
    expect(columnIds(named, { ...all, search: 'jose perez' }, []).new).toEqual(['9']);
  });
  it('sorts each column newest first or by promised time, the ringing orders still leading', () => {
    const timed = inProcessAdapter.setAll(inProcessAdapter.getInitialState(), [
      ...orders,
      // Accepted at 10:00 for 45 min (due 10:45) and at 10:20 for 10 min (due 10:30): the later one is due first.
      makeOrder('6', { estatus_pedido: 'accepted', created_at: '2026-01-01T10:00:00Z', tiempo_preparacion: 45 }),
      makeOrder('7', { estatus_pedido: 'accepted', created_at: '2026-01-01T10:20:00Z', tiempo_preparacion: 10 }),
    ]);
    expect(columnIds(timed, all, []).preparing).toEqual(['6', '7', '3']);
    expect(columnIds(timed, { ...all, sort: 'newest' }, []).preparing).toEqual(['3', '7', '6']);
    expect(columnIds(timed, { ...all, sort: 'newest' }, []).new).toEqual(['1', '2']);
    expect(columnIds(timed, { ...all, sort: 'promised' }, []).preparing.slice(0, 2)).toEqual(['7', '6']);
    expect(columnIds(timed, { ...all, sort: 'newest' }, ['2']).new).toEqual(['2', '1']);
  });
  it('keeps a column array when its ids did not change', () => {
    const before = columnIds(state, all, []);
    const moved = inProcessAdapter.setAll(inProcessAdapter.getInitialState(), orders.map((o) => (o.id === '1' ? { ...o, estatus_pedido: 'accepted' as const } : o)));
    const after = reuseUnchanged(before, columnIds(moved, all, []));
    expect(after.ready).toBe(before.ready);
    expect(after.new).not.toBe(before.new);
    expect(reuseUnchanged(before, columnIds(state, all, []))).toBe(before);
  });
});

describe('phone order cart', () => {
  const line = (overrides: Partial<CartLine>): CartLine => ({
    key: 'k',
    productId: 'p',
    nombre: 'Tacos',
    presentacion: null,
    basePrice: 60,
    extras: [],
    cantidad: 1,
    instrucciones: '',
    ...overrides,
  });
  it('prices a unit as base plus extras, times quantity, without float drift', () => {
    const lines = [line({ basePrice: 0.1, cantidad: 3 }), line({ basePrice: 60, extras: [{ id: 'q', nombre: 'Queso', precio: 15.5, cantidad: 1 }], cantidad: 2 })];
    expect(cartSubtotal(lines)).toBe(151.3);
  });
  it('takes the presentation price when the product has presentations', () => {
    const product = { precio: 0, presentaciones: [{ id: 'o3', nombre: 'Orden de 3', precio: 60 }, { id: 'o5', nombre: 'Orden de 5', precio: 95 }] };
    expect(basePriceOf(product, 'Orden de 5')).toBe(95);
    expect(basePriceOf({ precio: 30, presentaciones: [] }, null)).toBe(30);
  });
  it("refuses a presentation the product does not have, with the server's message, instead of pricing another one", () => {
    const product = { nombre: 'Tacos', precio: 0, presentaciones: [{ id: 'o3', nombre: 'Orden de 3', precio: 60 }] };
    expect(presentationProblem(product, 'Orden de 3')).toBeNull();
    expect(presentationProblem({ nombre: 'Agua', presentaciones: [] }, null)).toBeNull();
    expect(presentationProblem(product, 'Orden de 7')).toBe('La presentación elegida para «Tacos» no existe');
    expect(presentationProblem(product, null)).toBe('Elige una presentación para «Tacos»');
    // The server refuses the same choices (shared/orders, choosePresentation): the picker never prices them.
    expect(basePriceOf(product, 'Orden de 7')).toBe(0);
  });
  it('checks extras against each group minimum, required flag and maximum', () => {
    const groups = [
      { id: 'g1', nombre: 'Tortilla', minimo: 1, maximo: 1, obligatorio: true, opciones: [{ id: 'maiz', nombre: 'Maíz', precio: 0, agotado: false }, { id: 'harina', nombre: 'Harina', precio: 5, agotado: false }] },
      { id: 'g2', nombre: 'Salsas', minimo: 0, maximo: 2, obligatorio: false, opciones: ['a', 'b', 'c'].map((id) => ({ id, nombre: id, precio: 0, agotado: false })) },
    ];
    // The wording is the shared rule's (public menu and phone order say the same); the group and limit matter here.
    expect(extrasProblem(groups, new Set())).toMatch(/al menos 1.*Tortilla|Tortilla.*al menos 1/);
    expect(extrasProblem(groups, new Set(['maiz', 'a', 'b', 'c']))).toMatch(/máximo 2.*Salsas|Salsas.*máximo 2/);
    expect(extrasProblem(groups, new Set(['maiz', 'a']))).toBeNull();
  });
  it('sends lines in the public order shape (no prices)', () => {
    expect(toOrderLines([line({ presentacion: 'Orden de 3', extras: [{ id: 'q', nombre: 'Queso', precio: 15, cantidad: 1 }], instrucciones: ' sin cebolla ' })])).toEqual([
      { id_producto: 'p', presentacion: 'Orden de 3', cantidad: 1, extras: [{ id_extra: 'q', cantidad: 1 }], instrucciones: 'sin cebolla' },
    ]);
  });
});

describe('history query', () => {
  it('joins lists with commas and leaves empty filters out', () => {
    expect(historyQueryString({ desde: '2026-01-01', estatus: ['delivered', 'canceled'], metodo_pago: [], q: '  TBT ' }, { page: 2, pageSize: 20 })).toBe(
      'desde=2026-01-01&estatus=delivered%2Ccanceled&q=TBT&page=2&pageSize=20',
    );
  });
});
