// CLI entry: `npx tsx server/src/main.ts` starts the API server from the environment
// (PORT, HOST, DATA_DIR, DATABASE_URL, API_KEY, SESSION_TTL_HOURS, SECRETS_KEY, PUBLIC_URL, STATIC_DIR)
// and prints its URL and the demo login. SIGINT/SIGTERM drain it (docs/scaling.md): readiness 503, live
// sockets closed with 1012 so panels reconnect elsewhere, requests in flight finished, then exit 0.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serverEnv } from './config';
import { DEMO_LOGIN, startServer, startupErrorMessage } from './start-server';

const env = serverEnv();
const staticDir = env.STATIC_DIR ? resolve(env.STATIC_DIR) : resolve('dist/renderer');

const server = await startServer({ staticDir: existsSync(staticDir) ? staticDir : undefined, logger: env.LOG !== 'off' }).catch((error: unknown) => {
  console.error(startupErrorMessage(error, env.PORT ?? 8080));
  process.exit(1);
});
console.log(`Servidor listo en ${server.url}`);
console.log(`Acceso demo: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} recibido, cerrando el servidor…`);
  // A request that never finishes must not keep a stopped instance alive.
  const timer = setTimeout(() => process.exit(1), 20_000);
  timer.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
