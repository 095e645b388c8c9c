// `npm start`: build the panel if needed, start the API server (embedded PGlite under DATA_DIR, or
// PostgreSQL with DATABASE_URL; migrations and first-run demo seed included) and the local print agent, in a
// process of its own (main/agent-process.ts) so that nothing the agent receives can stop the API.
import { resolve } from 'node:path';
import { ensurePanelBuilt } from './lib/build-panel';
import { startServer, startupErrorMessage } from '../server/src/start-server';
import { startAgentProcess } from '../main/agent-process';

const port = Number(process.env.PORT ?? 8080);
const dataDir = resolve(process.env.DATA_DIR ?? './data');

const staticDir = await ensurePanelBuilt();
const server = await startServer({ port, dataDir, databaseUrl: process.env.DATABASE_URL, staticDir, seedDemo: true }).catch((error: unknown) => {
  console.error(startupErrorMessage(error, port));
  process.exit(1);
});
const panelUrl = server.url.replace('0.0.0.0', 'localhost').replace('127.0.0.1', 'localhost');

let agentInfo = '';
let closeAgent: () => Promise<void> = async () => {};
if (process.env.AGENT !== 'off') {
  try {
    const agent = await startAgentProcess({ dataDir: resolve(process.env.AGENT_DATA_DIR ?? resolve(dataDir, 'agent')), panelOrigin: new URL(panelUrl).origin });
    closeAgent = agent.close;
    agentInfo = `Agente de impresión en 127.0.0.1:${agent.port}. Abra el panel con impresión habilitada:\n  ${panelUrl}/#agent=${agent.token}&agentPort=${agent.port}\n`;
  } catch (error) {
    agentInfo = `El agente de impresión no pudo iniciar (${(error as Error).message}); el panel funciona sin impresión.\n`;
  }
}

console.log(`
Panel y API listos en ${panelUrl}
Base de datos: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${dataDir}`}
Acceso de demostración: demo@ejemplo.mx / demo1234
Menú público: ${panelUrl}/m/taqueria-el-buen-taco
${agentInfo}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await closeAgent().catch(() => {});
  await server.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
