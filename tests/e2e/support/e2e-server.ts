// One e2e worker's server: a fresh database with the demo seed and one account per state the panel
// distinguishes. Runs in its own process (server-process.ts), never in Vitest's main process: there, the
// workers' servers shared one thread with Vitest itself, and PGlite answers synchronously
// (docs/architecture.md, "Tests").
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_LOGIN, startServer, type RunningServer } from '../../../server/src/start-server';
import { createCommerceFixture } from '../../../testkit/commerce-fixture';
import { pgliteTemplate } from '../../../testkit/pglite-template';
import { announcementIds } from '../../../testkit/announcements';
import type { CodeNotification } from '../../../server/src/services/notifier';
import { startFakeWhatsAppGateway } from '../../../testkit/fakes/whatsapp-gateway';
import { PARTIAL_MODULES, type E2EAccount, type E2EAccounts, type E2EServerValues } from './accounts';
import { twoLocations } from '../master-menu/locations';

/** Everything one e2e worker's tests read through inject(). */
export async function startWorkerServer(root: string, staticDir: string): Promise<{ server: RunningServer; values: E2EServerValues }> {
  await mkdir(root, { recursive: true });
  const codesFile = join(root, 'codes.jsonl');
  // The server's WhatsApp gateway (docs/whatsapp.md): the fake Green-API, in this process beside the server.
  const whatsapp = await startFakeWhatsAppGateway();
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(root, 'db'),
    staticDir,
    seedDemo: true,
    logger: false,
    // The migrated template the integration files start from: no initdb and no migrations on each server's
    // start (about 4 of its 9 CPU-s).
    pgliteSnapshot: await pgliteTemplate(),
    // One-time codes (password recovery, phone validation) go to a file the tests read. Every browser of the
    // suite orders from 127.0.0.1, so the public's per-address limits are off here; their tests are
    // tests/integration/security/public-limits.test.ts.
    config: {
      // The demo's owner runs the server's backups in the e2e runs (tests/e2e/data-safety).
      operatorEmails: [DEMO_LOGIN.email],
      publicLimits: null,
      // A worker's server lives through many files, most without a panel open: no automatic pause here
      // (tests/e2e/counter/auto-pause.test.ts starts a server of its own with it).
      autoPause: null,
      // Deliveries to the fakes of outside systems go out promptly, as a browser test waits for them.
      outbox: { everyMs: 250 },
      providerUrls: { whatsapp: whatsapp.url },
      notifier: {
        async sendCode(notification: CodeNotification) {
          await appendFile(codesFile, `${JSON.stringify(notification)}\n`);
        },
      },
    },
  });
  const make = async (options: Parameters<typeof createCommerceFixture>[1]): Promise<E2EAccount> => {
    const fixture = await createCommerceFixture(server.handle, options);
    return { email: fixture.email, password: fixture.password };
  };
  const accounts: E2EAccounts = {
    demo: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
    onboarding: await make({ plan: 'FREEMIUM', onboarded: false, nombre: 'Cocina en Configuración' }),
    freemium: await make({ plan: 'FREEMIUM', nombre: 'Fonda Gratuita' }),
    trial: await make({ plan: 'TRIAL', nombre: 'Café de Prueba', trialDaysLeft: 9 }),
    founder: await make({ plan: 'FUNDADOR', nombre: 'Cantina Fundadora' }),
    partial: await make({ plan: 'PLUS', nombre: 'Pizzería Parcial', modules: PARTIAL_MODULES.map((id) => ({ id, permisos: ['list', 'create', 'order', 'edit', 'delete'] })) }),
    freemiumForTrial: await make({ plan: 'FREEMIUM', nombre: 'Tortas por Probar' }),
    recovery: await make({ plan: 'PLUS', nombre: 'Mariscos Olvidadizos' }),
    ...(await twoLocations(server.handle)),
  };
  const whatsappGateway = { url: whatsapp.url, idInstance: whatsapp.idInstance, apiTokenInstance: whatsapp.apiTokenInstance };
  return { server, values: { baseUrl: server.url, accounts, codesFile, staticDir, announcementIds: await announcementIds(server.handle), whatsappGateway } };
}
