// The kitchen screen's rules as tables (docs/kitchen.md): which stations prepare a line (none defined →
// «Cocina»), what is left for a view, when an order is «Listo», and what each view of the screen shows.
import { describe, expect, it } from 'vitest';
import { kitchenDone, pendingInView, preparingStations, type KitchenLine, type KitchenOrder, type KitchenQueue } from '@shared/kitchen/screen';
import { newTicketIds, pickView, ticketsOf, ticketWho } from '../../../renderer/src/features/kitchen/kitchen-view';

const GRILL = { id: 'g', name: 'Parrilla', categoryIds: ['tacos'], productIds: [] };
const BAR = { id: 'b', name: 'Barra', categoryIds: ['bebidas'], productIds: ['taco-especial'] };

const line = (id: string, estaciones: string[], listas: string[] = []): KitchenLine => ({ id, nombre: id, cantidad: 1, presentacion: null, instrucciones: null, extras: [], estaciones, listas });
const order = (id: string, lineas: KitchenLine[]): KitchenOrder => ({ id, folio: id.toUpperCase(), metodo_entrega: 'takeAway', numero_mesa: null, cliente: 'Ana', estatus: 'accepted', created_at: '2026-01-01T12:00:00Z', tiempo_preparacion: 20, lineas });

describe('preparingStations', () => {
  it.each([
    ['no stations: the whole kitchen', [], { id_producto: 'x', id_categoria: 'tacos' }, ['cocina']],
    ['by category', [GRILL, BAR], { id_producto: 'x', id_categoria: 'tacos' }, ['g']],
    ['a single product of another category, and its own category', [GRILL, BAR], { id_producto: 'taco-especial', id_categoria: 'tacos' }, ['g', 'b']],
    ['nobody', [GRILL, BAR], { id_producto: 'x', id_categoria: 'postres' }, []],
    ['no category', [GRILL, BAR], { id_producto: 'x', id_categoria: null }, []],
  ])('%s', (_case, stations, routed, expected) => {
    expect(preparingStations(stations, routed)).toEqual(expected);
  });
});

describe('pendingInView and kitchenDone', () => {
  it.each([
    ['station view, its own line', line('a', ['g', 'b'], ['b']), 'g', ['g']],
    ['station view, bumped there', line('a', ['g', 'b'], ['g']), 'g', []],
    ['another station’s line', line('a', ['b']), 'g', []],
    ['«Todas»: every station left', line('a', ['g', 'b'], ['g']), 'todas', ['b']],
  ])('%s', (_case, kitchenLine, view, expected) => {
    expect(pendingInView(kitchenLine, view)).toEqual(expected);
  });

  it.each([
    ['every station bumped every line', [line('a', ['g'], ['g']), line('b', ['g', 'b'], ['b', 'g'])], true],
    ['one station left', [line('a', ['g'], ['g']), line('b', ['g', 'b'], ['g'])], false],
    ['unrouted lines do not hold it back', [line('a', ['g'], ['g']), line('b', [])], true],
    ['nothing routed is never ready', [line('a', [])], false],
  ])('%s', (_case, lines, expected) => {
    expect(kitchenDone(lines)).toBe(expected);
  });
});

describe('the views of the screen', () => {
  const queue: KitchenQueue = {
    estaciones: [GRILL, BAR].map(({ id, name }) => ({ id, name })),
    pedidos: [order('o1', [line('t', ['g']), line('w', ['b'])]), order('o2', [line('t2', ['g'], ['g']), line('w2', ['b'])]), order('o3', [line('w3', ['b'])])],
    deshacer: {},
  };

  it('a station shows the orders with something left there, oldest first, its lines only', () => {
    expect(ticketsOf(queue, 'g').map((ticket) => [ticket.order.id, ticket.lines.map((l) => l.line.id), ticket.stationCount])).toEqual([['o1', ['t'], 2]]);
    expect(ticketsOf(queue, 'b').map((ticket) => ticket.order.id)).toEqual(['o1', 'o2', 'o3']);
  });

  it('«Todas» shows every line, the bumped ones marked done', () => {
    const o2 = ticketsOf(queue, 'todas').find((ticket) => ticket.order.id === 'o2')!;
    expect(o2.lines.map((l) => [l.line.id, l.done])).toEqual([
      ['t2', true],
      ['w2', false],
    ]);
  });

  it('keeps the stored view while the screen has it, else the first station', () => {
    expect(pickView(queue, 'b')).toBe('b');
    expect(pickView(queue, 'todas')).toBe('todas');
    expect(pickView(queue, 'borrada')).toBe('g');
    expect(pickView({ estaciones: [{ id: 'cocina', name: 'Cocina' }] }, null)).toBe('cocina');
  });

  it('names who the ticket is for and finds the new tickets', () => {
    expect(ticketWho({ metodo_entrega: 'inRestaurant', numero_mesa: 4, cliente: 'Ana' })).toBe('Mesa 4');
    expect(ticketWho({ metodo_entrega: 'takeAway', numero_mesa: null, cliente: 'Ana' })).toBe('Para llevar · Ana');
    expect(newTicketIds(new Set(['o1']), ticketsOf(queue, 'b'))).toEqual(['o2', 'o3']);
  });
});
