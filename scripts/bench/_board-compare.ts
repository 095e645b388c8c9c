// `npm run bench -- board --static DIR_A --compare DIR_B [--sizes 300,1000] [--cold-loads 9]`: the cold first
// paint of two builds of the panel, each served by its own server (same seed and orders), loaded in turns so
// both see the same machine load (on the shared machine the load moves more between two runs than most
// changes move the figure). Only cold loads: no stream.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/src/start-server';
import { coldLoad, fillActiveOrders, warmServer } from './board';
import { loginAs } from './_orders-env';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null;

export async function compareBuilds(browser: Browser, dirs: readonly [string, string], sizes: readonly number[], width: number, loads: number) {
  const workDir = await mkdtemp(join(tmpdir(), 'bench-board-ab-'));
  const servers: RunningServer[] = [];
  try {
    for (const [index, staticDir] of dirs.entries()) {
      servers.push(await startServer({ port: 0, host: '127.0.0.1', dataDir: join(workDir, `db-${index}`), staticDir, seedDemo: true, logger: false }));
    }
    for (const server of servers) {
      // The warm-up load needs cards to wait for (the demo may have no order in process at this hour).
      await fillActiveOrders(server, (await loginAs(server.url)).commerceId, Math.min(...sizes));
      await warmServer(browser, server, width);
    }
    const results: Record<string, unknown> = { a: dirs[0], b: dirs[1] };
    for (const size of [...sizes].sort((x, y) => x - y)) {
      for (const server of servers) await fillActiveOrders(server, (await loginAs(server.url)).commerceId, size);
      const paints: [number[], number[]] = [[], []];
      const loadBefore = loadavg()[0]!;
      for (let round = 0; round < loads; round += 1) {
        // Alternate which build goes first, so neither always follows the other.
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) {
          const { page, firstPaint } = await coldLoad(browser, servers[index]!, width);
          await page.context().close();
          paints[index]!.push(firstPaint);
        }
      }
      results[`cold_${size}`] = {
        a_median_ms: median(paints[0]),
        b_median_ms: median(paints[1]),
        a_ms: paints[0],
        b_ms: paints[1],
        load_average_1m: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadavg()[0]! * 10) / 10 },
      };
      process.stderr.write(`cold_${size}: ${JSON.stringify(results[`cold_${size}`])}\n`);
    }
    return results;
  } finally {
    for (const server of servers) await server.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
