// Station tickets (docs/kitchen.md): which slots a trigger event prints on with stations (the plan of
// slot-policy.ts, as a table), and the bytes of a station, cancellation and change ticket read back as text.
import { describe, expect, it } from 'vitest';
import { defaultPrintSettings, type PrintSettings, type PrintTrigger, type PrintTriggerEvent } from '@shared/printing';
import type { KitchenStation } from '@shared/kitchen/stations';
import type { PrinterSlot } from '@shared/constants';
import type { OrderDetail } from '@shared/types/order';
import { autoPrintPlan, printSlotOf } from '../../../main/services/printing/slot-policy';
import { buildJobTicket } from '../../../main/services/printing/ticket/job-ticket';
import { encodeEscPos } from '../../../main/services/printing/encoders/escpos';
import { decodeEscPos } from '../../../testkit/escpos-decoder';
import { commerce, orderDetail } from '../../support/sample-order';

const TACOS = '00000000-0000-4000-8000-00000000000a';
const DRINKS = '00000000-0000-4000-8000-00000000000b';
const grill: KitchenStation = { id: 'st-grill', name: 'Parrilla', categoryIds: [TACOS], productIds: [] };
const bar: KitchenStation = { id: 'st-bar', name: 'Barra', categoryIds: [DRINKS], productIds: ['p-flan'] };
const stations = [grill, bar];

/** Tacos (grill), an agua fresca (bar), a flan (bar by product) and a salsa nobody prepares. */
function taqueriaOrder(lines: ('tacos' | 'agua' | 'flan' | 'salsa')[] = ['tacos', 'agua', 'flan', 'salsa']): OrderDetail {
  const base = orderDetail({ metodo_entrega: 'inRestaurant', numero_mesa: 7, tiempo_preparacion: 20, created_at: '2026-11-21T18:05:00.000Z' }, 'ord-st');
  const catalogue = {
    tacos: { ...base.productos[0]!, id: 'l-tacos', id_producto: 'p-tacos', id_categoria: TACOS },
    agua: { ...base.productos[1]!, id: 'l-agua', id_producto: 'p-agua', id_categoria: DRINKS, nombre: 'Agua de jamaica', presentacion: 'Litro', cantidad: 2 },
    flan: { ...base.productos[1]!, id: 'l-flan', id_producto: 'p-flan', id_categoria: null, nombre: 'Flan napolitano' },
    salsa: { ...base.productos[1]!, id: 'l-salsa', id_producto: 'p-salsa', id_categoria: null, nombre: 'Salsa extra' },
  };
  return { ...base, productos: lines.map((line) => catalogue[line]) };
}

function settingsWith(stationsBySlot: Partial<Record<PrinterSlot, KitchenStation | 'whole'>>): PrintSettings {
  const settings = defaultPrintSettings();
  for (const [slot, station] of Object.entries(stationsBySlot) as [PrinterSlot, KitchenStation | 'whole'][]) {
    settings[slot] = { ...settings[slot], printer: { kind: 'network', host: '127.0.0.1', port: 9100 }, autoPrint: 'onOrderReceived', station: station === 'whole' ? null : { id: station.id, name: station.name } };
  }
  return settings;
}

const event = (trigger: PrintTrigger, order: OrderDetail, change?: PrintTriggerEvent['change']): PrintTriggerEvent => ({ id: 'e1', at: '2026-11-21T18:05:01.000Z', trigger, order, ...(change ? { change } : {}) });

describe('station routing plan', () => {
  const settings = settingsWith({ Printer1: 'whole', Printer2: grill, Printer3: bar });
  const none = () => null;
  const plan = (trigger: PrintTrigger, order: OrderDetail, printed: PrinterSlot[] = ['Printer1', 'Printer2', 'Printer3'], change?: PrintTriggerEvent['change']) =>
    autoPrintPlan(settings, event(trigger, order, change), stations, none, (slot) => printed.includes(slot));

  it.each([
    ['every station has lines', ['tacos', 'agua', 'flan', 'salsa'], ['Printer1', 'Printer2:1/2', 'Printer3:2/2'], []],
    ['only the grill', ['tacos', 'salsa'], ['Printer1', 'Printer2:1/1'], ['Printer3']],
    ['only the bar (a product listed by itself)', ['flan'], ['Printer1', 'Printer3:1/1'], ['Printer2']],
    ['nobody prepares it', ['salsa'], ['Printer1'], ['Printer2', 'Printer3']],
  ] as const)('%s', (_name, lines, jobs, seen) => {
    const result = plan('onOrderReceived', taqueriaOrder([...lines]));
    expect(result.jobs.map((job) => (job.route ? `${job.slot}:${job.route.index}/${job.route.count}` : job.slot))).toEqual(jobs);
    expect(result.seen).toEqual(seen);
  });

  it('a slot whose station was deleted prints nothing; a cancellation goes only to the slots that printed, each with its lines', () => {
    expect(autoPrintPlan(settings, event('onOrderReceived', taqueriaOrder()), [bar], none, () => false).jobs.map((job) => job.slot)).toEqual(['Printer1', 'Printer3']);
    expect(plan('onOrderCancelled', taqueriaOrder(), ['Printer1', 'Printer3']).jobs.map((job) => job.slot)).toEqual(['Printer1', 'Printer3']);
    // The grill saw the order (nothing of it to make): it gets no cancellation.
    expect(plan('onOrderCancelled', taqueriaOrder(['agua']), ['Printer1', 'Printer2', 'Printer3']).jobs.map((job) => job.slot)).toEqual(['Printer1', 'Printer3']);
  });

  it('an edit reaches each station with only its changed lines', () => {
    const order = taqueriaOrder();
    const added = [{ ...order.productos[1]!, cantidad: 1, extras: [] }];
    const result = plan('onOrderEdited', order, ['Printer1', 'Printer2', 'Printer3'], { orderId: 'ord-st', version: 2, added, removed: [] });
    expect(result.jobs.map((job) => [job.slot, job.change?.added.length, job.change?.removed.length])).toEqual([
      ['Printer1', 1, 0],
      ['Printer3', 1, 0],
    ]);
  });

  describe('an edit reaching a station that never saw the order', () => {
    const order = taqueriaOrder(['tacos']);
    const agua = { ...taqueriaOrder(['agua']).productos[0]!, cantidad: 1, extras: [] };
    const tacos = order.productos[0]!;
    const change = { orderId: 'ord-st', version: 2, added: [agua], removed: [tacos] };
    const withStatus = (estatus_pedido: OrderDetail['pedido']['estatus_pedido']) => ({ ...order, pedido: { ...order.pedido, estatus_pedido } });
    // The edit's time is 18:05:01; the bar's slot never printed nor saw the order.
    it.each([
      ['switched on before the edit, order open', 'onOrderReceived', 'accepted', '2026-11-21T18:05:00.500Z', ['Printer3:1+0']],
      ['no switch-on time recorded', 'onOrderReceived', 'pending', null, ['Printer3:1+0']],
      ['switched on after the edit', 'onOrderReceived', 'accepted', '2026-11-21T18:06:00.000Z', []],
      ['the order is already delivered', 'onOrderReceived', 'delivered', null, []],
      ['the order was cancelled', 'onOrderReceived', 'canceled', null, []],
      ['prints on acceptance and the order is still pending (its acceptance ticket has the edit)', 'onOrderAccepted', 'pending', null, []],
      ['prints on acceptance and the order was accepted', 'onOrderAccepted', 'accepted', null, ['Printer3:1+0']],
    ] as const)('%s', (_name, mode, status, since, jobs) => {
      const late = settingsWith({ Printer1: 'whole', Printer3: bar });
      late.Printer3 = { ...late.Printer3, autoPrint: mode };
      const result = autoPrintPlan(late, event('onOrderEdited', withStatus(status), change), stations, (slot) => (slot === 'Printer3' ? since : null), (slot) => slot === 'Printer1');
      // The whole-order printer printed it: added and removed lines. The bar: only its added lines, never a removal.
      const stationJobs = result.jobs.filter((job) => job.slot !== 'Printer1').map((job) => `${job.slot}:${job.change?.added.length}+${job.change?.removed.length}`);
      expect(stationJobs).toEqual(jobs);
      expect(result.reached).toEqual(jobs.length > 0 ? ['Printer3'] : []);
      expect(result.jobs.find((job) => job.slot === 'Printer1')?.change).toEqual({ added: [agua], removed: [tacos] });
    });

    it('only the station whose lines the edit adds is reached; the other prints nothing', () => {
      const result = autoPrintPlan(settings, event('onOrderEdited', order, { orderId: 'ord-st', version: 2, added: [tacos], removed: [] }), stations, none, (slot) => slot === 'Printer1');
      expect(result.jobs.map((job) => job.slot)).toEqual(['Printer1', 'Printer2']);
      expect(result.reached).toEqual(['Printer2']);
    });
  });

  it('the backup slot takes a failing printer\'s tickets after its seconds, and never a ticket already started', () => {
    const backup = settingsWith({ Printer1: 'whole', Printer2: grill });
    backup.Printer2 = { ...backup.Printer2, backupSlot: 'Printer1', backupAfterSeconds: 60 };
    expect(printSlotOf(backup, 'Printer2', { startedOn: null, failingForMs: null })).toBe('Printer2');
    expect(printSlotOf(backup, 'Printer2', { startedOn: null, failingForMs: 59_000 })).toBe('Printer2');
    expect(printSlotOf(backup, 'Printer2', { startedOn: null, failingForMs: 60_000 })).toBe('Printer1');
    expect(printSlotOf(backup, 'Printer2', { startedOn: 'Printer2', failingForMs: 600_000 })).toBe('Printer2');
  });
});

describe('station ticket bytes', () => {
  const printer = { ...defaultPrintSettings().Printer2, paperWidthMm: 80 as const };
  const read = (doc: ReturnType<typeof buildJobTicket>) => decodeEscPos(encodeEscPos(doc));
  const route = { station: bar, index: 2, count: 2 };

  it('a station ticket: station, «2 de 2», folio, delivery type, table, promised time, its items large with extras and notes, no prices', () => {
    const order = taqueriaOrder();
    order.productos[1] = { ...order.productos[1]!, instrucciones: 'Poco hielo', extras: [{ id: 'e', id_extra: 'x', nombre: 'Chía', cantidad: 1, precio: 5, subtotal: 5 }] };
    const decoded = read(buildJobTicket({ trigger: 'onOrderReceived', order, route }, commerce, printer));
    const lines = decoded.lines.map((line) => line.text.trim()).filter(Boolean);
    expect(lines.slice(0, 8)).toEqual(['Barra', '2 de 2', '-'.repeat(48), 'Pedido TAQ-0042', 'Comer en el restaurante', 'Mesa: 7', 'Para las 12:25', '-'.repeat(48)]);
    expect(lines).toContain('2 x Agua de jamaica (Litro)');
    expect(lines).toContain('1 x Flan napolitano');
    expect(lines).toContain('+ Chía');
    expect(lines).toContain('*** NOTA: Poco hielo ***');
    expect(decoded.text).not.toContain('Tacos');
    expect(decoded.text).not.toContain('$');
    const item = decoded.lines.find((line) => line.text.includes('Agua de jamaica'));
    expect(item?.bold).toBe(true);
    expect(item?.height).toBeGreaterThan(1);
    expect(decoded.lines.find((line) => line.text.includes('Chía'))?.bold).toBe(true);
  });

  it('a scheduled order: the station prints the time the customer chose, the customer ticket «Programado para» with its date', () => {
    const order = taqueriaOrder();
    order.pedido = { ...order.pedido, programado_para: '2026-12-09T14:00:00.000Z', tiempo_preparacion: null };
    const station = read(buildJobTicket({ trigger: 'onOrderReceived', order, route }, commerce, printer));
    expect(station.lines.map((line) => line.text.trim())).toContain('Para las 08:00');
    const customer = read(buildJobTicket({ trigger: 'onOrderReceived', order }, commerce, { ...defaultPrintSettings().Printer1, paperWidthMm: 80 }));
    const scheduled = customer.lines.find((line) => line.text.includes('Programado para'));
    expect(scheduled?.text.trim()).toBe('Programado para: 09/12/2026 08:00');
    expect(scheduled?.bold).toBe(true);
  });

  it('a cancellation ticket on the station, and the whole order\'s on a counter slot, on the backup marked', () => {
    const cancelled = read(buildJobTicket({ trigger: 'onOrderCancelled', order: taqueriaOrder(), route }, commerce, printer, 'Barra')).text;
    expect(cancelled).toMatch(/\*\*\* CANCELADO \*\*\*\s+Barra\s+\(respaldo de Barra\)\s+2 de 2/);
    expect(cancelled).toContain('2 x Agua de jamaica (Litro)');
    expect(cancelled).not.toContain('Tacos');
    const whole = read(buildJobTicket({ trigger: 'onOrderCancelled', order: taqueriaOrder(['tacos', 'salsa']), route: null }, commerce, printer)).text;
    expect(whole).toContain('CANCELADO');
    expect(whole).toContain('Tacos de suadero');
    expect(whole).toContain('Salsa extra');
  });

  it('a change ticket lists only what was added and removed', () => {
    const order = taqueriaOrder();
    const line = (name: string, cantidad: number) => ({ id_producto: 'p-agua', id_categoria: DRINKS, nombre: name, presentacion: null, cantidad, instrucciones: null, extras: [] });
    const text = read(buildJobTicket({ trigger: 'onOrderEdited', order, route: { station: bar, index: 1, count: 1 }, change: { added: [line('Horchata', 1)], removed: [line('Agua de jamaica', 2)] } }, commerce, printer)).text;
    expect(text).toMatch(/CAMBIO EN EL PEDIDO[\s\S]*-- AGREGAR --\s+1 x Horchata[\s\S]*-- QUITAR --\s+2 x Agua de jamaica/);
    expect(text).not.toContain('Flan');
  });
});
