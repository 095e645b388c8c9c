// The panel's side of data safety through real HTTP: the Ajustes backup card (GET/POST /v1/respaldos) and
// "Descargar mis datos" (a zip built in the background with progress): backups only for the server's operator
// (here ADMIN_EMAILS names the demo's owner), the export only for the owner, and an export
// carries this commerce's data only — CSV and JSON of every table plus its images, no secrets.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus, DataExportJob } from '@shared/types/backup';
import { eq } from 'drizzle-orm';
import { commerces, uploads } from '../../../server/src/db/schema/index';
import { sealJson } from '../../../server/src/db/secrets';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { staffCaller } from '../security/support';
import { ACCESS_MSG } from '../../../server/src/plugins/access';
import { waitFor } from './crash-support';

describe('backup card and data export routes', () => {
  let t: TestApp;
  let owner: LoggedIn;
  let commerceId: string;
  let otherCommerceId: string;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, config: { operatorEmails: ['demo@ejemplo.mx'] } });
    owner = await login(t.app, 'demo@ejemplo.mx', 'demo1234');
    commerceId = owner.session.id_comercio;
    otherCommerceId = (await createCommerce(t.handle, { nombre: 'Otro comercio' })).commerceId;
    staff = (await staffCaller(t.handle, commerceId, null)).headers;
    await mkdir(t.app.deps.config.uploadsDir, { recursive: true });
    await writeFile(join(t.app.deps.config.uploadsDir, 'logo-demo.png'), 'PNG del logo');
    await t.handle.db.insert(uploads).values({ id_comercio: commerceId, filename: 'logo-demo.png', mime: 'image/png', size_bytes: 12 });
  }, 300_000); // seeding and migrating on disk take minutes under load
  afterAll(async () => {
    await t?.close();
  });

  it('shows the backup state and "Respaldar ahora" writes one with its size', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: owner.headers });
    expect(before.statusCode).toBe(200);
    expect(before.json<BackupStatus>()).toMatchObject({ last: null, inProgress: false, kept: 0 });

    const now = await t.app.inject({ method: 'POST', url: '/v1/respaldos', headers: owner.headers });
    expect(now.statusCode).toBe(202);
    expect(now.json<BackupStatus>().inProgress).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: '/v1/respaldos', headers: owner.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Ya hay un respaldo en curso; espera a que termine.' });
    let status = now.json<BackupStatus>();
    await waitFor(async () => {
      status = (await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: owner.headers })).json<BackupStatus>();
      return !status.inProgress;
    }, 'el respaldo termina');
    expect(status.last).toMatchObject({ reason: 'manual' });
    expect(status.last!.bytes).toBeGreaterThan(10_000);
    expect(status.last!.rows).toBeGreaterThan(2_000);
    expect(status.kept).toBe(1);
  });

  it('refuses staff users and another commerce’s owner the backups: they are the operator’s', async () => {
    const otherOwner = await createCommerce(t.handle, { nombre: 'Comercio sin respaldos' });
    const otherHeaders = (await login(t.app, otherOwner.email, otherOwner.password)).headers;
    for (const headers of [staff, otherHeaders]) {
      for (const [method, url] of [
        ['GET', '/v1/respaldos'],
        ['POST', '/v1/respaldos'],
        ['PUT', '/v1/respaldos/carpeta-copia'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers, ...(method === 'PUT' ? { payload: { carpeta: null } } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ message: ACCESS_MSG.operatorOnly });
      }
    }
  });

  it('refuses staff users the data export: it is the owner’s', async () => {
    for (const [method, url] of [
      ['GET', '/v1/mis-datos/exportacion'],
      ['POST', '/v1/mis-datos/exportacion'],
      ['GET', '/v1/mis-datos/exportacion/archivo'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: staff });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Solo el propietario de la cuenta puede realizar esta acción' });
    }
  });

  it('builds the owner’s zip in the background: every table as CSV and JSON, the images, nothing of others, no secrets', async () => {
    // Bank data are sealed at rest; the owner's own copy carries them readable.
    const bank = { banco: 'Banco Demo', clabe: '002180700123456788', titular: 'Taquería Demo' };
    await t.handle.db.update(commerces).set({ bank_transfer_details: sealJson(t.app.deps.config.secretsKey, bank) }).where(eq(commerces.id, commerceId));
    const notYet = await t.app.inject({ method: 'GET', url: '/v1/mis-datos/exportacion/archivo', headers: owner.headers });
    expect(notYet.statusCode).toBe(404);

    const started = await t.app.inject({ method: 'POST', url: '/v1/mis-datos/exportacion', headers: owner.headers });
    expect(started.statusCode).toBe(202);
    expect(started.json<DataExportJob>()).toMatchObject({ state: 'en_proceso', progress: 0 });
    let job: DataExportJob | null = null;
    await waitFor(async () => {
      job = (await t.app.inject({ method: 'GET', url: '/v1/mis-datos/exportacion', headers: owner.headers })).json<{ exportacion: DataExportJob }>().exportacion;
      return job.state !== 'en_proceso';
    }, 'la exportación termina');
    expect(job).toMatchObject({ state: 'lista', progress: 100 });

    const download = await t.app.inject({ method: 'GET', url: '/v1/mis-datos/exportacion/archivo', headers: owner.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/attachment; filename="mis-datos-/);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    for (const table of ['orders', 'order_lines', 'products', 'customers', 'commerces', 'users']) {
      expect(files[`csv/${table}.csv`], table).toBeDefined();
      expect(files[`json/${table}.json`], table).toBeDefined();
    }
    expect(strFromU8(files['imagenes/logo-demo.png']!)).toBe('PNG del logo');
    const orders = JSON.parse(strFromU8(files['json/orders.json']!)) as { id_comercio: string }[];
    expect(orders.length).toBeGreaterThan(2_000);
    expect(orders.every((order) => order.id_comercio === commerceId)).toBe(true);
    const exported = JSON.parse(strFromU8(files['json/commerces.json']!)) as { id: string; bank_transfer_details: unknown }[];
    expect(exported.map((commerce) => commerce.id)).toEqual([commerceId]);
    expect(exported.map((commerce) => commerce.id)).not.toContain(otherCommerceId);
    expect(exported[0]!.bank_transfer_details).toEqual(bank);
    expect(strFromU8(files['csv/commerces.csv']!)).toContain('002180700123456788');
    const users = strFromU8(files['json/users.json']!);
    expect(users).not.toContain('password_hash');
    expect(files['json/sessions.json']).toBeUndefined();
    expect(strFromU8(files['csv/orders.csv']!).split('\r\n').length).toBe(orders.length + 2); // header + rows + final newline
  });
});
