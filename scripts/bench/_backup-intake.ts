// Order intake while a backup runs (`npm run bench -- backup --during-intake`): the real server (buildApp on
// a real port) over the benchmark's embedded DATA_DIR, public orders posted back to back by a few clients
// for as long as one "Respaldar ahora" backup lasts; the same number of seconds without a backup first, as
// the baseline. The clients run in this process: a blocked event loop delays them as it delays the server.
import { buildApp } from '../../server/src/app';
import type { DbHandle } from '../../server/src/db/database';
import { DEMO_ID_PATH } from '../../server/src/db/seed/demo/commerce';
import { buildOrder, createRandom, fetchCatalogue } from '../simulate';
import { summarize } from './_summary';

const CLIENTS = 2;

async function postOrders(url: string, until: () => boolean): Promise<{ latencies: number[]; failed: number; firstFailure: string | null }> {
  const catalogue = await fetchCatalogue(url, DEMO_ID_PATH);
  const random = createRandom(2026);
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!until()) {
        const body = buildOrder(catalogue, random);
        const t0 = performance.now();
        const response = await fetch(`${url}/v1/public/comercio/${DEMO_ID_PATH}/pedido`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        latencies.push(performance.now() - t0);
        if (response.status !== 201) {
          failed += 1;
          firstFailure ??= `${response.status} ${text.slice(0, 200)}`;
        }
      }
    }),
  );
  return { latencies, failed, firstFailure };
}

export async function intakeDuringBackup(handle: DbHandle, dataDir: string) {
  const app = await buildApp({ handle, config: { dataDir } });
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  try {
    let backupDone = false;
    const backupStarted = performance.now();
    const during = postOrders(url, () => backupDone);
    const outcome = await app.backups.runNow('manual').finally(() => {
      backupDone = true;
    });
    const backupMs = Math.round(performance.now() - backupStarted);
    const duringResult = await during;
    const baselineEnds = performance.now() + backupMs;
    const baseline = await postOrders(url, () => performance.now() >= baselineEnds);
    return {
      clients: CLIENTS,
      backup: { ms: backupMs, snapshotMs: outcome.snapshotMs, bytes: outcome.bytes },
      duringBackup: { ...summarize(duringResult.latencies), failed: duringResult.failed, firstFailure: duringResult.firstFailure },
      withoutBackup: { ...summarize(baseline.latencies), failed: baseline.failed, firstFailure: baseline.firstFailure },
    };
  } finally {
    await app.close();
  }
}
