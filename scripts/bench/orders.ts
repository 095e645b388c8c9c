// `npm run bench -- orders [--orders 400] [--concurrency 8] [--warmup 200] [--history 100000] [--events 100] [--panels 200] [--many-panels 2000] [--profile 100]
//                          [--only intake] [--cpu-profile <dir>]`
// Intake is timed twice: right after start (10 untimed orders), then warm (after --warmup more untimed orders).
// --only intake: the intake phases alone (quick runs); --cpu-profile: the server process's CPU profile during the
// concurrent intake, written to <dir> and summed per component and per order (_cpu-profile.ts).
// Order intake throughput and latency, the in-process orders query with 300 active and 100,000 historical
// orders, and the time from the public POST to the newOrder event at 1 and at 200 subscribed panels.
// Runs on embedded PGlite, and on PostgreSQL too when BENCH_DATABASE_URL (an admin URL) is set.
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { createCommerceFixture } from '../../testkit/commerce-fixture';
import { DEMO_ID_PATH } from '../../server/src/db/seed/demo/commerce';
import { buildOrder, createRandom, fetchCatalogue } from '../simulate';
import { argNumber, loginAs, openEnv, summarize, timeGets, type BenchEnv, type PanelLogin } from './_orders-env';
import { withCpuProfile } from './_cpu-profile';
import { intakeProfile } from './_intake-profile';
import { postgresCpuMs } from './_process-cpu';
import { runLoad } from './_spawn-load';

async function postOrder(url: string, body: unknown): Promise<{ status: number; orderId: string | null }> {
  const response = await fetch(`${url}/v1/public/comercio/${DEMO_ID_PATH}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { pedido?: { id: string } };
  return { status: response.status, orderId: json.pedido?.id ?? null };
}

/** CPU milliseconds per order, two decimals. */
const perOrder = (ms: number, orders: number) => Math.round((ms / orders) * 100) / 100;

/**
 * Intake throughput with the load generator in its own process (_load.ts), after `warmup` untimed orders at the
 * same concurrency.
 * CPU per timed order is given per process — this server (with PGlite when embedded), the load generator and,
 * when PostgreSQL runs on this machine, its processes — so a loaded or 2-core machine's limit is visible.
 */
async function intake(env: BenchEnv, total: number, concurrency: number, warmup: number, profileDir: string | null) {
  let serverStart: NodeJS.CpuUsage | undefined;
  let postgresStart: Promise<number | null> = Promise.resolve(null);
  const { result, cpu: profile } = await withCpuProfile(`intake-${env.driver}`, profileDir, total + warmup, () =>
    runLoad({ urls: [env.url], idPath: DEMO_ID_PATH, orders: total, concurrency, seed: 2026, warmup }, () => {
      serverStart = process.cpuUsage();
      if (env.driver === 'pg') postgresStart = postgresCpuMs();
    }),
  );
  const server = process.cpuUsage(serverStart);
  const [postgresBefore, postgresAfter] = [await postgresStart, env.driver === 'pg' ? await postgresCpuMs() : null];
  const cpu = {
    // 1000 / ms = orders/s one core could take.
    server: perOrder((server.user + server.system) / 1000, total),
    load_generator: result.cpu_ms_per_order,
    ...(postgresBefore !== null && postgresAfter !== null ? { postgres: perOrder(postgresAfter - postgresBefore, total) } : {}),
  };
  const { cpu_ms_per_order: _generatorCpu, ...load } = result;
  return { ...load, load_generator: 'proceso aparte (node:http)', cpu_ms_per_order: cpu, ...(profile ? { cpu_profile_per_order: profile } : {}) };
}

async function inProcessQuery(env: BenchEnv, history: number, iterations: number) {
  const fixture = await createCommerceFixture(env.handle, { plan: 'PLUS', nombre: 'Comercio de carga' });
  const id = fixture.commerceId;
  const fill = async (count: number, statuses: string[], offsetMinutes: number) => {
    const statusList = statuses.join(',');
    await env.handle.db.execute(sql`
      INSERT INTO orders (folio, id_comercio, metodo_entrega, metodo_pago, estatus_pedido, estatus, nombre, numero_celular,
                          subtotal_cents, total_cents, costo_envio_cents, created_at, updated_at)
      SELECT 'B-' || (${offsetMinutes}::int + g), ${id}::uuid,
             (ARRAY['delivery','takeAway','inRestaurant'])[1 + g % 3],
             (ARRAY['efectivo','tarjeta','transferencia'])[1 + g % 3],
             (string_to_array(${statusList}, ','))[1 + g % ${statuses.length}::int],
             (string_to_array(${statusList}, ','))[1 + g % ${statuses.length}::int],
             'Cliente ' || g, '993' || lpad((g % 10000000)::text, 7, '0'), 15000 + g % 5000, 18500 + g % 5000, 3500,
             now() - ((${offsetMinutes}::int + g) * interval '1 minute'), now()
      FROM generate_series(1, ${count}::int) AS g`);
  };
  await fill(history, ['delivered', 'delivered', 'delivered', 'canceled', 'rejected'], 1000);
  await fill(300, ['pending', 'accepted', 'on_the_way', 'ready_to_pick_up'], 0);
  await env.handle.db.execute(sql`ANALYZE orders`);
  const login = await loginAs(env.url, fixture.email, fixture.password);
  const v1Headers = { authorization: `Bearer ${login.token}`, id_comercio: id };
  const timeGetsOf = (url: string, headers: Record<string, string>) => timeGets(url, headers, iterations);
  const inProcessUrl = `${env.url}/v2/commerce/${id}/orders?orders_in_process=true`;
  const rows = ((await (await fetch(inProcessUrl, { headers: login.v2Headers })).json()) as { rows: unknown[] }).rows.length;
  return {
    historical_orders: history,
    active_orders: 300,
    rows_returned: rows,
    http_get: await timeGetsOf(inProcessUrl, login.v2Headers),
    history_page_1: await timeGetsOf(`${env.url}/v1/pedidos/historial?page=1&pageSize=20`, v1Headers),
    history_filtered_page_5: await timeGetsOf(`${env.url}/v1/pedidos/historial?estatus=delivered&metodo_pago=tarjeta&page=5&pageSize=20`, v1Headers),
    history_page_2000: await timeGetsOf(`${env.url}/v1/pedidos/historial?page=2000&pageSize=20`, v1Headers),
    customers_page_1: await timeGetsOf(`${env.url}/v1/clientes?page=1&pageSize=20`, v1Headers),
  };
}

interface Panel {
  socket: WebSocket;
  arrivals: Map<string, number>;
}

async function openPanel(env: BenchEnv, login: PanelLogin): Promise<Panel> {
  const socket = new WebSocket(`${env.url.replace('http', 'ws')}/ws`);
  const arrivals = new Map<string, number>();
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ action: 'subscribe', channel: `panel_${login.commerceId}`, token: login.token })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { action?: string; eventId?: string; data?: { orderId?: string } };
      if (message.action === 'subscribed') resolve();
      if (message.action === 'error') reject(new Error(String(raw)));
      if (message.eventId === 'newOrder' && message.data?.orderId) arrivals.set(message.data.orderId, performance.now());
    });
  });
  return { socket, arrivals };
}

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error('evento newOrder no recibido a tiempo');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function eventLatency(env: BenchEnv, panelsCount: number, orders: number) {
  const login = await loginAs(env.url);
  const panels: Panel[] = [];
  for (let i = 0; i < panelsCount; i += 1) panels.push(await openPanel(env, login));
  const catalogue = await fetchCatalogue(env.url, DEMO_ID_PATH);
  const random = createRandom(77);
  const firstPanel: number[] = [];
  const allPanels: number[] = [];
  for (let i = 0; i < orders + 5; i += 1) {
    const t0 = performance.now();
    const { orderId } = await postOrder(env.url, buildOrder(catalogue, random));
    if (!orderId) throw new Error('pedido rechazado durante el benchmark');
    await waitFor(() => panels.every((p) => p.arrivals.has(orderId)));
    if (i < 5) continue;
    const times = panels.map((p) => p.arrivals.get(orderId)! - t0);
    firstPanel.push(Math.min(...times));
    allPanels.push(Math.max(...times));
  }
  for (const panel of panels) panel.socket.close(1000);
  return { panels: panelsCount, orders, post_to_event_first_panel: summarize(firstPanel), post_to_event_all_panels: summarize(allPanels) };
}

function argString(args: string[], name: string): string | null {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? null) : null;
}

/** 1 / 5 / 15-minute load average when the phase starts: the machine is shared, figures need it beside them. */
function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

async function runOn(driver: 'pglite' | 'pg', args: string[], adminUrl?: string) {
  const env = await openEnv(driver, adminUrl);
  try {
    const panels = argNumber(args, 'panels', 200);
    const events = argNumber(args, 'events', 100);
    const manyPanels = argNumber(args, 'many-panels', 2000);
    const orders = argNumber(args, 'orders', 400);
    const concurrency = argNumber(args, 'concurrency', 8);
    const intakePhases = {
      driver,
      demo_seed_seconds: env.seedSeconds,
      load_average: loadAverage(),
      // The first orders after start pay one-time costs (the JIT compiling PGlite's engine and the server's
      // code, pools filling): timed apart, then the warm server after `--warmup` more orders.
      intake_cold_start: await intake(env, orders, concurrency, 10, null),
      intake: await intake(env, orders, concurrency, argNumber(args, 'warmup', 200), argString(args, 'cpu-profile')),
      intake_profile_one_at_a_time: await intakeProfile(env, argNumber(args, 'profile', 100)),
    };
    if (argString(args, 'only') === 'intake') return intakePhases;
    return {
      ...intakePhases,
      event_latency_1_panel: await eventLatency(env, 1, events),
      [`event_latency_${panels}_panels`]: await eventLatency(env, panels, events),
      ...(manyPanels > 0 ? { [`event_latency_${manyPanels}_panels`]: await eventLatency(env, manyPanels, Math.min(events, 30)) } : {}),
      in_process_query: await inProcessQuery(env, argNumber(args, 'history', 100_000), argNumber(args, 'iterations', 200)),
    };
  } finally {
    await env.close();
  }
}

export async function run(args: string[]): Promise<unknown> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version };
  const pglite = await runOn('pglite', args);
  const postgres = adminUrl ? await runOn('pg', args, adminUrl) : { skipped: 'BENCH_DATABASE_URL no está definida' };
  return { machine, pglite, postgres };
}
