// The real server as a child process for the crash tests: DATA_DIR from argv[2], any free port on
// 127.0.0.1, no demo; prints {"url": …} once listening. The tests end it with SIGKILL (the crash) or SIGTERM.
import { startServer } from '../../../server/src/start-server';

const server = await startServer({ dataDir: process.argv[2], port: 0, host: '127.0.0.1', seedDemo: false, logger: false });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.on('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
