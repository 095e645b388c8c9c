// The app's decorations (app.orderRuntime, app.backups, app.websocketServer, …) are declared by the modules
// of the plugins that add them. Tests and benchmarks see the server through its declarations
// (tsconfig.tests.json references tsconfig.server.json), where buildApp's signature imports none of those
// modules: these imports bring their declarations in.
import type {} from '@fastify/websocket';
import type {} from '../server/src/lifecycle';
import type {} from '../server/src/live/plugin';
import type {} from '../server/src/plugins/access';
import type {} from '../server/src/services/auto-pause/plugin';
import type {} from '../server/src/services/backup/plugin';
import type {} from '../server/src/types';
