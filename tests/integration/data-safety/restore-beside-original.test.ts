// A backup restored on the same PC while the original server runs (docs/data-safety.md, "Restore"): the
// backup of the running server does not carry its servidor.pid, so the restored folder starts beside it
// (before, the copied lock named the original's live PID and the restored folder was refused with «Otro
// proceso (PID …) ya usa la base de datos …»).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE } from '../../../server/src/db/data-dir-lock';
import { restoreBackup } from '../../../server/src/services/backup/restore';
import { askRunningServerToBackUp } from '../../../server/src/services/backup/runtime';
import { prepareShop, startChildServer, startOrdering, type ChildServer } from './crash-support';
import { removeTempDirs, tempDir } from './support';

const servers: ChildServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  await removeTempDirs();
});

describe('restore on the same PC', () => {
  it('starts the restored folder while the original runs, with the original\'s orders', async () => {
    const original = await tempDir('original');
    const shop = await prepareShop(original);
    const running = await startChildServer(original);
    servers.push(running);
    const ordering = startOrdering(running.url, shop, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    ordering.stop();
    await ordering.done;
    expect(ordering.acknowledged.length).toBeGreaterThan(0);
    expect(await readFile(join(original, DATA_DIR_LOCK_FILE), 'utf8')).toContain(String(running.process.pid));

    const backup = await askRunningServerToBackUp(original);
    expect(backup).not.toBeNull();
    const copy = await tempDir('restaurada');
    await restoreBackup(backup!.file, { dataDir: copy });
    expect(existsSync(join(copy, DATA_DIR_LOCK_FILE))).toBe(false);

    const restored = await startChildServer(copy);
    servers.push(restored);
    const status = await fetch(`${restored.url}/v1/public/comercio/${shop.idPath}/pedido/${ordering.acknowledged[0]}/estatus`);
    expect(status.status).toBe(200);
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
  }, 300_000);
});
