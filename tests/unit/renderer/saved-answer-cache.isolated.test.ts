// A save whose answer is the whole saved thing (the commerce, the backup status, the data export) puts it in
// its query's cache before the caller's `await … .unwrap()` resumes, through the real store and base query
// against a real HTTP server. The delivery settings go back to /tarifas right after saving: with the answer
// landing a moment later, that screen showed the old fee ('Tarifa fija') instead of the saved zones.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackupStatus, DataExportJob } from '@shared/types/backup';
import type { Commerce } from '@shared/types/commerce';
import { SESSION, startOrdersServer, type OrdersTestServer } from './orders/orders-server';

let server: OrdersTestServer;
type Modules = {
  store: typeof import('../../../renderer/src/app/store');
  session: typeof import('../../../renderer/src/app/session');
  core: typeof import('../../../renderer/src/app/coreApi');
  backup: typeof import('../../../renderer/src/features/settings/backup/api');
};
let m: Modules;

beforeAll(async () => {
  server = await startOrdersServer();
  vi.stubEnv('VITE_API_URL', server.url);
  m = {
    store: await import('../../../renderer/src/app/store'),
    session: await import('../../../renderer/src/app/session'),
    core: await import('../../../renderer/src/app/coreApi'),
    backup: await import('../../../renderer/src/features/settings/backup/api'),
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

function signedInStore() {
  const store = m.store.createStore();
  store.dispatch(m.session.loggedIn(SESSION));
  return store;
}

describe('a saved answer is in the cache when the save resolves', () => {
  it('the commerce (PUT /v1/comercio)', async () => {
    const stored = { id: 'com-1', tipo_envio_domicilio: 'fijo', costo_envio: 25 } as unknown as Commerce;
    const saved = { ...stored, tipo_envio_domicilio: 'por_zonas' } as Commerce;
    server.routes.set('GET /v1/comercio', () => ({ status: 200, body: stored }));
    server.routes.set('PUT /v1/comercio', () => ({ status: 200, body: saved }));
    const store = signedInStore();
    const screen = store.dispatch(m.core.coreApi.endpoints.getCommerce.initiate());
    await screen;
    await store.dispatch(m.core.coreApi.endpoints.updateCommerce.initiate({ tipo_envio_domicilio: 'por_zonas' })).unwrap();
    expect(m.core.coreApi.endpoints.getCommerce.select()(store.getState()).data?.tipo_envio_domicilio).toBe('por_zonas');
    screen.unsubscribe();
  });

  it('the backup status (POST /v1/respaldos) and the data export (POST /v1/mis-datos/exportacion)', async () => {
    const before = { ultimo: null } as unknown as BackupStatus;
    const after = { ultimo: { archivo: 'respaldo-nuevo.zip' } } as unknown as BackupStatus;
    const job = { id: 'exp-1', estado: 'en_curso' } as unknown as DataExportJob;
    server.routes.set('GET /v1/respaldos', () => ({ status: 200, body: before }));
    server.routes.set('POST /v1/respaldos', () => ({ status: 200, body: after }));
    server.routes.set('GET /v1/mis-datos/exportacion', () => ({ status: 200, body: { exportacion: null } }));
    server.routes.set('POST /v1/mis-datos/exportacion', () => ({ status: 200, body: job }));
    const store = signedInStore();
    const { endpoints } = m.backup.backupApi;
    const status = store.dispatch(endpoints.getBackupStatus.initiate());
    const exportJob = store.dispatch(endpoints.getDataExport.initiate());
    await Promise.all([status, exportJob]);

    await store.dispatch(endpoints.backupNow.initiate()).unwrap();
    expect(endpoints.getBackupStatus.select()(store.getState()).data).toEqual(after);
    await store.dispatch(endpoints.startDataExport.initiate()).unwrap();
    expect(endpoints.getDataExport.select()(store.getState()).data).toEqual({ exportacion: job });
    status.unsubscribe();
    exportJob.unsubscribe();
  });
});
