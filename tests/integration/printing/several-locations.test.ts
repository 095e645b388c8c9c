// One counter PC, one location by default; several when chosen (docs/printing.md «Varias sucursales»). A real
// server with two commerces of one account, the printing service following them (one follower each), TCP printer
// emulators: by default only the panel's location prints here; following both, each location prints on its own
// printer, once, with the brand on the ticket, under ledger keys of its own location; the panel switching location
// changes nothing.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPrintSettings, type AutoPrintSession, type PrintSettings } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import { DEMO_ID_PATH } from '../../../server/src/db/seed/demo/commerce';
import { createPrintingService, type PrintingServiceHandle } from '../../../main/services/printing/index';
import { startPrinterEmulator, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { folioOf, tempDir, waitUntil } from './support';
import { startDemoServer, type DemoServer } from './desktop-session';
import { addSecondLocation, type SecondLocation } from './second-location';

let root: string;
let demo: DemoServer;
let tacos: PrinterEmulator;
let sushi: PrinterEmulator;
let first: { token: string; commerceId: string; name: string };
let second: SecondLocation;
let session: AutoPrintSession;
const quiet = () => undefined;

function settingsFor(): PrintSettings {
  const settings = defaultPrintSettings();
  settings.Printer1 = { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: tacos.port }, autoPrint: 'onOrderReceived', copies: 1, delayBetweenCopiesMs: 0 };
  settings.Printer2 = { ...settings.Printer2, printer: { kind: 'network', host: '127.0.0.1', port: sushi.port }, autoPrint: 'onOrderReceived', copies: 1, delayBetweenCopiesMs: 0, kitchen: true };
  return settings;
}

const count = (emulator: PrinterEmulator, folio: string) => emulator.jobs().filter((job) => folioOf(job) === folio).length;

async function placeOrderAt(idPath: string, n: number): Promise<OrderDetail> {
  const options = (await (await fetch(`${demo.url}/v1/public/comercio/${idPath}/pedido/opciones`)).json()) as { productos: { id: string; extras: { obligatorio: boolean }[] }[] };
  const product = options.productos.find((candidate) => candidate.extras.every((group) => !group.obligatorio));
  if (!product) throw new Error(`sin producto en ${idPath}`);
  const response = await fetch(`${demo.url}/v1/public/comercio/${idPath}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ metodo_entrega: 'takeAway', nombre: `Cliente ${n}`, numero_celular: `55${String(22345678 + n).padStart(8, '0')}`, country_code: '52', metodo_pago: 'efectivo', productos: [{ id_producto: product.id, cantidad: 1 }] }),
  });
  if (response.status !== 201) throw new Error(`POST pedido: ${response.status} ${await response.text()}`);
  return (await response.json()) as OrderDetail;
}

/** Every event so far was offered to the service again (a resync of every follower) and its tickets are out. */
async function settled(service: PrintingServiceHandle): Promise<void> {
  service.wakeAutoPrint();
  await service.autoPrintIdle();
  await service.whenIdle();
}

beforeAll(async () => {
  root = tempDir('several-locations-');
  tacos = await startPrinterEmulator({ port: 0 });
  sushi = await startPrinterEmulator({ port: 0 });
  demo = await startDemoServer(root);
  const login = await demo.login();
  const commerce = (await (await fetch(`${demo.url}/v1/comercio`, { headers: { authorization: `Bearer ${login.token}`, id_comercio: login.commerceId } })).json()) as { nombre: string };
  first = { ...login, name: commerce.nombre };
  second = await addSecondLocation(demo.server, { commerceId: first.commerceId }, 'Sushi Norte', 'sushi-norte');
  session = {
    apiBaseUrl: demo.url,
    token: first.token,
    commerceId: first.commerceId,
    locations: [
      { commerceId: first.commerceId, token: first.token },
      { commerceId: second.commerceId, token: second.token },
    ],
  };
}, 300_000);

afterAll(async () => {
  await demo?.server.close();
  await tacos?.close();
  await sushi?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('several locations on one PC', () => {
  it('by default follows only the panel’s location: an order at the other one does not print here', { timeout: 120_000 }, async () => {
    const service = createPrintingService({ dataDir: path.join(root, 'pc-default'), logger: quiet, resyncMs: 600_000 });
    try {
      await service.saveSettings(settingsFor());
      await service.startAutoPrint(session);
      await waitUntil(async () => (await service.getAutoPrintState()).connected, 30_000, 'canal en vivo conectado');
      await service.autoPrintIdle();
      const state = await service.getAutoPrintState();
      expect(state.locations?.map((location) => location.commerceId)).toEqual([first.commerceId]);

      const atSushi = await placeOrderAt(second.idPath, 1);
      const atTacos = await placeOrderAt(DEMO_ID_PATH, 2);
      await waitUntil(() => count(tacos, atTacos.pedido.folio) === 1, 30_000, 'ticket de la sucursal de esta PC');
      await settled(service);
      expect(count(tacos, atTacos.pedido.folio)).toBe(1);
      expect(count(tacos, atSushi.pedido.folio) + count(sushi, atSushi.pedido.folio)).toBe(0);

      // The settings screen lists both locations (names read with each one's token) and what is followed.
      const view = await service.getPrintLocations();
      expect(view.available).toEqual([
        { id: first.commerceId, name: first.name },
        { id: second.commerceId, name: 'Sushi Norte' },
      ]);
      expect(view.following).toEqual([first.commerceId]);
    } finally {
      await service.stopAutoPrint();
      await service.close();
    }
  });

  it('follows both when chosen: each location on its own printer, once, naming the brand, under its own ledger keys', { timeout: 150_000 }, async () => {
    const dataDir = path.join(root, 'pc-both');
    const service = createPrintingService({ dataDir, logger: quiet, resyncMs: 600_000 });
    try {
      await service.saveSettings(settingsFor());
      await service.startAutoPrint(session);
      const view = await service.savePrintLocations({
        follow: [
          { id: first.commerceId, name: first.name },
          { id: second.commerceId, name: 'Sushi Norte' },
        ],
        printers: { Printer1: first.commerceId, Printer2: second.commerceId, Printer3: null },
      });
      expect(view.following.sort()).toEqual([first.commerceId, second.commerceId].sort());
      await waitUntil(async () => (await service.getAutoPrintState()).connected, 30_000, 'dos canales en vivo conectados');
      await service.autoPrintIdle();

      const atTacos = await placeOrderAt(DEMO_ID_PATH, 3);
      const atSushi = await placeOrderAt(second.idPath, 4);
      await waitUntil(() => count(tacos, atTacos.pedido.folio) === 1 && count(sushi, atSushi.pedido.folio) === 1, 30_000, 'un ticket por sucursal');
      // The panel switches to the other location (its token is one the session holds): nothing changes here.
      const switched = await service.startAutoPrint({ ...session, token: second.token, commerceId: second.commerceId });
      expect(switched.locations?.map((location) => location.commerceId).sort()).toEqual([first.commerceId, second.commerceId].sort());
      await settled(service);

      expect(count(tacos, atTacos.pedido.folio)).toBe(1);
      expect(count(sushi, atTacos.pedido.folio)).toBe(0);
      expect(count(sushi, atSushi.pedido.folio)).toBe(1);
      expect(count(tacos, atSushi.pedido.folio)).toBe(0);
      expect(tacos.jobs().find((job) => folioOf(job) === atTacos.pedido.folio)?.text).toContain(first.name);
      expect(sushi.jobs().find((job) => folioOf(job) === atSushi.pedido.folio)?.text).toContain('Sushi Norte');

      const keys = readFileSync(path.join(dataDir, 'print-jobs.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { t: string; key: string; orderId?: string })
        .filter((record) => record.t === 'accept');
      expect(keys.find((record) => record.orderId === atTacos.pedido.id)?.key).toBe(`${first.commerceId}/${atTacos.pedido.id}|onOrderReceived|Printer1`);
      expect(keys.find((record) => record.orderId === atSushi.pedido.id)?.key).toBe(`${second.commerceId}/${atSushi.pedido.id}|onOrderReceived|Printer2`);
    } finally {
      await service.stopAutoPrint();
      await service.close();
    }
  });
});
