// Load generator of the orders and cluster benchmarks, run in its own process (scripts/bench/_spawn-load.ts)
// so that building, sending and timing requests does not share the server's CPU time slice.
//   tsx scripts/bench/_load.ts '{"urls":["http://127.0.0.1:8080"],"idPath":"…","orders":400,"concurrency":8,"seed":2026}'
// Prints one JSON line: { orders, concurrency, failed, statuses, orders_per_s, latency }.
import { buildOrder, createRandom, fetchCatalogue } from '../simulate';
import { summarize } from './_summary';

interface LoadArgs {
  /** Requests go round-robin over these base URLs (one, or several instances). */
  urls: string[];
  idPath: string;
  orders: number;
  concurrency: number;
  seed: number;
  warmup?: number;
}

async function post(url: string, idPath: string, body: unknown): Promise<number> {
  const response = await fetch(`${url}/v1/public/comercio/${idPath}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2] ?? '{}') as LoadArgs;
  const catalogue = await fetchCatalogue(args.urls[0]!, args.idPath);
  const random = createRandom(args.seed);
  const warmup = args.warmup ?? 10;
  const bodies = Array.from({ length: args.orders + warmup }, () => buildOrder(catalogue, random)!);
  for (const body of bodies.slice(0, warmup)) await post(args.urls[0]!, args.idPath, body);
  const measured = bodies.slice(warmup);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: args.concurrency }, async () => {
      while (next < measured.length) {
        const index = next++;
        const t0 = performance.now();
        const status = await post(args.urls[index % args.urls.length]!, args.idPath, measured[index]).catch(() => 0);
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const ok = statuses['201'] ?? 0;
  const result = {
    orders: measured.length,
    concurrency: args.concurrency,
    failed: measured.length - ok,
    statuses,
    orders_per_s: Math.round((ok / seconds) * 10) / 10,
    latency: summarize(latencies),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
