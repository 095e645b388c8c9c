// What an order edit changed (shared/orders/edit.ts changesBetween), as the change ticket prints it: lines
// compared by what they are (product, presentation, extras, instructions), quantities netted.
import { describe, expect, it } from 'vitest';
import { changesBetween, hasChanges, isEditableStatus, ORDER_EDIT_MSG } from '@shared/orders/edit';
import type { OrderChangeLine } from '@shared/orders/edit-changes';

const line = (nombre: string, cantidad: number, extra: Partial<OrderChangeLine> = {}): OrderChangeLine => ({
  id_producto: `p-${nombre}`,
  id_categoria: 'c',
  nombre,
  presentacion: null,
  cantidad,
  instrucciones: null,
  extras: [],
  ...extra,
});

describe('changesBetween', () => {
  it.each<[string, OrderChangeLine[], OrderChangeLine[], { added: [string, number][]; removed: [string, number][] }]>([
    ['nothing changed', [line('Taco', 2)], [line('Taco', 2)], { added: [], removed: [] }],
    ['2 → 3 is one unit added', [line('Taco', 2)], [line('Taco', 3)], { added: [['Taco', 1]], removed: [] }],
    ['3 → 1 is two removed', [line('Taco', 3)], [line('Taco', 1)], { added: [], removed: [['Taco', 2]] }],
    ['a new line', [line('Taco', 1)], [line('Taco', 1), line('Agua', 2)], { added: [['Agua', 2]], removed: [] }],
    ['a line removed', [line('Taco', 1), line('Agua', 2)], [line('Taco', 1)], { added: [], removed: [['Agua', 2]] }],
    ['two lines of the same item are one', [line('Taco', 1), line('Taco', 1)], [line('Taco', 2)], { added: [], removed: [] }],
    [
      'a changed instruction: the old line removed, the new one added',
      [line('Taco', 1)],
      [line('Taco', 1, { instrucciones: 'Sin cebolla' })],
      { added: [['Taco', 1]], removed: [['Taco', 1]] },
    ],
    [
      'a changed extra: the old line removed, the new one added',
      [line('Gringa', 1, { extras: [{ nombre: 'Maíz', cantidad: 1 }] })],
      [line('Gringa', 1, { extras: [{ nombre: 'Harina', cantidad: 1 }] })],
      { added: [['Gringa', 1]], removed: [['Gringa', 1]] },
    ],
    [
      'extras in another order are the same item',
      [line('Taco', 1, { extras: [{ nombre: 'A', cantidad: 1 }, { nombre: 'B', cantidad: 1 }] })],
      [line('Taco', 1, { extras: [{ nombre: 'B', cantidad: 1 }, { nombre: 'A', cantidad: 1 }] })],
      { added: [], removed: [] },
    ],
    ['another presentation', [line('Gringa', 1, { presentacion: 'Chica' })], [line('Gringa', 1, { presentacion: 'Grande' })], { added: [['Gringa', 1]], removed: [['Gringa', 1]] }],
  ])('%s', (_name, before, after, expected) => {
    const changes = changesBetween(before, after);
    expect({ added: changes.added.map((l) => [l.nombre, l.cantidad]), removed: changes.removed.map((l) => [l.nombre, l.cantidad]) }).toEqual(expected);
    expect(hasChanges(changes)).toBe(expected.added.length + expected.removed.length > 0);
  });
});

describe('editable states', () => {
  it('are pending, accepted and ready to pick up; the refusal names the state in Spanish', () => {
    expect(['pending', 'accepted', 'ready_to_pick_up'].every((s) => isEditableStatus(s as never))).toBe(true);
    expect(['on_the_way', 'delivered', 'canceled', 'rejected', 'arrived_at_pickup', 'arrived_at_delivery'].some((s) => isEditableStatus(s as never))).toBe(false);
    expect(ORDER_EDIT_MSG.notEditable('on_the_way')).toMatch(/^No se puede editar un pedido «.+»: solo se editan los pedidos «Pendiente», «Aceptado», «Listo para recoger»$/);
  });
});
