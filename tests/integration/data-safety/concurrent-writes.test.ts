// Writes that clients may send at once never answer 500 (docs/data-safety.md): the copy folder chosen many
// times in parallel (each JSON file is written under a temp name of its own, then renamed; the last one
// wins), and "Descargar mis datos" started many times at once (one job, the rest 409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus, DataExportJob } from '@shared/types/backup';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { removeTempDirs, tempDir } from './support';
import { waitFor } from './crash-support';

let t: TestApp;
let owner: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir: await tempDir('datos') } });
  // The first account of the server: its owner is the operator.
  const shop = await createCommerce(t.handle, { plan: 'PLUS', nombre: 'Escrituras Paralelas' });
  owner = await login(t.app, shop.email, shop.password);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await removeTempDirs();
});

describe('concurrent writes', () => {
  it('choose the copy folder 24 times at once: every answer is 200 and the folder is one of them', async () => {
    const folders = await Promise.all([tempDir('usb-a'), tempDir('usb-b'), tempDir('usb-c')]);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        t.app.inject({ method: 'PUT', url: '/v1/respaldos/carpeta-copia', headers: owner.headers, payload: { carpeta: index % 4 === 3 ? null : folders[index % 3] } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(24).fill(200));
    const status = (await t.app.inject({ method: 'GET', url: '/v1/respaldos', headers: owner.headers })).json<BackupStatus>();
    expect([...folders, null]).toContain(status.copyDirectory);
  });

  it('start the data export 12 times at once: one job, the rest 409, none 5xx', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.app.inject({ method: 'POST', url: '/v1/mis-datos/exportacion', headers: owner.headers })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([202, ...Array(11).fill(409)]);
    await waitFor(async () => {
      const job = (await t.app.inject({ method: 'GET', url: '/v1/mis-datos/exportacion', headers: owner.headers })).json<{ exportacion: DataExportJob }>().exportacion;
      return job.state !== 'en_proceso';
    }, 'la exportación termina');
    const again = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: '/v1/mis-datos/exportacion', headers: owner.headers })));
    expect(again.map((answer) => answer.statusCode).sort()).toEqual([202, ...Array(5).fill(409)]);
  }, 120_000);
});
