// CLI entry: `npx tsx server/src/main.ts` starts the API server from the environment
// (PORT, HOST, DATA_DIR, DATABASE_URL, API_KEY, SESSION_TTL_HOURS, SECRETS_KEY, PUBLIC_URL, STATIC_DIR)
// and prints its URL and the demo login. SIGINT/SIGTERM close it gracefully.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_LOGIN, startServer } from './start-server';

const staticDir = process.env.STATIC_DIR ? resolve(process.env.STATIC_DIR) : resolve('dist/renderer');
const server = await startServer({ staticDir: existsSync(staticDir) ? staticDir : undefined, logger: process.env.LOG !== 'off' });
console.log(`Servidor listo en ${server.url}`);
console.log(`Acceso demo: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} recibido, cerrando el servidor…`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
