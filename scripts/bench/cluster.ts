// `npm run bench -- cluster [--instances 3] [--orders 400] [--concurrency 8] [--panels 200] [--events 50]`
// Three server processes on one fresh PostgreSQL database (BENCH_DATABASE_URL, an admin URL) behind nginx
// (scripts/bench/_cluster-env.ts): intake throughput through the proxy (load generator in its own
// process) and POST → newOrder latency with the panels spread over every instance.
import { DEMO_ID_PATH, DEMO_LOGIN } from '../../server/src/db/seed/demo/commerce';
import { buildOrder, createRandom, fetchCatalogue } from '../simulate';
import { startCluster } from './_cluster-env';
import { argNumber, summarize } from './_orders-env';
import { openPanelClient, type PanelClient } from './_panel-client';
import { runLoad } from './_spawn-load';

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error('evento newOrder no recibido a tiempo');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function run(args: string[]): Promise<unknown> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { skipped: 'BENCH_DATABASE_URL no está definida (el clúster necesita PostgreSQL)' };
  const count = argNumber(args, 'instances', 3);
  const cluster = await startCluster(adminUrl, count);
  try {
    const intake = await runLoad({ urls: [cluster.proxyUrl], idPath: DEMO_ID_PATH, orders: argNumber(args, 'orders', 400), concurrency: argNumber(args, 'concurrency', 8), seed: 2026 });

    const response = await fetch(`${cluster.proxyUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
    });
    const session = (await response.json()) as { token: string; id_comercio: string };
    const panelCount = argNumber(args, 'panels', 200);
    const panels: PanelClient[] = [];
    for (let i = 0; i < panelCount; i += 1) panels.push(await openPanelClient(cluster.instances[i % count]!.url, session.id_comercio, session.token));
    const catalogue = await fetchCatalogue(cluster.proxyUrl, DEMO_ID_PATH);
    const random = createRandom(7);
    const all: number[] = [];
    const events = argNumber(args, 'events', 50);
    for (let i = 0; i < events + 5; i += 1) {
      const t0 = performance.now();
      const posted = await fetch(`${cluster.proxyUrl}/v1/public/comercio/${DEMO_ID_PATH}/pedido`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buildOrder(catalogue, random)),
      });
      const orderId = ((await posted.json()) as { pedido?: { id: string } }).pedido?.id;
      if (!orderId) throw new Error(`pedido rechazado: ${posted.status}`);
      await waitFor(() => panels.every((panel) => panel.arrivals.has(orderId)));
      if (i >= 5) all.push(Math.max(...panels.map((panel) => panel.arrivals.get(orderId)! - t0)));
    }
    for (const panel of panels) panel.socket.close(1000);
    return {
      instances: count,
      proxy: 'nginx',
      intake_through_proxy: intake,
      event_latency: { panels: panelCount, spread_over_instances: count, orders: events, post_to_event_all_panels: summarize(all) },
    };
  } finally {
    await cluster.stop();
  }
}
