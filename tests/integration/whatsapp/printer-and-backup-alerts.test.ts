// The owner's alerts for a failed scheduled backup and a printer down longer than their minutes (docs/whatsapp.md
// «Alertas al dueño»): each occurrence is one owner.alert job, sent once through Green-API (or by e-mail without
// a gateway); a printer back online ends its outage and the next outage alerts again.
import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrinterHealthReport } from '@shared/printing-health';
import { raisePrinterAlerts } from '../../../server/src/services/printing/health';
import { createOrderingCommerce, type OrderingCommerce } from '../orders/support';
import { messagesTo, saveGateway, saveSettings, whatsappWorld, type WhatsAppWorld } from './support';

let w: WhatsAppWorld;
let noGateway: OrderingCommerce;
const MINUTE = 60_000;
const OWNER = '529939998877';

beforeAll(async () => {
  w = await whatsappWorld();
  await saveGateway(w.t.app, w.shop, { instance: w.fake.idInstance, token: w.fake.apiTokenInstance });
  expect((await saveSettings(w.t.app, w.shop, { pasos: [], alertas_dueno: true, telefono_alertas: '9939998877', minutos_sin_aceptar: 10, minutos_impresora: 5 })).statusCode).toBe(200);
  noGateway = await createOrderingCommerce(w.t.app, w.t.handle);
  expect((await saveSettings(w.t.app, noGateway, { pasos: [], alertas_dueno: true, telefono_alertas: '9930001234' })).statusCode).toBe(200);
});
afterAll(async () => {
  await w?.t.close();
  await w?.fake.close();
});

const tick = (ms: number) => (w.clock.now = new Date(w.clock.now.getTime() + ms));
const report = (shop: OrderingCommerce, body: unknown) => w.t.app.inject({ method: 'POST', url: '/v1/impresion/salud', headers: shop.auth.headers, payload: body as object });
const kitchen = (en_linea: boolean, equipo = 'CAJA-1'): PrinterHealthReport => ({
  equipo,
  impresoras: [
    { slot: 'Printer1', nombre: 'Mostrador', en_linea: true },
    { slot: 'Printer2', nombre: 'Cocina', en_linea, error: en_linea ? null : 'connect ECONNREFUSED 192.168.1.50:9100' },
  ],
});
const printerAlerts = () => messagesTo(w.fake, OWNER).filter((text) => text.includes('sin responder'));
/** Reports every minute for `minutes`, running the alert pass and the outbox after each. */
async function minutesOf(shop: OrderingCommerce, body: PrinterHealthReport, minutes: number) {
  for (let i = 0; i < minutes; i += 1) {
    tick(MINUTE);
    expect((await report(shop, body)).statusCode).toBe(204);
    await raisePrinterAlerts(w.t.handle.db, w.clock.now);
    await w.t.app.outbox.runOnce();
  }
}

describe('POST /v1/impresion/salud', () => {
  it('refuses a malformed report with a 400 naming the field', async () => {
    expect((await report(w.shop, { equipo: 'CAJA-1' })).statusCode).toBe(400);
    expect((await report(w.shop, { equipo: 'CAJA-1', impresoras: [{ slot: 'Printer9', nombre: 'X', en_linea: true }] })).statusCode).toBe(400);
    const twice = await report(w.shop, { equipo: 'CAJA-1', impresoras: [kitchen(true).impresoras[0], kitchen(true).impresoras[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ message: string }>().message).toContain('impresoras');
  });

  it('needs a session', async () => {
    expect((await w.t.app.inject({ method: 'POST', url: '/v1/impresion/salud', payload: kitchen(true) })).statusCode).toBe(401);
  });
});

describe('a printer down longer than the owner’s minutes', () => {
  it('alerts once per outage, names the printer and the PC, and alerts again after it recovered and failed again', async () => {
    await minutesOf(w.shop, kitchen(true), 1);
    await minutesOf(w.shop, kitchen(false), 4);
    expect(printerAlerts()).toEqual([]);
    await minutesOf(w.shop, kitchen(false), 3);
    expect(printerAlerts()).toHaveLength(1);
    expect(printerAlerts()[0]).toContain('la impresora Cocina lleva 5 min sin responder');
    expect(printerAlerts()[0]).toContain('del equipo CAJA-1 no responde (connect ECONNREFUSED 192.168.1.50:9100)');
    // Still down: nothing more. Back, then down again for 5 min: a second alert.
    await minutesOf(w.shop, kitchen(false), 10);
    expect(printerAlerts()).toHaveLength(1);
    await minutesOf(w.shop, kitchen(true), 2);
    await minutesOf(w.shop, kitchen(false), 6);
    expect(printerAlerts()).toHaveLength(2);
  });

  it('does not alert an outage that ended before its alert left, nor a PC that stopped reporting', async () => {
    tick(MINUTE);
    await report(w.shop, kitchen(false, 'CAJA-2'));
    await report(w.shop, kitchen(false, 'CAJA-3'));
    tick(6 * MINUTE);
    await report(w.shop, kitchen(false, 'CAJA-2'));
    // The pass writes CAJA-2's alert; its printer answers again before the outbox sends it.
    expect(await raisePrinterAlerts(w.t.handle.db, w.clock.now)).toBe(1);
    await report(w.shop, kitchen(true, 'CAJA-2'));
    await w.t.app.outbox.runOnce();
    expect(printerAlerts().filter((text) => text.includes('CAJA-2'))).toEqual([]);
    // CAJA-3 said «down» 6 min ago and nothing since: its state is no longer believed.
    expect(printerAlerts().filter((text) => text.includes('CAJA-3'))).toEqual([]);
  });

  it('two passes at once write one alert', async () => {
    await minutesOf(w.shop, kitchen(true, 'CAJA-4'), 1);
    tick(MINUTE);
    await report(w.shop, kitchen(false, 'CAJA-4'));
    tick(6 * MINUTE);
    await report(w.shop, kitchen(false, 'CAJA-4'));
    const written = await Promise.all([raisePrinterAlerts(w.t.handle.db, w.clock.now), raisePrinterAlerts(w.t.handle.db, w.clock.now)]);
    expect(written.reduce((a, b) => a + b, 0)).toBe(1);
    await w.t.app.outbox.runOnce();
    expect(printerAlerts().filter((text) => text.includes('CAJA-4'))).toHaveLength(1);
  });

  it('goes by e-mail to the owner of a commerce without Green-API', async () => {
    await minutesOf(noGateway, kitchen(false, 'BARRA'), 7);
    const mails = w.t.notifier.alerts.filter((alert) => alert.subject.includes('sin responder'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', to: noGateway.commerce.email });
  });
});

describe('a failed scheduled backup', () => {
  it('alerts the owners with alerts on once per failure; a backup someone asked for is not alerted', async () => {
    const { directory } = await w.t.app.backups.status();
    // A file where the backups' folder should be: writing the backup fails.
    await rm(directory, { recursive: true, force: true });
    await writeFile(directory, 'no es una carpeta');
    await expect(w.t.app.backups.runNow('manual')).rejects.toThrow();
    await w.t.app.outbox.runOnce();
    const backupAlerts = () => messagesTo(w.fake, OWNER).filter((text) => text.includes('el respaldo diario falló'));
    expect(backupAlerts()).toEqual([]);

    await expect(w.t.app.backups.runNow('programado')).rejects.toThrow();
    await w.t.app.outbox.runOnce();
    await w.t.app.outbox.runOnce();
    expect(backupAlerts()).toHaveLength(1);
    expect(backupAlerts()[0]).toContain('No se pudo hacer el respaldo de hoy');
    expect(w.t.notifier.alerts.filter((alert) => alert.subject.includes('el respaldo diario falló'))).toHaveLength(1);
    await rm(directory, { force: true });
  });
});
