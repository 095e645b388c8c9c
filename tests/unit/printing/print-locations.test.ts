// Several locations on one PC (docs/printing.md «Varias sucursales»): which sessions this PC follows, the stored
// choice, ledger keys per location (and a ledger written before them), the kitchen stations kept per location,
// and the brand on a station's tickets when the PC follows several.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPrintLocationsChoice, defaultPrintSettings, type AutoPrintSession } from '@shared/printing';
import { followedSessions, normalizeLocationsChoice, printerServes, PrintLocationsStore, sessionLocations } from '../../../main/services/auto-print/locations';
import { JobLedger, jobKey } from '../../../main/services/printing/ledger';
import { StationsStore } from '../../../main/services/printing/stations-store';
import { buildJobTicket } from '../../../main/services/printing/ticket/job-ticket';
import type { TicketDoc } from '../../../main/services/printing/ticket/model';
import { commerce, orderDetail } from '../../support/sample-order';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'print-locations-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const session: AutoPrintSession = {
  apiBaseUrl: 'http://127.0.0.1:3000',
  token: 'token-panel-a',
  commerceId: 'loc-a',
  locations: [
    { commerceId: 'loc-a', token: 'token-cuenta-a' },
    { commerceId: 'loc-b', token: 'token-b' },
    { commerceId: 'loc-c', token: 'token-c' },
  ],
};
const choose = (...ids: string[]) => ({ ...defaultPrintLocationsChoice(), follow: ids.map((id) => ({ id, name: `Sucursal ${id}` })) });
const texts = (doc: TicketDoc) => doc.blocks.flatMap((block) => (block.kind === 'text' ? [block.text] : []));

describe('which locations this PC follows', () => {
  it('by default only the location the panel signed in to, with the panel’s own token', () => {
    expect(followedSessions(session, defaultPrintLocationsChoice())).toEqual([{ apiBaseUrl: session.apiBaseUrl, token: 'token-panel-a', commerceId: 'loc-a' }]);
    // A single-location session (no list at all) is the same.
    expect(followedSessions({ apiBaseUrl: session.apiBaseUrl, token: 't', commerceId: 'loc-a' }, defaultPrintLocationsChoice()).map((s) => s.commerceId)).toEqual(['loc-a']);
  });

  it('the chosen ones, each with its own token; none it may follow = nothing (never the panel’s by surprise)', () => {
    expect(followedSessions(session, choose('loc-b', 'loc-c')).map((s) => [s.commerceId, s.token])).toEqual([
      ['loc-b', 'token-b'],
      ['loc-c', 'token-c'],
    ]);
    expect(followedSessions(session, choose('loc-a', 'loc-z')).map((s) => s.commerceId)).toEqual(['loc-a']);
    expect(followedSessions(session, choose('loc-z'))).toEqual([]);
    expect(sessionLocations(session).map((s) => s.commerceId)).toEqual(['loc-a', 'loc-b', 'loc-c']);
  });

  it('a printer serves every location unless set to one', () => {
    const choice = { ...choose('loc-a', 'loc-b'), printers: { Printer1: 'loc-a', Printer2: null, Printer3: 'loc-b' } };
    expect(printerServes(choice, 'Printer1', 'loc-a')).toBe(true);
    expect(printerServes(choice, 'Printer1', 'loc-b')).toBe(false);
    expect(printerServes(choice, 'Printer2', 'loc-b')).toBe(true);
    expect(printerServes(choice, 'Printer3', 'loc-a')).toBe(false);
  });

  it('the stored choice: defaults for a missing or torn file, kept across a reopen, bad fields repaired one by one', () => {
    const file = path.join(dir, 'print-locations.json');
    expect(new PrintLocationsStore(file).get()).toEqual(defaultPrintLocationsChoice());
    writeFileSync(file, '{ torn');
    expect(new PrintLocationsStore(file).get()).toEqual(defaultPrintLocationsChoice());
    const store = new PrintLocationsStore(file);
    const saved = store.set({ ...choose('loc-a', 'loc-b'), printers: { Printer1: 'loc-a', Printer2: 'loc-b', Printer3: null } });
    expect(new PrintLocationsStore(file).get()).toEqual(saved);
    expect(normalizeLocationsChoice({ follow: 'todas', printers: { Printer1: 'loc-a', Printer2: 7 } })).toEqual({ follow: [], printers: { Printer1: 'loc-a', Printer2: null, Printer3: null } });
    expect(normalizeLocationsChoice({ follow: [{ id: 'x', name: 'X' }, { id: 'x', name: 'X otra vez' }] }).follow).toEqual([]);
  });
});

describe('the exactly-once ledger per location', () => {
  const jobOf = (key: string, orderId: string) => ({ key, orderId, trigger: 'onOrderReceived' as const, slot: 'Printer1' as const, order: orderDetail({}, orderId), commerce });

  it('keys name the location: the same order id at two brands is two jobs, the same one twice is one', async () => {
    const ledger = await JobLedger.open(path.join(dir, 'print-jobs.jsonl'));
    const atA = jobKey('pedido-1', 'onOrderReceived', 'Printer1', 'loc-a');
    const atB = jobKey('pedido-1', 'onOrderReceived', 'Printer1', 'loc-b');
    expect(atA).toBe('loc-a/pedido-1|onOrderReceived|Printer1');
    expect(ledger.accept(jobOf(atA, 'pedido-1')).accepted).toBe(true);
    expect(ledger.accept(jobOf(atB, 'pedido-1')).accepted).toBe(true);
    expect(ledger.accept(jobOf(atA, 'pedido-1')).accepted).toBe(false);
    await ledger.close();
  });

  it('a job a ledger recorded before keys named their location is the same job (no second ticket after the update)', async () => {
    const file = path.join(dir, 'print-jobs.jsonl');
    const before = await JobLedger.open(file);
    const legacy = jobKey('pedido-2', 'onOrderReceived', 'Printer1');
    await before.accept(jobOf(legacy, 'pedido-2')).durable;
    await before.markDone(legacy);
    const dropped = jobKey('pedido-3', 'onOrderReceived', 'Printer1');
    await before.accept(jobOf(dropped, 'pedido-3')).durable;
    await before.dropUnsent(dropped).durable;
    await before.close();

    const after = await JobLedger.open(file);
    const scoped = jobKey('pedido-2', 'onOrderReceived', 'Printer1', 'loc-a');
    expect(after.has(scoped)).toBe(true);
    expect(after.accept(jobOf(scoped, 'pedido-2')).accepted).toBe(false);
    expect(after.wasDropped(jobKey('pedido-3', 'onOrderReceived', 'Printer1', 'loc-a'))).toBe(true);
    await after.close();
  });
});

describe('kitchen stations and the brand', () => {
  const station = (id: string, productId: string) => ({ id, name: `Estación ${id}`, categoryIds: [], productIds: [productId] });

  it('stations are kept per location; a file of an earlier version (one list) still routes until each location sends its own', () => {
    const file = path.join(dir, 'kitchen-stations.json');
    writeFileSync(file, JSON.stringify([station('vieja', 'p0')]));
    const store = new StationsStore(file);
    expect(store.get()?.map((s) => s.id)).toEqual(['vieja']);
    store.set('loc-a', [station('parrilla', 'p1')]);
    store.set('loc-b', [station('sushi', 'p2')]);
    expect(store.get()?.map((s) => s.id)).toEqual(['parrilla', 'sushi']);
    expect(new StationsStore(file).get()?.map((s) => s.id)).toEqual(['parrilla', 'sushi']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('loc-b');
  });

  it('a station ticket names the brand when the PC follows several locations, and not otherwise', () => {
    const order = orderDetail({}, 'pedido-4');
    const line = order.productos[0]!;
    const route = { station: station('barra', line.id_producto), index: 1, count: 1 };
    const printer = { ...defaultPrintSettings().Printer2, kitchen: true };
    const branded = buildJobTicket({ trigger: 'onOrderReceived', order, route, brand: 'Sushi Norte' }, { ...commerce, nombre: 'Sushi Norte' }, printer);
    expect(texts(branded).slice(0, 2)).toEqual(['Estación barra', 'Sushi Norte']);
    const cancelled = buildJobTicket({ trigger: 'onOrderCancelled', order, route, brand: 'Sushi Norte' }, { ...commerce, nombre: 'Sushi Norte' }, printer);
    expect(texts(cancelled)).toContain('Sushi Norte');
    const single = buildJobTicket({ trigger: 'onOrderReceived', order, route }, { ...commerce, nombre: 'Sushi Norte' }, printer);
    expect(texts(single)).not.toContain('Sushi Norte');
    // The customer's ticket always opens with the commerce's name: the brand.
    const customer = buildJobTicket({ trigger: 'onOrderReceived', order, route: null, brand: 'Sushi Norte' }, { ...commerce, nombre: 'Sushi Norte' }, defaultPrintSettings().Printer1);
    expect(texts(customer)[0]).toBe('Sushi Norte');
  });
});
