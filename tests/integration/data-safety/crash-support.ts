// Crash-test helpers: start the server in a child process on a DATA_DIR, kill it with SIGKILL, and a
// commerce that takes public orders, set up directly in that DATA_DIR's database.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../../../server/src/db/database';
import { prepareDatabase } from '../../../server/src/start-server';
import { createCommerce } from '../../../testkit/test-app';
import { ALWAYS_OPEN, orderBody, seedMenu, type Menu } from '../orders/support';

const CHILD = fileURLToPath(new URL('./server-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ChildServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** The crash: SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startChildServer(dataDir: string): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], {
    cwd: ROOT,
    // Many customers from one address, as a load test: no per-address limits (docs/security.md).
    env: { ...process.env, BACKUP_SCHEDULE: 'off', LOG: 'off', PUBLIC_LIMITS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'exit');
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((candidate) => candidate.startsWith('{"url"'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    void exited.then(() => reject(new Error(`el servidor hijo terminó antes de escuchar: ${stderr}`)));
  });
  return {
    url,
    dataDir,
    process: child,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface OrderingShop {
  commerceId: string;
  idPath: string;
  menu: Menu;
}

/** Migrations, reference data and a commerce that takes orders, written straight into DATA_DIR. */
export async function prepareShop(dataDir: string): Promise<OrderingShop> {
  const handle = await createDatabase({ dataDir });
  try {
    await prepareDatabase(handle, { seedDemo: false });
    const commerce = await createCommerce(handle, {
      plan: 'PLUS',
      commerce: {
        prefijo_folio: 'CRS',
        horarios: ALWAYS_OPEN,
        servicio_activo: true,
        activar_pasar_recoger: true,
        metodos_pago_pasar_recoger: { efectivo: true, tarjeta: true, transferencia: false, enlace_pago: false, payment_provider: false },
      },
    });
    const menu = await seedMenu(handle, commerce.commerceId);
    return { commerceId: commerce.commerceId, idPath: commerce.idPath, menu };
  } finally {
    await handle.close();
  }
}

/**
 * Customers ordering through the public endpoint, `workers` at a time, until the server dies or stop() is
 * called. `acknowledged` fills live with the ids of the orders the server answered 201 for.
 */
export function startOrdering(url: string, shop: OrderingShop, workers: number): { acknowledged: string[]; stop(): void; done: Promise<void> } {
  const acknowledged: string[] = [];
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      let response: Response;
      try {
        response = await fetch(`${url}/v1/public/comercio/${shop.idPath}/pedido`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(orderBody(shop.menu)),
        });
      } catch {
        return; // connection refused or reset: the server is gone
      }
      let body: { pedido?: { id: string } };
      try {
        body = (await response.json()) as { pedido?: { id: string } };
      } catch {
        return; // the answer was cut off by the crash: not acknowledged
      }
      if (response.status !== 201 || !body.pedido) throw new Error(`pedido → ${response.status} ${JSON.stringify(body)}`);
      acknowledged.push(body.pedido.id);
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker)).then(() => undefined);
  return { acknowledged, stop: () => (stopped = true), done };
}

/** Resolves once check() holds, checking again after every tick of the event loop's timers. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, limitMs = 90_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`no ocurrió: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
