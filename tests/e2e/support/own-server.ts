// A server of one test file's own: in memory, the demo seeded from the PGlite template, serving the built
// panel. For e2e files that change app-wide settings (provider addresses, background passes) the shared
// e2e server must not carry. The public limits and the auto-pause pass are off unless `config` sets them.
import { inject } from 'vitest';
import type { AppConfigOptions } from '../../../server/src/app-config';
import { MEMORY_DATA_DIR } from '../../../server/src/db/database';
import { startServer, type RunningServer } from '../../../server/src/start-server';
import { pgliteTemplate } from '../../../testkit/pglite-template';

export async function startOwnDemoServer(config: AppConfigOptions = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: MEMORY_DATA_DIR,
    staticDir: inject('staticDir'),
    seedDemo: true,
    logger: false,
    pgliteSnapshot: await pgliteTemplate(),
    config: { publicLimits: null, autoPause: null, ...config },
  });
}
