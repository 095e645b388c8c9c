// Entry of one e2e worker's server process, forked by global-setup.ts with tsx:
// `server-process.ts <root> <staticDir>`. Sends { ready: E2EServerValues } once listening (or { failed })
// and closes the server when told to ('close') or when its parent goes away.
import { startWorkerServer } from './e2e-server';

export type ServerProcessMessage = { ready: import('./accounts').E2EServerValues } | { failed: string };

const [root, staticDir] = process.argv.slice(2);
if (!root || !staticDir || !process.send) throw new Error('server-process: se usa como hijo de global-setup.ts con <root> <staticDir>');
const send = (message: ServerProcessMessage) => process.send?.(message);

try {
  const { server, values } = await startWorkerServer(root, staticDir);
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    void server.close().finally(() => process.exit(0));
  };
  process.on('message', (message) => {
    if (message === 'close') close();
  });
  process.on('disconnect', close);
  send({ ready: values });
} catch (error) {
  send({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
