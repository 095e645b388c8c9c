// The copy folder of the Ajustes backup card through real HTTP: the owner chooses it in the panel, the
// server checks it (exists, a folder, writable, outside DATA_DIR) and answers a Spanish 400 naming the
// field otherwise; each backup is then copied there and the card shows where, or why the copy failed.
// BACKUP_COPY_DIR on the server wins over the panel's choice.
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '@shared/types/backup';
import { COPY_FOLDER_MSG } from '../../../server/src/services/backup/copy-folder';
import { createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { DEMO_LOGIN } from '../../../server/src/db/seed/demo/index';
import { ACCESS_MSG } from '../../../server/src/plugins/access';
import { signUpOwner } from '../security/operator-support';
import { staffCaller } from '../security/support';
import { waitFor } from './crash-support';
import { removeTempDirs, tempDir } from './support';

const PATH = '/v1/respaldos/carpeta-copia';

async function backUp(t: TestApp, owner: LoggedIn): Promise<BackupStatus> {
  expect((await t.app.inject({ method: 'POST', url: '/v1/respaldos', headers: owner.headers })).statusCode).toBe(202);
  let status: BackupStatus | null = null;
  await waitFor(async () => {
    status = (await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: owner.headers })).json<BackupStatus>();
    return !status.inProgress;
  }, 'el respaldo termina');
  return status!;
}

describe('backup copy folder chosen in the panel', () => {
  let t: TestApp;
  let owner: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, config: { operatorEmails: [DEMO_LOGIN.email] } });
    owner = await login(t.app, 'demo@ejemplo.mx', 'demo1234');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await removeTempDirs();
  });

  it('refuses a folder that cannot take the copies, with a Spanish 400 naming the field, and changes nothing', async () => {
    const usb = await tempDir('usb');
    const aFile = join(usb, 'no-soy-carpeta.txt');
    await writeFile(aFile, 'x');
    const status = (await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: owner.headers })).json<BackupStatus>();
    const cases: [unknown, string][] = [
      [{}, COPY_FOLDER_MSG.missing],
      [{ carpeta: 12 }, COPY_FOLDER_MSG.notText],
      [{ carpeta: 'respaldos/usb' }, COPY_FOLDER_MSG.notAbsolute],
      [{ carpeta: join(usb, 'no-existe') }, COPY_FOLDER_MSG.notFound(join(usb, 'no-existe'))],
      [{ carpeta: aFile }, COPY_FOLDER_MSG.notFolder(aFile)],
      [{ carpeta: status.directory }, COPY_FOLDER_MSG.insideData],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({ method: 'PUT', url: PATH, headers: owner.headers, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    // Control characters are refused before the route, by the request checks of docs/security.md.
    const control = await t.app.inject({ method: 'PUT', url: PATH, headers: owner.headers, payload: { carpeta: `${usb}\u0000x` } });
    expect(control.statusCode).toBe(400);
    expect(control.json<{ message: string }>().message).toContain('carpeta');
    const after = (await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: owner.headers })).json<BackupStatus>();
    expect(after).toMatchObject({ copyDirectory: null, copyDirectorySource: null });
  });

  it('is the operator’s: staff and a fresh sign-up owner get 403 and the folder stays', async () => {
    const staff = (await staffCaller(t.handle, owner.session.id_comercio, null)).headers;
    const stranger = (await signUpOwner(t.app)).headers;
    const usb = await tempDir('usb');
    for (const headers of [staff, stranger]) {
      const response = await t.app.inject({ method: 'PUT', url: PATH, headers, payload: { carpeta: usb } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: ACCESS_MSG.operatorOnly });
    }
    const status = (await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: owner.headers })).json<BackupStatus>();
    expect(status.copyDirectory).not.toBe(usb);
  });

  it('copies each backup to the chosen folder, shows where, and warns when the copy fails', async () => {
    const usb = await tempDir('usb');
    const saved = await t.app.inject({ method: 'PUT', url: PATH, headers: owner.headers, payload: { carpeta: usb } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<BackupStatus>()).toMatchObject({ copyDirectory: usb, copyDirectorySource: 'panel' });

    const copied = await backUp(t, owner);
    expect(copied.last, JSON.stringify(copied)).not.toBeNull();
    expect(copied.lastError).toBeNull();
    expect(copied.copyError).toBeNull();
    expect(copied.lastCopy).toBe(join(usb, copied.last!.fileName));
    expect(existsSync(copied.lastCopy!)).toBe(true);

    await rm(usb, { recursive: true, force: true }); // the USB drive was unplugged
    const failed = await backUp(t, owner);
    expect(failed.lastCopy).toBeNull();
    expect(failed.copyError).toContain(`No se pudo copiar el respaldo a ${usb}`);
    expect(existsSync(usb)).toBe(false); // never created on the PC's own disk

    const cleared = await t.app.inject({ method: 'PUT', url: PATH, headers: owner.headers, payload: { carpeta: null } });
    expect(cleared.json<BackupStatus>()).toMatchObject({ copyDirectory: null, copyDirectorySource: null });
  });
});

describe('BACKUP_COPY_DIR on the server', () => {
  let t: TestApp;
  let owner: LoggedIn;
  let envDir: string;

  beforeAll(async () => {
    envDir = await tempDir('copia-servidor');
    process.env.BACKUP_COPY_DIR = envDir;
    t = await createTestApp({ seedDemo: true, config: { dataDir: await tempDir('datos'), operatorEmails: [DEMO_LOGIN.email] } });
    owner = await login(t.app, 'demo@ejemplo.mx', 'demo1234');
  }, 300_000);
  afterAll(async () => {
    delete process.env.BACKUP_COPY_DIR;
    await t?.close();
    await removeTempDirs();
  });

  it('wins over the panel: shown as the server’s, and the panel cannot change it', async () => {
    const status = (await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: owner.headers })).json<BackupStatus>();
    expect(status).toMatchObject({ copyDirectory: envDir, copyDirectorySource: 'servidor' });
    const usb = await tempDir('usb');
    const refused = await t.app.inject({ method: 'PUT', url: PATH, headers: owner.headers, payload: { carpeta: usb } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: COPY_FOLDER_MSG.fixedByServer });
  });
});
