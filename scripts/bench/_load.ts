// Load generator of the orders and cluster benchmarks, run in its own process (scripts/bench/_spawn-load.ts)
// so that building, sending and timing requests does not share the server's CPU time slice.
//   tsx scripts/bench/_load.ts '{"urls":["http://127.0.0.1:8080"],"idPath":"…","orders":400,"concurrency":8,"seed":2026}'
// Prints one JSON line: { orders, concurrency, failed, statuses, orders_per_s, latency, warmup_orders, cpu_ms_per_order }.
// Requests go through node:http with a keep-alive agent, not fetch: on this 2-core machine the generator
// shares the CPU with the server (and PostgreSQL), and fetch cost ~0.55 ms of CPU per order against ~0.2 ms.
import { Agent, request } from 'node:http';
import { buildOrder, createRandom, fetchCatalogue } from '../simulate';
import type { LoadArgs } from './_spawn-load';
import { summarize } from './_summary';


const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function post(url: string, idPath: string, body: unknown): Promise<number> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/v1/public/comercio/${idPath}/pedido`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': payload.length } },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Sends `bodies` with `concurrency` requests in flight; answers each one's latency and the status counts. */
async function send(urls: string[], idPath: string, bodies: unknown[], concurrency: number) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bodies.length) {
        const index = next++;
        const t0 = performance.now();
        const status = await post(urls[index % urls.length]!, idPath, bodies[index]).catch(() => 0);
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { latencies, statuses };
}

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2] ?? '{}') as LoadArgs;
  const catalogue = await fetchCatalogue(args.urls[0]!, args.idPath);
  const random = createRandom(args.seed);
  const warmup = args.warmup ?? 10;
  const bodies = Array.from({ length: args.orders + warmup }, () => buildOrder(catalogue, random)!);
  await send(args.urls, args.idPath, bodies.slice(0, warmup), args.concurrency);
  const measured = bodies.slice(warmup);
  process.stdout.write(`${JSON.stringify({ phase: 'measuring' })}\n`);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const { latencies, statuses } = await send(args.urls, args.idPath, measured, args.concurrency);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const ok = statuses['201'] ?? 0;
  const result = {
    orders: measured.length,
    concurrency: args.concurrency,
    failed: measured.length - ok,
    statuses,
    orders_per_s: Math.round((ok / seconds) * 10) / 10,
    latency: summarize(latencies),
    warmup_orders: warmup,
    cpu_ms_per_order: Math.round(((cpu.user + cpu.system) / 1000 / measured.length) * 100) / 100,
  };
  agent.destroy();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
