// The routing rule of kitchen stations (docs/kitchen.md) as a table over categories, products and stations.
import { describe, expect, it } from 'vitest';
import { stationLines, stationPrepares, stationsOfOrder, type KitchenStation } from '@shared/kitchen/stations';

const TACOS = 'cat-tacos';
const DRINKS = 'cat-bebidas';
const grill: KitchenStation = { id: 'grill', name: 'Parrilla', categoryIds: [TACOS], productIds: [] };
/** The bar prepares drinks and, from the tacos category, the horchata-flavoured dessert taco. */
const bar: KitchenStation = { id: 'bar', name: 'Barra', categoryIds: [DRINKS], productIds: ['taco-dulce'] };
const empty: KitchenStation = { id: 'empty', name: 'Vacía', categoryIds: [], productIds: [] };
const line = (id_producto: string, id_categoria: string | null) => ({ id_producto, id_categoria });

describe('stationPrepares', () => {
  it.each([
    ['a product of its category', grill, line('pastor', TACOS), true],
    ['a product of another category', grill, line('agua', DRINKS), false],
    ['a listed product of another category', bar, line('taco-dulce', TACOS), true],
    ['a listed product also goes to its category station', grill, line('taco-dulce', TACOS), true],
    ['a line without category (deleted category)', grill, line('pastor', null), false],
    ['a line without category but listed product', bar, line('taco-dulce', null), true],
    ['nothing, when the station lists nothing', empty, line('pastor', TACOS), false],
  ])('%s', (_case, station, routed, expected) => {
    expect(stationPrepares(station, routed)).toBe(expected);
  });
});

describe('an order across stations', () => {
  const lines = [line('pastor', TACOS), line('agua', DRINKS), line('taco-dulce', TACOS), line('postre', 'cat-postres')];

  it('gives each station only its lines, in the order of the order', () => {
    expect(stationLines(grill, lines).map((l) => l.id_producto)).toEqual(['pastor', 'taco-dulce']);
    expect(stationLines(bar, lines).map((l) => l.id_producto)).toEqual(['agua', 'taco-dulce']);
    expect(stationLines(empty, lines)).toEqual([]);
  });

  it('names only the stations with something to make, in the stations order', () => {
    expect(stationsOfOrder([empty, bar, grill], lines).map((s) => s.id)).toEqual(['bar', 'grill']);
    expect(stationsOfOrder([grill, bar], [line('postre', 'cat-postres')])).toEqual([]);
    expect(stationsOfOrder([grill, bar], [line('agua', DRINKS)]).map((s) => s.id)).toEqual(['bar']);
  });
});
